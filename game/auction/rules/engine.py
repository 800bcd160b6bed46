"""``apply``: check a move against the state as it is and return the new state and events, or
a refusal with a readable reason. Never raises on malformed input."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.auction.rules.events import Event
from game.auction.rules.moves import MOVE_TYPES, Bid, Buy, Done, Fire, PlayPower, SetAside
from game.auction.rules.phase3 import buy, done, fire, play_power
from game.auction.rules.reasons import Reason, Refusal
from game.auction.rules.sealed import bid, set_aside
from game.auction.rules.state import OVER, State
from game.core.outcome import Applied, Refused

_HANDLERS: dict[type, Callable[[State, Any], tuple[State, list[Event]] | Refusal]] = {
    SetAside: set_aside, Bid: bid, PlayPower: play_power, Fire: fire, Buy: buy, Done: done,
}


def apply(state: State, move: object) -> Applied[State, Event] | Refused:
    if not isinstance(move, MOVE_TYPES):
        return Refused(Reason.NOT_A_MOVE)
    seat = move.seat
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(state.seats):
        return Refused(Reason.NO_SUCH_SEAT)
    if state.phase == OVER:
        return Refused(Reason.GAME_OVER)
    try:
        result = _HANDLERS[type(move)](state, move)
    except (TypeError, ValueError, KeyError, AttributeError):
        return Refused(Reason.NOT_A_MOVE)
    if not isinstance(result, tuple):
        return Refused(result)
    new_state, events = result
    return Applied(new_state, tuple(events))


def apply_all(state: State, moves: Sequence[object]) -> State:
    """Apply moves that must all be legal (tests and tools); raises on a refusal."""
    for move in moves:
        outcome = apply(state, move)
        if isinstance(outcome, Refused):
            raise ValueError(f"{move!r}: {outcome.text}")
        state = outcome.state
    return state
