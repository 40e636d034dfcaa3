"""Cambio with the Fässler Jass deck: rules, bots, table and controls, text (see docs/rules/cambio.md)."""
