"""What a rules core answers to a move: ``Applied`` (new state and events) or ``Refused``.

A type checker narrows ``Outcome`` with ``isinstance(outcome, Refused)``; nothing needs an
``ok`` flag. A refusal carries a reason whose ``text`` is short enough for a note on the table
and whose ``is_race_lost`` says another seat got there first (the UI shows "beaten to it").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Generic, Protocol, TypeVar

from game.core.fast import immutable
from game.core.i18n import Message, Words

S = TypeVar("S")
E = TypeVar("E")


class RefusalReason(Protocol):
    """Any reason type a game uses (usually an Enum) with a readable text."""

    @property
    def text(self) -> str: ...

    @property
    def is_race_lost(self) -> bool: ...


class ReasonEnum(Enum):
    """A game's fixed refusal reasons: each member's value is its English words, marked for the
    catalogue (``N_``); the UI shows ``message`` translated. No race is lost unless a game's
    enum says so (``is_race_lost``)."""

    @property
    def text(self) -> str:
        return str(self.value)

    @property
    def message(self) -> Message:
        """The reason as a message id for the UI to translate (``game.i18n.say``)."""
        return Message.of(str(self.value))

    @property
    def is_race_lost(self) -> bool:
        return False


@immutable
class Applied(Generic[S, E]):
    """The move was legal: ``state`` is the table after it, ``events`` what happened, in order."""

    state: S
    events: Sequence[E]


@dataclass(frozen=True, slots=True)
class Refused:
    """The move was not legal now; nothing changed."""

    reason: RefusalReason

    @property
    def text(self) -> str:
        return self.reason.text


@dataclass(frozen=True, slots=True)
class Because:
    """A ready-made refusal reason for cases a game does not name in its own enum."""

    text: str
    is_race_lost: bool = False


def reason_words(outcome: Refused) -> Words:
    """A refusal's reason as a message for the UI to translate where the reason has one (a
    ``Message``, a ``ReasonEnum`` member), else its English text."""
    reason = outcome.reason
    if isinstance(reason, Message):
        return reason
    message = getattr(reason, "message", None)
    return message if isinstance(message, Message) else reason.text


def reason_message(outcome: Refused) -> Message:
    """``reason_words`` always as a ``Message`` (an English reason as the id the catalogue
    looks it up by), to be a parameter of a sentence the UI says in the player's language."""
    words = reason_words(outcome)
    return words if isinstance(words, Message) else Message.of(words)


def refused(text: str) -> Refused:
    return Refused(Because(text))
