"""Menu widgets: buttons, toggles, sliders, steppers and lists, worked by mouse and keyboard.

Every widget has a ``rect`` that its scene sets on each resize (so everything scales with the
window) and draws itself with a :class:`Style` (the fonts and the scale factor). A
:class:`WidgetGroup` owns the focus: Tab / Shift+Tab and the arrow keys move it, Enter or Space
activate, Left / Right change a value; the mouse hovers, clicks, drags a slider and scrolls a
list. Positions are read from ``event.pos`` only (posted events carry them).

The package is split by kind: ``style`` (palette, scale, fonts, text and panels), ``base``
(Widget, Label), ``buttons``, ``values`` (Toggle, Slider, Stepper), ``text_field``,
``list_view`` and ``group`` (WidgetGroup); every name is re-exported here.
"""

from game.ui.widgets.base import Label, Widget
from game.ui.widgets.buttons import Button
from game.ui.widgets.group import WidgetGroup
from game.ui.widgets.list_view import ListView
from game.ui.widgets.seek_bar import SeekBar
from game.ui.widgets.style import (
    ACCENT,
    ACCENT_DARK,
    BASE_SIZE,
    DISABLED,
    FOCUS,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_SHADE,
    RGB,
    TRACK,
    FontGetter,
    ShippedFonts,
    Style,
    blit_text,
    draw_panel,
    ui_scale,
)
from game.ui.widgets.text_field import TextField
from game.ui.widgets.values import Slider, Stepper, Toggle

__all__ = [
    "SeekBar",
    "ACCENT", "ACCENT_DARK", "BASE_SIZE", "DISABLED", "FOCUS", "INK", "INK_SOFT", "PAPER",
    "PAPER_SHADE", "RGB", "TRACK", "Button", "FontGetter", "Label", "ListView", "ShippedFonts",
    "Slider", "Stepper", "Style", "TextField", "Toggle", "Widget", "WidgetGroup", "blit_text",
    "draw_panel", "ui_scale",
]
