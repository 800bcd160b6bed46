"""Every game's table drawn in part (only where something moved or the still layer changed) is
the same picture as the table painted whole: across a bots' match with cards in flight, notes,
the hand's banner, the pointer wandering and pressing, and the player's own drag."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from table_support import table_frame
from ui_conformance.ui_conformance_support import game_ids, new_app, settled, start

from game.core.registry import get_game
from game.ui.app import App
from game.ui.table.base_layer import SETTLE_FRAMES
from game.ui.table.scene import TableScene

STEPS = 1500
COMPARE_EVERY = 25


def gesture(app: App, rng: random.Random, step: int) -> None:
    """The pointer wanders (hovers), and now and then presses, drags a while and lets go."""
    width, height = app.screen.get_size()
    pos = (rng.randrange(width), rng.randrange(height))
    if step % 60 == 20:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    elif step % 60 == 40:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    held = (1, 0, 0) if 20 <= step % 60 < 40 else (0, 0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=held))


def window_bytes(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def differences(app: App, steps: int, seed: int) -> tuple[list[str], dict[str, int]]:
    """Frames whose window differs from the table painted whole, and what was seen."""
    rng = random.Random(seed)
    found: list[str] = []
    seen = {"compared": 0, "partial": 0, "banner": 0, "flights": 0, "notes": 0}
    for step in range(steps):
        if step % 5 == 0:
            gesture(app, rng, step)
        app.step()
        top = app.top
        if not isinstance(top, TableScene):
            if step % 10 == 0:  # a results screen: on to the next hand
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                     mod=0, unicode="\r", scancode=0))
            continue
        seen["banner"] += top.banner is not None
        seen["flights"] += bool(top.flights.flights)
        seen["notes"] += bool(top.notes)
        if step % COMPARE_EVERY == COMPARE_EVERY - 1:
            found += compare(app, top, f"step {step}")
            seen["compared"] += 1
            seen["partial"] = top.frame.partial
    return found, seen


def compare(app: App, top: TableScene[Any, Any, Any, Any], label: str) -> list[str]:
    """The frame as the window shows it (in part, when it may), once the kept layer settled
    (a board may paint it over a few frames), against the table painted whole."""
    app.draw()
    if not settled(app):
        return [f"{label}: the kept layer was still unsettled {SETTLE_FRAMES} frames on"]
    shown = window_bytes(app)
    if shown != table_frame(top, keep=False):
        return [f"{label}: {top.describe()!r:.160}"]
    return []


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_a_table_drawn_in_part_is_the_table_painted_whole(game_id: str) -> None:
    app = new_app((1024, 640))
    try:
        start(app, get_game(game_id), seed=7)
        found, seen = differences(app, STEPS, seed=7)
        assert found == []
        assert seen["compared"] >= 20
        assert seen["flights"] > 0 and seen["notes"] + seen["banner"] > 0, seen
        top = app.top
        partial = top.frame.partial if isinstance(top, TableScene) else seen["partial"]
        assert partial > 0, "no frame was drawn in part"
    finally:
        app.close()


@pytest.mark.parametrize("game_id", game_ids())
def test_your_drag_drawn_in_part_is_the_table_painted_whole(game_id: str) -> None:
    app = new_app((1024, 640))
    try:
        start(app, get_game(game_id), seed=3, player=True)
        top = app.top
        assert isinstance(top, TableScene)
        for _ in range(30):
            app.step()
        hits: dict[str, pygame.Rect] = dict(getattr(top.board, "last_hits", {}))
        found: list[str] = []
        for place, rect in sorted(hits.items())[:6]:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center,
                                                 button=1))
            for i in range(1, 9):
                pos = (rect.centerx + 9 * i, rect.centery - 7 * i)
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(9, -7),
                                                     buttons=(1, 0, 0)))
                app.step()
                if app.top is top:
                    found += compare(app, top, f"dragging {place} ({i})")
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            app.step()
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                 unicode="", scancode=0))
            app.step()
            while app.top is not top and app.scenes:
                app.pop()
        assert found == []
    finally:
        app.close()


def test_the_window_shows_a_busy_table_in_part_and_whole_after_a_pause_or_an_exposure(
        monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(pygame.display, "update",
                        lambda places: shown.append(
                            "part" if sum(p.w * p.h for p in places) < 1024 * 640 else "all"))
    monkeypatch.setattr(pygame.display, "flip", lambda: shown.append("whole"))
    app = new_app((1024, 640))
    try:
        start(app, get_game("dutch_blitz"), seed=7)
        for _ in range(120):
            app.step()
        assert shown.count("part") > 60, shown[-20:]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="", scancode=0))
        app.step()
        assert not isinstance(app.top, TableScene) and shown[-1] == "whole"
        app.pop()  # the pause menu closes: the table is shown whole once, then in part
        del shown[:]
        for _ in range(3):
            app.step()
        assert shown[0] == "whole" and shown[1:] == ["part", "part"], shown
        pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
        app.step()
        app.step()
        assert shown[-2:] == ["whole", "part"], shown
    finally:
        app.close()
