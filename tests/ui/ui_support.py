"""Helpers for the menu-screen tests: a small App with a real scene stack, posted events,
and a session whose hands are played on a virtual clock (no tests of its own)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import importlib  # noqa: E402
import random  # noqa: E402
from collections.abc import Mapping, Sequence  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from game.clock import CountedClock  # noqa: E402
from game.core.definition import AnyGame  # noqa: E402
from game.core.options import OptionValue  # noqa: E402
from game.core.registry import all_games, get_game  # noqa: E402
from game.core.seats import SeatSpec  # noqa: E402
from game.dutch_blitz.bots.policy import SimplePolicy  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from game.ui.app import Silent  # noqa: E402
from game.ui.art import CardArt  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.scene_stack import SceneStack  # noqa: E402
from game.ui.services import GameUI, SoundPlayer  # noqa: E402
from game.ui.user_data import UserData  # noqa: E402

SIZE = (1280, 800)
_ART: CardArt | None = None


def shared_art() -> CardArt:
    """One card renderer for every test (rendering SVGs is the slow part)."""
    global _ART
    if _ART is None:
        from game.ui.art import CardArt

        _ART = CardArt()
    return _ART


class SceneApp(SceneStack):
    """The test double of the App: a real scene stack and the shared ``Services``, no loop."""

    def __init__(self, folder: Path, size: tuple[int, int] = SIZE) -> None:
        super().__init__()
        pygame.display.init()
        pygame.font.init()
        self._size = size
        self.screen = pygame.display.set_mode(size)
        from game.ui.fonts import Fonts

        self.art: CardArt = shared_art()
        self._fonts = Fonts()
        self.sounds: SoundPlayer = Silent()
        self.folder = folder
        self.data = UserData(folder)
        self.settings: Settings = self.data.settings
        self.chosen_game = "dutch_blitz"
        self.started: list[tuple[str, int, list[SeatSpec], dict[str, OptionValue]]] = []
        self.notices: list[str] = []
        self.quit_asked = False
        self._uis: dict[str, GameUI] = {}
        self._clock = 0.0
        self._thinking = CountedClock()

    # --- Services
    @property
    def size(self) -> tuple[int, int]:
        return self._size

    def stack_size(self) -> tuple[int, int]:
        return self._size

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        return self._fonts.get(size, bold)

    def now(self) -> float:
        return self._clock

    def think_clock(self) -> float:
        return self._thinking()

    def frame_clock(self) -> float:
        return 0.0

    def advance(self, seconds: float) -> None:
        """Let time pass (a results screen ignores input for a moment after it opens)."""
        self._clock += seconds

    def play(self, sound: str) -> None:
        self.sounds.play(sound)

    def update_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.data.save_settings(settings)

    def notify(self, text: str) -> None:
        self.notices.append(text)

    def playable_games(self) -> list[AnyGame]:
        return [game for game in all_games() if game.ui_module is not None]

    def game_ui(self, game_id: str) -> GameUI:
        """The real game UI, except that ``start`` is recorded instead of opening a table."""
        if game_id not in self._uis:
            module = importlib.import_module(str(get_game(game_id).ui_module))
            ui = module.make_ui(self)

            def start(seed: int, seats: Sequence[SeatSpec],
                      options: Mapping[str, OptionValue], _id: str = game_id) -> None:
                self.started.append((_id, seed, list(seats), dict(options)))

            ui.start = start
            self._uis[game_id] = ui
        return self._uis[game_id]

    def resumable(self) -> GameUI | None:
        return next((ui for ui in self._uis.values() if ui.can_resume()), None)

    def to_title(self) -> None:
        from game.ui.scenes import TitleScene

        self.reset_to(TitleScene(self))

    def quit(self) -> None:
        self.quit_asked = True

    # --- test helpers
    @property
    def stack(self) -> list[Scene]:
        return self.scenes

    def pump(self) -> None:
        """Deliver every posted event to the top scene, then draw a frame."""
        for event in pygame.event.get():
            if self.scenes:
                self.scenes[-1].handle(event)
        if self.scenes:
            self.scenes[-1].draw(self.screen)


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
    from game.dutch_blitz.ui.session import MatchConfig

    now = [0.0]
    session = MatchConfig.quick(levels, seed=seed, target=target).session(
        time_source=lambda: now[0])
    policy, rng = SimplePolicy(), random.Random(seed)
    for hand in range(hands):
        if session.match.over:
            break
        if hand:
            session.next_hand()
        due = 1.2
        while not session.hand_over:
            now[0] += 0.2
            session.tick()
            if session.clock.now() >= due and not session.hand_over:
                move = policy.choose(session.view(), rng)
                if move is not None:
                    session.submit(move)
                due += 1.2
    return session
