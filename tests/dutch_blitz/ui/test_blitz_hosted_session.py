"""Dutch Blitz on the shared table session plays exactly as on its own session: the same seed
and the same time steps give the same record, with the player's moves, adaptive pace and the
coached match's slow start included."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.outcome import Refused
from game.core.seats import SeatSpec
from game.dutch_blitz.bots.policy import SimplePolicy
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.match import SeatInfo
from game.dutch_blitz.ui.coach_lessons import BlitzLessons
from game.dutch_blitz.ui.coached_session import CoachedSession, coached_config
from game.dutch_blitz.ui.hooks import BlitzHooks, blitz_session, intents
from game.dutch_blitz.ui.session import MatchConfig, TableSession, bot_name
from game.ui.coach import Coach

STEP = 1 / 30


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def seats(levels: tuple[str, ...]) -> list[SeatSpec]:
    return [SeatSpec("You", "human"), *(SeatSpec(bot_name(i), "bot", level)
                                        for i, level in enumerate(levels, start=1))]


def play(session: Any, clock: Clock, seconds: float, player: bool) -> list[Any]:
    """Step the clock; the player plays a simple policy's move every half second."""
    import random

    rng, seen = random.Random(5), []
    for frame in range(round(seconds / STEP)):
        clock.t += STEP
        if session.match.over:
            break
        if session.hand_over:
            getattr(session, "start_next_hand", getattr(session, "next_hand", None))()
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


def old(levels: tuple[str, ...], seed: int, **options: Any) -> tuple[TableSession, Clock]:
    clock = Clock()
    session = TableSession(MatchConfig.quick(levels, seed=seed, target=25, **options),
                           time_source=clock)
    session.start_next_hand()
    return session, clock


@pytest.mark.parametrize("adaptive", [False, True])
def test_bots_and_the_player_play_the_same_hands(adaptive: bool) -> None:
    levels = ("casual", "expert", "beginner")
    before, c1 = old(levels, 11, adaptive_pace=adaptive, pace_scale=0.5)
    c2 = Clock()
    after = blitz_session(11, seats(levels), {"target_score": 25, "adaptive_pace": adaptive},
                          time_source=c2, pace_scale=0.5)
    s1 = play(before, c1, 150, True)
    s2 = play(after, c2, 150, True)
    assert s1 == s2 and any(s1)
    assert before.match.record == after.match.record
    assert len(before.match.results) >= 2
    hooks = after.hooks
    assert isinstance(hooks, BlitzHooks) and (hooks.pace is not None) == adaptive
    if adaptive:
        assert before.pace_scale == after.pace_scale != 0.5


def test_the_coached_match_starts_slowly_the_same() -> None:
    c1, c2 = Clock(), Clock()
    before = CoachedSession(coached_config("You", 0.5), time_source=c1)
    before.start_next_hand()
    config = coached_config("You", 0.5)
    specs = [SeatSpec("You", "human"), SeatSpec(bot_name(1), "bot", config.seats[1].level)]
    after = blitz_session(config.seed, specs, {"target_score": config.rules.target_score,
                                               "auto_play_ones": False},
                          time_source=c2, pace_scale=0.5, coach=Coach(BlitzLessons()))
    assert config.seats[0] == SeatInfo("You", "human", DECKS[0])
    play(before, c1, 60, False)
    play(after, c2, 60, False)
    assert before.match.record == after.match.record
    assert len(before.match.record) > 5
    assert intents(after) == before.intents()
