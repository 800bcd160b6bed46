"""The new-game screen, drawn from the game's definition: seats, a level per bot, the options.

Rows come from ``GameDefinition``: an "Opponents" stepper over the seats the game allows, a
level stepper per bot seat (``levels``), then one row per option of the schema (``options``
and the game UI's ``ui_options``): on/off options are toggles, numbers are steppers from their
minimum to their maximum by their step, choices step through their labels. The choices are the
game's remembered preferences (``Settings.game_prefs``: ``options``, ``seats``, ``levels``),
repaired against the schema, and are kept again when the player starts or goes back.

A game whose UI has a coach (``CoachedGameUI``) also gets a "Coached match" button; on the
game's first start (nothing remembered for it yet) that button is the one offered first.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.core.i18n import Message, written
from game.core.options import OptionSpec, OptionValue, repair
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.i18n import N_, _, ngettext, player_name
from game.ui import palette
from game.ui.scenes.base import MenuScene
from game.ui.scenes.common import bot_name, level_name, nearest_index
from game.ui.services import Services, coached
from game.ui.widgets import INK, INK_SOFT, Button, Stepper, Toggle, Widget, draw_panel

MAX_STEPS = 400
"""A number option offers at most this many values (a wide range is sampled evenly)."""


def time_seed() -> int:
    """A fresh match seed from the clock (the match's own generator does the rest)."""
    return time.time_ns() % 2_147_483_647


def option_values(spec: OptionSpec) -> list[OptionValue]:
    """The values a stepper offers for a number or choice option."""
    if spec.kind == "choice":
        return list(spec.choices)
    low = spec.minimum if spec.minimum is not None else spec.default
    high = spec.maximum if spec.maximum is not None else spec.default
    assert isinstance(low, int | float) and isinstance(high, int | float)
    step = spec.step if spec.step > 0 else 1
    count = min(MAX_STEPS, int((high - low) / step) + 1)
    values: list[OptionValue] = [low + i * step for i in range(max(1, count))]
    if spec.kind == "int":
        values = [int(round(float(v))) for v in values]
    if spec.default not in values:
        values = sorted({*values, spec.default}, key=float)
    return values


def option_text(spec: OptionSpec, value: OptionValue) -> str:
    """How the setup screen shows an option's value, in the player's language."""
    if spec.unit and spec.kind in ("int", "float"):
        bare = written(dataclasses.replace(spec, unit="").label_of(value))
        return f"{bare} {_(spec.unit)}"
    return _(spec.label_of(value))


def bots_text(count: int) -> str:
    """``3`` -> "3 bots" (in the player's language)."""
    return ngettext("{count} bot", "{count} bots", count).format(count=count)


def option_widget(spec: OptionSpec, value: OptionValue,
                  on_change: Callable[[OptionValue], None]) -> Widget:
    """The setup row for one option."""
    if spec.kind == "bool":
        return Toggle(spec.label, bool(value), on_change)
    values = option_values(spec)
    if value not in values:
        values = sorted({*values, value}, key=float) if spec.kind != "choice" else values
    return Stepper(spec.label, values, nearest_index(values, value), on_change,
                   fmt=lambda shown: option_text(spec, shown))


class SetupScene(MenuScene):
    """Choose the table for ``game_id``; Start hands seats and options to the game's UI."""

    heading = N_("New game")
    rests = True

    def __init__(self, app: Services, game_id: str,
                 seed_source: Callable[[], int] = time_seed) -> None:
        self.game = get_game(game_id)
        self.ui = app.game_ui(game_id)
        self.schema: tuple[OptionSpec, ...] = self.game.options + self.ui.ui_options
        self.seed_source = seed_source
        self.subheading = self.game.name
        super().__init__(app)

    # --- the rows
    def build(self) -> None:
        stored = self.app.settings.game_prefs(self.game.id)
        self.coach = coached(self.ui)
        self.first_start = not stored
        self.options: dict[str, OptionValue] = repair(self.schema, stored.get("options"))
        seats = self.game.seats
        count = stored.get("seats")
        if not isinstance(count, int) or isinstance(count, bool) or not seats.allows(count):
            count = seats.default
        bots = count - 1
        allowed = list(range(seats.minimum - 1, seats.maximum))
        self.bot_count = bots
        self.bot_levels = self._stored_levels(stored, seats.maximum - 1)
        self.count_stepper = Stepper(N_("Opponents"), allowed, allowed.index(bots),
                                     self._set_count, fmt=bots_text)
        order = list(self.game.levels)
        self.level_steppers = [
            Stepper(Message.of(N_("{name}'s level"), name=self.ui.bot_name(i + 1)), order,
                    nearest_index(order, self.bot_levels[i]),
                    self._level_setter(i), fmt=level_name)
            for i in range(seats.maximum - 1)
        ]
        self.option_rows = {spec.name: option_widget(spec, self.options[spec.name],
                                                     self._option_setter(spec.name))
                            for spec in self.schema}
        self.back_button = Button(N_("Back"), self.back)
        self.start_button = Button(N_("Start"), self.start, primary=True)
        offer = self.coach is not None and self.first_start
        self.coach_button = Button(N_("Coached match"), self.start_coached, primary=offer)
        self.coach_button.visible = self.coach is not None
        for widget in (self.count_stepper, *self.level_steppers, *self.option_rows.values(),
                       self.back_button, self.coach_button, self.start_button):
            self.group.add(widget)
        self._sync()
        self.group.focus(self.coach_button if offer else self.start_button)

    def _stored_levels(self, stored: Mapping[str, Any], count: int) -> list[str]:
        levels = stored.get("levels")
        good = [lv for lv in levels if lv in self.game.levels] if isinstance(levels, list) else []
        default = self.game.default_level
        good = good or [default]
        return (good + [good[-1]] * count)[:count]

    # --- changes
    def _sync(self) -> None:
        for i, stepper in enumerate(self.level_steppers):
            stepper.visible = i < self.bot_count

    def _set_count(self, n: int) -> None:
        self.bot_count = n
        self._sync()
        self.layout()

    def _level_setter(self, index: int) -> Callable[[str], None]:
        def set_level(level: str) -> None:
            self.bot_levels[index] = level

        return set_level

    def _option_setter(self, name: str) -> Callable[[OptionValue], None]:
        def set_option(value: OptionValue) -> None:
            self.options[name] = value

        return set_option

    def prefs(self) -> dict[str, Any]:
        """What is remembered for next time: the options, the seats and the bots' levels."""
        return {"options": dict(self.options), "seats": self.bot_count + 1,
                "levels": list(self.bot_levels[: self.bot_count])}

    def remember(self, playing: bool = False) -> None:
        """Keep the choices as the defaults of this game's next setup (and, when a match
        starts, this game as the one the title offers first next time)."""
        current = self.app.settings
        chosen = current.with_game_prefs(self.game.id, self.prefs())
        if playing:
            chosen = chosen.replace(last_game=self.game.id)
        if chosen != current:
            self.app.update_settings(chosen)

    def seats(self) -> list[SeatSpec]:
        """Seat 0 is the player; then one bot per opponent at its level."""
        seats = [SeatSpec(player_name(self.app.settings.player_name), "human")]
        seats += [SeatSpec(self.ui.bot_name(i + 1), "bot", self.bot_levels[i])
                  for i in range(self.bot_count)]
        return seats

    def unfinished(self, button: Button) -> bool:
        """A match of this game is in progress and ``button`` (Start, Coached match) has not
        been pressed again to end it: the first press asks."""
        from game.ui.table.flow import TableUI

        if not self.ui.can_resume():
            return False
        where = self.ui.progress() if isinstance(self.ui, TableUI) else _(self.game.name)
        return not button.ask_first(N_("Start anew?"), _("ends {where}").format(where=where))

    def start(self) -> None:
        if self.unfinished(self.start_button):
            return
        self.remember(playing=True)
        self.app.play("blitz")
        self.ui.start(int(self.seed_source()), self.seats(), dict(self.options))

    def start_coached(self) -> None:
        """A coached first match: the game picks the deal, the bots and the options."""
        if self.coach is None or self.unfinished(self.coach_button):
            return
        self.remember(playing=True)
        self.app.play("blitz")
        self.coach.start_coached(self.seats()[0])

    def back(self) -> None:
        self.remember()
        super().back()

    # --- layout and drawing
    def rows(self) -> Sequence[Widget]:
        return [self.count_stepper, *[s for s in self.level_steppers if s.visible],
                *self.option_rows.values()]

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(1060)),
                                 min(h - self.px(150), self.px(600)))
        self.panel.midtop = (w // 2, self.px(128))
        rows = self.rows()
        col_w = int(self.panel.width * 0.56)
        room = self.panel.height - self.px(70)
        pitch = min(self.px(62), room // max(1, len(rows)))
        row_h = max(self.px(30), pitch - self.px(10))
        x, y = self.panel.x + self.px(36), self.panel.y + self.px(36)
        for widget in rows:
            widget.rect = pygame.Rect(x, y, col_w, row_h)
            y += pitch
        for s in self.level_steppers:
            if not s.visible:
                s.rect = pygame.Rect(0, 0, 0, 0)
        bw, bh = self.px(190), self.px(56)
        self.start_button.rect = pygame.Rect(0, 0, bw, bh)
        self.start_button.rect.bottomright = (self.panel.right - self.px(36),
                                              self.panel.bottom - self.px(30))
        self.back_button.rect = pygame.Rect(0, 0, bw, bh)
        self.back_button.rect.bottomright = (self.start_button.rect.left - self.px(20),
                                             self.panel.bottom - self.px(30))
        self.preview = pygame.Rect(x + col_w + self.px(40), self.panel.y + self.px(36), 0, 0)
        self.preview.width = self.panel.right - self.px(36) - self.preview.x
        self.preview.height = self.start_button.rect.top - self.px(24) - self.preview.y
        self.coach_button.rect = pygame.Rect(0, 0, 0, 0)
        if self.coach_button.visible:  # at the foot of the preview column, above Start
            self.coach_button.rect = pygame.Rect(0, 0, min(self.preview.width, bw * 2), bh)
            self.coach_button.rect.bottomright = (self.start_button.rect.right,
                                                  self.start_button.rect.top - self.px(16))
            self.preview.height -= bh + self.px(16)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        area = self.preview
        self.text(surface, _("At the table"), 22, (area.x, area.y), INK, bold=True,
                  anchor="topleft")
        line = self._preview_line()
        help_top = area.bottom - len(self.wrap(line, 16, area.width)) * int(self.px(16) * 1.35)
        seats = self.seats()
        y = area.y + self.px(44)
        step = min(self.px(96), (help_top - self.px(12) - y) // max(1, len(seats)))
        for index, seat in enumerate(seats):
            picture = self.ui.seat_picture(index, min(self.px(54), int(step / 1.45)))
            tx = area.x
            if picture is not None:
                surface.blit(picture, (area.x, y))
                tx += picture.get_width() + self.px(16)
            detail = _("Your seat") if seat.kind == "human" else level_name(seat.level)
            self._seat_words(surface, (seat.name, detail), (tx, y), step)
            y += step
        self.paragraph(surface, line, 16, pygame.Rect(area.x, help_top, area.width, 0),
                       palette.CARD_COLOURS_DARK["G"])

    def _preview_line(self) -> str:
        """The words under the seats: the option's help, the coached match's offer on a first
        start, else the game's tagline (as many lines as they need, over the buttons)."""
        if self.option_help():
            return self.option_help()
        if self.coach is not None and self.first_start:
            lessons = ", ".join(_(lesson) for lesson in self.coach.coach_lessons())
            return _("New to {game}? A coached match teaches {lessons}.").format(
                game=_(self.game.name), lessons=lessons)
        return _(self.game.tagline)

    def option_help(self) -> str:
        """The line that explains the option row under the pointer, else the focused one."""
        rows = [(w, name) for name, w in self.option_rows.items()]
        pointed = next((name for w, name in rows if w.hovered), None)
        chosen = pointed or next((name for w, name in rows if w.focused), None)
        spec = next((o for o in self.schema if o.name == chosen), None)
        if spec is None or not spec.help:
            return ""
        words = _(spec.help)
        text = words[0].upper() + words[1:]
        return f"{_(spec.label)}: {text}" + ("" if text.endswith(".") else ".")

    def _seat_words(self, surface: pygame.Surface, words: tuple[str, str],
                    at: tuple[int, int], step: int) -> None:
        """A seat's name over its level; on one line, smaller, when the seats are many (eight
        seats at a small window leave no room for two lines each)."""
        name, detail = words
        x, y = at
        if step >= self.px(60):
            self.text(surface, name, 22, (x, y + self.px(4)), INK, bold=True, anchor="topleft")
            self.text(surface, detail, 17, (x, y + self.px(34)), INK_SOFT, anchor="topleft")
            return
        size = max(11.0, min(20.0, step * 0.6 / self.style.scale))
        mid = y + step // 2
        rect = self.text(surface, name, size, (x, mid), INK, bold=True, anchor="midleft")
        self.text(surface, detail, size * 0.85, (rect.right + self.px(10), mid), INK_SOFT,
                  anchor="midleft")

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(game=self.game.id, bots=self.bot_count,
                    levels=self.bot_levels[: self.bot_count], options=dict(self.options),
                    help=self.option_help())
        return info


__all__ = ["SetupScene", "bot_name", "option_values", "option_widget", "time_seed"]
