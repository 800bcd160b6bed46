"""The application: the window, the scene stack, the fixed-step loop and the shared services.

``App`` owns one window (see ``game.ui.window``), a stack of scenes (``game.ui.scene_stack``:
the top one gets the input and the 60 Hz updates; the stack is drawn from the lowest opaque
scene up), and what every scene shares (``game.ui.services.Services``): card art, fonts,
sounds, settings and the player's saved data, and each game's pygame side, loaded on first use
from the game's ``ui_module``. Time comes from a monotonic clock, or -- for tests, screenshots
and benchmarks -- from a virtual clock that moves exactly one step per frame, so a run is the
same every time.

An unexpected error never just kills the window: the traceback goes to a crash log in the user
folder and the player sees a short, friendly message.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from game.core.registry import DEFAULT_GAME, GameEntry, catalogue, get_game
from game.i18n import N_, Sentence, _, say, starting_language
from game.storage.crashlog import install_crash_handler, write_crash_log
from game.storage.lock import FolderLock
from game.storage.settings import Settings
from game.ui.art import CardArt
from game.ui.audio import Silent
from game.ui.fonts import Fonts
from game.ui.loop import EARLY, STEP, FrameLoop
from game.ui.notices import (
    NOTICE_SECONDS,
    SAVE_RETRY_SECONDS,
    Notice,
    draw_banner,
    draw_notices,
    save_failure_text,
    show_crash,
)
from game.ui.scene import Scene
from game.ui.services import GameUI, SoundPlayer
from game.ui.user_data import UserData
from game.ui.window import (
    DEFAULT_SIZE,
    MIN_SIZE,
    TITLE,
    WINDOW_CLASS,
    WindowHost,
    map_pointer,
    wants_high_dpi,
)

log = logging.getLogger(__name__)

WINDOW_GONE = (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN)
"""Window events after which nothing of the scene is seen (see ``Scene.window_gone``)."""


__all__ = ["DEFAULT_SIZE", "MIN_SIZE", "STEP", "App", "Silent"]


class App(FrameLoop, WindowHost):
    """The game's window and loop. ``virtual_time``: one exact step per frame (tests)."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        *,
        fullscreen: bool | None = None,
        virtual_time: bool = False,
        user_folder: Path | None | str = "auto",
        sound: bool = True,
        crash_screen: bool = True,
        high_dpi: bool | None = None,
    ) -> None:
        FrameLoop.__init__(self)
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        os.environ.setdefault("SDL_VIDEO_ALLOW_SCREENSAVER", "1")
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)  # the desktop's app name
        os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", WINDOW_CLASS)
        os.environ.setdefault("SDL_APP_NAME", TITLE)  # e.g. the sound mixer's name for it
        pygame.init()
        self.virtual_time = virtual_time
        self._virtual_now = 0.0
        self.crash_screen = crash_screen
        self._lock: FolderLock | None = None
        self.not_saving: str | None = None
        """Why this copy keeps nothing (its save folder is locked or cannot be written): said
        in the window's title and on the title screen for as long as it runs."""
        self.data = self._open_data(user_folder)
        self.settings: Settings = self.data.settings
        starting_language(self.settings.language)
        self.notices: list[Notice] = []
        self._told: set[str] = set()
        self._save_failed = False
        self._save_retry_at = 0.0
        for warning in self.data.warnings:
            self.notify(warning)
        self.running = False
        self.exit_code = 0
        self.chosen_game = self._last_game()
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self._windowed_size = tuple(size or self.settings.window_size)  # type: ignore[assignment]
        self.high_dpi = wants_high_dpi() if high_dpi is None else high_dpi
        self.screen = self._open_window()
        self._place_window()
        self.set_caption(TITLE if self.not_saving is None else f"{TITLE} (not saving)")
        pygame.key.set_repeat()
        self.art = CardArt()
        self._fonts = Fonts()
        self.sounds: SoundPlayer = self._open_sound(sound)
        self._game_uis: dict[str, GameUI] = {}
        self._clock = pygame.time.Clock()
        self._last = self.now()
        self._set_icon()
        # Everything loaded so far lives for the whole run: keep it out of the collector's
        # full passes, which would otherwise cost the odd frame (and bot decision) a few ms.
        gc.freeze()

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

    def now(self) -> float:
        """Seconds on the app's clock (monotonic, or the virtual one)."""
        return self._virtual_now if self.virtual_time else time.monotonic()

    def play(self, sound: str) -> None:
        with contextlib.suppress(Exception):  # a sound is never worth a crash
            self.sounds.play(sound)

    def stack_size(self) -> tuple[int, int]:
        return self.size

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
        for ui in self._game_uis.values():
            ui.settings_changed(settings)
        if settings.fullscreen != self.fullscreen and old.fullscreen != settings.fullscreen:
            self.toggle_fullscreen()
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            self.data.save_settings(self.settings)
        except Exception as exc:
            self.data.settings_failed(exc)

    def _open_data(self, user_folder: Path | None | str) -> UserData:
        """The player's data. ``"auto"``: the save folder, read even when it cannot be written;
        saving only when this copy of the game holds its lock (then it is tidied first)."""
        if user_folder != "auto":
            return UserData(Path(user_folder) if user_folder is not None else None)
        from game.storage.lock import acquire_lock
        from game.storage.tidy import tidy_folder
        from game.storage.userdir import open_user_dir

        folder, writable, problem = open_user_dir()
        if folder is not None and writable:
            self._lock, problem = acquire_lock(folder)
            writable = self._lock is not None
            if writable:
                tidy_folder(folder)
        data = UserData(folder, saving=writable, background=True)
        if problem:
            data.warnings.insert(0, problem)
        if not data.saving:
            self.not_saving = problem or Sentence.of(N_("This copy of the game is not saving."))
        return data

    _warming = True

    @property
    def warming(self) -> bool:
        """Sound effects are still being synthesised (a little each frame after the first)."""
        return self._warming

    def _warm_sound(self) -> bool:
        """A few more milliseconds of the sound effects (start-up does not wait for them); False
        when all are made."""
        from game.ui.audio import SoundBoard

        return isinstance(self.sounds, SoundBoard) and self.sounds.warm_one()

    def _open_sound(self, enabled: bool) -> SoundPlayer:
        try:
            from game.ui.audio import SoundBoard

            return SoundBoard(self.settings.volume, self.settings.muted, enabled=enabled)
        except Exception as exc:  # sound is never worth a crash
            log.info("no sound: %s", exc)
            return Silent()

    # --- games -----------------------------------------------------------------------------
    def playable_games(self) -> list[GameEntry]:
        """The registered games that have a table in this app, in registry order (from the
        registry's catalogue: no game is imported until it is chosen)."""
        return [entry for entry in catalogue() if entry.playable]

    def game_ui(self, game_id: str) -> GameUI:
        """The pygame side of ``game_id`` (made on first use, then kept for the whole run)."""
        ui = self._game_uis.get(game_id)
        if ui is None:
            game = get_game(game_id)
            if game.ui_module is None:
                raise ValueError(f"{game.name} cannot be played in the app yet")
            ui = importlib.import_module(game.ui_module).make_ui(self)
            self._game_uis[game_id] = ui
        return ui

    def _last_game(self) -> str:
        """The game last played, when this app still has it; else the default game."""
        last = self.settings.last_game
        known = {game.id for game in self.playable_games()}
        return last if last in known else DEFAULT_GAME

    def resumable(self) -> GameUI | None:
        """The game with a match the title's Continue can take the player back to (the last
        run's unfinished matches are rebuilt the first time this is asked)."""
        if self.data.unfinished:
            from game.ui.table.resume import take_unfinished

            take_unfinished(self)
        return next((ui for ui in self._game_uis.values() if ui.can_resume()), None)

    # --- the flow --------------------------------------------------------------------------
    def title_scene(self) -> Scene:
        from game.ui.scenes.title import TitleScene

        return TitleScene(self)

    def to_title(self) -> None:
        """Back to the title (a match in progress stays paused for Continue)."""
        for ui in self._game_uis.values():
            ui.pause()
        self.reset_to(self.title_scene())

    def quit(self) -> None:
        self.running = False

    # --- the loop --------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if self.window_event(event):
            return
        if event.type in WINDOW_GONE and self.top is not None:
            self.top.window_gone()  # every table pauses; the event goes on to the new top
        if self.top is not None:
            self.top.handle(map_pointer(event, self.pixel_ratio))

    def draw(self) -> None:
        surface = self.screen
        if not self.scenes:
            surface.fill((0, 0, 0))
        for scene in self.scenes[self.first_drawn():]:
            scene.draw(surface)
        self._tell_asset_problems()
        self._tell_save_failure()
        now = self.now()
        self.notices = [n for n in self.notices if n.until > now + EARLY]
        if self.notices:
            draw_notices(surface, self.notices, self.font)
        self.present()

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
            self._last = self.now()
            self._rested = None
            rate = self.refresh_rate()
            while self.running:
                drawn = self.drawn
                self.step()
                if until is not None and until(self):
                    break
                if not self.virtual_time:
                    self.rest(rate, self.drawn != drawn)
            if not self.fullscreen:
                self._remember_window()
            return self.exit_code
        except Exception as exc:
            return self.crashed(exc)
        finally:
            uninstall()

    def crashed(self, exc: BaseException) -> int:
        """Log ``exc`` to a crash file and tell the player, kindly; returns exit code 1."""
        path: Path | None = None
        try:
            path = write_crash_log(exc, self.data.folder)
        except Exception:
            path = None
        if path:
            message = _("Sorry - something went wrong and the game has to close. Your settings, "
                        "statistics and finished hands are safe. A report was saved as {path}."
                        ).format(path=path)
        else:
            message = _("Sorry - something went wrong and the game has to close. Your settings, "
                        "statistics and finished hands are safe. No report could be saved.")
        print(message, file=sys.stderr)
        if self.crash_screen:
            with contextlib.suppress(Exception):
                show_crash(self.screen, message, self.font, wait=not self.virtual_time)
        return 1

    def save_screenshot(self, path: str | os.PathLike[str]) -> None:
        pygame.image.save(self.screen, os.fspath(path))

    def close(self) -> None:
        for ui in self._game_uis.values():
            with contextlib.suppress(Exception):  # a match in progress, kept to the moment
                getattr(ui, "keep_unfinished", lambda: None)()
        with contextlib.suppress(Exception):
            self.data.close()  # the last hand's record and statistics reach the disk
        with contextlib.suppress(Exception):
            pygame.display.quit()
        if self._lock is not None:
            self._lock.release()
            self._lock = None
