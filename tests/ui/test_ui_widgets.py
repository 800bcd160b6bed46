"""Menu widgets answer the mouse and the keyboard the way a player expects."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)

from game.ui.widgets import (
    Button,
    ListView,
    ShippedFonts,
    Slider,
    Stepper,
    Style,
    TextField,
    Toggle,
    WidgetGroup,
    ui_scale,
)


def ev(kind: int, **attrs: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def press(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return ev(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)


@pytest.fixture()
def surface() -> pygame.Surface:
    pygame.init()
    return pygame.Surface((800, 600))


def test_button_clicks_on_release_inside_only() -> None:
    clicks = []
    button = Button("Go", lambda: clicks.append(1))
    button.rect = pygame.Rect(10, 10, 100, 40)
    group = WidgetGroup([button])
    group.handle(ev(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1))
    group.handle(ev(pygame.MOUSEBUTTONUP, pos=(300, 300), button=1))
    assert clicks == []  # dragged off: no click
    group.handle(ev(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1))
    group.handle(ev(pygame.MOUSEBUTTONUP, pos=(25, 25), button=1))
    assert clicks == [1]
    button.enabled = False
    group.handle(ev(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1))
    group.handle(ev(pygame.MOUSEBUTTONUP, pos=(25, 25), button=1))
    assert clicks == [1]


def test_keyboard_focus_moves_and_activates() -> None:
    hits: list[str] = []
    a, b = Button("A", lambda: hits.append("a")), Button("B", lambda: hits.append("b"))
    hidden = Button("H", lambda: hits.append("h"))
    hidden.visible = False
    group = WidgetGroup([a, hidden, b])
    group.handle(press(pygame.K_TAB))
    assert group.focused is a
    group.handle(press(pygame.K_DOWN))
    assert group.focused is b  # the hidden button is skipped
    group.handle(press(pygame.K_RETURN))
    group.handle(press(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    group.handle(press(pygame.K_SPACE))
    assert hits == ["b", "a"]


def test_hotkeys() -> None:
    hits = []
    group = WidgetGroup([Button("Quit", lambda: hits.append("q"), hotkey=pygame.K_q)])
    assert group.handle(press(pygame.K_q))
    assert hits == ["q"]


def test_toggle_stepper_slider_change_values() -> None:
    seen: list[object] = []
    toggle = Toggle("Mute", False, seen.append)
    stepper = Stepper("Bots", [1, 2, 3], 0, seen.append)
    slider = Slider("Volume", 0.5, seen.append, steps=10)
    group = WidgetGroup([toggle, stepper, slider])
    toggle.rect = pygame.Rect(0, 0, 400, 40)
    group.handle(ev(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1))
    assert toggle.value is True
    group.focus(stepper)
    group.handle(press(pygame.K_RIGHT))
    group.handle(press(pygame.K_RIGHT))
    group.handle(press(pygame.K_RIGHT))  # already at the end: nothing more
    assert stepper.value == 3
    group.focus(slider)
    group.handle(press(pygame.K_LEFT))
    assert slider.value == pytest.approx(0.4)
    assert seen == [True, 2, 3, pytest.approx(0.4)]


def test_slider_drag_follows_the_mouse(surface: pygame.Surface) -> None:
    values: list[float] = []
    slider = Slider("Volume", 0.0, values.append, steps=100)
    slider.rect = pygame.Rect(0, 100, 700, 50)
    slider.draw(surface, Style(ShippedFonts(), 1.0))  # places the track
    track = slider.track
    group = WidgetGroup([slider])
    group.handle(ev(pygame.MOUSEBUTTONDOWN, pos=(track.x, 120), button=1))
    group.handle(ev(pygame.MOUSEMOTION, pos=(track.centerx, 120), rel=(1, 0), buttons=(1,)))
    group.handle(ev(pygame.MOUSEBUTTONUP, pos=(track.right + 50, 120), button=1))
    assert slider.value == pytest.approx(0.5, abs=0.02)


def test_list_view_keys_wheel_and_double_click(surface: pygame.Surface) -> None:
    opened: list[int] = []
    view = ListView(list(range(30)), lambda *a: None, on_activate=opened.append,
                    on_select=lambda _: None, row_height=50)
    view.rect = pygame.Rect(0, 0, 400, 200)
    view.draw(surface, Style(ShippedFonts(), 1.0))
    group = WidgetGroup([view])
    group.focus(view)
    group.handle(press(pygame.K_END))
    assert view.current == 29 and view.top == 26
    group.handle(press(pygame.K_HOME))
    group.handle(press(pygame.K_DOWN))
    assert view.current == 1
    group.handle(ev(pygame.MOUSEMOTION, pos=(50, 60), rel=(0, 0), buttons=(0,)))
    group.handle(ev(pygame.MOUSEWHEEL, x=0, y=-3))
    assert view.top == 3
    group.handle(ev(pygame.MOUSEBUTTONUP, pos=(50, 60), button=1, clicks=1))
    assert view.current == 4 and opened == []
    group.handle(ev(pygame.MOUSEBUTTONUP, pos=(50, 60), button=1, clicks=2))
    group.handle(press(pygame.K_RETURN))
    assert opened == [4, 4]


def test_text_field_types_and_swallows_hotkeys() -> None:
    names: list[str] = []
    hits: list[str] = []
    field = TextField("Name", "Al", names.append, max_length=4)
    group = WidgetGroup([field, Button("Quit", lambda: hits.append("q"), hotkey=pygame.K_q)])
    group.focus(field)
    assert group.handle(press(pygame.K_q, unicode="q"))
    group.handle(ev(pygame.TEXTINPUT, text="ice!"))
    group.handle(press(pygame.K_BACKSPACE))
    assert field.value == "Ali" and hits == []
    assert names == ["Alic", "Ali"]


def test_every_widget_draws_at_any_scale(surface: pygame.Surface) -> None:
    widgets = [Button("Go", lambda: None, primary=True), Toggle("T", True, lambda v: None),
               Slider("S", 0.3, lambda v: None), Stepper("St", ["a", "b"], 1, lambda v: None),
               TextField("F", "x", lambda v: None),
               ListView(["a"], lambda s, r, i, sel, st: None)]
    for scale in (0.5, 1.0, 2.0):
        style = Style(ShippedFonts(), scale)
        for i, w in enumerate(widgets):
            w.rect = pygame.Rect(10, 10 + i * 80, 500, 60)
            w.focused = w.hovered = True
            w.draw(surface, style)
    assert ui_scale((2560, 1440)) == pytest.approx(1.8) and ui_scale((100, 100)) == 0.5


def test_enter_on_a_stepper_row_moves_on_and_never_changes_or_wraps_its_value() -> None:
    from game.ui.widgets import Stepper

    changes: list[object] = []
    last = Stepper("Size", ["S", "M", "L"], 2, changes.append)
    after = Button("Done", lambda: None)
    group = WidgetGroup([last, after])
    group.focus(last)
    group.handle(press(pygame.K_RETURN))
    assert last.value == "L" and changes == [] and group.focused is after
    group.focus(last)
    group.handle(press(pygame.K_SPACE))
    assert last.value == "L" and changes == []
    group.handle(press(pygame.K_LEFT))
    assert changes == ["M"]


def test_the_name_field_selects_all_and_says_when_it_is_full() -> None:
    from game.ui.widgets import TextField

    names: list[str] = []
    field = TextField("Name", "Player", names.append, max_length=8)
    group = WidgetGroup([field])
    group.focus(field)
    group.handle(press(pygame.K_a, mod=pygame.KMOD_CTRL))
    assert field.selected
    group.handle(ev(pygame.TEXTINPUT, text="Ann"))
    assert field.value == "Ann" and not field.selected
    group.handle(ev(pygame.TEXTINPUT, text="abcdefgh"))
    assert field.value == "Annabcde" and field.full
    group.handle(press(pygame.K_a, mod=pygame.KMOD_CTRL))
    group.handle(press(pygame.K_BACKSPACE))
    assert field.value == "" and not field.full and names[-1] == ""


def default_font(size: int, bold: bool = False) -> pygame.font.Font:
    """pygame's own font at ``size`` (``bold`` ignored)."""
    return pygame.font.Font(None, size)


def test_a_hovered_button_looks_clearly_different() -> None:
    from game.ui.widgets.style import Style

    pygame.font.init()
    style = Style(default_font, 1.0)
    pictures = []
    for hovered in (False, True):
        button = Button("Play", lambda: None)
        button.rect = pygame.Rect(10, 10, 200, 56)
        button.hovered = hovered
        surface = pygame.Surface((220, 80))
        surface.fill((0, 0, 0))
        button.draw(surface, style)
        pictures.append(surface)
    rest, hover = (p.get_at((30, 30)) for p in pictures)
    assert sum(abs(a - b) for a, b in zip(rest[:3], hover[:3], strict=True)) > 40
