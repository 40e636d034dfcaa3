"""Älpler Stafette: rules, bots, table, text (see docs/rules/stafette.md)."""
