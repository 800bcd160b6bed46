"""Menu widgets: buttons, toggles, sliders, steppers and lists, worked by mouse and keyboard.

Every widget has a ``rect`` that its scene sets on each resize (so everything scales with the
window) and draws itself with a :class:`Style` (the fonts and the scale factor). A
:class:`WidgetGroup` owns the focus: Tab / Shift+Tab and the arrow keys move it, Enter or Space
activate, Left / Right change a value; the mouse hovers, clicks, drags a slider and scrolls a
list. Positions are read from ``event.pos`` only (posted events carry them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.ui import palette

RGB = tuple[int, int, int]

# --- the menu palette (folk-art paper, ink and the card colours) -------------------------------
PAPER = palette.PAPER
PAPER_SHADE = palette.PAPER_SHADE
INK = palette.INK
INK_SOFT: RGB = (0x6B, 0x5A, 0x4A)
ACCENT = palette.RED
ACCENT_DARK = palette.CARD_COLOURS_DARK["R"]
FOCUS = palette.HIGHLIGHT
DISABLED: RGB = (0xB8, 0xAD, 0x98)
TRACK: RGB = (0xD9, 0xCB, 0xAA)

BASE_SIZE = (1280, 800)
"""The window size the menus were designed at; everything scales from it."""

FontGetter = Callable[[int, bool], pygame.font.Font]
"""``font(pixel_size, bold)`` -> a font of the game's one typeface."""


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than the design size the window is (never below 0.5)."""
    return max(0.5, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


class ShippedFonts:
    """Open Sans from ``assets/fonts`` (pygame's default font if it cannot be found), cached."""

    def __init__(self, fonts_dir: Path | None = None) -> None:
        if fonts_dir is None:
            try:
                from game.paths import find_assets_dir

                fonts_dir = find_assets_dir() / "fonts"
            except OSError:
                fonts_dir = None
        self.fonts_dir = fonts_dir
        self._cache: dict[tuple[int, bool], pygame.font.Font] = {}

    def __call__(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(6, int(size))
        key = (size, bold)
        font = self._cache.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            name = "OpenSans-Bold.ttf" if bold else "OpenSans-Regular.ttf"
            path = self.fonts_dir / name if self.fonts_dir else None
            try:
                font = pygame.font.Font(path if path and path.is_file() else None, size)
            except (OSError, pygame.error):
                font = pygame.font.Font(None, size)
            self._cache[key] = font
        return font


@dataclass
class Style:
    """What widgets need to draw: the font getter and the window's scale factor."""

    font: FontGetter
    scale: float = 1.0

    def px(self, value: float) -> int:
        """A design-size length in pixels at the current scale."""
        return max(1, round(value * self.scale))

    def text(self, text: str, size: float, colour: RGB, bold: bool = False) -> pygame.Surface:
        return self.font(self.px(size), bold).render(text, True, colour)


def blit_text(surface: pygame.Surface, image: pygame.Surface, anchor: str,
              at: tuple[int, int]) -> pygame.Rect:
    """Blit ``image`` with its ``anchor`` point (``"center"``, ``"midleft"``...) at ``at``."""
    rect = image.get_rect(**{anchor: at})
    surface.blit(image, rect)
    return rect


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, style: Style,
               fill: RGB = PAPER, border: RGB = INK, alpha: int = 245) -> None:
    """A paper panel with a soft shadow, a bold outline and an inner folk-art rule."""
    radius = style.px(16)
    shadow = pygame.Surface(rect.inflate(style.px(24), style.px(24)).size, pygame.SRCALPHA)
    for i in range(6):
        grow = style.px(12) - i * style.px(2)
        r = shadow.get_rect().inflate(-style.px(24) + grow * 2, -style.px(24) + grow * 2)
        pygame.draw.rect(shadow, (0, 0, 0, 18), r.move(0, style.px(6)), border_radius=radius + 6)
    surface.blit(shadow, rect.inflate(style.px(24), style.px(24)).topleft)
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (*fill, alpha), body.get_rect(), border_radius=radius)
    surface.blit(body, rect.topleft)
    pygame.draw.rect(surface, border, rect, max(2, style.px(3)), border_radius=radius)
    inner = rect.inflate(-style.px(16), -style.px(16))
    pygame.draw.rect(surface, palette.CARD_COLOURS["R"], inner, max(1, style.px(1.5)),
                     border_radius=max(2, radius - style.px(6)))


def _focus_ring(surface: pygame.Surface, rect: pygame.Rect, style: Style) -> None:
    ring = rect.inflate(style.px(10), style.px(10))
    pygame.draw.rect(surface, FOCUS, ring, max(2, style.px(3)), border_radius=style.px(14))


def _labelled_row(widget: Any, surface: pygame.Surface, style: Style) -> int:
    """The shared look of a settings row: focus ring, hover shade and the label on the left.
    Returns the row's inner padding, for the control drawn on the right."""
    if widget.focused:
        _focus_ring(surface, widget.rect, style)
    if widget.hovered or widget.focused:
        pygame.draw.rect(surface, PAPER_SHADE, widget.rect, border_radius=style.px(10))
    pad = style.px(12)
    label = style.text(widget.label, widget.size, INK if widget.enabled else DISABLED)
    blit_text(surface, label, "midleft", (widget.rect.x + pad, widget.rect.centery))
    return pad


def _inside(widget: Widget, event: pygame.event.Event) -> bool:
    pos = getattr(event, "pos", None)
    return pos is not None and widget.rect.collidepoint(pos)


# --- widgets -----------------------------------------------------------------------------------
class Widget:
    """Base: a rectangle that may take focus, react to the mouse and to keys when focused."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.hovered = False
        self.enabled = True
        self.visible = True

    @property
    def active(self) -> bool:
        return self.enabled and self.visible

    def mouse(self, event: pygame.event.Event) -> bool:
        """A mouse event (down, up, motion, wheel); True if it was used."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key press while focused; True if it was used."""
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        raise NotImplementedError


class Label(Widget):
    """Text that is not interactive (a heading or a value)."""

    focusable = False

    def __init__(self, text: str, size: float = 22, colour: RGB = INK, bold: bool = False,
                 anchor: str = "midleft") -> None:
        super().__init__()
        self.text, self.size, self.colour, self.bold, self.anchor = text, size, colour, bold, anchor

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        image = style.text(self.text, self.size, self.colour, self.bold)
        point = getattr(self.rect, self.anchor)
        blit_text(surface, image, self.anchor, point)


class Button(Widget):
    """A push button; ``primary`` ones are filled with the accent colour."""

    def __init__(self, label: str, on_click: Callable[[], Any], primary: bool = False,
                 size: float = 24, hotkey: int | None = None) -> None:
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.size = size
        self.hotkey = hotkey
        self._pressed = False

    def click(self) -> None:
        if self.active:
            self.on_click()

    def mouse(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._pressed = _inside(self, event)
            return self._pressed
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            was = self._pressed
            self._pressed = False
            if was and _inside(self, event):
                self.click()
                return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.click()
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        rect = self.rect.copy()
        radius = style.px(12)
        if self.focused and self.enabled:
            _focus_ring(surface, rect, style)
        shadow = rect.move(0, style.px(4))
        pygame.draw.rect(surface, INK, shadow, border_radius=radius)
        if self._pressed and self.hovered:
            rect.move_ip(0, style.px(2))
        if not self.enabled:
            fill, text_colour = DISABLED, PAPER_SHADE
        elif self.primary:
            fill = palette.RED if not self.hovered else (0xD2, 0x3A, 0x34)
            text_colour = PAPER
        else:
            fill = PAPER if not self.hovered else (0xFF, 0xFA, 0xEC)
            text_colour = INK
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, INK, rect, max(2, style.px(2.5)), border_radius=radius)
        image = style.text(self.label, self.size, text_colour, bold=True)
        blit_text(surface, image, "center", rect.center)


class Toggle(Widget):
    """An on/off switch with its label on the left."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], Any],
                 size: float = 22, hint: str = "") -> None:
        super().__init__()
        self.label, self.value, self.on_change, self.size, self.hint = (
            label, value, on_change, size, hint)

    def set(self, value: bool) -> None:
        if self.active and value != self.value:
            self.value = value
            self.on_change(value)

    def mouse(self, event: pygame.event.Event) -> bool:
        if (self.active and event.type == pygame.MOUSEBUTTONUP
                and getattr(event, "button", 1) == 1 and _inside(self, event)):
            self.set(not self.value)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.set(not self.value)
            return True
        if event.key == pygame.K_LEFT:
            self.set(False)
            return True
        if event.key == pygame.K_RIGHT:
            self.set(True)
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        pad = _labelled_row(self, surface, style)
        w, h = style.px(62), style.px(30)
        track = pygame.Rect(0, 0, w, h)
        track.midright = (self.rect.right - pad, self.rect.centery)
        fill = palette.GREEN if self.value else TRACK
        pygame.draw.rect(surface, fill, track, border_radius=h // 2)
        pygame.draw.rect(surface, INK, track, max(2, style.px(2)), border_radius=h // 2)
        knob_x = track.right - h // 2 if self.value else track.left + h // 2
        pygame.draw.circle(surface, PAPER, (knob_x, track.centery), h // 2 - style.px(4))
        pygame.draw.circle(surface, INK, (knob_x, track.centery), h // 2 - style.px(4),
                           max(1, style.px(2)))
        state = style.text("On" if self.value else "Off", self.size * 0.8, INK_SOFT, bold=True)
        blit_text(surface, state, "midright", (track.left - style.px(10), track.centery))


class Slider(Widget):
    """A value from 0 to 1 in ``steps`` steps; drag, click or Left/Right."""

    def __init__(self, label: str, value: float, on_change: Callable[[float], Any],
                 steps: int = 20, size: float = 22,
                 fmt: Callable[[float], str] = lambda v: f"{round(v * 100)}%") -> None:
        super().__init__()
        self.label, self.on_change, self.steps, self.size, self.fmt = (
            label, on_change, steps, size, fmt)
        self.value = min(1.0, max(0.0, float(value)))
        self._dragging = False
        self.track = pygame.Rect(0, 0, 0, 0)

    def set(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)) * self.steps) / self.steps
        if self.active and abs(value - self.value) > 1e-9:
            self.value = value
            self.on_change(value)

    def _from_x(self, x: int) -> None:
        if self.track.width > 0:
            self.set((x - self.track.x) / self.track.width)

    def mouse(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            if _inside(self, event):
                self._dragging = True
                self._from_x(event.pos[0])
                return True
        elif event.type == pygame.MOUSEMOTION and self._dragging:
            self._from_x(event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and self._dragging:
            self._dragging = False
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.set(self.value - 1 / self.steps)
            return True
        if event.key == pygame.K_RIGHT:
            self.set(self.value + 1 / self.steps)
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        pad = _labelled_row(self, surface, style)
        value = style.text(self.fmt(self.value), self.size * 0.8, INK_SOFT, bold=True)
        value_rect = value.get_rect(midright=(self.rect.right - pad, self.rect.centery))
        surface.blit(value, value_rect)
        width = max(style.px(80), min(style.px(260), self.rect.width // 2 - style.px(40)))
        self.track = pygame.Rect(0, 0, width, style.px(8))
        self.track.midright = (value_rect.left - style.px(18), self.rect.centery)
        pygame.draw.rect(surface, TRACK, self.track, border_radius=style.px(4))
        filled = self.track.copy()
        filled.width = round(self.track.width * self.value)
        pygame.draw.rect(surface, palette.BLUE, filled, border_radius=style.px(4))
        pygame.draw.rect(surface, INK, self.track, max(1, style.px(1.5)), border_radius=style.px(4))
        knob = (self.track.x + filled.width, self.track.centery)
        pygame.draw.circle(surface, PAPER, knob, style.px(11))
        pygame.draw.circle(surface, INK, knob, style.px(11), max(1, style.px(2)))


class Stepper(Widget):
    """Choose one of ``options`` with < and > (or Left/Right, or a click on either arrow)."""

    def __init__(self, label: str, options: Sequence[Any], index: int,
                 on_change: Callable[[Any], Any], fmt: Callable[[Any], str] = str,
                 size: float = 22, wrap: bool = False) -> None:
        super().__init__()
        self.label, self.options, self.on_change, self.fmt, self.size, self.wrap = (
            label, list(options), on_change, fmt, size, wrap)
        self.index = max(0, min(index, len(self.options) - 1))
        self.left = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)

    @property
    def value(self) -> Any:
        return self.options[self.index]

    def step(self, delta: int) -> None:
        if not self.active or not self.options:
            return
        n = len(self.options)
        index = (self.index + delta) % n if self.wrap else max(0, min(n - 1, self.index + delta))
        if index != self.index:
            self.index = index
            self.on_change(self.value)

    def mouse(self, event: pygame.event.Event) -> bool:
        if (self.active and event.type == pygame.MOUSEBUTTONUP
                and getattr(event, "button", 1) == 1 and _inside(self, event)):
            x = event.pos[0]
            self.step(-1 if x < (self.left.right + self.right.left) // 2 else 1)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.step(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if event.key == pygame.K_RIGHT or self.wrap:
                self.step(1)
            else:
                self.step(1 if self.index < len(self.options) - 1 else -self.index)
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        pad = _labelled_row(self, surface, style)
        box_w = max(style.px(150), min(style.px(230), self.rect.width // 2 - pad))
        box = pygame.Rect(0, 0, box_w, min(self.rect.height - style.px(8), style.px(40)))
        box.midright = (self.rect.right - pad, self.rect.centery)
        pygame.draw.rect(surface, PAPER, box, border_radius=style.px(8))
        pygame.draw.rect(surface, INK, box, max(1, style.px(2)), border_radius=style.px(8))
        arrow = box.height
        self.left = pygame.Rect(box.x, box.y, arrow, box.height)
        self.right = pygame.Rect(box.right - arrow, box.y, arrow, box.height)
        for rect, points in ((self.left, ((0.62, 0.25), (0.32, 0.5), (0.62, 0.75))),
                             (self.right, ((0.38, 0.25), (0.68, 0.5), (0.38, 0.75)))):
            can = self.wrap or (rect is self.left and self.index > 0) or (
                rect is self.right and self.index < len(self.options) - 1)
            colour = palette.RED if can and self.enabled else DISABLED
            pygame.draw.polygon(surface, colour, [
                (rect.x + fx * rect.width, rect.y + fy * rect.height) for fx, fy in points])
        text = style.text(self.fmt(self.value), self.size * 0.9, INK, bold=True)
        blit_text(surface, text, "center", box.center)


class TextField(Widget):
    """A one-line text entry (typing arrives as TEXTINPUT events while it has the focus)."""

    def __init__(self, label: str, value: str, on_change: Callable[[str], Any],
                 max_length: int = 24, size: float = 22) -> None:
        super().__init__()
        self.label, self.value, self.on_change, self.max_length, self.size = (
            label, value, on_change, max_length, size)

    def text_input(self, text: str) -> bool:
        text = "".join(ch for ch in text if ch.isprintable())
        room = self.max_length - len(self.value)
        if not self.active or room <= 0 or not text:
            return False
        self.value += text[:room]
        self.on_change(self.value)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            if self.value:
                self.value = self.value[:-1]
                self.on_change(self.value)
            return True
        char = getattr(event, "unicode", "")
        # printable keys belong to the text (their TEXTINPUT event carries them), never to
        # a screen's hotkeys
        return bool(char) and char.isprintable() and event.key not in (pygame.K_TAB,)

    def mouse(self, event: pygame.event.Event) -> bool:
        return (self.active and event.type == pygame.MOUSEBUTTONDOWN
                and getattr(event, "button", 1) == 1 and _inside(self, event))

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        if self.focused:
            _focus_ring(surface, self.rect, style)
        if self.hovered or self.focused:
            pygame.draw.rect(surface, PAPER_SHADE, self.rect, border_radius=style.px(10))
        pad = style.px(12)
        label = style.text(self.label, self.size, INK)
        blit_text(surface, label, "midleft", (self.rect.x + pad, self.rect.centery))
        box_w = max(style.px(150), min(style.px(230), self.rect.width // 2 - pad))
        box = pygame.Rect(0, 0, box_w, min(self.rect.height - style.px(8), style.px(40)))
        box.midright = (self.rect.right - pad, self.rect.centery)
        pygame.draw.rect(surface, (0xFF, 0xFD, 0xF6), box, border_radius=style.px(8))
        pygame.draw.rect(surface, INK, box, max(1, style.px(2)), border_radius=style.px(8))
        text = style.text(self.value, self.size * 0.9, INK, bold=True)
        clip = box.inflate(-style.px(16), 0)
        rect = text.get_rect(midleft=(clip.x, box.centery))
        if rect.width > clip.width:
            rect.right = clip.right
        old = surface.get_clip()
        surface.set_clip(clip.clip(old) if old else clip)
        surface.blit(text, rect)
        surface.set_clip(old)
        if self.focused:
            x = min(rect.right + style.px(2), clip.right)
            pygame.draw.line(surface, palette.RED, (x, box.y + style.px(8)),
                             (x, box.bottom - style.px(8)), max(2, style.px(2)))


class ListView(Widget):
    """A scrolling list of rows; Up/Down/PageUp/PageDown/Home/End select, Enter opens.

    ``draw_row(surface, rect, item, selected, style)`` draws one row.
    """

    def __init__(self, items: Sequence[Any],
                 draw_row: Callable[[pygame.Surface, pygame.Rect, Any, bool, Style], None],
                 on_activate: Callable[[Any], Any] | None = None,
                 on_select: Callable[[Any], Any] | None = None,
                 row_height: float = 64) -> None:
        super().__init__()
        self.items = list(items)
        self.draw_row = draw_row
        self.on_activate = on_activate
        self.on_select = on_select
        self.row_height = row_height
        self.selected = 0
        self.top = 0
        self._row_px = 1

    @property
    def current(self) -> Any | None:
        return self.items[self.selected] if 0 <= self.selected < len(self.items) else None

    def visible_rows(self) -> int:
        return max(1, self.rect.height // max(1, self._row_px))

    def select(self, index: int) -> None:
        if not self.items:
            return
        index = max(0, min(len(self.items) - 1, index))
        changed = index != self.selected
        self.selected = index
        rows = self.visible_rows()
        if index < self.top:
            self.top = index
        elif index >= self.top + rows:
            self.top = index - rows + 1
        if changed and self.on_select is not None:
            self.on_select(self.current)

    def scroll(self, rows: int) -> None:
        most = max(0, len(self.items) - self.visible_rows())
        self.top = max(0, min(most, self.top + rows))

    def activate(self) -> None:
        if self.on_activate is not None and self.current is not None:
            self.on_activate(self.current)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        index = self.top + (pos[1] - self.rect.y) // max(1, self._row_px)
        return index if 0 <= index < len(self.items) else None

    def mouse(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-int(getattr(event, "y", 0)))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) in (4, 5):
            if _inside(self, event):
                self.scroll(-1 if event.button == 4 else 1)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            index = self._row_at(event.pos) if hasattr(event, "pos") else None
            if index is None:
                return False
            if index == self.selected and (getattr(event, "clicks", 1) >= 2
                                           or self.on_select is None):
                self.activate()
            else:
                self.select(index)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if not self.items:
            return False
        page = self.visible_rows()
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page}
        if event.key in moves:
            target = self.selected + moves[event.key]
            if event.key in (pygame.K_UP, pygame.K_DOWN) and not 0 <= target < len(self.items):
                return False  # let the focus leave the list at its ends
            self.select(target)
            return True
        if event.key == pygame.K_HOME:
            self.select(0)
            return True
        if event.key == pygame.K_END:
            self.select(len(self.items) - 1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate()
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        if not self.visible:
            return
        self._row_px = style.px(self.row_height)
        if self.focused:
            _focus_ring(surface, self.rect, style)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        rows = self.visible_rows()
        self.top = max(0, min(self.top, max(0, len(self.items) - rows)))
        for i in range(self.top, min(len(self.items), self.top + rows + 1)):
            row = pygame.Rect(self.rect.x, self.rect.y + (i - self.top) * self._row_px,
                              self.rect.width, self._row_px)
            self.draw_row(surface, row, self.items[i], i == self.selected, style)
        surface.set_clip(clip)
        if len(self.items) > rows:
            bar_h = max(style.px(24), self.rect.height * rows // len(self.items))
            most = max(1, len(self.items) - rows)
            y = self.rect.y + (self.rect.height - bar_h) * self.top // most
            bar = pygame.Rect(self.rect.right - style.px(6), y, style.px(5), bar_h)
            pygame.draw.rect(surface, INK_SOFT, bar, border_radius=style.px(3))


class WidgetGroup:
    """The widgets of one screen and their keyboard focus."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus_index: int | None = None

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.active]

    @property
    def focused(self) -> Widget | None:
        if self.focus_index is None or not 0 <= self.focus_index < len(self.widgets):
            return None
        widget = self.widgets[self.focus_index]
        return widget if widget.focusable and widget.active else None

    def focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = False
        if widget is None or widget not in self.widgets:
            self.focus_index = None
            return
        self.focus_index = self.widgets.index(widget)
        widget.focused = True

    def move_focus(self, delta: int) -> None:
        order = self.focusable()
        if not order:
            return
        current = self.focused
        if current is None:
            self.focus(order[0] if delta > 0 else order[-1])
            return
        index = order.index(current)
        self.focus(order[(index + delta) % len(order)])

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; True if a widget or the focus used it."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = getattr(event, "pos", None)
            if pos is None:
                return False
            for widget in self.widgets:
                widget.hovered = widget.active and widget.rect.collidepoint(pos)
                if (widget.hovered and widget.focusable
                        and event.type == pygame.MOUSEBUTTONDOWN):
                    self.focus(widget)
            return any(w.active and w.mouse(event) for w in list(self.widgets))
        if event.type == pygame.MOUSEWHEEL:
            target = next((w for w in self.widgets if w.hovered and w.active), self.focused)
            return bool(target is not None and target.mouse(event))
        if event.type == pygame.TEXTINPUT:
            widget = self.focused
            return isinstance(widget, TextField) and widget.text_input(getattr(event, "text", ""))
        if event.type != pygame.KEYDOWN:
            return False
        widget = self.focused
        if widget is not None and widget.key(event):
            return True
        for w in self.widgets:
            hotkey = getattr(w, "hotkey", None)
            if hotkey is not None and event.key == hotkey and w.active and isinstance(w, Button):
                w.click()
                return True
        if event.key == pygame.K_TAB:
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            self.move_focus(-1 if shift else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move_focus(1)
            return True
        if event.key in (pygame.K_UP, pygame.K_LEFT):
            self.move_focus(-1)
            return True
        return False

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, style)
