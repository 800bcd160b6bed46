"""Helpers for the Blitz (31) tests: hand-built states from literal tables, quick random
matches, and the independent referee."""

from __future__ import annotations

import random
from typing import Any

from game.core.outcome import Applied, Refused
from game.core.seats import SeatSpec
from game.thirty_one.rules.core import RULES
from game.thirty_one.rules.match import Match
from game.thirty_one.rules.state import HandState, Knock, Rules


def table(
    hands: dict[int, str],
    *,
    stock: str = "",
    discard: str = "2C",
    to_play: int = 1,
    dealer: int | None = None,
    tokens: dict[int, int] | None = None,
    seats: int | None = None,
    knocker: int | None = None,
    turns: int = 0,
    rules: Rules | None = None,
) -> HandState:
    """A hand state from a literal table: ``hands`` maps seat to "AS KS QS" (seats not named
    are out), piles bottom..top as space-separated cards."""
    count = seats if seats is not None else max(hands) + 1
    in_play = tuple(sorted(hands))
    before = [s for s in in_play if s < to_play]
    return HandState(
        rules=rules or Rules(), hand=1, seats=count, in_play=in_play,
        dealer=dealer if dealer is not None else (before[-1] if before else in_play[-1]),
        tokens=tuple((tokens or {}).get(s, 3) for s in range(count)),
        hands=tuple(tuple(hands.get(s, "").split()) for s in range(count)),
        stock=tuple(stock.split()), discard=tuple(discard.split()), to_play=to_play,
        phase="draw", knocker=knocker, turns=turns, known=tuple(() for _ in range(count)),
    )


def play(state: HandState, *moves: object) -> tuple[HandState, list[Any]]:
    """Apply ``moves`` in order, each must be accepted; the final state and all events."""
    events: list[Any] = []
    for move in moves:
        outcome = RULES.apply(state, move)
        assert not isinstance(outcome, Refused), (move, outcome.text)
        assert isinstance(outcome, Applied)
        state = outcome.state
        events += outcome.events
    return state, events


def random_match(seed: int, seats: int, options: dict[str, Any]) -> Match:
    """A whole match of random legal play (knocking now and then)."""
    rng = random.Random(seed)
    match = Match(seed, [SeatSpec("You", "human")] +
                  [SeatSpec(f"Bot {i}", "bot", "casual") for i in range(1, seats)], options)
    while not match.over:
        hand = match.start_hand()
        t = 0.0
        while not hand.over:
            seat = next(iter(hand.to_act()))
            moves = list(hand.legal_moves(seat))
            move = rng.choice(moves)
            if isinstance(move, Knock) and rng.random() < 0.85:
                move = moves[0]
            t += rng.uniform(0.2, 3.0)
            assert not isinstance(hand.submit(move, t), Refused)
    return match
