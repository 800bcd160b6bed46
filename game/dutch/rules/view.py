"""What one seat may know of a Dutch round, the moves it may make, and what it sees of events.

A seat's view shows a layout card only if that seat has seen it (``HIDDEN`` otherwise, ``None``
for an emptied slot); ``knowers`` says, per slot, which seats have seen the card there, which is
public: everybody watches who peeks, looks and swaps. The drawn card shows only to the drawer
unless it came from the discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.memo import IdentityMemo
from game.dutch.rules.cards import POWER_JACK, POWER_OTHER, POWER_OWN
from game.dutch.rules.events import Drew, Event, Looked, Reshuffled, Snapped, Swapped
from game.dutch.rules.moves import (
    Call,
    Close,
    Discard,
    Draw,
    EndTurn,
    JackSwap,
    Look,
    Move,
    Snap,
    Swap,
)
from game.dutch.rules.state import DutchState, Phase, Settings, Window
from game.dutch.rules.turns import next_seat

HIDDEN = "??"


@dataclass(frozen=True, slots=True)
class DutchView:
    seat: int
    seats: int
    round: int
    settings: Settings
    phase: Phase
    turn: int
    starter: int
    layouts: tuple[tuple[str | None, ...], ...]
    knowers: tuple[tuple[frozenset[int], ...], ...]
    stock_count: int
    discard: tuple[str, ...]
    drawn: str | None
    drawn_from: str | None
    power: str | None
    window: Window | None
    caller: int | None
    ender: int | None
    emptied_off: tuple[int, ...]
    draws: int
    now: float
    next_seat: int | None

    def own(self) -> tuple[str | None, ...]:
        return self.layouts[self.seat]


def _knowers(state: DutchState) -> tuple[tuple[frozenset[int], ...], ...]:
    """Per layout slot, the seats that have seen its card (public: the same for every seat)."""
    seen_by: dict[str, set[int]] = {}
    for seat, cards in enumerate(state.known):
        for card in cards:
            seen_by.setdefault(card, set()).add(seat)
    nobody: frozenset[int] = frozenset()
    return tuple(
        tuple(nobody if c is None else frozenset(seen_by.get(c, ())) for c in layout)
        for layout in state.layouts
    )


_public_knowers = IdentityMemo(_knowers, size=8)
"""Every seat's view of one state shares its ``knowers``: worked out once per state."""


def view(state: DutchState, seat: int) -> DutchView:
    mine = state.known[seat] if 0 <= seat < state.seats else frozenset()
    layouts = tuple(
        tuple(None if c is None else (c if c in mine else HIDDEN) for c in layout)
        for layout in state.layouts
    )
    knowers = _public_knowers(state)
    shown = state.drawn if (seat == state.turn or state.drawn_from == "discard") else None
    if state.drawn is not None and shown is None:
        shown = HIDDEN
    return DutchView(
        seat=seat, seats=state.seats, round=state.round, settings=state.settings,
        phase=state.phase, turn=state.turn, starter=state.starter, layouts=layouts,
        knowers=knowers, stock_count=len(state.stock), discard=state.discard, drawn=shown,
        drawn_from=state.drawn_from, power=state.power, window=state.window,
        caller=state.caller, ender=state.ender, emptied_off=state.emptied_off,
        draws=state.draws, now=state.now, next_seat=next_seat(state, state.turn),
    )


def legal_moves(v: DutchView) -> tuple[Move, ...]:
    """Every move the seat may make at the view's time ``now``: snaps while the window is
    open, the next draw (or the round's close) once it has shut. A view taken earlier lists
    neither; ``at(view, t)`` is the same view with the clock at ``t``."""
    if v.phase == "over":
        return ()
    moves: list[Move] = []
    w = v.window
    if (w is not None and v.seat != v.caller and v.now <= w.closes
            and v.phase in ("after", "done")):  # after a hit too: beaten, or a wrong snap
        moves += [Snap(v.seat, i) for i, c in enumerate(v.own()) if c is not None]
    shut = w is None or w.snapped_by is not None or v.now >= w.closes  # as ``window_shut``
    if v.phase == "done" and v.next_seat is None:
        return (*moves, Close(v.seat)) if shut else tuple(moves)
    if shut and (v.phase == "draw" and v.seat == v.turn
                 or v.phase == "done" and v.seat == v.next_seat):
        moves.append(Draw(v.seat, "stock"))
        if v.draws > 0 and v.discard:
            moves.append(Draw(v.seat, "discard"))
    if v.seat != v.turn:
        return tuple(moves)
    if v.phase == "hold":
        moves += [Swap(v.seat, i) for i, c in enumerate(v.own()) if c is not None]
        if v.drawn_from == "stock":
            moves.append(Discard(v.seat))
    elif v.phase == "after":
        moves += power_moves(v)
        if v.ender is None:
            moves.append(Call(v.seat))
        moves.append(EndTurn(v.seat))
    return tuple(moves)


def at(v: DutchView, t: float) -> DutchView:
    """``v`` with the table clock moved on to ``t`` (what the seat sees at ``t`` if nothing
    has been applied since)."""
    return v if t <= v.now else replace(v, now=t)


def targets(v: DutchView, owner: int) -> list[int]:
    if owner == v.caller:
        return []
    return [i for i, c in enumerate(v.layouts[owner]) if c is not None]


def power_moves(v: DutchView) -> list[Move]:
    me = v.seat
    if v.power == POWER_OWN:
        return [Look(me, me, i) for i in targets(v, me)]
    if v.power == POWER_OTHER:
        return [Look(me, o, i) for o in range(v.seats) if o != me for i in targets(v, o)]
    if v.power != POWER_JACK:
        return []
    out: list[Move] = []
    for a in range(v.seats):
        for b in range(a + 1, v.seats):
            out += [JackSwap(me, a, i, b, j) for i in targets(v, a) for j in targets(v, b)]
    return out


def observe(event: Event, v: DutchView) -> Event:
    """``event`` as the seat of ``v`` (its view right after the event) saw it: cards it did
    not see are None."""
    if isinstance(event, Drew) and event.source == "stock" and v.seat != event.seat:
        return replace(event, card=None)
    if isinstance(event, Swapped) and _shown(v, event.seat, event.slot) != event.card_in:
        return replace(event, card_in=None)
    if isinstance(event, Looked) and v.seat != event.seat:
        return replace(event, card=None)
    if isinstance(event, Snapped) and event.penalty is not None:
        return replace(event, penalty=None)
    if isinstance(event, Reshuffled):
        return replace(event, stock=None)
    return event


def _shown(v: DutchView, owner: int, slot: int) -> str | None:
    layout = v.layouts[owner]
    return layout[slot] if 0 <= slot < len(layout) else None
