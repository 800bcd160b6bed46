"""Dutch Blitz Table: an unofficial desktop implementation of the Dutch Blitz card game."""

__version__ = "0.1.0"
