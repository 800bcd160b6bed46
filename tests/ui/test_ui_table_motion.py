"""The table host plays what a board says an event looks like: motions (data) in their order --
a card flies (the very flight the board made), the cards bound for a pile land at once (with
their landing sound), notes, sounds, the banner and the results' time."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from table_support import new_app, open_table

from game.ui import palette
from game.ui.app import App
from game.ui.banner import Banner
from game.ui.sprites import Flight
from game.ui.table.motion import Fly, Land, ResultsAfter, ShowBanner, ShowNote, Sound


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1024, 640))
    yield app
    app.close()


def _flight(card: str, hide: str, t0: float) -> Flight[str]:
    return Flight(card, "standard", (0.0, 0.0, 40.0, 60.0), (300.0, 200.0, 40.0, 60.0), t0, 0.3,
                  hide=hide)


def test_playing_motions_adds_flights_notes_sounds_and_the_banner_in_their_order(
        app: App) -> None:
    scene = open_table(app, "thirty_one", seed=4)
    sounds: list[str] = []
    spy: Any = app
    spy.play = sounds.append
    already = list(scene.flights.flights)
    to_discard = _flight("QS", "discard", scene.anim)
    to_hand = _flight("7H", "hand:1", scene.anim)
    banner = Banner("31!", "Anna has 31", scene.anim + 0.3, palette.RED, 2.4)
    scene.play_motions([
        Fly(to_discard), ShowNote("first"), Fly(to_hand, landing_sound="place"),
        Sound("tick"), Land("hand:1"), ShowNote("second", at=(10, 20), warn=True, delay=0.5),
        ShowBanner(banner, skippable=True), ResultsAfter(scene.anim + 9.0)])

    assert scene.flights.flights == already + [to_discard], "the board's own flight object"
    assert to_hand.landed and not to_discard.landed, "Land landed only what flew to its pile"
    assert sounds == ["tick", "place"], "a sound now, the landing sound when its card landed"
    assert [(n.text, n.at, n.warn) for n in scene.notes[-2:]] == [
        ("first", None, False), ("second", (10, 20), True)]
    assert scene.notes[-1].started == pytest.approx(scene.anim + 0.5), "a note's delay"
    assert scene.banner is banner and scene.banner_skippable
    assert scene.results_at == pytest.approx(scene.anim + 9.0), "the later motion wins"


def test_a_banner_after_the_results_time_sets_the_results_to_its_end(app: App) -> None:
    scene = open_table(app, "thirty_one", seed=4)
    banner = Banner("Showdown", "Everyone shows their hand", scene.anim, palette.BLUE, 1.6)
    scene.play_motions([ResultsAfter(scene.anim + 9.0), ShowBanner(banner)])
    assert scene.results_at == pytest.approx(banner.started + banner.duration)
    assert not scene.banner_skippable


def test_a_banner_holds_still_between_opening_and_fading() -> None:
    banner = Banner("Blitz!", "Anna went out", 10.0, palette.RED, 2.4)
    table = [(9.0, 1.0), (10.0, 0.0), (10.2, 0.0), (10.44, 0.0), (10.46, 1.59), (11.0, 1.05),
             (12.049, 0.001), (12.05, 0.0), (12.3, 0.0), (13.0, 0.0)]
    for now, still in table:
        assert abs(banner.still_for(now) - still) < 1e-6, now
