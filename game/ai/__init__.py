"""Bots: one module per title plus the shared reaction-time driver. No pygame here."""
