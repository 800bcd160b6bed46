"""Hit boxes a table's pure geometry names, in drawing order: what lies under the pointer."""

from __future__ import annotations

from collections.abc import Sequence

from pygame import Rect

Box = tuple[str, Rect]
"""A place's name and its rect on the table."""


def place_at(boxes: Sequence[Box], pos: tuple[int, int]) -> str | None:
    """The place under ``pos`` (the one drawn last where boxes overlap), or None."""
    for place, rect in reversed(boxes):
        if rect.collidepoint(pos):
            return place
    return None


__all__ = ["Box", "place_at"]
