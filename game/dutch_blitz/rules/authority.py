"""The Dutch Blitz table authority: the shared ``game.core.authority.Table`` over this game's rules.

Moves from every seat arrive in some order; each is checked against the state as it is at that
moment, so of two seats racing for the same Dutch pile the first wins and the second is refused
("beaten to it") with nothing changed. ``new_table`` makes one hand's authority; the match
passes its ``recorder`` so the record hears every event before any listener does.
"""

from __future__ import annotations

from typing import TypeAlias

from game.core.authority import Listener, TimedEvent
from game.core.authority import Table as CoreTable
from game.dutch_blitz.rules.core import RULES
from game.dutch_blitz.rules.events import Event
from game.dutch_blitz.rules.moves import Move
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.rules.view import SeatView

Table: TypeAlias = CoreTable[TableState, Move, Event, SeatView]
"""One Dutch Blitz hand's authority (the shared table over ``RULES``)."""

BlitzListener: TypeAlias = Listener[Event, TableState]

__all__ = ["BlitzListener", "Table", "TimedEvent", "new_table"]


def new_table(
    state: TableState, hand: int = 1, recorder: BlitzListener | None = None
) -> Table:
    """The authority of one hand dealt as ``state``."""
    return CoreTable(RULES, state, hand, recorder, seats=len(state.seats))
