"""Error types of the persistence layer.

Every failure to read or write the player's files surfaces as a `StorageError` with a message a
person can read, so the front end can say "your progress is not being saved" instead of crashing.
"""

from __future__ import annotations


class StorageError(Exception):
    """A file in the user folder could not be read, written, moved or deleted."""


class UserDirError(StorageError):
    """The per-user folder cannot be created or is not writable; the game runs without saving."""


class RecordError(StorageError):
    """A match record is missing or damaged and cannot be loaded."""
