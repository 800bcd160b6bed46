"""The statistics screen of the chosen game: headline figures, a table per bot level, and
recent hand scores (a "Game" stepper switches games when more than one can be played).

What is shown, and in which words ("rounds" in a game of rounds), is the game's ``StatsView``
(its definition's ``stats_module``); in a game whose lowest score wins, a won round is drawn as
good whatever its score.
"""

from __future__ import annotations

import importlib
from typing import Any

import pygame

from game.core.i18n import N_, whole
from game.core.registry import UnknownGame, get_game
from game.i18n import _, say
from game.storage.stats_view import GENERIC, StatsView, TileWords, plural_label, rate
from game.ui import palette
from game.ui.scenes.base import MenuScene
from game.ui.scenes.common import game_picker, level_name, levels
from game.ui.widgets import INK, INK_SOFT, PAPER_SHADE, Button, blit_text, draw_panel


def stats_view(game_id: str) -> StatsView:
    """How ``game_id`` shows its statistics (the generic figures when it names no view)."""
    try:
        module = get_game(game_id).stats_module
    except UnknownGame:
        return GENERIC
    if module is None:
        return GENERIC
    view = importlib.import_module(module).STATS_VIEW
    assert isinstance(view, StatsView)
    return view


RECENT = {"hand": N_("Recent hand scores"), "round": N_("Recent round scores"),
          "game": N_("Recent game scores")}
"""The chart's title for each word a game has for the part of a match it scores."""
NOTHING_YET = {"hand": N_("Play a hand to see your scores here."),
               "round": N_("Play a round to see your scores here."),
               "game": N_("Play a game to see your scores here.")}
"""What the empty chart says, in the same words."""


class StatisticsScene(MenuScene):
    """Read-only: what the player has done so far."""

    heading = N_("Statistics")
    rests = True

    def build(self) -> None:
        self.enter()
        self.done = Button(N_("Back"), self.back, primary=True)
        self.chart_box = pygame.Rect(0, 0, 0, 0)
        """Where the recent scores were last drawn."""
        self.game = game_picker(self.app, self._choose)
        self.group.add(self.game)
        self.group.add(self.done)
        self.group.focus(self.done)
        self._name()

    def _name(self) -> None:
        self.subheading = self.game.fmt(self.game.value)

    def _choose(self, game_id: str) -> None:
        self.app.chosen_game = game_id
        self.enter()
        self._name()

    def enter(self) -> None:
        self.stats = self.app.data.stats.game(self.app.chosen_game)
        self.view = stats_view(self.app.chosen_game)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(40), self.px(1200)),
                                 min(h - self.px(142), self.px(650)))
        self.panel.midtop = (w // 2, self.px(122))  # below the game's name under the heading
        self.game.rect = pygame.Rect(0, 0, self.px(480), self.px(44))  # room for long names
        self.game.rect.bottomright = (self.panel.right, self.panel.top - self.px(8))
        self.done.rect = pygame.Rect(0, 0, self.px(200), self.px(54))
        self.done.rect.bottomright = (self.panel.right - self.px(36),
                                      self.panel.bottom - self.px(26))

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        x0, y0 = self.panel.x + self.px(44), self.panel.y + self.px(36)
        inner_w = self.panel.width - self.px(88)
        # headline figures
        tiles = self._tiles()
        tile_w = (inner_w - self.px(16) * (len(tiles) - 1)) // len(tiles)
        tile_h = self.px(112)
        colours = (palette.BLUE, palette.YELLOW)  # decoration only: never red or green, which
        # would read as bad or good (the best round of a lowest-wins game is its lowest)
        for i, (label_id, value_words, note_words) in enumerate(tiles):
            label, value, note = _(label_id), say(value_words), say(note_words)
            tile = pygame.Rect(x0 + i * (tile_w + self.px(16)), y0, tile_w, tile_h)
            pygame.draw.rect(surface, PAPER_SHADE, tile, border_radius=self.px(10))
            band = pygame.Rect(tile.x, tile.y, tile.width, self.px(8))
            pygame.draw.rect(surface, colours[i % len(colours)], band,
                             border_top_left_radius=self.px(10),
                             border_top_right_radius=self.px(10))
            pygame.draw.rect(surface, INK, tile, max(1, self.px(2)), border_radius=self.px(10))
            room = tile.width - self.px(12)
            self.fitted_text(surface, label, 16, (tile.centerx, tile.y + self.px(18)), room,
                             INK_SOFT, True, "midtop")
            self.fitted_text(surface, value, 32, (tile.centerx, tile.y + self.px(40)), room,
                             INK, True, "midtop")
            if note:
                self.fitted_text(surface, note, 15, (tile.centerx, tile.bottom - self.px(10)),
                                 room, INK_SOFT, anchor="midbottom")
        y = y0 + tile_h + self.px(28)
        table_w = int(inner_w * 0.56)
        self._level_table(surface, pygame.Rect(x0, y, table_w,
                                               self.panel.bottom - self.px(30) - y))
        chart = pygame.Rect(x0 + table_w + self.px(36), y,
                            inner_w - table_w - self.px(36),
                            self.done.rect.top - self.px(24) - y)
        self._chart(surface, chart)

    def fitted_text(self, surface: pygame.Surface, text: str, size: float, at: tuple[int, int],
                    width: int, colour: palette.RGB = INK, bold: bool = False,
                    anchor: str = "midleft") -> pygame.Rect:
        """``text`` drawn no wider than ``width`` where it can be (longer words drawn smaller)."""
        image = self.style.fitted(text, size, colour, bold, width)
        return blit_text(surface, image, anchor, at)

    def _column_head(self, surface: pygame.Surface, label: str, at: tuple[int, int], room: int,
                     anchor: str) -> None:
        """A column's head: on one line where it fits, else on two smaller ones (a language
        whose words run longer: "Gewonnene / Gebote")."""
        words = label.split()
        if self.style.text(label, 16, INK_SOFT, True).get_width() <= room or len(words) < 2:
            self.fitted_text(surface, label, 16, at, room, INK_SOFT, True, anchor)
            return
        half = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i]))
                                                             - len(" ".join(words[i:]))))
        x, y = at
        side = anchor.replace("top", "")
        for line in (" ".join(words[:half]), " ".join(words[half:])):
            rect = self.fitted_text(surface, line, 13, (x, y - self.px(6)), room, INK_SOFT, True,
                                    f"top{side}")
            y = rect.bottom + self.px(6)

    def _tiles(self) -> list[TileWords]:
        return self.view.tile_words(self.stats.overall)

    def _columns(self) -> list[tuple[str, float, str]]:
        """The level table's columns: label (a marked id), right edge (a share of the width),
        anchor."""
        own = [column.label for column in self.view.columns]
        cols = [(N_("Level"), 0.0, "topleft"), (plural_label(self.view.matches), 0.40, "topright"),
                (N_("Won"), 0.52, "topright")]
        step = 0.48 / len(own)
        return cols + [(label, 0.52 + step * (i + 1), "topright")
                       for i, label in enumerate(own)]

    def _level_table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        self.fitted_text(surface, _("By opponent level"), 21, (area.x, area.y), area.width,
                         palette.RED, True, "topleft")
        cols = self._columns()
        y = area.y + self.px(40)
        left = 0.0
        for label, frac, anchor in cols:
            room = int(area.width * (frac - left)) - self.px(6) if frac else area.width // 4
            self._column_head(surface, _(label), (area.x + int(area.width * frac), y), room,
                              anchor)
            left = frac
        y += self.px(30)
        row_h = self.px(36)
        known = list(levels()) + [k for k in self.stats.by_level if k not in levels()]
        for i, level in enumerate(known):
            if y + row_h > area.bottom:
                break
            t = self.stats.level(level)
            if i % 2 == 0:
                pygame.draw.rect(surface, PAPER_SHADE,
                                 pygame.Rect(area.x - self.px(8), y - self.px(5),
                                             area.width + self.px(16), row_h),
                                 border_radius=self.px(6))
            values = [level_name(level), whole(t.matches_played),
                      rate(t.matches_won, t.matches_played)]
            values += [column.value(t) for column in self.view.columns]
            for (_label, frac, anchor), value in zip(cols, values, strict=True):
                self.text(surface, value, 18, (area.x + int(area.width * frac), y),
                          INK if t.hands_played else INK_SOFT, frac == 0.0, anchor)
            y += row_h

    def _chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        recent = self.stats.recent()[-30:]
        title = RECENT.get(self.view.hand, f"Recent {self.view.hand} scores")
        self.fitted_text(surface, _(title), 21, (area.x, area.y), area.width, palette.RED, True,
                         "topleft")
        box = pygame.Rect(area.x, area.y + self.px(40), area.width,
                          area.height - self.px(40))
        self.chart_box = box
        if box.height < self.px(40):
            return
        pygame.draw.rect(surface, (0xFF, 0xFB, 0xF0), box, border_radius=self.px(8))
        pygame.draw.rect(surface, INK, box, max(1, self.px(2)), border_radius=self.px(8))
        if not recent:
            empty = NOTHING_YET.get(self.view.hand,
                                    f"Play a {self.view.hand} to see your scores here.")
            self.fitted_text(surface, _(empty), 17, box.center, box.width - self.px(16),
                             INK_SOFT, anchor="center")
            return
        scores = [score for score, _won in recent]
        top, bottom = max(10, max(scores)), min(0, min(scores))
        plot = box.inflate(-self.px(48), -self.px(36))
        plot.x += self.px(12)
        span = top - bottom

        def y_of(value: float) -> int:
            return plot.bottom - round((value - bottom) / span * plot.height)

        zero = y_of(0)
        for mark in sorted({bottom, 0, top}):
            y = y_of(mark)
            pygame.draw.line(surface, PAPER_SHADE if mark else INK_SOFT, (plot.x, y),
                             (plot.right, y), 1)
            self.text(surface, str(mark), 13, (plot.x - self.px(6), y), INK_SOFT,
                      anchor="midright")
        slot = plot.width / len(scores)
        bar_w = max(2, int(slot * 0.7))
        for i, (score, won) in enumerate(recent):
            colour = self._bar_colour(score, won)
            if len(recent) == 1:  # one score is a point, not a wall
                centre = (plot.centerx, y_of(score))
                pygame.draw.circle(surface, colour, centre, self.px(7))
                pygame.draw.circle(surface, INK, centre, self.px(7), 1)
                continue
            x = plot.x + int(i * slot + (slot - bar_w) / 2)
            y = y_of(score)
            rect = pygame.Rect(x, min(y, zero), bar_w, max(1, abs(zero - y)))
            if rect.height < self.px(5):  # a score of 0 still shows (its colour says how)
                rect = pygame.Rect(x, zero - self.px(3), bar_w, self.px(6))
            pygame.draw.rect(surface, colour, rect, border_radius=max(1, bar_w // 4))
            pygame.draw.rect(surface, INK, rect, 1, border_radius=max(1, bar_w // 4))
        latest = f"{scores[-1]}" if self.view.low_wins else f"{scores[-1]:+d}"
        self.text(surface, _("last {score}").format(score=latest), 14,
                  (plot.right, box.y + self.px(6)), INK_SOFT, True, "topright")

    def _bar_colour(self, score: int, won: bool | None) -> tuple[int, int, int]:
        """Green for a good score, red for a bad one: by its sign, or -- where the lowest score
        wins -- by whether the round was won (blue when an old file did not say)."""
        if not self.view.low_wins:
            return palette.GREEN if score >= 0 else palette.RED
        if won is None:
            return palette.BLUE
        return palette.GREEN if won else palette.RED

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(hands=self.stats.overall.hands_played,
                    matches=self.stats.overall.matches_played,
                    recent=len(self.stats.recent_hand_scores),
                    columns=[label for label, _, _ in self._columns()],
                    tiles=[label for label, _, _ in self._tiles()])
        return info
