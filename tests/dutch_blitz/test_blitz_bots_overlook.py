"""At a four-seat table the stronger levels see a play sooner: fewer glances overlook it.

At four seats a rival takes a Dutch spot within a second or two, so a play a bot overlooks is
usually lost; that, far more than how deep a bot looks over its own piles, is what separates the
levels there. A person checking the ladder would set out one play and count how often each level
takes it at its first glance.
"""

from __future__ import annotations

import random

from game.dutch_blitz.bots.levels import policy_for
from game.dutch_blitz.rules.cards import Card
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.rules.state import DutchPile, Rules, SeatState, TableState

GLANCES = 2000


def _seat(posts: tuple[str, ...], blitz: str) -> SeatState:
    return SeatState(posts=tuple((Card.parse(code),) for code in posts),
                     blitz=(Card.parse("G6"), Card.parse(blitz)),
                     hand=(Card.parse("B9"), Card.parse("B10"), Card.parse("G9")))


def one_play_table() -> TableState:
    """Seat 0's red 3 on a Post pile fits the red Dutch pile (red 1, red 2); it has no other
    play. The rivals show only high cards that fit nowhere."""
    me = _seat(("Y9", "Y8", "R3"), "G10")
    rivals = tuple(_seat(("B10", "G10", "Y10"), "R10") for _ in range(3))
    red = DutchPile((Card.parse("R1"), Card.parse("R2")), (1, 2))
    return TableState(Rules(3), (me, *rivals), (red,))


def taken_at_first_glance(level: str) -> float:
    state = one_play_table()
    play = Play(0, "post:2", "dutch:0", Card.parse("R3"))
    policy = policy_for(level)
    taken = sum(policy.choose_at(state, 0, random.Random(glance)).move == play
                for glance in range(GLANCES))
    return taken / GLANCES


def test_the_only_play_is_the_red_three() -> None:
    from game.dutch_blitz.rules.legal import legal_moves_at

    plays = [m for m in legal_moves_at(one_play_table(), 0) if isinstance(m, Play)]
    assert plays == [Play(0, "post:2", "dutch:0", Card.parse("R3"))]


def test_each_level_above_skilled_overlooks_the_play_less_often() -> None:
    skilled, expert, master = (taken_at_first_glance(level)
                               for level in ("skilled", "expert", "master"))
    assert skilled < expert < master
    assert 0.65 <= skilled <= 0.8  # a little over one glance in four misses it
    assert expert >= 0.8  # about one in seven
    assert master >= 0.97
