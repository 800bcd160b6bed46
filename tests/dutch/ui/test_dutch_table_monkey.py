"""A monkey at the Dutch table: seeded random clicks, double-clicks, drags and keys aimed at
what is drawn, through whole rounds and the results screens. Nothing may raise, and every one
of the 55 cards is always in exactly one place."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.seats import SeatSpec  # noqa: E402
from game.dutch.rules.cards import DECK  # noqa: E402
from game.dutch.rules.core import DUTCH_RULES  # noqa: E402
from game.dutch.ui import dutch_ui  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.pause import PauseScene  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_s,
        pygame.K_a, pygame.K_x, pygame.K_d, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4,
        pygame.K_5, pygame.K_LEFT]


def post(kind: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def poke(rng: random.Random, scene: TableScene) -> None:
    places = list(scene.board.last_hits.values())
    size = scene.board.layout.size

    def spot() -> tuple[int, int]:
        if places and rng.random() < 0.85:
            return rng.choice(places).center
        return (rng.randrange(size[0]), rng.randrange(size[1]))

    roll = rng.random()
    if roll < 0.35:
        pos = spot()
        for _ in range(2 if roll < 0.1 else 1):
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    elif roll < 0.7:
        a, b = spot(), spot()
        post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
        for i in range(1, 4):
            post(pygame.MOUSEMOTION, pos=(a[0] + (b[0] - a[0]) * i // 3,
                                          a[1] + (b[1] - a[1]) * i // 3),
                 rel=(0, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    else:
        post(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_monkey_at_the_table(seed: int) -> None:
    rng = random.Random(seed)
    app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    try:
        app.update_settings(app.settings.replace(bot_speed=0.25))
        seats = [SeatSpec("You", "human")] + [SeatSpec(f"B{i}", "bot", "casual")
                                              for i in range(1, 3 + seed)]
        dutch_ui(app).start(seed, seats, {"rounds": 2, "peek_seconds": 2.0})
        for _ in range(2500):
            top = app.top
            if isinstance(top, TableScene):
                if rng.random() < 0.3:
                    poke(rng, top)
                state = top.session.state
                places = [card for card, _ in DUTCH_RULES.card_places(state)]
                assert sorted(places) == sorted(DECK)
            elif isinstance(top, PauseScene):
                post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
            elif top is not None and type(top).__name__ in ("RoundResultsScene",
                                                             "MatchSheetScene"):
                if type(top).__name__ == "MatchSheetScene":
                    break
                post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
            else:
                break
            app.step()
    finally:
        app.close()
