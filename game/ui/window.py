"""The window: windowed or full screen, resizable, remembered between runs, crisp on HiDPI.

``AppWindow`` is the part of the App that holds the window: it opens the display surface (full
screen when asked and possible, else a resizable window no smaller than ``MIN_SIZE``), toggles
full screen (F11, Alt+Enter), and tells its owner (``WindowOwner``) when the scenes must be laid
out anew and when the window's size and mode are worth keeping in the settings.

High-DPI screens: the window's size is in the desktop's logical units, but where the system
offers it (a Retina Mac) the drawable surface has the screen's real pixels. Scenes are given
the drawable's size and lay out from ``ui_scale`` of it, so everything is drawn at the real
resolution (the SVG card art is rendered at that size); ``pixel_ratio`` says how many drawable
pixels one window unit holds and ``to_drawable`` maps mouse positions (which arrive in window
units) onto the drawable before any scene sees them. Windows gets per-monitor DPI awareness,
so there the window already has real pixels and the ratio is 1.
"""

from __future__ import annotations

import contextlib
import sys
import weakref
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ui.svg_render import note_window_surface
from game.ui.widgets.style import ui_scale

if TYPE_CHECKING:
    from game.storage.settings import Settings
    from game.ui.scene import Scene

MIN_SIZE = (640, 400)
DEFAULT_SIZE = (1280, 800)
MAX_SIZE = (3200, 2000)
"""The largest window the game opens (a saved or asked-for size beyond it is cut down)."""
TITLE = "Card Table"
WINDOW_CLASS = "CardTable"
"""The X11 / Wayland window class: the name a Linux desktop groups the window under."""
POINTER_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def pixel_ratio(window_size: tuple[int, int], drawable_size: tuple[int, int]) -> float:
    """Drawable pixels per window unit (1.0 when either size is unknown)."""
    if window_size[0] <= 0 or window_size[1] <= 0 or drawable_size[0] <= 0:
        return 1.0
    return drawable_size[0] / window_size[0]


def layout_scale(window_size: tuple[int, int], drawable_size: tuple[int, int]) -> float:
    """The scale the scenes lay out with: the logical window's scale times the pixel ratio.

    Scenes compute it as ``ui_scale`` of the drawable they are given; both agree because the
    drawable is the window scaled by the same ratio on both axes.
    """
    return ui_scale(window_size) * pixel_ratio(window_size, drawable_size)


def to_drawable(pos: tuple[int, int], ratio: float) -> tuple[int, int]:
    """A mouse position in window units as a drawable pixel."""
    if ratio == 1.0:
        return int(pos[0]), int(pos[1])
    return int(pos[0] * ratio), int(pos[1] * ratio)


def map_pointer(event: pygame.event.Event, ratio: float) -> pygame.event.Event:
    """``event`` with its mouse position (and motion) in drawable pixels."""
    if ratio == 1.0 or event.type not in POINTER_EVENTS or not hasattr(event, "pos"):
        return event
    fields = dict(event.dict)
    fields["pos"] = to_drawable(event.pos, ratio)
    if "rel" in fields:
        fields["rel"] = to_drawable(fields["rel"], ratio)
    return pygame.event.Event(event.type, fields)


def _displays() -> int:
    with contextlib.suppress(Exception):
        return int(pygame.display.get_num_displays())
    return 1


def _desktop_size() -> tuple[int, int] | None:
    with contextlib.suppress(Exception):
        w, h = pygame.display.get_desktop_sizes()[0]
        return int(w), int(h)
    return None


def wants_high_dpi() -> bool:
    """Where a high-DPI drawable must be asked for (elsewhere the window has real pixels)."""
    return sys.platform == "darwin"


class WindowOwner(Protocol):
    """What the window tells the App that holds it."""

    def lay_out(self, size: tuple[int, int]) -> None:
        """The drawable changed size: every scene lays itself out for ``size``."""

    def remember_window(self) -> None:
        """The window's size or mode changed: keep them in the settings."""


class AppWindow:
    """The App's window: ``screen`` is its drawable, ``sdl_window`` the pygame window when the
    window API is used (high DPI), else None."""

    def __init__(self, owner: WindowOwner, size: tuple[int, int], *, fullscreen: bool,
                 high_dpi: bool) -> None:
        self.owner = owner
        self.fullscreen = fullscreen
        self.high_dpi = high_dpi
        self._windowed_size = size
        self.sdl_window: pygame.Window | None = None
        self.pixel_ratio = 1.0
        self._alone: weakref.ref[Scene] | None = None
        """The scene whose frame alone the window showed last (weakly: a closed table is
        not kept alive by the window)."""
        self._exposed = False
        """The desktop showed the window again: it needs the whole frame."""
        self._laid_out: tuple[int, int] | None = None
        """The drawable size the scenes were last laid out for."""
        self._windowed_at: tuple[int, int] | None = None
        """Where the window stood before it went full screen (its top-left, desktop units)."""
        self.screen = self._open_window()
        self._place_window()

    @property
    def size(self) -> tuple[int, int]:
        """The drawable's size in pixels: what the scenes lay out and draw on."""
        return self.screen.get_size()

    @property
    def window_size(self) -> tuple[int, int]:
        """The window's size in the desktop's logical units (what the settings keep)."""
        w, h = self.size
        return round(w / self.pixel_ratio), round(h / self.pixel_ratio)

    def _windowed(self) -> tuple[int, int]:
        return (min(MAX_SIZE[0], max(MIN_SIZE[0], int(self._windowed_size[0]))),
                min(MAX_SIZE[1], max(MIN_SIZE[1], int(self._windowed_size[1]))))

    def _open_window(self) -> pygame.Surface:
        if self.high_dpi:
            with contextlib.suppress(Exception):
                return self._open_high_dpi()
            self.high_dpi = False
            self.sdl_window = None
        self.pixel_ratio = 1.0
        note_window_surface(False)
        if self.fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        return pygame.display.set_mode(self._windowed(), pygame.RESIZABLE)

    def _open_high_dpi(self) -> pygame.Surface:
        """A window whose drawable has the screen's real pixels (pygame's window API)."""
        if self.sdl_window is None:
            self.sdl_window = pygame.Window(TITLE, self._windowed(), resizable=True,
                                        allow_high_dpi=True)
        window = self.sdl_window
        if self.fullscreen:
            try:
                window.set_fullscreen(desktop=True)
            except pygame.error:
                self.fullscreen = False
        if not self.fullscreen:
            window.set_windowed()
            window.size = self._windowed()
        return self._drawable()

    def _drawable(self) -> pygame.Surface:
        """The current drawable; keeps ``pixel_ratio`` in step with it."""
        if self.sdl_window is None:
            surface = pygame.display.get_surface() or self.screen
            self.pixel_ratio = 1.0
            return surface
        surface = self.sdl_window.get_surface()
        note_window_surface(True)
        self.pixel_ratio = pixel_ratio(self.sdl_window.size, surface.get_size())
        return surface

    def present(self, alone: Scene | None = None) -> None:
        """Show the frame just drawn (``alone``: the scene that drew all of it, which names
        the places it changed: only those are shown where the display can)."""
        last = self._alone() if self._alone is not None else None
        if last is not None and last is not alone:
            last.presented(False)
        del last
        self._alone = weakref.ref(alone) if alone is not None else None
        places = alone.presented(True) if alone is not None else None
        if self._exposed:
            places, self._exposed = None, False
        if self.sdl_window is not None:
            self.sdl_window.flip()  # (the window API shows whole frames only)
        elif places is not None:
            pygame.display.update(places)
        else:
            pygame.display.flip()

    def set_caption(self, title: str) -> None:
        if self.sdl_window is not None:
            self.sdl_window.title = title
        else:
            pygame.display.set_caption(title)

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self._windowed_size = self.window_size
            self._windowed_at = self._window_position()
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window()
        self._place_window()
        self._resized()
        self.owner.remember_window()

    def _window_position(self) -> tuple[int, int] | None:
        with contextlib.suppress(Exception):
            if self.sdl_window is not None:
                x, y = self.sdl_window.position
            else:
                x, y = pygame.display.get_window_position()
            return int(x), int(y)
        return None

    def _move_window(self, at: tuple[int, int]) -> None:
        with contextlib.suppress(Exception):
            if self.sdl_window is not None:
                self.sdl_window.position = at
            else:
                pygame.display.set_window_position(at)

    def _place_window(self) -> None:
        """Where the window goes after F11. Full screen: at the screen's corner (on one screen;
        without a window manager X11 keeps the old offset otherwise, leaving part of the
        table off screen). Windowed again: where it was, if that is still on a screen, else
        centred."""
        one_screen = _displays() == 1
        if self.fullscreen:
            if one_screen and self._window_position() not in (None, (0, 0)):
                self._move_window((0, 0))
            return
        at = self._windowed_at
        if at is None:
            return
        desktop = _desktop_size()
        w, h = self.window_size
        visible = desktop is None or not one_screen or (
            -w // 2 < at[0] < desktop[0] - w // 2 and 0 <= at[1] < desktop[1] - 40)
        centred = (pygame.WINDOWPOS_CENTERED, pygame.WINDOWPOS_CENTERED)
        self._move_window(at if visible else centred)

    def _resized(self) -> None:
        self.screen = self._drawable()
        if self.screen.get_size() == self._laid_out:
            return  # a repeated size event: rebuilding the scenes again would only cost frames
        self._laid_out = self.screen.get_size()
        self.owner.lay_out(self.size)

    def remembered(self, settings: Settings) -> Settings:
        """``settings`` with this window's mode and (windowed) size."""
        try:
            changes: dict[str, Any] = {"fullscreen": self.fullscreen}
            if not self.fullscreen:
                w, h = self.window_size
                changes["window_size"] = (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))
            return settings.replace(**changes)
        except (ValueError, TypeError):
            return settings

    def refresh_rate(self) -> int:
        with contextlib.suppress(Exception):
            rate = int(pygame.display.get_current_refresh_rate())
            if rate >= 30:
                return rate
        return 60

    def set_icon(self, icon: pygame.Surface) -> None:
        with contextlib.suppress(Exception):
            if self.sdl_window is not None:
                self.sdl_window.set_icon(icon)
            else:
                pygame.display.set_icon(icon)

    def window_event(self, event: pygame.event.Event) -> bool:
        """Handle resizing and the full-screen keys; True if ``event`` was one of them."""
        if event.type == pygame.WINDOWEXPOSED:
            self._exposed = True  # the next frame is shown whole (not only what changed)
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            if not self.fullscreen:
                self.owner.remember_window()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and \
                getattr(event, "mod", 0) & pygame.KMOD_ALT:
            self.toggle_fullscreen()
            return True
        return False
