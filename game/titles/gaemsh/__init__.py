"""Gämsh Alpin: rules, bots, table and menus, text (see docs/rules/gaemsh.md)."""
