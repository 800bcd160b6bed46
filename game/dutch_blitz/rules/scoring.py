"""Scoring a hand (+1 per own card in the Dutch piles, -2 per card left in the own Blitz pile)
and deciding a match (first to the target; the highest wins; a tie at the top plays on)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.dutch_blitz.rules.state import TableState


@dataclass(frozen=True, slots=True)
class SeatScore:
    seat: int
    dutch: int
    blitz_left: int

    @property
    def hand_score(self) -> int:
        return self.dutch - 2 * self.blitz_left


def score_hand(state: TableState) -> tuple[SeatScore, ...]:
    dutch = [0] * state.seat_count
    for pile in state.dutch:
        for owner in pile.owners:
            dutch[owner] += 1
    return tuple(
        SeatScore(i, dutch[i], len(seat.blitz)) for i, seat in enumerate(state.seats)
    )


def match_winner(totals: Sequence[int], target: int) -> int | None:
    """The winning seat once someone has reached ``target``; None while the match goes on
    (nobody there yet, or several share the highest total: one more hand is played)."""
    best = max(totals)
    if best < target:
        return None
    leaders = [seat for seat, total in enumerate(totals) if total == best]
    return leaders[0] if len(leaders) == 1 else None
