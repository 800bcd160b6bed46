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

from collections.abc import Callable, Mapping
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


Words = str | Message
"""What a widget shows: an id to translate, or a message with its parameters."""


def _same(message: str) -> str:
    return message


_translate: Callable[[str], str] = _same


def use_translator(translate: Callable[[str], str]) -> None:
    """The function ``tr`` looks words up with (the UI sets it when it picks a language, as it
    injects the clock: a pure module never imports gettext)."""
    global _translate
    _translate = translate


def tr(message: str) -> str:
    """``message`` (marked with ``N_`` where it is defined) in the chosen language: English
    until a UI picks another. For the few words pure code hands out ready to show, such as
    each deck's card names; a refusal is a ``Message`` instead."""
    return _translate(message)


def english(value: Param) -> Param:
    """A parameter as English words: a message's text, anything else as it is."""
    return value.text if isinstance(value, Message) else value


__all__ = ["Message", "N_", "N_plural", "Words", "english", "tr", "use_translator"]
