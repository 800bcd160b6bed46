"""Words the rules cores and shared definitions hand to the UI, kept in English and marked for
translation: no gettext here, no UI.

``N_("...")`` marks a constant for the catalogue's extraction and returns it unchanged (the UI
translates it where it is drawn). A rules core that refuses a move with words depending on the
table returns a ``Message``: a message id (marked with ``N_``), an optional plural id counted by
one of its parameters, and the parameters themselves (numbers, names, or other messages). The
``Message`` reads as English through ``text`` (the simulator, the logs and the tests read that);
the UI turns it into the player's language with ``game.i18n.say``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

Param = Any
"""A message's parameter: a number, a name, or another ``Message`` (translated in turn)."""


def N_(message: str) -> str:  # noqa: N802 - the name the extraction looks for
    """Mark ``message`` for the catalogue; translated later, where it is shown."""
    return message


def N_plural(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802
    """Mark a singular and plural pair for the catalogue (the UI picks by a count)."""
    return (singular, plural)


def NC_(context: str, message: str) -> Message:  # noqa: N802 - the name the extraction looks for
    """Mark ``message`` in a ``context`` for the catalogue: one English word in two senses that
    a language words apart ("Hand" the cards held, "Hand" one deal: Hand / Runde)."""
    return Message(message, context=context)


def _frozen(params: Mapping[str, Param]) -> Mapping[str, Param]:
    return MappingProxyType(dict(params))


@dataclass(frozen=True)
class Message:
    """Words to show with their parameters: ``Message(N_("{card} is not yours"), card=...)``.

    With ``plural`` set, ``count`` names the parameter whose number picks singular or plural.
    It also serves as a refusal reason (``text`` and ``is_race_lost``).
    """

    msgid: str
    plural: str = ""
    count: str = ""
    params: Mapping[str, Param] = field(default_factory=lambda: _frozen({}))
    is_race_lost: bool = False
    context: str = ""
    """The sense the words are meant in (``NC_``), for words English uses in two senses."""

    @classmethod
    def of(cls, msgid: str, **params: Param) -> Message:
        """A message without a plural: ``Message.of(N_("{n} left"), n=3)``."""
        return cls(msgid, params=_frozen(params))

    @classmethod
    def counted(cls, pair: tuple[str, str], count: str, **params: Param) -> Message:
        """A message whose words follow the number ``params[count]`` ("1 card", "3 cards")."""
        return cls(pair[0], pair[1], count, _frozen(params))

    def picked(self) -> str:
        """The English id that fits the count (singular or plural)."""
        if self.plural and self.params.get(self.count) != 1:
            return self.plural
        return self.msgid

    @property
    def text(self) -> str:
        """The message in English, parameters filled in (messages among them in English too)."""
        return self.picked().format(**{name: english(value)
                                       for name, value in self.params.items()})


class Sentence(str):
    """A finished English sentence for the player that also keeps its ``Message`` parts, so the
    UI can say it in the player's language: shared code that reports in plain text (storage's
    warnings and errors, read by logs, the self-test and tests) hands out these instead of
    ``str``. Adding two sentences keeps both parts."""

    parts: tuple[Message, ...]

    def __new__(cls, *parts: Message) -> Sentence:
        made = super().__new__(cls, " ".join(part.text for part in parts))
        made.parts = parts
        return made

    @classmethod
    def of(cls, msgid: str, **params: Param) -> Sentence:
        """``Sentence.of(N_("Could not save the {what}: {error}"), what=..., error=...)``."""
        return cls(Message.of(msgid, **params))

    def __add__(self, other: str) -> str:
        if isinstance(other, Sentence):
            return Sentence(*self.parts, *other.parts)
        return str(self) + other


def sentence_of(error: BaseException) -> str:
    """The words an exception was raised with, its ``Sentence`` kept (``str(error)`` would
    drop it)."""
    if len(error.args) == 1 and isinstance(error.args[0], Sentence):
        return error.args[0]
    return str(error)


def at_line(number: int, problem: str | Message) -> Sentence:
    """"line 5: <problem>": where in a record a problem was found, the problem's words (a
    ``Message`` or ``Sentence``) kept for the UI to translate."""
    return Sentence.of(N_("line {number}: {error}"), number=number, error=problem)


def listed(items: Sequence[str]) -> str:
    """``items`` as one text, "a; b; c", each item's ``Sentence`` kept for the UI to translate
    (a plain ``"; ".join`` would drop them); an empty text for no items."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        # Translators: two items of a list of problems, "volume (...); muted (...)"
        joined = Sentence.of(N_("{first}; {then}"), first=joined, then=item)
    return joined


Words = str | Message
"""What a widget shows: an id to translate, or a message with its parameters."""


def _same(message: str) -> str:
    return message


_translate: Callable[[str], str] = _same
_decimal_point = "."
_thousands = ","


def use_translator(translate: Callable[[str], str], decimal_point: str = ".",
                   thousands: str = ",") -> None:
    """The function ``tr`` looks words up with, and the decimal separator and thousands
    separator ``number`` writes (the UI sets them when it picks a language, as it injects the
    clock: a pure module never imports gettext)."""
    global _translate, _decimal_point, _thousands
    _translate, _decimal_point, _thousands = translate, decimal_point, thousands


def number(value: float, digits: int | None = None) -> str:
    """A number as the player's language writes it: ``number(2.5)`` is "2.5" in English and
    "2,5" in German, ``number(5000000)`` "5,000,000" and "5.000.000"; ``digits`` fixes the
    decimals (``number(1.63, 1)``: "1.6"), without it the shortest form is used ("2", "0.75")."""
    if digits is not None:
        return written(f"{value:,.{digits}f}")
    if float(value).is_integer() and abs(value) < 1e15:
        return whole(int(value))
    return written(f"{value:,g}")


def whole(value: int) -> str:
    """A whole number with the language's thousands grouping: "12,500", German "12.500"."""
    return written(f"{value:,d}")


def written(text: str) -> str:
    """A number already formatted in English ("+3", "4.2", "12,500") with the player's decimal
    and thousands separators."""
    if (_decimal_point, _thousands) == (".", ","):
        return text
    return text.translate({ord("."): _decimal_point, ord(","): _thousands})


def percent(share: float) -> str:
    """``0.75`` -> "75%" ("75 %" in German: the catalogue's ``{n}%``)."""
    return tr(N_("{n}%")).format(n=round(100 * share))


def tr(message: str) -> str:
    """``message`` (marked with ``N_`` where it is defined) in the chosen language: English
    until a UI picks another. For the few words pure code hands out ready to show, such as
    each deck's card names; a refusal is a ``Message`` instead."""
    return _translate(message)


def english(value: Param) -> Param:
    """A parameter as English words: a message's text, anything else as it is."""
    return value.text if isinstance(value, Message) else value


__all__ = ["Message", "NC_", "N_", "N_plural", "Sentence", "Words", "at_line", "english",
           "listed", "number", "percent", "written", "sentence_of", "tr", "use_translator",
           "whole"]
