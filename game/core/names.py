"""Names a player types or a file gives, made drawable: the one place a name is cleaned.

A name can hold characters no font draws with any width: format characters (zero-width space
U+200B, joiners, direction marks, the byte-order mark, soft hyphen, tags), the combining grapheme
joiner U+034F and the other default-ignorable code points, a combining mark with nothing to sit
on, control and private-use characters, unassigned code points, line and paragraph separators.
pygame refuses to draw a text that is nothing but such characters, so a name made only of them
would crash every screen that shows it. ``drawable_name`` drops them (a separator becomes a
space), and when nothing drawable is left it returns the plain fallback. Pure Python, no I/O.
"""

from __future__ import annotations

import unicodedata

from game.core.i18n import N_, Sentence, tr

__all__ = ["DROPPED_CATEGORIES", "FALLBACK_NAME", "SEAT_WORDS", "SOMEONE", "drawable_name",
           "seat_fallback", "seat_words", "undrawable"]

FALLBACK_NAME = "Player"
DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
"""Control, format, surrogate, private-use and unassigned characters: never kept."""
_SPACES = frozenset({"Zs", "Zl", "Zp"})
_MARKS = frozenset({"Mn", "Me", "Mc"})
_IGNORABLE_RANGES = (
    (0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180F),
    (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFFA0, 0xFFA0), (0xE0000, 0xE0FFF),
)
"""Default-ignorable code points outside the dropped categories (fillers, variation selectors,
the combining grapheme joiner): drawn with no width, so dropped too."""


SEAT_WORDS = N_("Seat {n}")
"""The one name of a seat that has none a player can read ("Seat 2", "Platz 2")."""
SOMEONE = N_("Someone")
"""Who did something when a record names no seat a player knows."""


def seat_fallback(number: int) -> Sentence:
    """The name of seat ``number`` (counting from 1) whose own name cannot be drawn: "Seat 2",
    a ``Sentence`` the UI says in the player's language ("Platz 2")."""
    return Sentence.of(SEAT_WORDS, n=number)


def seat_words(number: int) -> str:
    """``seat_fallback`` already in the language in use ("Platz 2"), for words made at once
    (the table log, a seat's label); ``number`` counts from 1."""
    return tr(SEAT_WORDS).format(n=number)


def undrawable(char: str) -> bool:
    """True for a character that is dropped wherever it stands (see the module's docstring)."""
    code = ord(char)
    if any(low <= code <= high for low, high in _IGNORABLE_RANGES):
        return True
    return unicodedata.category(char) in DROPPED_CATEGORIES


def drawable_name(text: object, fallback: str = FALLBACK_NAME, limit: int = 64) -> str:
    """``text`` with every undrawable character dropped, separators as single spaces, a
    combining mark kept only after a drawn character, trimmed and cut to ``limit`` characters;
    ``fallback`` when ``text`` is not text or nothing drawable is left."""
    if not isinstance(text, str):
        return fallback
    kept: list[str] = []
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if undrawable(char):
            continue
        if category in _SPACES:
            if kept and kept[-1] != " ":
                kept.append(" ")
        elif category in _MARKS:
            if kept and kept[-1] != " ":
                kept.append(char)
        else:
            kept.append(char)
    name = "".join(kept).strip()[:limit].strip()
    return name or fallback
