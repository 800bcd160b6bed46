"""The application: the window, the scene stack, the fixed-step loop and the shared services.

``App`` holds its parts rather than inheriting them: one ``window`` (``game.ui.window``), a
stack of scenes, ``stack`` (``game.ui.scene_stack``: the top one gets the input and the 60 Hz
updates; the stack is drawn from the lowest opaque scene up), the frame ``loop``
(``game.ui.loop``) and the games' UIs (``game.ui.game_uis``); it answers what scenes and tests
ask of it by handing on to them. It also holds what every scene shares
(``game.ui.services.Services``): card art, fonts, sounds, settings and the player's saved data,
and each game's pygame side, loaded on first use from the game's ``ui_module``. Time comes
from a monotonic clock, or -- for tests, screenshots and benchmarks -- from a virtual clock
that moves exactly one step per frame (and the bots' thinking budget of a frame is counted,
``think_clock``), so a run is the same every time. An unexpected error never just kills the
window: the traceback goes to a crash log in the user folder and the player sees a short,
friendly message. Card images are made ahead on a thread (``image_worker``)."""

from __future__ import annotations

import contextlib
import gc
import logging
import math
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from game.core.registry import GameEntry
from game.i18n import Sentence, _, say, starting_language, use_language
from game.storage.crashlog import install_crash_handler
from game.storage.lock import FolderLock
from game.storage.settings import Settings
from game.ui.art import CardArt
from game.ui.audio import Silent, open_sound, warm_more
from game.ui.fonts import Fonts
from game.ui.game_uis import GameUIs
from game.ui.image_worker import stop_ahead
from game.ui.loop import EARLY, STEP, FrameLoop
from game.ui.notices import (
    NOTICE_SECONDS,
    SAVE_RETRY_SECONDS,
    Notice,
    crash_message,
    draw_banner,
    draw_notices,
    save_failure_text,
    show_crash,
)
from game.ui.pygame_start import start_pygame
from game.ui.scene import Scene
from game.ui.scene_stack import SceneStack
from game.ui.services import GameUI, SoundPlayer
from game.ui.user_data import UserData, open_save_folder
from game.ui.window import (
    DEFAULT_SIZE,
    MIN_SIZE,
    TITLE,
    WINDOW_CLASS,
    AppWindow,
    map_pointer,
    wants_high_dpi,
)

log = logging.getLogger(__name__)

WINDOW_GONE = (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN)
"""Window events after which nothing of the scene is seen (see ``Scene.window_gone``)."""


__all__ = ["DEFAULT_SIZE", "MIN_SIZE", "STEP", "App", "Silent"]


class App:
    """The game's window and loop. ``virtual_time``: one exact step per frame (tests)."""

    def __init__(self, size: tuple[int, int] | None = None, *, fullscreen: bool | None = None,
                 virtual_time: bool = False, user_folder: Path | None | str = "auto",
                 sound: bool = True, crash_screen: bool = True,
                 high_dpi: bool | None = None) -> None:
        _prepare_sdl()
        start_pygame()
        self.stack = SceneStack(lambda: self.size)
        self.loop = FrameLoop(self, self.stack, virtual_time=virtual_time)
        self.games = GameUIs(self)
        self.crash_screen = crash_screen
        self.running = False
        self.exit_code = 0
        self.notices: list[Notice] = []
        self._told: set[str] = set()
        self._save_failed = False
        self._save_retry_at = 0.0
        self._lock: FolderLock | None = None
        self.not_saving: str | None = None
        """Why this copy keeps nothing (its save folder is locked or cannot be written): said
        in the window's title and on the title screen for as long as it runs."""
        if user_folder == "auto":
            self.data, self._lock, self.not_saving = open_save_folder()
        else:
            self.data = UserData(Path(user_folder) if user_folder is not None else None)
        self.settings: Settings = self.data.settings
        starting_language(self.settings.language)
        for warning in self.data.warnings:
            self.notify(warning)
        self.chosen_game = self.games.last_game(self.settings)
        self.window = AppWindow(
            self, tuple(size or self.settings.window_size),  # type: ignore[arg-type]
            fullscreen=self.settings.fullscreen if fullscreen is None else fullscreen,
            high_dpi=wants_high_dpi() if high_dpi is None else high_dpi)
        self._set_caption()
        pygame.key.set_repeat()
        self.art = CardArt()
        self._fonts = Fonts()
        self.sounds: SoundPlayer = open_sound(self.settings.volume, self.settings.muted, sound)
        self.window.set_icon(self.art.icon(64))
        self.loop.reset_clock()
        gc.freeze()  # all loaded so far lives for the run: no full pass costs a frame for it

    # --- the parts' faces: what scenes and tests read of the window, stack and loop -----------
    @property
    def screen(self) -> pygame.Surface:
        return self.window.screen

    @screen.setter
    def screen(self, surface: pygame.Surface) -> None:
        self.window.screen = surface

    @property
    def size(self) -> tuple[int, int]:
        return self.window.size

    @property
    def window_size(self) -> tuple[int, int]:
        return self.window.window_size

    @property
    def pixel_ratio(self) -> float:
        return self.window.pixel_ratio

    @pixel_ratio.setter
    def pixel_ratio(self, ratio: float) -> None:
        self.window.pixel_ratio = ratio

    @property
    def fullscreen(self) -> bool:
        return self.window.fullscreen

    @property
    def scenes(self) -> list[Scene]:
        return self.stack.scenes

    @property
    def top(self) -> Scene | None:
        return self.stack.top

    @property
    def depth(self) -> int:
        return self.stack.depth

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> Scene | None:
        return self.stack.pop()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def reset_to(self, scene: Scene) -> None:
        self.stack.reset_to(scene)

    def step(self) -> None:
        self.loop.step()

    def advance(self, seconds: float) -> None:
        self.loop.advance(seconds)

    def invalidate(self) -> None:
        self.loop.invalidate()

    @property
    def frames(self) -> int:
        return self.loop.frames

    @property
    def drawn(self) -> int:
        return self.loop.drawn

    @property
    def warming(self) -> bool:
        """Sound effects are still being synthesised (a little each frame after the first)."""
        return self.loop.warming

    def now(self) -> float:
        """Seconds on the app's clock (monotonic, or the virtual one)."""
        return self.loop.now()

    def think_clock(self) -> float:  # the clock the bots' thinking in a frame is budgeted on
        return self.loop.think_clock()

    def frame_clock(self) -> float:  # the clock a frame's cost is read on
        return self.loop.frame_clock()

    # --- services --------------------------------------------------------------------------
    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The game's typeface at a pixel size."""
        font = self._fonts.get(size, bold)
        if self._fonts.using_fallback and "fonts" not in self._told:
            self._told.add("fonts")
            self.notify(_("The game's font could not be loaded: a plain font is used instead."))
        return font

    def _tell_asset_problems(self) -> None:
        """Once per run: card art or the icon that could not be drawn from its files."""
        if "art" in self._told:
            return
        faces = sys.modules.get("game.ui.card_faces")  # made by a table of the other decks
        problems = self.art.problems + (faces.deck_art_problems() if faces else [])
        if problems:
            self._told.add("art")
            log.warning("art problems: %s", "; ".join(problems))
            self.notify(_("Some card art or the icon could not be loaded: plain pictures are "
                          "drawn instead."))

    def _tell_save_failure(self) -> None:
        """While a save is failing: one plain message at the top of every screen, and the failed
        saves retried every ``SAVE_RETRY_SECONDS``; a short note once they have gone through."""
        failing = self.data.failing
        if failing is None:
            if self._save_failed:
                self._save_failed = False
                self.notify(_("Your game is saved again."))
            return
        self._save_failed = True
        draw_banner(self.screen, save_failure_text(failing), self.font)
        if self.now() >= self._save_retry_at:
            self._save_retry_at = self.now() + SAVE_RETRY_SECONDS
            self.data.retry()

    def play(self, sound: str) -> None:
        with contextlib.suppress(Exception):  # a sound is never worth a crash
            self.sounds.play(sound)

    def notify(self, text: str) -> None:
        """Show ``text`` briefly over whatever scene is up (a ``Sentence``, such as storage's,
        in the player's language; other text is shown as it was translated)."""
        shown = say(text) if isinstance(text, Sentence) else text
        self.notices.append(Notice(shown, self.now() + NOTICE_SECONDS))

    def update_settings(self, settings: Settings) -> None:
        """Make ``settings`` current, apply what shows at once, and save them."""
        old, self.settings = self.settings, settings
        with contextlib.suppress(Exception):
            self.sounds.set_volume(settings.volume)
            self.sounds.set_muted(settings.muted)
        self.games.settings_changed(settings)
        if settings.fullscreen != self.fullscreen and old.fullscreen != settings.fullscreen:
            self.window.toggle_fullscreen()
        if settings.language != old.language:
            use_language(settings.language)
            self._set_caption()
        self._save_settings()

    def _set_caption(self) -> None:
        """The window's title: the app's name, and whether this copy is not saving."""
        self.window.set_caption(TITLE if self.not_saving is None
                                else _("{title} (not saving)").format(title=TITLE))

    def _save_settings(self) -> None:
        try:
            self.data.save_settings(self.settings)
        except Exception as exc:
            self.data.settings_failed(exc)

    # --- what the window and the loop ask of the App ------------------------------------------
    def lay_out(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resize(size)

    def remember_window(self) -> None:
        settings = self.window.remembered(self.settings)
        if settings != self.settings:
            self.settings = settings
            self._save_settings()

    def looks(self) -> tuple[object, ...]:
        return self.size, id(self.settings), len(self.notices), self.data.failing

    def next_due(self, now: float) -> float:
        due = [notice.until - now for notice in self.notices]
        if self._save_failed:
            due.append(self._save_retry_at - now)
        return min(due, default=math.inf)

    def warm_sound(self) -> bool:
        return warm_more(self.sounds)

    # --- games -----------------------------------------------------------------------------
    def playable_games(self) -> list[GameEntry]:
        return self.games.playable()

    def game_ui(self, game_id: str) -> GameUI:
        return self.games.get(game_id)

    def resumable(self) -> GameUI | None:
        return self.games.resumable()

    # --- the flow --------------------------------------------------------------------------
    def title_scene(self) -> Scene:
        from game.ui.scenes.title import TitleScene

        return TitleScene(self)

    def to_title(self) -> None:
        """Back to the title (a match in progress stays paused for Continue)."""
        self.games.pause_all()
        self.reset_to(self.title_scene())

    def quit(self) -> None:
        self.running = False

    # --- the loop --------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if self.window.window_event(event):
            return
        if event.type in WINDOW_GONE and self.top is not None:
            self.top.window_gone()  # every table pauses; the event goes on to the new top
        if self.top is not None:
            self.top.handle(map_pointer(event, self.pixel_ratio))

    def draw(self) -> None:
        surface = self.screen
        if not self.scenes:
            surface.fill((0, 0, 0))
        drawn = self.scenes[self.stack.first_drawn():]
        for scene in drawn:
            scene.draw(surface)
        self._tell_asset_problems()
        self._tell_save_failure()
        self.notices = [n for n in self.notices if n.until > self.now() + EARLY]
        if self.notices:
            draw_notices(surface, self.notices, self.font)
        alone = len(drawn) == 1 and not self.notices and self.data.failing is None
        self.window.present(drawn[0] if alone else None)  # one scene: it names what changed

    def run(self, first: Scene | None = None,
            until: Callable[[App], bool] | None = None) -> int:
        """The main loop until the window closes (or ``until(app)`` says so); the exit code."""
        uninstall = install_crash_handler(self.data.folder)
        try:
            if first is not None:
                self.push(first)
            elif not self.scenes:
                self.push(self.title_scene())
            self.running = True
            self.loop.run(self.window.refresh_rate(),
                          lambda: until is not None and until(self))
            if not self.fullscreen:
                self.remember_window()
            return self.exit_code
        except Exception as exc:
            return self.crashed(exc)
        finally:
            uninstall()

    def crashed(self, exc: BaseException) -> int:
        """Log ``exc`` to a crash file and tell the player, kindly; returns exit code 1."""
        message = crash_message(exc, self.data.folder)
        print(message, file=sys.stderr)
        if self.crash_screen:
            with contextlib.suppress(Exception):
                show_crash(self.screen, message, self.font, wait=not self.loop.virtual_time)
        return 1

    def save_screenshot(self, path: str | os.PathLike[str]) -> None:
        pygame.image.save(self.screen, os.fspath(path))

    def close(self) -> None:
        self.games.keep_unfinished()
        with contextlib.suppress(Exception):
            self.data.close()  # the last hand's record and statistics reach the disk
        stop_ahead()  # no card image is being made when the display closes
        with contextlib.suppress(Exception):
            pygame.display.quit()
        if self._lock is not None:
            self._lock.release()
            self._lock = None


def _prepare_sdl() -> None:
    """What SDL reads before the window opens: DPI awareness, the screensaver, the app's name."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    os.environ.setdefault("SDL_VIDEO_ALLOW_SCREENSAVER", "1")
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)  # the desktop's app name
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", WINDOW_CLASS)
    os.environ.setdefault("SDL_APP_NAME", TITLE)  # e.g. the sound mixer's name for it
