"""Pile places as typed values: the record's place strings are read here, once.

A record, a move and the UI name a place as text: ``"blitz"``, ``"wood"``, ``"hand"``,
``"post:N"``, ``"dutch:N"`` and ``"dutch:new"`` (N is a 0-based index). ``parse_place`` turns such
a text into a ``Place`` and is strict: the index is one to three ASCII digits with no leading
zero (``post:0`` yes; ``post:00``, ``post:²``, ``post:-1`` and a 5,000-digit number no); anything
else is None, never an exception. ``Place.code`` gives the text back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

PlaceKind = Literal["blitz", "wood", "hand", "post", "dutch", "dutch_new"]

MAX_INDEX_DIGITS: Final = 3
_DIGITS: Final = frozenset("0123456789")
_SIMPLE: Final[dict[str, PlaceKind]] = {
    "blitz": "blitz", "wood": "wood", "hand": "hand", "dutch:new": "dutch_new",
}
_INDEXED: Final[dict[str, PlaceKind]] = {"post:": "post", "dutch:": "dutch"}


@dataclass(frozen=True, slots=True)
class Place:
    """One pile: ``kind`` and, for ``post`` and ``dutch`` piles, its ``index``."""

    kind: PlaceKind
    index: int | None = None

    @property
    def code(self) -> str:
        """The record's text for this place (``"post:2"``, ``"dutch:new"``)."""
        if self.kind == "dutch_new":
            return "dutch:new"
        if self.index is None:
            return self.kind
        return f"{self.kind}:{self.index}"

    @property
    def is_dutch(self) -> bool:
        """A Dutch pile in the middle, an existing one or a new one."""
        return self.kind in ("dutch", "dutch_new")

    def __str__(self) -> str:
        return self.code


BLITZ_PLACE: Final = Place("blitz")
WOOD_PLACE: Final = Place("wood")
HAND_PLACE: Final = Place("hand")
DUTCH_NEW_PLACE: Final = Place("dutch_new")


def post_place(index: int) -> Place:
    return Place("post", index)


def dutch_place(index: int) -> Place:
    return Place("dutch", index)


def parse_index(text: str) -> int | None:
    """A strict small non-negative index: ASCII digits, no leading zero, at most 3 digits."""
    if not text or len(text) > MAX_INDEX_DIGITS or not set(text) <= _DIGITS:
        return None
    if len(text) > 1 and text[0] == "0":
        return None
    return int(text)


_PARSED: dict[str, Place] = {}
"""Texts already read (only ones that name a place, so it holds at most ~2,000 entries)."""


def parse_place(text: object) -> Place | None:
    """The place a record text names, or None for anything that is not exactly one."""
    if type(text) is not str:  # a str subclass is read afresh, never remembered
        return _parse(text)
    known = _PARSED.get(text)
    if known is None:
        known = _parse(text)
        if known is not None:
            _PARSED[text] = known
    return known


def _parse(text: object) -> Place | None:
    if not isinstance(text, str):
        return None
    simple = _SIMPLE.get(text)
    if simple is not None:
        return Place(simple)
    for prefix, kind in _INDEXED.items():
        if text.startswith(prefix):
            index = parse_index(text[len(prefix):])
            return None if index is None else Place(kind, index)
    return None


def kind_of(text: object) -> PlaceKind | None:
    """The kind of place a record text names (None when it names none)."""
    place = parse_place(text)
    return place.kind if place is not None else None


def is_dutch_place(text: object) -> bool:
    """``text`` names a Dutch pile, an existing one or ``dutch:new``."""
    place = parse_place(text)
    return place is not None and place.is_dutch
