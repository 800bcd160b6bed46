"""Dutch Blitz on the shared table session plays exactly as on its own session did: the same
seed and the same time steps give the same record (fingerprints taken from the game's own
session before it went), with the player's moves, adaptive pace and the coached match's slow
start included."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from game.core.outcome import Refused
from game.dutch_blitz.bots.policy import SimplePolicy
from game.dutch_blitz.ui.session import (
    GAME_ID,
    MatchConfig,
    coached_session,
    hooks_of,
    intents,
    match_of,
)

STEP = 1 / 30


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def play(session: Any, clock: Clock, seconds: float, player: bool) -> list[Any]:
    """Step the clock; the player plays a simple policy's move every half second."""
    import random

    rng, seen = random.Random(5), []
    for frame in range(round(seconds / STEP)):
        clock.t += STEP
        if session.match.over:
            break
        if session.hand_over:
            next_hand = getattr(session, "start_next_hand", getattr(session, "next_hand", None))
            assert next_hand is not None
            next_hand()
            continue
        if player and frame % 15 == 0:
            move = SimplePolicy().choose(session.view(), rng)
            if move is not None:
                seen.append(not isinstance(session.submit(move), Refused))
        session.tick()
        if getattr(session, "coach", None) is not None:
            session.coach_tip()
            if session.coach.tip is not None and frame % 40 == 0:
                session.dismiss_tip()
    return seen


def digest(lines: list[Any]) -> str:
    return hashlib.sha256(json.dumps(lines, sort_keys=True).encode()).hexdigest()[:16]


# The records Dutch Blitz's own session (before the shared session) made of these plays, taken
# again each time the Expert's judgement changed (how many plays it overlooks: the bots play
# otherwise), and the adaptive one when the table began to steer as the simulator does.
BEFORE = {False: ("e52e8b0e7d3db8c3", 119), True: ("ccc8235abf83c5ab", 154)}
COACHED_BEFORE = ("87f870e36678f969", 27)


@pytest.mark.parametrize("adaptive", [False, True])
def test_bots_and_the_player_play_the_same_hands(adaptive: bool) -> None:
    levels = ("casual", "expert", "beginner")
    clock = Clock()
    session = MatchConfig.quick(levels, seed=11, target=25, adaptive_pace=adaptive,
                                pace_scale=0.5).session(time_source=clock)
    seen = play(session, clock, 150, True)
    assert (digest(match_of(session).record), sum(seen)) == BEFORE[adaptive]
    assert all(seen) and len(match_of(session).results) >= 2
    assert (hooks_of(session).pace is not None) == adaptive
    assert (session.pace_scale != 0.5) == adaptive


def test_the_coached_match_starts_slowly_the_same() -> None:
    clock = Clock()
    session = coached_session("You", 0.5, time_source=clock)
    play(session, clock, 60, False)
    record = match_of(session).record
    assert (digest(record), len(record)) == COACHED_BEFORE
    assert session.coached and session.stats_id != GAME_ID
    assert all(i.seat == 1 for i in intents(session))
