"""Alpenparty: alpine tabletop party games for one computer."""

__version__ = "0.1.0"
