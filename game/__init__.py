"""Card Table: a desktop card table (Dutch Blitz, Blitz (31), Dutch, Dutch Auction) against
computer players, offline.

``__version__`` is the one place the version is written: ``pyproject.toml`` reads it from here,
``--version``, the About page, the build's zip name and the Windows and macOS version fields
show it. Each release adds a section to ``CHANGELOG.md``.
"""

__version__ = "0.1.0"
