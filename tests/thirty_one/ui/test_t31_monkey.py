"""Random input on the Blitz (31) screens: clicks, drags, key presses and window sizes in any
order never crash the table, the showdown, the results or the pause menu, and your hand stays
three cards (four while you discard) with every card in exactly one place."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest
from t31_ui_support import make_app, start

from game.thirty_one.rules.cards import DECK
from game.thirty_one.ui.table_scene import TableScene

KEYS = [pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_d, pygame.K_t, pygame.K_k, pygame.K_p, pygame.K_r,
        pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_n]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    kind = rng.random()
    if kind < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    if kind < 0.55:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    if kind < 0.75:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="",
                              scancode=0)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_random_input_never_breaks_the_table(seed: int) -> None:
    rng = random.Random(seed)
    app = make_app((1024, 640))
    try:
        scene = start(app, 2 + seed * 3, seed=seed, tokens=1)
        session = scene.session
        for frame in range(1200):
            for _ in range(rng.randrange(3)):
                pygame.event.post(random_event(rng, app.size))
            app.step()
            if frame % 50 == 0 and session.table is not None:
                places = Counter(card for card, _ in session.table.rules.card_places(
                    session.table.state))
                assert sorted(places) == sorted(DECK) and set(places.values()) == {1}
                if isinstance(app.top, TableScene) and not session.hand_over:
                    v = session.view()
                    wanted = 4 if v.to_play == 0 and v.phase == "discard" else 3
                    assert len(v.cards) in ((wanted,) if 0 in v.in_play else (0,))
    finally:
        app.close()
