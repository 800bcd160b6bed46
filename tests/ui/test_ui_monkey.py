"""A monkey at the keyboard and mouse: 100,000 random (seeded) events posted across every
screen of the real App. Nothing may raise, and the rules core must still hold every card of
every seat (40 each) whatever was clicked.

Events are posted in small batches and delivered by the App's own frame step; a frame is drawn
after every batch (about 4,000 frames in all) in a small window to keep the run short.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)
from ui.ui_support import played_session

from game.dutch_blitz.ui import blitz_ui
from game.dutch_blitz.ui.results import HandResultsScene, MatchResultsScene
from game.dutch_blitz.ui.session import MatchConfig
from game.ui.app import App
from game.ui.scenes import (
    HowToPlayScene,
    ReplaysScene,
    SettingsScene,
    SetupScene,
    StatisticsScene,
    TitleScene,
)

EVENTS = 100_000
BATCH = 25
SIZE = (800, 500)

KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_MINUS, pygame.K_EQUALS,
        pygame.K_b, pygame.K_w, pygame.K_d, pygame.K_r, pygame.K_n, pygame.K_c, pygame.K_h,
        pygame.K_s, pygame.K_o, pygame.K_p, pygame.K_t, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_4, pygame.K_5, pygame.K_a, pygame.K_z]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(-5, size[0] + 5), rng.randrange(-5, size[1] + 5))
    roll = rng.random()
    if roll < 0.30:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), 0),
                                  buttons=(rng.random() < 0.4, 0, 0))
    if roll < 0.50:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos,
                                  button=rng.choice((1, 1, 1, 1, 3, 4, 5)))
    if roll < 0.70:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3)),
                                  clicks=rng.choice((1, 1, 2)))
    if roll < 0.73:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    if roll < 0.76:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("abcXYZ 9é!"))
    k = rng.choice(KEYS)
    mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
    kind = pygame.KEYDOWN if rng.random() < 0.85 else pygame.KEYUP
    return pygame.event.Event(kind, key=k, mod=mod, unicode="", scancode=0)


def check_cards(app: App) -> None:
    session = blitz_ui(app).session
    state = session.state if session is not None else None
    if state is None:
        return
    for seat in range(state.seat_count):
        cards = state.cards_of(seat)
        assert len(cards) == 40 and len(set(cards)) == 40, f"seat {seat} lost a card"


@pytest.mark.slow
def test_monkey_across_every_screen(tmp_path) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(20261121)
    app = App(SIZE, virtual_time=True, user_folder=tmp_path, sound=False, crash_screen=False)
    finished = played_session(("casual", "skilled"), seed=6, target=15, hands=12)
    one_hand = played_session(("expert",), seed=9, hands=1)
    app.data.save_match(finished.match_id, finished.match.record)

    def table() -> None:
        blitz_ui(app).start_match(MatchConfig.quick(
            ("casual", "skilled", "master"), seed=rng.randrange(1, 10_000), target=20,
            pace_scale=0.05))

    starts = {
        "title": lambda: app.reset_to(TitleScene(app)),
        "setup": lambda: app.reset_to(SetupScene(app, "dutch_blitz",
                                                 seed_source=lambda: rng.randrange(1, 99))),
        "table": table,
        "hand results": lambda: app.reset_to(HandResultsScene(app, one_hand)),
        "match results": lambda: app.reset_to(MatchResultsScene(app, finished)),
        "how to play": lambda: app.reset_to(HowToPlayScene(app)),
        "settings": lambda: app.reset_to(SettingsScene(app)),
        "statistics": lambda: app.reset_to(StatisticsScene(app)),
        "replays": lambda: app.reset_to(ReplaysScene(app)),
        "replay": lambda: app.reset_to(blitz_ui(app).replay_scene(finished.match.record, "")),
    }
    weights = {"table": 4}
    plan = [name for name in starts for _ in range(weights.get(name, 1))]
    per_segment = EVENTS // len(plan)
    seen: set[str] = set()
    posted = 0
    started = time.perf_counter()
    for name in plan:
        starts[name]()
        seen.add(type(app.top).__name__)
        app.running = True
        sent = 0
        while sent < per_segment:
            for _ in range(BATCH):
                pygame.event.post(random_event(rng, app.size))
            sent += BATCH
            app.step()
            seen.add(type(app.top).__name__)
            check_cards(app)
            if app.size != SIZE and not app.fullscreen:  # keep frames cheap
                app.screen = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
                app._resized()
        posted += sent
    elapsed = time.perf_counter() - started
    print(f"monkey: {posted} events, {app.frames} frames, {elapsed:.1f} s, screens: "
          f"{sorted(seen)}")
    assert posted >= EVENTS
    for screen in ("TitleScene", "SetupScene", "TableScene", "HandResultsScene",
                   "MatchResultsScene", "HowToPlayScene", "SettingsScene", "StatisticsScene",
                   "ReplaysScene", "ReplayScene"):
        assert screen in seen
    app.close()
