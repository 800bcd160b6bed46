"""The application: the window, the scene stack, the fixed-step loop and the shared services.

``App`` owns one window (resizable, F11 for full screen, DPI-aware), a stack of scenes (the top
one gets the input and the 60 Hz updates; the stack is drawn from the lowest opaque scene up),
and what every scene shares: card art, fonts, sounds, settings and the player's saved data.
Time comes from a monotonic clock, or -- for tests, screenshots and benchmarks -- from a virtual
clock that moves exactly one step per frame, so a run is the same every time.

An unexpected error never just kills the window: the traceback goes to a crash log in the user
folder and the player sees a short, friendly message.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.ui.scene import Scene

log = logging.getLogger(__name__)

STEP = 1 / 60
"""Seconds per fixed update step."""
MAX_STEPS_PER_FRAME = 5
DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (640, 400)
TITLE = "Dutch Blitz"
NOTICE_SECONDS = 6.0


class UserData:
    """The player's saved data: settings, statistics and match records in the user folder.

    ``folder`` None (no usable folder, or tests) keeps everything in memory only. Loading
    problems become ``warnings`` that the app shows once; saving problems become notices and
    never stop the game.
    """

    def __init__(self, folder: Path | None) -> None:
        from game.storage.settings import Settings, load_settings
        from game.storage.stats import Stats, load_stats

        self.folder = folder
        self.warnings: list[str] = []
        self.records: Any = None
        if folder is None:
            self.settings, self.stats = Settings(), Stats()
            return
        self.settings, warnings = load_settings(folder)
        self.warnings.extend(warnings)
        self.stats, warnings = load_stats(folder)
        self.warnings.extend(warnings)
        from game.storage.records import MatchStore

        self.records = MatchStore(folder)

    def save_settings(self, settings: Any) -> None:
        from game.storage.settings import save_settings

        self.settings = settings
        if self.folder is not None:
            save_settings(self.folder, settings)

    def save_match(self, match_id: str, lines: list[dict[str, Any]]) -> None:
        if self.records is not None:
            self.records.save_match(match_id, lines)

    def record_hand(self, summary: Any) -> None:
        self.stats = self.stats.with_hand(summary)
        self._save_stats()

    def record_match(self, summary: Any) -> None:
        self.stats = self.stats.with_match(summary)
        self._save_stats()

    def _save_stats(self) -> None:
        from game.storage.stats import save_stats

        if self.folder is not None:
            save_stats(self.folder, self.stats)


@dataclass
class Notice:
    text: str
    until: float


class _Silent:
    """Sound stand-in when no sound board could be made at all."""

    available = False

    def play(self, name: str) -> None:
        del name

    def set_volume(self, volume: float) -> None:
        del volume

    def set_muted(self, muted: bool) -> None:
        del muted


class App:
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
    ) -> None:
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        os.environ.setdefault("SDL_VIDEO_ALLOW_SCREENSAVER", "1")
        pygame.init()
        self.virtual_time = virtual_time
        self._virtual_now = 0.0
        self.crash_screen = crash_screen
        self.storage = self._open_storage(user_folder)
        self.settings = self.storage.settings
        self.notices: list[Notice] = []
        for warning in self.storage.warnings:
            self.notify(warning)
        self.scenes: list[Scene] = []
        self.running = False
        self.exit_code = 0
        self.frames = 0
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self._windowed_size = tuple(size or self.settings.window_size)
        self.screen = self._open_window()
        pygame.display.set_caption(TITLE)
        pygame.key.set_repeat()
        from game.ui.art import CardArt
        from game.ui.fonts import Fonts

        self.art = CardArt()
        self._fonts = Fonts()
        self.sounds: Any = self._open_sound(sound)
        self.session: Any = None
        self._table_scene: Any = None
        self._renderer: Any = None
        self._clock = pygame.time.Clock()
        self._accumulator = 0.0
        self._last = self.now()
        self._set_icon()
        # Everything loaded so far lives for the whole run: keep it out of the collector's
        # full passes, which would otherwise cost the odd frame (and bot decision) a few ms.
        gc.freeze()

    # --- services --------------------------------------------------------------------------
    def fonts(self, size: int, bold: bool = False) -> pygame.font.Font:
        """``fonts(px, bold)``: the game's typeface at a pixel size."""
        return self._fonts.get(size, bold)

    def now(self) -> float:
        """Seconds on the app's clock (monotonic, or the virtual one)."""
        return self._virtual_now if self.virtual_time else time.monotonic()

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def table_renderer(self) -> Any:
        """The one table renderer (its card images stay cached between hands and matches)."""
        from game.ui.table_view import TableRenderer

        if self._renderer is None:
            self._renderer = TableRenderer(self.art, self.fonts,
                                           self.settings.colour_blind_symbols)
        return self._renderer

    def _open_storage(self, user_folder: Path | None | str) -> UserData:
        if user_folder == "auto":
            from game.storage.userdir import try_user_dir

            folder, problem = try_user_dir()
            data = UserData(folder)
            if problem:
                data.warnings.insert(0, problem)
            return data
        return UserData(Path(user_folder) if user_folder is not None else None)

    def _open_sound(self, enabled: bool) -> Any:
        try:
            from game.ui.audio import SoundBoard

            return SoundBoard(self.settings.volume, self.settings.muted, enabled=enabled)
        except Exception as exc:  # sound is never worth a crash
            log.info("no sound: %s", exc)
            return _Silent()

    def _set_icon(self) -> None:
        with contextlib.suppress(Exception):
            pygame.display.set_icon(self.art.icon(64))

    # --- the window --------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        if self.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        size = (max(MIN_SIZE[0], int(self._windowed_size[0])),
                max(MIN_SIZE[1], int(self._windowed_size[1])))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self._windowed_size = self.size
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self._resized()
        self._remember_window()

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface() or self.screen
        for scene in self.scenes:
            scene.resize(self.size)

    def _remember_window(self) -> None:
        try:
            changes: dict[str, Any] = {"fullscreen": self.fullscreen}
            if not self.fullscreen:
                changes["window_size"] = (max(MIN_SIZE[0], self.size[0]),
                                          max(MIN_SIZE[1], self.size[1]))
            settings = self.settings.replace(**changes)
        except (ValueError, TypeError):
            return
        if settings != self.settings:
            self.settings = settings
            self._save_settings()

    def refresh_rate(self) -> int:
        with contextlib.suppress(Exception):
            rate = int(pygame.display.get_current_refresh_rate())
            if rate >= 30:
                return rate
        return 60

    # --- settings ------------------------------------------------------------------------------
    def update_settings(self, settings: Any) -> None:
        """Make ``settings`` current, apply what shows at once, and save them."""
        old, self.settings = self.settings, settings
        with contextlib.suppress(Exception):
            self.sounds.set_volume(settings.volume)
            self.sounds.set_muted(settings.muted)
        if self._renderer is not None:
            self._renderer.set_colour_blind(settings.colour_blind_symbols)
        if settings.fullscreen != self.fullscreen and old.fullscreen != settings.fullscreen:
            self.toggle_fullscreen()
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            self.storage.save_settings(self.settings)
        except Exception as exc:
            self.notify(str(exc))

    def notify(self, text: str) -> None:
        """Show ``text`` briefly over whatever scene is up."""
        self.notices.append(Notice(text, self.now() + NOTICE_SECONDS))

    # --- scenes --------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].leave()
        self.scenes.append(scene)
        scene.resize(self.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resize(self.size)
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.resize(self.size)
        scene.enter()

    def reset_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().leave()
        self.push(scene)

    # --- the game flow ---------------------------------------------------------------------------
    def title_scene(self) -> Scene:
        from game.ui.scenes.title import TitleScene

        return TitleScene(self)

    def to_title(self) -> None:
        """Back to the title (a match in progress stays paused for Continue)."""
        if self.session is not None:
            self.session.pause()
        self.reset_to(self.title_scene())

    def new_session(self, config: Any) -> Any:
        from game.ui.session import TableSession

        return TableSession(config, time_source=self.now, user_data=self.storage)

    def start_match(self, config: Any) -> None:
        """A new match from the setup screen's ``MatchConfig``: straight to its first hand."""
        self.session = self.new_session(config)
        self.session.start_next_hand()
        self.show_table(self.session)

    def show_table(self, session: Any) -> None:
        """The table of ``session`` alone on the stack (after the results, or Continue)."""
        from game.ui.table_scene import TableScene

        if self._table_scene is None or self._table_scene.session is not session:
            self._table_scene = TableScene(self, session)
        self.session = session
        self.reset_to(self._table_scene)

    def resume_match(self) -> None:
        if self.session is not None and not self.session.match.over:
            if self.session.table is None or self.session.hand_over:
                self.show_hand_results(self.session)
            else:
                self.show_table(self.session)

    def show_hand_results(self, session: Any) -> None:
        from game.ui.scenes.results import HandResultsScene

        for notice in session.notices:
            self.notify(notice)
        session.notices.clear()
        self.reset_to(HandResultsScene(self, session))

    def pause_table(self, session: Any) -> None:
        from game.ui.pause import PauseScene

        self.push(PauseScene(self, session))

    def quit(self) -> None:
        self.running = False

    # --- the loop --------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            if not self.fullscreen:
                self._remember_window()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and \
                getattr(event, "mod", 0) & pygame.KMOD_ALT:
            self.toggle_fullscreen()
            return
        if self.top is not None:
            self.top.handle(event)

    def step(self) -> None:
        """One frame: events, fixed-step updates, drawing (without waiting)."""
        for event in pygame.event.get():
            self.dispatch(event)
        if self.virtual_time:
            self._virtual_now += STEP
            steps = 1
        else:
            now = self.now()
            self._accumulator = min(self._accumulator + now - self._last,
                                    STEP * MAX_STEPS_PER_FRAME)
            self._last = now
            steps = int(self._accumulator / STEP)
            self._accumulator -= steps * STEP
        for _ in range(steps):
            if self.top is not None:
                self.top.update(STEP)
        self.draw()
        self.frames += 1

    def draw(self) -> None:
        surface = self.screen
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        if not self.scenes:
            surface.fill((0, 0, 0))
        for scene in self.scenes[start:]:
            scene.draw(surface)
        self._draw_notices(surface)
        pygame.display.flip()

    def _draw_notices(self, surface: pygame.Surface) -> None:
        now = self.now()
        self.notices = [n for n in self.notices if n.until > now]
        if not self.notices:
            return
        from game.ui import palette

        unit = min(self.size[0] / 1280, self.size[1] / 800)
        font = self.fonts(max(12, round(18 * unit)))
        y = self.size[1] - round(16 * unit)
        for notice in reversed(self.notices[-3:]):
            text = font.render(notice.text, True, palette.PAPER)
            if text.get_width() > self.size[0] - 40:
                text = pygame.transform.smoothscale(
                    text, (self.size[0] - 40, text.get_height() * (self.size[0] - 40)
                           // text.get_width()))
            box = text.get_rect().inflate(round(28 * unit), round(14 * unit))
            box.midbottom = (self.size[0] // 2, y)
            pygame.draw.rect(surface, palette.INK, box, border_radius=box.height // 2)
            pygame.draw.rect(surface, palette.HIGHLIGHT, box, 2, border_radius=box.height // 2)
            surface.blit(text, text.get_rect(center=box.center))
            y = box.top - round(8 * unit)

    def run(self, first: Scene | None = None,
            until: Callable[[App], bool] | None = None) -> int:
        """The main loop until the window closes (or ``until(app)`` says so); the exit code."""
        from game.storage.crashlog import install_crash_handler

        uninstall = install_crash_handler(self.storage.folder)
        try:
            if first is not None:
                self.push(first)
            elif not self.scenes:
                self.push(self.title_scene())
            self.running = True
            self._last = self.now()
            rate = self.refresh_rate()
            while self.running:
                self.step()
                if until is not None and until(self):
                    break
                if not self.virtual_time:
                    self._clock.tick(rate)
            if not self.fullscreen:
                self._remember_window()
            return self.exit_code
        except Exception as exc:
            return self.crashed(exc)
        finally:
            uninstall()

    def crashed(self, exc: BaseException) -> int:
        """Log ``exc`` to a crash file and tell the player, kindly; returns exit code 1."""
        from game.storage.crashlog import write_crash_log

        path: Path | None = None
        try:
            path = write_crash_log(exc, self.storage.folder)
        except Exception:
            path = None
        where = f"A report was saved as {path}." if path else "No report could be saved."
        message = ("Sorry - something went wrong and the game has to close. Your settings, "
                   "statistics and finished hands are safe. " + where)
        print(message, file=sys.stderr)
        if self.crash_screen:
            with contextlib.suppress(Exception):
                self._show_crash(message)
        return 1

    def _show_crash(self, message: str) -> None:
        from game.ui import palette

        surface = self.screen
        surface.fill(palette.TABLE_FELT_DARK)
        unit = min(self.size[0] / 1280, self.size[1] / 800)
        font = self.fonts(max(12, round(22 * unit)))
        words, lines, line = message.split(), [], ""
        for word in words:
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] > self.size[0] * 0.8 and line:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        lines.append("")
        lines.append("Press any key to close.")
        y = self.size[1] // 2 - len(lines) * font.get_linesize() // 2
        for text in lines:
            image = font.render(text, True, palette.TABLE_TEXT)
            surface.blit(image, image.get_rect(midtop=(self.size[0] // 2, y)))
            y += font.get_linesize()
        pygame.display.flip()
        if self.virtual_time or os.environ.get("SDL_VIDEODRIVER") == "dummy":
            return
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            event = pygame.event.wait(500)
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                break

    def advance(self, seconds: float) -> None:
        """Virtual time only: run frames until ``seconds`` more have passed."""
        if not self.virtual_time:
            raise RuntimeError("advance() needs virtual time")
        for _ in range(max(1, round(seconds / STEP))):
            self.step()

    def save_screenshot(self, path: str | os.PathLike[str]) -> None:
        pygame.image.save(self.screen, os.fspath(path))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            pygame.display.quit()
