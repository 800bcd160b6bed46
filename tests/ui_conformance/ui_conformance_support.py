"""Helpers for the UI conformance suite: an app on the virtual clock, any registered game's
table started through its ``GameUI`` (bots only, or the player in seat 0), frames run with a
drawing every few steps, results screens passed, and the text drawn on a frame recorded (no
tests of its own)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import re  # noqa: E402
import weakref  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
from conformance.conformance_play import fast_options  # noqa: E402
from table_support import painted_whole  # noqa: E402

from game.core.definition import AnyGame  # noqa: E402
from game.core.registry import all_games  # noqa: E402
from game.core.seats import SeatSpec  # noqa: E402
from game.storage.settings import MIN_BOT_SPEED  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.services import GameUI  # noqa: E402
from game.ui.table.base_layer import SETTLE_FRAMES  # noqa: E402

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
RAW_CODE = re.compile(r"\b(?:(?:10|[2-9AJQK])[CDHS]|X[1-3]|[RBYGP](?:10|[1-9]))\b")
"""A card code of any deck, which only records keep and a player never reads: a standard card
("5C", "10H", "JS"), Dutch's jokers ("X2"), Dutch Blitz's colour and number ("R7") and Dutch
Auction's suit and value ("B9")."""
GUARD = 0.7
"""Seconds a results screen ignores input (a little over the shared guard)."""


def table_games() -> list[AnyGame]:
    """Every registered game that has a table."""
    return [g for g in all_games() if g.ui_module is not None]


def game_ids() -> list[str]:
    return [g.id for g in table_games()]


def new_app(size: tuple[int, int], folder: Path | None = None) -> App:
    app = App(size, fullscreen=False, virtual_time=True, user_folder=folder, sound=False,
              crash_screen=False)
    app.settings = app.settings.replace(bot_speed=MIN_BOT_SPEED)
    return app


def seats(game: AnyGame, player: bool) -> list[SeatSpec]:
    """The fewest seats the game allows; seat 0 the player's, or a bot's too."""
    count = game.seats.minimum
    first = SeatSpec("You", "human") if player else SeatSpec("You", "bot", "skilled")
    return [first] + [SeatSpec(f"Bot {i}", "bot", "skilled") for i in range(1, count)]


def start(app: App, game: AnyGame, seed: int = 5, player: bool = False) -> GameUI:
    """A new match of ``game`` at its table (the shortest match its options allow)."""
    ui = app.game_ui(game.id)
    ui.start(seed, seats(game, player), fast_options(game))
    app.step()
    return ui


def settled(app: App) -> bool:
    """Frames drawn until the top table's kept layer has no place left to paint (a board may
    spread a repaint over a few frames): False if it still had ``SETTLE_FRAMES`` on."""
    from game.ui.table.scene import TableScene

    for _ in range(SETTLE_FRAMES + 1):
        top = app.top
        if not isinstance(top, TableScene) or not top.board.base_pending():
            return True
        app.draw()
    return False


def scene_name(app: App) -> str:
    top = app.top
    return str(top.describe().get("scene")) if top is not None else ""


def run(app: App, seconds: float, draw_every: int = 6) -> None:
    """Frames on the virtual clock for ``seconds``, drawn every ``draw_every``-th frame."""
    real_draw = app.draw
    frames = max(1, round(seconds * 60))
    try:
        for i in range(frames):
            app.draw = real_draw if i % draw_every == 0 else (lambda: None)  # type: ignore[method-assign]
            app.step()
    finally:
        app.draw = real_draw  # type: ignore[method-assign]


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    app.step()


def play_match(app: App, ui: GameUI, budget: float = 3600.0) -> set[str]:
    """Run the bots' match to its final results, pressing Enter on every results screen; the
    screens seen. Fails when the match has not ended within ``budget`` virtual seconds."""
    seen: set[str] = set()
    elapsed = 0.0
    while elapsed < budget:
        name = scene_name(app)
        seen.add(name)
        if name == "TableScene":
            run(app, 2.0)
            elapsed += 2.0
            continue
        if not ui.can_resume():
            return seen
        run(app, GUARD)
        key(app, pygame.K_RETURN)
        elapsed += GUARD
    raise AssertionError(f"the match did not end in {budget:.0f} s: {seen}")


# --- the text on a frame ---------------------------------------------------------------------
class TextRecorder:
    """Remembers every surface a font rendered, and where such surfaces land on the screen."""

    def __init__(self) -> None:
        self.texts: weakref.WeakKeyDictionary[pygame.Surface, str] = \
            weakref.WeakKeyDictionary()
        """Each rendered surface and the words it shows."""
        self.drawn: list[pygame.Rect] = []
        self.words: list[str] = []
        """The words of each of ``drawn``, in order."""

    def font(self, get: Callable[[int, bool], pygame.font.Font]) -> Callable[..., Any]:
        recorder = self

        class Font:
            def __init__(self, real: pygame.font.Font) -> None:
                self.real = real

            def render(self, *args: Any, **kwargs: Any) -> pygame.Surface:
                image = self.real.render(*args, **kwargs)
                recorder.texts[image] = str(args[0] if args else kwargs.get("text", ""))
                return image

            def __getattr__(self, name: str) -> Any:
                return getattr(self.real, name)

        def getter(size: int, bold: bool = False) -> Any:
            return Font(get(size, bold))

        return getter


class RecordingScreen(pygame.Surface):
    """A screen that notes where rendered text is blitted straight onto it."""

    recorder: TextRecorder

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        rect = super().blit(source, dest, area, special_flags)
        words = self.recorder.texts.get(source)
        if words is not None and rect.width > 2 and rect.height > 2:
            self.recorder.drawn.append(rect.copy())
            self.recorder.words.append(words)
        return rect


@contextmanager
def recording_fonts(app: App) -> Iterator[TextRecorder]:
    """Every font the app hands out while this is open records what it renders."""
    recorder = TextRecorder()
    real = app.font
    app.font = recorder.font(real)  # type: ignore[method-assign]
    try:
        yield recorder
    finally:
        app.font = real  # type: ignore[method-assign]


def text_on_frame(app: App, recorder: TextRecorder) -> list[pygame.Rect]:
    """Draw the scene stack once onto a recording screen; where text went (a table's still
    layer is painted straight onto the screen for this, where its words are seen)."""
    screen = RecordingScreen(app.size, pygame.SRCALPHA)
    screen.recorder = recorder
    recorder.drawn, recorder.words = [], []
    for scene in app.scenes[app.stack.first_drawn():]:
        with painted_whole(scene):
            scene.draw(screen)
    return list(recorder.drawn)


def overlaps(rects: list[pygame.Rect], least: float = 0.25,
             words: list[str] | None = None) -> list[tuple[pygame.Rect, ...]]:
    """Pairs of text rects that cover each other by more than ``least`` of the smaller (with
    ``words``, the words of each rect: the same words drawn again over themselves about the
    same centre, a count badge swelling over its resting self, are one text, not two)."""
    found: list[tuple[pygame.Rect, ...]] = []
    for i, a in enumerate(rects):
        for j in range(i + 1, len(rects)):
            b = rects[j]
            if words is not None and words[i] == words[j] \
                    and abs(a.centerx - b.centerx) <= 2 and abs(a.centery - b.centery) <= 2:
                continue
            clip = a.clip(b)
            small = min(a.width * a.height, b.width * b.height)
            if a != b and small and clip.width * clip.height > least * small:
                found.append((a, b))
    return found
