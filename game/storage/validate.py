"""Small checks shared by the settings and statistics files.

Each function takes a value decoded from JSON (or passed by the program), returns it in its
canonical Python form, or raises `ValueError` with a short reason fit for a warning message: a
`Sentence` (English as ``str(error)``, translated where the warning is shown).
"""

from __future__ import annotations

import math
import unicodedata
from typing import Any

from game.core.i18n import N_, Message, N_plural, Sentence

__all__ = ["MAX_WHOLE", "as_bool", "as_int", "as_number", "as_optional_number", "as_text",
           "check_magnitudes"]

MAX_WHOLE = 10**15
"""No count, score or time the game keeps comes near this; a larger number in a file was not
written by the game (and one past 1e308 cannot even be turned into a float)."""


def _out_of_range(low: float | None, high: float | None) -> ValueError:
    if high is not None:
        return ValueError(Sentence.of(N_("must be between {low} and {high}"), low=low, high=high))
    return ValueError(Sentence.of(N_("must be at least {low}"), low=low))


def as_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(Sentence.of(N_("must be true or false")))
    return value


def as_int(value: Any, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(Sentence.of(N_("must be a whole number")))
    if abs(value) > MAX_WHOLE:
        raise ValueError(Sentence.of(N_("is too large")))
    if (low is not None and value < low) or (high is not None and value > high):
        raise _out_of_range(low, high)
    return value


def as_number(value: Any, low: float | None = None, high: float | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(Sentence.of(N_("must be a number")))
    if isinstance(value, int) and abs(value) > MAX_WHOLE:
        raise ValueError(Sentence.of(N_("is too large")))
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(Sentence.of(N_("must be a finite number")))
    if (low is not None and number < low) or (high is not None and number > high):
        raise _out_of_range(low, high)
    return number


def as_optional_number(value: Any, low: float | None = None) -> float | None:
    return None if value is None else as_number(value, low)


def as_text(value: Any, max_length: int) -> str:
    """A single line of printable text, trimmed, 1 to `max_length` characters."""
    if not isinstance(value, str):
        raise ValueError(Sentence.of(N_("must be text")))
    text = value.strip()
    if not text:
        raise ValueError(Sentence.of(N_("must not be empty")))
    if len(text) > max_length:
        raise ValueError(Sentence(Message.counted(
            N_plural("must be at most {n} character", "must be at most {n} characters"), "n",
            n=max_length)))
    if any(unicodedata.category(ch) in {"Cc", "Cs"} for ch in text):
        raise ValueError(Sentence.of(N_("must not contain control characters")))
    return text


def check_magnitudes(value: Any, depth: int = 0) -> None:
    """`ValueError` if any whole number in a decoded JSON value is beyond `MAX_WHOLE`."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_WHOLE:
        raise ValueError(Sentence.of(N_("holds a number too large to be one the game wrote")))
    if depth > 32:
        return
    if isinstance(value, dict):
        for item in value.values():
            check_magnitudes(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            check_magnitudes(item, depth + 1)
