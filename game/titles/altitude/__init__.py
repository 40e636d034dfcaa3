"""Altitude, the mountain builder: rules, mountain shapes, bots and text (see docs/rules/altitude.md)."""
