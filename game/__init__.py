"""Alpenparty: five alpine tabletop games for one computer."""

__version__ = "0.1.0"
