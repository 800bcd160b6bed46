"""Persistence: the player's folder, settings, statistics, match records and crash logs.

Pure Python (no pygame), so it can be used and tested without a display. Every write is atomic,
every read tolerates damaged files (they are set aside, never overwritten), and failures surface
as `StorageError` with a message that can be shown to the player.
"""
