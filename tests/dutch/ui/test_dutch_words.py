"""Dutch is played in rounds, and its lowest score wins: the Replays list counts a saved match's
rounds (the game's own word from its statistics view, as the statistics screen does), with the
real Replays screen over a stored match.

Runs under SDL's dummy video and audio drivers on the app's virtual clock.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path  # noqa: E402

from game.core.seats import SeatSpec  # noqa: E402
from game.dutch.ui.session import dutch_session, ready  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes import ReplaysScene  # noqa: E402
from game.ui.user_data import UserData  # noqa: E402


def played_match(folder: Path, rounds: int) -> None:
    """A bot-only match of ``rounds`` rounds, stored in ``folder``."""
    data = UserData(folder)
    clock = [0.0]
    seats = [SeatSpec("You", "bot", "skilled"), SeatSpec("Anna", "bot", "casual")]
    session = dutch_session(8, seats, {"rounds": rounds}, pace_scale=0.25,
                            time_source=lambda: clock[0], user_data=data)
    for _ in range(200_000):
        if session.over:
            return
        if session.hand_over:
            session.next_hand()
        ready(session)
        clock[0] += 0.05
        session.tick()
    raise AssertionError("the match did not end")


def test_the_replays_list_counts_a_dutch_match_in_rounds(tmp_path: Path) -> None:
    played_match(tmp_path, 2)
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    try:
        app.chosen_game = "dutch"
        listing = ReplaysScene(app)
        app.push(listing)
        app.step()
        outcomes = listing.describe()["outcomes"]
        assert len(outcomes) == 1 and outcomes[0].startswith("2 rounds")
        assert "hand" not in outcomes[0]
    finally:
        app.close()
