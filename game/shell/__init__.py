"""The shell around the tables: menu, lobby, settings, key map, key test, pause, rules help, results."""
