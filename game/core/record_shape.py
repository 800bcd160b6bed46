"""The shape every game's match record shares, checked before any game reads a line of it.

A record is JSON Lines: a ``match_start`` line (``game``, ``version``, ``seed``, ``rules``,
``seats``), then the game's own lines. Whatever a game's rules do or do not look at, nothing in a
record may crash the viewer, the replays list or the checker command, so every line is first
held to this common shape (the game's ``check_record`` then checks its moves):

- every line is a JSON object with a short text ``type``; nothing in it nests deeper than
  ``MAX_DEPTH``, and no number in it is infinite (JSON's ``1e400`` reads as infinity) and no text
  holds a lone surrogate (``"\\ud800"`` cannot be drawn or encoded);
- ``t``, where a line has one, is a finite number of seconds from 0 to ``MAX_T``;
- ``hand`` and ``round``, where a line has one, are whole numbers from 0 to ``MAX_HAND``;
  ``seat`` is one of the match's seats (or null);
- ``match_start``: ``game`` is an id text, ``version`` a whole number of at least 1, ``seed`` a
  whole number, ``rules`` an object of plain values (those the game's options schema names are of
  the option's type and in its range), ``seats`` a list of 1 to ``MAX_SEATS`` objects with a
  ``name`` (printable text, 1 to ``MAX_NAME`` characters), a ``kind`` (``human`` or ``bot``) and a
  ``level`` that is text or null.

Pure Python, no I/O: ``RecordShape`` checks lines as they stream past, so a checker never has to
hold a whole record in memory.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from game.core.i18n import N_, Param, Sentence, at_line, sentence_of
from game.core.options import OptionError, OptionSpec

__all__ = [
    "MAX_DEPTH",
    "MAX_HAND",
    "MAX_NAME",
    "MAX_SEATS",
    "MAX_T",
    "RecordShape",
    "ShapeError",
    "check_line",
    "check_start",
    "printable",
    "reason_of",
]

MAX_DEPTH = 32
MAX_HAND = 100_000
MAX_NAME = 64
MAX_SEATS = 16
MAX_T = 1e9
MAX_TYPE = 40
MAX_SEED = 1 << 256
KINDS = ("human", "bot")


class ShapeError(ValueError):
    """A line that does not have the shape every record shares; the message (a ``Sentence``,
    for the UI to say in the player's language) says what."""


def _wrong(msgid: str, **params: Param) -> ShapeError:
    """The error saying ``msgid`` (marked with ``N_``) with its parameters."""
    return ShapeError(Sentence.of(msgid, **params))


def _shown(value: object) -> str:
    """A value a record holds, as a reason quotes it (its Python form, cut at 40 characters)."""
    return f"{value!r:.40}"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _has_surrogate(text: str) -> bool:
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _scan(value: object, depth: int = 0) -> None:
    """Nothing nested too deep, no infinite number, no lone surrogate (iteratively bounded)."""
    if depth > MAX_DEPTH:
        raise _wrong(N_("it is nested too deeply"))
    if isinstance(value, float):
        if not math.isfinite(value):
            raise _wrong(N_("it holds a number too large to be real"))
    elif isinstance(value, int):
        if abs(value) > MAX_SEED:
            raise _wrong(N_("it holds a whole number too large to be real"))
    elif isinstance(value, str):
        if _has_surrogate(value):
            raise _wrong(N_("it holds text that is not valid Unicode"))
    elif isinstance(value, dict):
        for key, item in value.items():
            _scan(key, depth + 1)
            _scan(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _scan(item, depth + 1)


def printable(text: str, limit: int = MAX_NAME) -> bool:
    """1 to ``limit`` characters with no control character and no lone surrogate."""
    return 0 < len(text) <= limit and text.strip() != "" and not any(
        unicodedata.category(ch) in {"Cc", "Cs"} for ch in text)


def _check_seat_entry(index: int, entry: object) -> None:
    """One seat of a ``match_start``; its reasons count seats from 1 as a player does (the
    file's ``seat`` counts from 0)."""
    seat = index + 1
    if not isinstance(entry, dict):
        # Translators: {seat} counts from 1, as a player does
        raise _wrong(N_("seat {seat} is not an object"), seat=seat)
    if "seat" in entry and entry["seat"] != index or isinstance(entry.get("seat"), bool):
        # Translators: {number} is quoted from the file, which counts seats from 0
        raise _wrong(N_("seat {seat} is numbered {number} in the file, not {index} (the file "
                        "counts from 0)"), seat=seat, number=repr(entry.get("seat")), index=index)
    name = entry.get("name")
    if not isinstance(name, str) or not printable(name):
        raise _wrong(N_("seat {seat} has no usable name"), seat=seat)
    if entry.get("kind") not in KINDS:
        raise _wrong(N_("seat {seat} is neither a human nor a bot"), seat=seat)
    for key in ("level", "deck"):
        value = entry.get(key)
        if value is not None and not (isinstance(value, str) and printable(value, 32)):
            raise _wrong(N_("seat {seat} has a {key} that is not a name: {value}"), seat=seat,
                         key=key, value=_shown(value))


def _not_allowed(spec: OptionSpec, value: object) -> ShapeError:
    return _wrong(N_("the rule {name} is {value}, not {allowed}"), name=spec.name,
                  value=_shown(value), allowed=spec.allowed())


def _check_rule(spec: OptionSpec, value: object) -> None:
    kinds: dict[str, tuple[type, ...]] = {"bool": (bool,), "int": (int,), "float": (int, float)}
    allowed = kinds.get(spec.kind)
    if allowed is not None and (not isinstance(value, allowed)
                                or (spec.kind != "bool" and isinstance(value, bool))):
        raise _not_allowed(spec, value)
    try:
        spec.check(value)
    except OptionError:
        raise _not_allowed(spec, value) from None


def _check_rules(rules: object, options: Sequence[OptionSpec]) -> None:
    if not isinstance(rules, dict):
        raise _wrong(N_("its rules are not an object"))
    specs = {spec.name: spec for spec in options}
    for name, value in rules.items():
        if value is not None and not isinstance(value, bool | int | float | str):
            raise _wrong(N_("the rule {name} is not a plain value"), name=f"{name!s:.40}")
        if isinstance(value, int) and abs(value) > MAX_SEED:
            raise _wrong(N_("the rule {name} is too large"), name=f"{name!s:.40}")
        spec = specs.get(name)
        if spec is not None:
            _check_rule(spec, value)


def check_start(line: Mapping[str, Any], options: Sequence[OptionSpec] = ()) -> int:
    """Check a ``match_start`` line (``options``: the game's schema); the number of seats."""
    if line.get("type") != "match_start":
        raise _wrong(N_("the record does not begin with its match_start line"))
    _scan(dict(line))
    game = line.get("game")
    if game is not None and not (isinstance(game, str) and printable(game, 40)):
        raise _wrong(N_("the game is {game}, not a game id"), game=_shown(game))
    version = line.get("version", 1)
    if not _is_int(version) or version < 1:
        raise _wrong(N_("the record version is {version}"), version=_shown(version))
    seed = line.get("seed", 0)
    if not _is_int(seed) or abs(seed) > MAX_SEED:
        raise _wrong(N_("the seed is {seed}, not a whole number"), seed=_shown(seed))
    if "rules" in line:
        _check_rules(line["rules"], options)
    seats = line.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise _wrong(N_("it needs a list of 1 to {n} seats"), n=MAX_SEATS)
    for index, entry in enumerate(seats):
        _check_seat_entry(index, entry)
    return len(seats)


def check_line(line: object, seats: int) -> None:
    """Check one line after the ``match_start`` of a match of ``seats`` seats."""
    if not isinstance(line, dict):
        raise _wrong(N_("it is not a JSON object"))
    kind = line.get("type")
    if not isinstance(kind, str) or not 0 < len(kind) <= MAX_TYPE:
        raise _wrong(N_("it has no type"))
    _scan(line)
    if "t" in line:
        t = line["t"]
        if isinstance(t, bool) or not isinstance(t, int | float) or not 0 <= t <= MAX_T:
            raise _wrong(N_("its time t is {t}, not a number of seconds"), t=_shown(t))
    for key in ("hand", "round"):
        if key in line and not (_is_int(line[key]) and 0 <= line[key] <= MAX_HAND):
            raise _wrong(N_("its {key} is {value}, not a {key} number"), key=key,
                         value=_shown(line[key]))
    seat = line.get("seat")
    if seat is not None and not (_is_int(seat) and 0 <= seat < seats):
        if _is_int(seat) and seat >= seats:  # a seat number the player counts from 1
            raise _wrong(N_("it names seat {seat}, but the match has only {n} seats"),
                         seat=seat + 1, n=seats)
        raise _wrong(N_("its seat is {seat}, not one of the {n} seats"), seat=_shown(seat),
                     n=seats)


def reason_of(error: BaseException) -> str:
    """Why a line was refused: a ``ShapeError``'s sentence; too deep a nesting (Python's
    ``RecursionError``) in the record's words."""
    if isinstance(error, RecursionError):
        return Sentence.of(N_("it is nested too deeply"))
    return sentence_of(error)


class RecordShape:
    """Checks one match's lines as they stream past (``lines`` the iterator to hand on).

    Iterating ``guard(lines)`` yields the lines that have the shared shape and stops at the first
    that does not, leaving ``problem`` ("line N: ...") set; ``number`` counts the lines seen.
    """

    def __init__(self, options: Sequence[OptionSpec] = (), first_line: int = 1) -> None:
        self.options = options
        self.first_line = first_line
        self.number = 0
        self.seats = 0
        self.problem: str | None = None

    def guard(self, lines: Iterable[object]) -> Iterator[dict[str, Any]]:
        for line in lines:
            self.number += 1
            try:
                if self.number == 1:
                    if not isinstance(line, dict):
                        raise _wrong(N_("it is not a JSON object"))
                    self.seats = check_start(line, self.options)
                else:
                    check_line(line, self.seats)
            except (ShapeError, RecursionError) as error:
                self.problem = at_line(self.first_line + self.number - 1, reason_of(error))
                return
            assert isinstance(line, dict)
            yield line
        if self.number == 0:
            self.problem = Sentence.of(N_("the record is empty"))
