"""The powers of a discarded 7/8 (look at an own card), 9/10 (look at another player's card)
and Jack (swap two layout cards of two different players, face down, unseen).

Only the seat whose turn it is has a power, once, before it calls or ends its turn; nobody may
look at or swap the caller's cards.
"""

from __future__ import annotations

from dataclasses import replace

from game.core.i18n import N_, Message
from game.dutch.rules.cards import POWER_JACK, POWER_OTHER, POWER_OWN
from game.dutch.rules.events import Event, JackSwapped, Looked
from game.dutch.rules.moves import JackSwap, Look
from game.dutch.rules.state import DutchState, learn, set_slot

Result = tuple[DutchState, list[Event]] | Message


def target_problem(state: DutchState, owner: int, slot: int) -> Message | None:
    if not 0 <= owner < state.seats:
        return Message.of(N_("no such seat at this table"))
    if owner == state.caller:
        return Message.of(N_("the caller's cards are safe"))
    layout = state.layouts[owner]
    if not 0 <= slot < len(layout) or layout[slot] is None:
        return Message.of(N_("there is no card in that slot"))
    return None


def use(state: DutchState, move: Look | JackSwap) -> Result:
    if state.phase != "after" or move.seat != state.turn:
        return Message.of(N_("you have no power to use now"))
    if state.power is None:
        return Message.of(N_("your discard gives no power"))
    if isinstance(move, Look):
        return look(state, move)
    if state.power != POWER_JACK:
        return Message.of(N_("only a Jack swaps cards"))
    if move.a_owner == move.b_owner:
        return Message.of(N_("swap cards of two different players"))
    problem = target_problem(state, move.a_owner, move.a_slot) or target_problem(
        state, move.b_owner, move.b_slot)
    if problem is not None:
        return problem
    a = state.layouts[move.a_owner][move.a_slot]
    b = state.layouts[move.b_owner][move.b_slot]
    state = set_slot(state, move.a_owner, move.a_slot, b)
    state = set_slot(state, move.b_owner, move.b_slot, a)
    state = replace(state, power=None)
    return state, [JackSwapped(move.seat, move.a_owner, move.a_slot, move.b_owner, move.b_slot)]


def look(state: DutchState, move: Look) -> Result:
    if state.power == POWER_OWN and move.owner != move.seat:
        return Message.of(N_("a 7 or 8 looks at one of your own cards"))
    if state.power == POWER_OTHER and move.owner == move.seat:
        return Message.of(N_("a 9 or 10 looks at another player's card"))
    if state.power not in (POWER_OWN, POWER_OTHER):
        return Message.of(N_("a Jack swaps, it does not look"))
    problem = target_problem(state, move.owner, move.slot)
    if problem is not None:
        return problem
    card = state.layouts[move.owner][move.slot]
    assert card is not None
    state = replace(learn(state, (move.seat,), card), power=None)
    return state, [Looked(move.seat, move.owner, move.slot, card)]
