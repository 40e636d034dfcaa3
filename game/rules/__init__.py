"""Rules engines: one pure module per title (no pygame, no clock; see docs/ARCHITECTURE.md)."""
