"""The app's table steers adaptive pace over matches as the simulator does: the match's end
reaches the pace tracker, so the next match against the same levels aims from it."""

from __future__ import annotations

from test_blitz_hosted_session import Clock, play

from game.dutch_blitz.bots.pace import PaceTracker
from game.dutch_blitz.ui.session import MatchConfig, hooks_of, match_of
from game.ui.table.session import HUMAN


def test_a_finished_match_counts_in_the_adaptive_pace_of_the_next() -> None:
    clock = Clock()
    config = MatchConfig.quick(("casual", "expert", "beginner"), seed=11, target=10,
                               adaptive_pace=True, pace_scale=0.5)
    session = config.session(time_source=clock)
    play(session, clock, 400, True)
    match = match_of(session)
    pace = hooks_of(session).pace
    assert match.over and isinstance(pace, PaceTracker)
    assert pace.matches == 1
    lost = match.winner != HUMAN
    assert (pace.aim() > pace.target) == lost and (pace.aim() < pace.target) == (not lost)
    again = config.with_seed(12).session(time_source=clock, previous_pace=pace)
    assert hooks_of(again).pace is pace
