"""A screen nobody touches is not drawn again, and the app sleeps until something is due.

Behaviour only, never a time: frames drawn are counted (``App.drawn`` and each scene's own
count), on the app's virtual clock, except where the real loop's sleeping is the point; there
the count of frames tells whether it slept.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from posted_events import click, key, post
from table_support import new_app  # sets the dummy drivers first

from game.core.options import defaults
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.ui.app import STEP, App
from game.ui.scene import Scene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = new_app(folder=tmp_path)
    pygame.event.clear()
    yield app
    app.close()


class Counting(Scene):
    """A scene that counts its frames and says how long it stays still."""

    def __init__(self, app: App, still: float | None = None) -> None:
        super().__init__(app)
        self.still = still
        self.drawn = 0
        self.slept = 0.0
        self.longest = 0.0
        self.events: list[int] = []

    def handle(self, event: pygame.event.Event) -> None:
        self.events.append(event.type)

    def update(self, dt: float) -> None:
        self.slept += dt
        self.longest = max(self.longest, dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn += 1
        surface.fill((10, 80, 40))

    def still_for(self) -> float | None:
        return self.still


class Timed(Counting):
    """A bot that acts every ``every`` seconds of the app's clock, on its own timer."""

    def __init__(self, app: App, every: float) -> None:
        super().__init__(app)
        self.every = every
        self.due = app.now() + every
        self.acted: list[float] = []

    def update(self, dt: float) -> None:
        super().update(dt)
        now = self.app.now()
        while now >= self.due - 1e-9:
            self.acted.append(round(self.due, 6))
            self.due += self.every

    def still_for(self) -> float | None:
        return max(0.0, self.due - self.app.now())


def test_a_still_screen_with_no_events_is_not_drawn_again(app: App) -> None:
    scene = Counting(app, still=None)
    app.push(scene)
    app.advance(0.1)
    drawn, scene_drawn = app.drawn, scene.drawn
    app.advance(5)
    assert scene.drawn == scene_drawn == 1
    assert app.drawn == drawn


def test_a_posted_event_or_a_resize_draws_the_still_screen_again(app: App) -> None:
    scene = Counting(app, still=None)
    app.push(scene)
    app.advance(0.5)
    post(pygame.MOUSEMOTION, pos=(100, 100), rel=(1, 1), buttons=(0, 0, 0))
    app.advance(0.5)
    assert scene.drawn == 2 and scene.events == [pygame.MOUSEMOTION]
    post(pygame.WINDOWSIZECHANGED, x=1024, y=700)
    app.advance(0.5)
    assert scene.drawn == 3


def test_a_scene_that_says_nothing_is_drawn_every_frame(app: App) -> None:
    scene = Counting(app, still=0.0)
    app.push(scene)
    app.advance(1.0)
    assert scene.drawn == 60
    plain = Scene(app)
    assert plain.still_for() == 0.0  # the default: it moves


def test_a_scene_pushed_or_popped_over_a_still_one_is_drawn(app: App) -> None:
    below = Counting(app, still=None)
    app.push(below)
    app.advance(0.5)
    above = Counting(app, still=None)
    app.push(above)
    app.step()
    assert above.drawn == 1
    app.pop()
    app.step()
    assert below.drawn == 2


def test_a_timer_the_scene_names_draws_it_when_due_and_bots_act_on_time(app: App) -> None:
    scene = Timed(app, every=0.5)
    app.push(scene)
    app.advance(3.0)
    assert scene.acted == [pytest.approx(0.5 * i) for i in range(1, 7)]
    assert scene.drawn == 1 + len(scene.acted)  # the first frame, then one per action


def test_a_notice_is_drawn_when_it_comes_and_again_when_it_goes(app: App) -> None:
    scene = Counting(app, still=None)
    app.push(scene)
    app.advance(0.5)
    app.notify("Something to tell")
    app.step()
    assert scene.drawn == 2
    app.advance(30)
    assert scene.drawn == 3 and not app.notices


def test_invalidate_draws_the_next_frame_once(app: App) -> None:
    scene = Counting(app, still=None)
    app.push(scene)
    app.advance(0.5)
    app.invalidate()
    app.advance(0.5)
    assert scene.drawn == 2


def _settled_title(app: App) -> TitleScene:
    app.push(app.title_scene())
    title = app.top
    assert isinstance(title, TitleScene)
    for _ in range(600):  # the game pictures are painted a piece a frame, then fade in
        app.step()
        if title.still_for() is None:
            break
    assert title.still_for() is None
    return title


def test_the_title_rests_once_its_pictures_are_in_and_wakes_for_a_key(app: App) -> None:
    _settled_title(app)
    drawn = app.drawn
    app.advance(5)
    assert app.drawn == drawn
    key(app, pygame.K_DOWN)
    assert app.drawn == drawn + 1


def test_settings_rests_and_a_click_on_it_is_drawn(app: App) -> None:
    _settled_title(app)
    key(app, pygame.K_o)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    app.advance(2)
    drawn = app.drawn
    app.advance(5)
    assert app.drawn == drawn
    click(app, (5, 5))
    assert app.drawn == drawn + 1


@pytest.fixture
def real_app(tmp_path: Path) -> Iterator[App]:
    """An app on the real clock: its loop really sleeps."""
    app = App((640, 400), fullscreen=False, user_folder=tmp_path, sound=False,
              crash_screen=False)
    pygame.event.clear()
    yield app
    app.close()


def test_the_real_loop_sleeps_until_the_timer_and_hands_the_scene_the_time_it_slept(
        real_app: App) -> None:
    scene = Timed(real_app, every=0.25)
    real_app.run(scene, until=lambda a: len(scene.acted) >= 2)
    # Redrawing every frame would draw ~30 frames in that half second: resting draws the
    # first frame and one per action, and a sleep reaches the scene as one long update.
    assert scene.drawn <= 3
    assert scene.longest > 0.1


class Opener(Counting):
    """A still scene that opens ``then`` when a timer's event comes."""

    def __init__(self, app: App, then: Scene) -> None:
        super().__init__(app, still=None)
        self.then = then

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.USEREVENT:
            self.app.push(self.then)


def test_a_scene_opened_while_the_loop_slept_gets_fixed_steps_not_the_time_slept(
        real_app: App) -> None:
    moving = Counting(real_app, still=0.0)
    opener = Opener(real_app, moving)
    pygame.time.set_timer(pygame.USEREVENT, 300, loops=1)
    real_app.run(opener, until=lambda a: moving.drawn >= 3)
    assert opener.drawn == 1  # still until the event, which opened the other
    assert moving.longest == pytest.approx(STEP)  # a table's deal starts from its start


def test_a_real_time_table_keeps_drawing_while_its_bots_play(app: App) -> None:
    game = get_game("dutch_blitz")
    seats = [SeatSpec("You", "human")] + [SeatSpec(f"Bot {i}", "bot", "casual")
                                          for i in (1, 2, 3)]
    app.game_ui(game.id).start(3, seats, defaults(game.options))
    top: Any = app.top
    session = top.session
    version = session.table.version
    drawn = app.drawn
    app.advance(10)
    assert session.table.version > version  # the bots played while the player sat still
    assert app.drawn - drawn == 600  # and every frame of it was drawn


class Reader(Counting):
    """A scene that notes the time it reads in its update, its drawing and its still time."""

    def __init__(self, app: App) -> None:
        super().__init__(app, still=0.25)
        self.reads: list[float] = []

    def update(self, dt: float) -> None:
        super().update(dt)
        self.reads.append(self.app.now())

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.reads.append(self.app.now())

    def still_for(self) -> float | None:
        self.reads.append(self.app.now())
        return self.still


def test_a_real_frame_reads_one_moment_however_long_it_takes(
        real_app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The scene's update, its drawing and its still time all read the moment the frame
    started, though the clock runs on meanwhile: a timer read as not come in the update and
    as come a moment later in ``still_for`` drew the screen twice for one change (seen on a
    busy machine)."""
    import time

    clock = [1000.0]

    def running() -> float:  # every reading a little later, as on a busy machine
        clock[0] += 0.0007
        return clock[0]

    monkeypatch.setattr(time, "monotonic", running)
    scene = Reader(real_app)
    real_app.push(scene)
    real_app.loop.reset_clock()
    clock[0] += 0.1  # six fixed steps' worth since
    scene.reads.clear()
    real_app.step()
    assert scene.drawn == 1 and len(scene.reads) >= 8  # (six updates, the drawing, still)
    assert len(set(scene.reads)) == 1
    assert real_app.now() > scene.reads[0]  # (between frames the clock runs)
