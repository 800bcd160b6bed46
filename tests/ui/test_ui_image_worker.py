"""Card images are made ahead on their own thread: a table that opens hands every face and back
of its card sizes to the image thread after its first frame, so the frames of play that follow
find them made and render no card picture themselves (at a large window one takes longer than a
frame may). Every picture a card in flight shows -- each size, each width while it turns over,
its back and its face, its shadow at each strength -- is made there too, before it is shown."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.seats import SeatSpec  # noqa: E402
from game.ui import soft_rect  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.card_faces import DeckArt  # noqa: E402
from game.ui.image_worker import WORKER, ImageWorker  # noqa: E402
from game.ui.sprites import CardImages, Flight, FlightLayer  # noqa: E402
from game.ui.svg_render import SvgFiles  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    yield app
    app.close()


def test_the_image_thread_runs_its_jobs_in_order_away_from_the_caller() -> None:
    worker = ImageWorker()
    ran: list[tuple[int, str]] = []

    def job(number: int) -> None:
        ran.append((number, threading.current_thread().name))

    worker.add(partial(job, n) for n in range(5))
    assert worker.wait()
    assert [n for n, _ in ran] == [0, 1, 2, 3, 4]
    assert {name for _, name in ran} == {"card-images"}
    assert worker.pending == 0 and worker.done == 5


def busy(worker: ImageWorker) -> threading.Event:
    """``worker``'s thread running a job that ends when the event returned is set."""
    started, hold = threading.Event(), threading.Event()

    def job() -> None:
        started.set()
        hold.wait()

    worker.add([job])
    assert started.wait(10)
    return hold


def test_the_images_wanted_soonest_are_made_first_before_the_rest() -> None:
    worker = ImageWorker()
    ran: list[str] = []
    hold = busy(worker)  # the thread is busy while the jobs below are queued
    worker.add([partial(ran.append, "every face"), partial(ran.append, "every back")])
    worker.add_due([(2.0, partial(ran.append, "late")), (0.5, partial(ran.append, "early"))])
    worker.add_due([(1.0, partial(ran.append, "middle"))])
    hold.set()
    assert worker.wait()
    assert ran == ["early", "middle", "late", "every face", "every back"]


def test_a_picture_a_frame_waits_for_is_made_first_the_latest_asked_first() -> None:
    worker = ImageWorker()
    ran: list[str] = []
    hold = busy(worker)
    worker.add([partial(ran.append, "every face")])
    worker.add_due([(0.5, partial(ran.append, "due"))])
    worker.add_now([partial(ran.append, "wanted last frame")])
    worker.add_now([partial(ran.append, "wanted now")])
    assert worker.pending == 5
    hold.set()
    assert worker.wait()
    assert ran == ["wanted now", "wanted last frame", "due", "every face"]


def test_a_failing_job_does_not_stop_the_ones_after_it() -> None:
    worker = ImageWorker()
    ran: list[int] = []

    def broken() -> None:
        raise pygame.error("no such picture")

    worker.add([broken, lambda: ran.append(1)])
    assert worker.wait()
    assert ran == [1]


def test_closing_ends_the_image_thread_after_the_picture_it_is_making() -> None:
    """The window closes while a picture is being made: the thread makes that one, starts no
    other and ends before closing goes on (a thread still inside SDL while the process takes
    pygame down can crash the program on its way out); a later job starts a new thread."""
    worker = ImageWorker()
    started, release = threading.Event(), threading.Event()
    ran: list[str] = []

    def slow() -> None:
        started.set()
        release.wait(5)
        ran.append("slow")

    worker.add([slow, lambda: ran.append("never")])
    assert started.wait(5)
    thread = worker._thread
    assert thread is not None and thread.is_alive()
    threading.Timer(0.2, release.set).start()
    assert worker.stop(timeout=5)
    assert ran == ["slow"] and not thread.is_alive() and worker.pending == 0
    worker.add([lambda: ran.append("later")])
    assert worker.wait() and ran == ["slow", "later"]
    assert worker.stop()


def test_a_stop_that_waits_too_long_says_so_and_the_thread_ends_later() -> None:
    worker = ImageWorker()
    started, release = threading.Event(), threading.Event()

    def slow() -> None:
        started.set()
        release.wait(5)

    worker.add([slow])
    assert started.wait(5)
    assert not worker.stop(timeout=0.05)
    release.set()
    assert worker.wait() and worker.pending == 0


def test_a_tables_card_faces_are_made_ahead_and_no_frame_of_play_renders_one(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    rendered: list[tuple[str, str]] = []
    original = SvgFiles.render

    def watched(self: SvgFiles, path: Path, size: tuple[int, int]) -> pygame.Surface | None:
        rendered.append((Path(path).name, threading.current_thread().name))
        return original(self, path, size)

    monkeypatch.setattr(SvgFiles, "render", watched)
    ui = app.game_ui("dutch")
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot{i}", "bot", "casual")
                                          for i in range(1, 4)]
    ui.start(7, seats, {"rounds": 1, "peek_seconds": 1.0})
    app.step()
    app.step()  # after the second frame, the pictures the first did not show are handed over
    assert isinstance(app.top, TableScene)
    assert WORKER.wait()
    ahead = [name for name, thread in rendered if thread == "card-images"]
    assert len(ahead) > 50, "the faces of the table's sizes are made on the image thread"
    del rendered[:]
    app.advance(8.0)  # the peek ends, the bots draw, swap and throw: cards fly and turn over
    assert not [name for name, thread in rendered if thread != "card-images"], \
        "no card picture is rendered in a frame"


def test_a_card_flying_between_two_sizes_finds_each_size_and_its_shadow_made(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    images = CardImages(DeckArt("standard"))
    images.set_widths([90])
    flight = Flight("QH", "", (0.0, 0.0, 90.0, 126.0), (400.0, 300.0, 150.0, 210.0), 0.0, 1.0)
    images.send_flight(flight)
    assert WORKER.wait()
    made: list[str] = []
    scale, soft = pygame.transform.smoothscale, soft_rect.soft_rect

    def scaling(*args: Any) -> pygame.Surface:
        made.append("scaled")
        return scale(*args)

    def shading(*args: Any) -> pygame.Surface:
        made.append("shadow")
        return soft(*args)

    monkeypatch.setattr(pygame.transform, "smoothscale", scaling)
    monkeypatch.setattr("game.ui.sprites.soft_rect", shading)
    layer = FlightLayer()
    layer.add(flight)
    for frame in range(61):
        layer.draw(app.screen, images, frame / 60)
    assert made == [], "every size on its way was made on the image thread"


def test_a_picture_of_cards_in_flight_is_queued_once_until_it_is_made(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Frames that hand the same flights over again before the image thread got to them (a
    busy table's every frame, in a slow moment) queue no picture twice: the queue stays as
    long as the pictures still to make (it grew by every frame's handing over, without
    bound, while the thread was kept waiting)."""
    queued: list[tuple[float, Any]] = []

    def add_due(jobs: list[tuple[float, Any]]) -> int:
        queued.extend(jobs)
        return len(jobs)

    monkeypatch.setattr(WORKER, "add_due", add_due)
    images = CardImages(DeckArt("standard"))
    images.set_widths([90])
    flights = [Flight(card, "", (0.0, 0.0, 90.0, 126.0), (400.0, 300.0, 150.0, 210.0), 0.0,
                      1.0) for card in ("QH", "2C")]
    images.send_flights(flights)
    once = len(queued)
    assert once > 10
    for _ in range(5):
        images.send_flights(flights)
    assert len(queued) == once
    for _, job in queued[:3]:
        job()  # made: a flight handed over later asks again only for what is still missing
    images.send_flights(flights)
    assert len(queued) == once


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["dutch_blitz", "dutch"])
def test_no_card_picture_is_scaled_in_a_frame_of_a_match_whose_cards_turn_over(
        app: App, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    """Bots play while the cards fly, turn over (a Wood flip, a card thrown face up) and change
    size; the image thread gets the time a frame leaves it (it is waited for between frames),
    and every picture a flight shows is found made."""
    ui = app.game_ui(game_id)
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot{i}", "bot", "casual")
                                          for i in range(1, 4)]
    ui.start(7, seats, {})
    app.step()
    app.step()
    assert WORKER.wait()
    in_frames: list[tuple[int, int]] = []
    scale = pygame.transform.smoothscale

    def scaling(surface: pygame.Surface, size: tuple[int, int], *rest: Any) -> pygame.Surface:
        if threading.current_thread() is threading.main_thread():
            in_frames.append(tuple(size))  # type: ignore[arg-type]
        return scale(surface, size, *rest)

    monkeypatch.setattr(pygame.transform, "smoothscale", scaling)
    turning = 0
    for _ in range(720):  # 12 s: the bots' first cards turn over after 5-7 s
        app.step()
        assert isinstance(app.top, TableScene)
        turning += sum(flight.turn for flight in app.top.flights.flights)
        assert WORKER.wait()
    assert turning > 0, "cards turned over on their way"
    assert in_frames == [], "no card picture is scaled in a frame"
