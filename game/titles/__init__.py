"""The titles: one folder each (rules, bots, table, controls, text). See docs/ARCHITECTURE.md."""
