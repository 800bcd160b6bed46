"""Applying a move to a Dutch round: every rule check, and the new state with its events.

``apply`` never raises on malformed input: anything that is not a well-formed move of a seat
that may make it now, at table time ``t``, is refused with a reason a player can read: a message
id marked for the catalogue (English in ``text``, translated at the table).
"""

from __future__ import annotations

import math
from dataclasses import replace

from game.core.i18n import N_, Message
from game.core.outcome import Applied, Refused
from game.dutch.rules import powers
from game.dutch.rules.cards import RANK_OF, power_of
from game.dutch.rules.events import (
    Called,
    Discarded,
    Drew,
    Event,
    SnapBeaten,
    Snapped,
    Swapped,
)
from game.dutch.rules.moves import (
    MOVE_TYPES,
    Call,
    Close,
    Discard,
    Draw,
    EndTurn,
    JackSwap,
    Look,
    Snap,
    Swap,
)
from game.dutch.rules.state import (
    DutchState,
    Window,
    forget,
    layout_empty,
    learn,
    set_slot,
    window_open,
    window_shut,
)
from game.dutch.rules.turns import advance, finish, next_seat, take_stock

Outcome = Applied[DutchState, Event] | Refused
MAX_TIME = 1e7


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def well_formed(state: DutchState, move: object, t: object) -> Message | None:
    """Why ``move`` at ``t`` is malformed, or None."""
    if not isinstance(move, MOVE_TYPES):
        return Message.of(N_("that is not a move of this game"))
    if not isinstance(t, (int, float)) or isinstance(t, bool) or not math.isfinite(t):
        return Message.of(N_("the move has no valid table time"))
    if not 0.0 <= t <= MAX_TIME or round(t, 3) < state.now:
        return Message.of(N_("time does not run backwards"))
    for name in move.__slots__:
        if name != "source" and not _is_int(getattr(move, name)):
            return Message.of(N_("{name} must be a whole number"), name=name)
    if not 0 <= move.seat < state.seats:
        return Message.of(N_("no such seat at this table"))
    if isinstance(move, Draw) and move.source not in ("stock", "discard"):
        return Message.of(N_("draw from the stock or the discard pile"))
    return None


def apply(state: DutchState, move: object, t: float) -> Outcome:
    problem = well_formed(state, move, t)
    if problem is not None:
        return Refused(problem)
    if state.phase == "over":
        return Refused(Message.of(N_("the round is over")))
    # Table time counts in milliseconds, as the record writes it, so a replay decides alike.
    result = _dispatch(state, move, round(float(t), 3))
    if isinstance(result, Message):
        return Refused(result)
    new, events = result
    return Applied(replace(new, now=max(new.now, round(float(t), 3))), tuple(events))


Result = tuple[DutchState, list[Event]] | Message


def _dispatch(state: DutchState, move: object, t: float) -> Result:
    if isinstance(move, Snap):
        return snap(state, move, t)
    if isinstance(move, Close):
        if state.phase != "done" or next_seat(state, state.turn) is not None:
            return Message.of(N_("the round is not waiting for its last window"))
        if not window_shut(state, t):
            return Message.of(N_("the snap window is still open"))
        return finish(state, "circuit")
    if isinstance(move, (Look, JackSwap)):
        return powers.use(state, move)
    if isinstance(move, Draw):
        return draw(state, move, t)
    if move.seat != state.turn:  # type: ignore[attr-defined]
        return Message.of(N_("it is not your turn"))
    if isinstance(move, (Swap, Discard)):
        return put_down(state, move, t)
    if state.phase != "after":
        return Message.of(N_("discard first"))
    if isinstance(move, Call):
        if state.ender is not None:
            return Message.of(N_("the last circuit has already begun"))
        state = replace(state, caller=move.seat, ender=move.seat)
        new, events = advance(state, t)
        return new, [Called(move.seat), *events]
    assert isinstance(move, EndTurn)
    return advance(state, t)


def draw(state: DutchState, move: Draw, t: float) -> Result:
    if state.phase == "done":
        nxt = next_seat(state, state.turn)
        if nxt is None:
            return Message.of(N_("the last circuit is over"))
        if move.seat != nxt:
            return Message.of(N_("it is not your turn"))
    elif state.phase != "draw" or move.seat != state.turn:
        return Message.of(N_("it is not your turn to draw"))
    if not window_shut(state, t):
        return Message.of(N_("wait until the snap window closes"))
    if move.source == "discard":
        if state.draws == 0:
            return Message.of(N_("the first player of a round draws from the stock"))
        if not state.discard:
            return Message.of(N_("the discard pile is empty"))
        card = state.discard[-1]
        new = replace(state, discard=state.discard[:-1])
        events: list[Event] = []
    else:
        new, got, events = take_stock(state)
        if got is None:
            new, more = finish(new, "stock_exhausted")
            return new, events + more
        card = got
    new = replace(new, phase="hold", turn=move.seat, drawn=card, drawn_from=move.source,
                  window=None, draws=new.draws + 1)
    return new, [*events, Drew(move.seat, move.source, card)]


def put_down(state: DutchState, move: Swap | Discard, t: float) -> Result:
    if state.phase != "hold" or state.drawn is None:
        return Message.of(N_("draw a card first"))
    card = state.drawn
    events: list[Event] = []
    if isinstance(move, Discard):
        if state.drawn_from == "discard":
            return Message.of(N_("a card taken from the discard pile must go into your "
                                 "layout"))
        out = card
        power = power_of(card)
    else:
        layout = state.layouts[move.seat]
        if not 0 <= move.slot < len(layout) or layout[move.slot] is None:
            return Message.of(N_("there is no card in that slot"))
        slot_card = layout[move.slot]
        assert slot_card is not None
        out = slot_card
        state = forget(set_slot(state, move.seat, move.slot, card), out)
        seen = range(state.seats) if state.drawn_from == "discard" else (move.seat,)
        state = learn(state, seen, card)
        events.append(Swapped(move.seat, move.slot, card, out))
        power = None if state.settings.cabo_powers else power_of(out)  # ruling 4
    window = Window(RANK_OF[out], t, round(t + state.settings.snap_window, 3))
    state = replace(state, phase="after", drawn=None, discard=state.discard + (out,),
                    power=power, window=window)
    events.append(Discarded(move.seat, out))
    return state, events


def snap(state: DutchState, move: Snap, t: float) -> Result:
    w = state.window
    if w is None or state.phase not in ("after", "done") or t > w.closes:
        return Message.of(N_("there is no open snap window"))
    if move.seat == state.caller:
        return Message.of(N_("the caller's layout is frozen"))
    layout = state.layouts[move.seat]
    if not 0 <= move.slot < len(layout) or layout[move.slot] is None:
        return Message.of(N_("there is no card in that slot"))
    card = layout[move.slot]
    assert card is not None
    if RANK_OF[card] != w.rank:  # before or after a hit: a wrong snap (ruling 2)
        return wrong_snap(state, move, card)
    if w.snapped_by is not None:
        return learn(state, range(state.seats), card), [SnapBeaten(move.seat, move.slot, card)]
    state = forget(set_slot(state, move.seat, move.slot, None), card)
    state = replace(state, discard=state.discard + (card,), window=replace(w, snapped_by=move.seat))
    events: list[Event] = [Snapped(move.seat, move.slot, card, True)]
    if not layout_empty(state, move.seat):
        return state, events
    if move.seat == state.turn:
        new, more = finish(state, "emptied_on_turn", emptied_on=move.seat)
        return new, events + more
    state = replace(state, emptied_off=state.emptied_off + (move.seat,),
                    ender=move.seat if state.ender is None else state.ender)
    return state, events


def wrong_snap(state: DutchState, move: Snap, card: str) -> Result:
    state = learn(state, range(state.seats), card)
    state, penalty, events = take_stock(state)
    if penalty is None:
        new, more = finish(state, "stock_exhausted")
        return new, [*events, Snapped(move.seat, move.slot, card, False), *more]
    slot = len(state.layouts[move.seat])
    state = set_slot(state, move.seat, slot, penalty)
    return state, [*events, Snapped(move.seat, move.slot, card, False, penalty, slot)]


__all__ = ["apply", "well_formed", "window_open"]
