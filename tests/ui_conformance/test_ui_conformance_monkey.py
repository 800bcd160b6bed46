"""A seeded monkey at every game's screens: 50,000 posted events in all (clicks, drags, wheel,
keys, text, window resizes, focus loss, minimising) across each game's table, its replay of a
finished match, its final results, the title, Settings, its setup, How to play, Statistics
and Replays. Nothing may raise, and the
rules core holds every card exactly once whatever was clicked. Replaces the per-game monkeys.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from ui_conformance.ui_conformance_support import game_ids, new_app, play_match, start

from game.core.registry import get_game
from game.ui.app import App
from game.ui.scenes import (
    HowToPlayScene,
    ReplaysScene,
    SettingsScene,
    SetupScene,
    StatisticsScene,
    TitleScene,
)

EVENTS = 50_000
BATCH = 25
SIZES = ((800, 500), (1024, 640), (1280, 800))
KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_MINUS, pygame.K_EQUALS,
        pygame.K_a, pygame.K_b, pygame.K_c, pygame.K_d, pygame.K_e, pygame.K_k, pygame.K_n,
        pygame.K_o, pygame.K_p, pygame.K_q, pygame.K_r, pygame.K_s, pygame.K_t, pygame.K_v,
        pygame.K_w, pygame.K_x, pygame.K_z, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4,
        pygame.K_5, pygame.K_6, pygame.K_9]
WINDOW = [pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWMINIMIZED,
          pygame.WINDOWRESTORED, pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(-5, size[0] + 5), rng.randrange(-5, size[1] + 5))
    roll = rng.random()
    if roll < 0.30:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-9, 9), 0),
                                  buttons=(rng.random() < 0.5, 0, 0))
    if roll < 0.50:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos,
                                  button=rng.choice((1, 1, 1, 1, 3, 4, 5)))
    if roll < 0.70:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 1, 3)),
                                  clicks=rng.choice((1, 1, 2)))
    if roll < 0.72:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    if roll < 0.74:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("abcXYZ 9é!"))
    if roll < 0.76:
        return pygame.event.Event(rng.choice(WINDOW))
    kind = pygame.KEYDOWN if rng.random() < 0.85 else pygame.KEYUP
    mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
    return pygame.event.Event(kind, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)


def check_cards(app: App, game_id: str, dealt: dict[int, Counter[str]]) -> None:
    """The hand on the table holds the cards it was dealt, each once."""
    session: Any = getattr(app.game_ui(game_id), "session", None)
    table = getattr(session, "table", None) if session is not None else None
    if table is None:
        return
    ids = Counter(card for card, _ in get_game(game_id).rules.card_places(table.state))
    assert max(ids.values(), default=1) == 1, "a card is in two places"
    assert dealt.setdefault(id(table), ids) == ids, "a card was lost or made"


def resize(app: App, rng: random.Random) -> None:
    app.screen = pygame.display.set_mode(rng.choice(SIZES), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=app.screen.get_size(),
                                         w=app.screen.get_width(), h=app.screen.get_height()))


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_a_monkey_at_every_screen_of_the_game(game_id: str, tmp_path: Path) -> None:
    rng = random.Random(f"monkey {game_id}")
    app = new_app(SIZES[1], tmp_path)
    game = get_game(game_id)
    ui = start(app, game)
    play_match(app, ui)
    final = app.top
    assert final is not None
    records = app.data.records
    assert records is not None
    finished = records.load_match(records.list_matches(game_id)[0][0].match_id)
    app.chosen_game = game_id

    def table() -> None:
        start(app, game, seed=rng.randrange(1, 10_000), player=True)

    starts: dict[str, Callable[[], None]] = {
        "table": table,
        "replay": lambda: app.reset_to(ui.replay_scene(finished, "monkey")),
        "results": lambda: app.reset_to(final),
        "title": lambda: app.reset_to(TitleScene(app)),
        "settings": lambda: app.reset_to(SettingsScene(app)),
        "setup": lambda: app.reset_to(SetupScene(app, game_id,
                                                 seed_source=lambda: rng.randrange(1, 99))),
        "how to play": lambda: app.reset_to(HowToPlayScene(app)),
        "statistics": lambda: app.reset_to(StatisticsScene(app)),
        "replays": lambda: app.reset_to(ReplaysScene(app)),
    }
    plan = ["table"] * 6 + ["replay"] * 2 + ["results", "title", "settings", "setup",
                                             "how to play", "statistics", "replays"]
    per_segment = EVENTS // len(game_ids()) // len(plan)
    dealt: dict[int, Counter[str]] = {}
    seen: set[str] = set()
    try:
        for name in plan:
            starts[name]()
            app.running = True
            for _ in range(0, per_segment, BATCH):
                for _ in range(BATCH):
                    pygame.event.post(random_event(rng, app.size))
                if rng.random() < 0.02:
                    resize(app, rng)
                app.step()
                seen.add(type(app.top).__name__)
                check_cards(app, game_id, dealt)
        assert {"TableScene", "PauseScene"} <= seen, seen
    finally:
        app.close()
