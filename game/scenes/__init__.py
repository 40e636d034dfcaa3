"""Scenes on the app's stack: menu, lobby, settings, key test, pause, rules, tables, results."""
