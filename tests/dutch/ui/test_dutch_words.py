"""Words a Dutch player reads: the Replays list counts a saved match's rounds (the game's own
word, from its statistics view, as the statistics screen does); the setup gives its times in
seconds and says the 2 s snap window can be raised to 4 s, as the how-to page does.

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


def test_the_setup_gives_times_in_seconds_and_says_the_snap_window_goes_to_4_s() -> None:
    from posted_events import click

    from game.dutch.ui import dutch_ui
    from game.ui.scenes.setup import SetupScene

    app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    try:
        setup = SetupScene(app, "dutch")
        app.push(setup)
        app.step()
        snap = setup.option_rows["snap_window"]
        assert "4 s" in snap.label and snap.fmt(snap.value) == "2 s"
        click(app, snap.right.center)  # a click on the stepper's right arrow: 2.5 s
        assert snap.fmt(snap.value) == "2.5 s"
        for name in ("peek_seconds", "reveal_seconds"):
            row = setup.option_rows[name]
            assert row.fmt(row.value).endswith(" s")
        pages = dutch_ui(app).howto_pages()
        snap_page = next(page for page in pages if page.title.startswith("Snap"))
        assert "2 s" in snap_page.text and "4 s" in snap_page.text
    finally:
        app.close()
