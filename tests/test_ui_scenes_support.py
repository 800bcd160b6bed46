"""Helpers for the menu-screen tests: a small App with a real scene stack, posted events,
and a session whose hands are played on a virtual clock (no tests of its own)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from game.dutch_blitz.bots.policy import SimplePolicy  # noqa: E402
from game.storage.records import MatchStore  # noqa: E402
from game.storage.settings import Settings, load_settings, save_settings  # noqa: E402
from game.ui.scene import Scene  # noqa: E402

SIZE = (1280, 800)
_ART: Any = None


def shared_art() -> Any:
    """One card renderer for every test (rendering SVGs is the slow part)."""
    global _ART
    if _ART is None:
        from game.ui.art import CardArt

        _ART = CardArt()
    return _ART


class Storage:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.records = MatchStore(folder)


class SceneApp:
    """Enough of the App for the menu screens: a scene stack and the shared services."""

    def __init__(self, folder: Path, size: tuple[int, int] = SIZE) -> None:
        pygame.display.init()
        pygame.font.init()
        self.size = size
        self.screen = pygame.display.set_mode(size)
        from game.ui.fonts import Fonts

        self.art = shared_art()
        self.fonts = Fonts()
        self.sounds = None
        self.folder = folder
        self.storage = Storage(folder)
        self.settings: Settings = load_settings(folder)[0]
        self.stack: list[Scene] = []
        self.started: list[Any] = []
        self.quit_asked = False

    @property
    def top(self) -> Scene:
        return self.stack[-1]

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].leave()
        self.stack.append(scene)
        scene.enter()

    def pop(self) -> None:
        self.stack.pop().leave()
        if self.stack:
            self.stack[-1].enter()

    def replace(self, scene: Scene) -> None:
        self.stack.pop().leave()
        self.push(scene)

    def save_settings(self) -> None:
        save_settings(self.folder, self.settings)

    def start_match(self, config: Any) -> None:
        self.started.append(config)

    def to_title(self) -> None:
        from game.ui.scenes import TitleScene

        self.stack.clear()
        self.push(TitleScene(self))

    def quit(self) -> None:
        self.quit_asked = True

    def pump(self) -> None:
        """Deliver every posted event to the top scene, then draw a frame."""
        for event in pygame.event.get():
            if self.stack:
                self.stack[-1].handle(event)
        if self.stack:
            self.stack[-1].draw(self.screen)


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                         scancode=0))


def played_session(levels: tuple[str, ...] = ("casual",), seed: int = 3, target: int = 75,
                   hands: int = 1) -> Any:
    """A session with ``hands`` hands played (you by a simple policy every 1.2 s)."""
    from game.ui.session import MatchConfig, TableSession

    now = [0.0]
    session = TableSession(MatchConfig.quick(levels, seed=seed, target=target),
                           time_source=lambda: now[0])
    policy, rng = SimplePolicy(), random.Random(seed)
    for _ in range(hands):
        if session.match.over:
            break
        session.start_next_hand()
        due = 1.2
        while not session.hand_over:
            now[0] += 0.2
            session.tick()
            if session.clock.now() >= due and not session.hand_over:
                move = policy.choose(session.view(), rng)
                if move is not None:
                    session.submit(move)
                due += 1.2
    session.test_clock = now
    return session
