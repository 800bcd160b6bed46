"""Ending a hand: who loses tokens, who goes out, and who wins the match.

After a knock the lowest hand loses one token, everyone tied for lowest loses one, a knocker tied
for lowest is safe, and a knocker alone lowest loses two. A 31 (after a discard, even after a
knock) costs every other seat one token; two or more 31s at the deal all win. A seat with no
tokens is "on its face"; a count that would drop below zero puts it out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.thirty_one.rules.cards import Value, hand_value
from game.thirty_one.rules.state import HandEnded, HandState


def values_of(state: HandState) -> dict[int, Value]:
    triple = state.rules.three_of_a_kind
    return {seat: hand_value(state.hands[seat], triple) for seat in state.in_play}


def showdown_losses(values: Mapping[int, Value], knocker: int) -> dict[int, int]:
    """Tokens lost at a knock's showdown (seats that lose nothing are left out)."""
    low = min(values.values())
    lowest = [seat for seat, value in values.items() if value == low]
    if lowest == [knocker]:
        return {knocker: 2}
    return {seat: 1 for seat in lowest if seat != knocker}


def thirty_one_losses(in_play: Sequence[int], winners: Sequence[int]) -> dict[int, int]:
    return {seat: 1 for seat in in_play if seat not in winners}


def end_hand(state: HandState, reason: str, losses: Mapping[int, int]) -> HandEnded:
    """The hand's result event from the losses: tokens afterwards and who went out."""
    values = values_of(state)
    tokens: list[tuple[int, int]] = []
    out: list[int] = []
    for seat in state.in_play:
        left = state.tokens[seat] - losses.get(seat, 0)
        if left < 0:
            out.append(seat)
        else:
            tokens.append((seat, left))
    assert reason in ("knock", "thirty_one", "deal_thirty_one")
    return HandEnded(
        reason=reason,  # type: ignore[arg-type]
        knocker=state.knocker,
        values=tuple(values.items()),
        lost=tuple((seat, losses[seat]) for seat in state.in_play if losses.get(seat, 0)),
        tokens=tuple(tokens),
        out=tuple(out),
    )


def match_winners(result: HandEnded) -> tuple[int, ...] | None:
    """The match's winners after this hand, or None while two or more seats are still in.

    If everyone still in went out in the same hand, those of them with the highest hand value
    win together."""
    still_in = [seat for seat, _ in result.tokens]
    if len(still_in) == 1:
        return (still_in[0],)
    if still_in:
        return None
    values = dict(result.values)
    best = max(values[seat] for seat in result.out)
    return tuple(seat for seat in result.out if values[seat] == best)
