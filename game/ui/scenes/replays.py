"""Saved matches: the list (newest first) of the chosen game; Watch checks the whole record
(``game.ui.watch``) and opens the shared replay viewer on that game's frames
(``GameUI.replay_scene``), or says why it cannot."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pygame

from game.core.i18n import N_, sentence_of
from game.i18n import _, said_of, say, shown
from game.storage.records import MatchInfo
from game.ui import palette
from game.ui.scenes.base import MenuScene
from game.ui.scenes.common import counted, game_picker, hand_words, level_name
from game.ui.watch import replay_scene_for
from game.ui.widgets import (
    INK,
    INK_SOFT,
    PAPER_SHADE,
    Button,
    ListView,
    Style,
    blit_text,
    draw_panel,
)

Line = dict[str, Any]


def _players(info: MatchInfo) -> str:
    names = []
    for seat in info.seats:
        level = level_name(seat.level)
        name = shown(seat.name)  # "Seat 2" for a name that cannot be drawn, translated
        names.append(f"{name} ({level})" if level else name)
    return ", ".join(names) or _("Unknown players")


def _outcome(info: MatchInfo) -> str:
    parts = counted(hand_words(info.game)[0], info.hands)
    if info.finished:
        score = dict(info.totals).get(info.winner if info.winner is not None else -1)
        who = shown(info.winner_name or "?")
        if score is not None:
            return said_of(who, "{parts} · {who} won with {score}", parts=parts, score=score)
        return said_of(who, "{parts} · {who} won", parts=parts)
    return _("{parts} · unfinished").format(parts=parts)


MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"),
          N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))
"""The months' short names, as a saved match's date shows them."""


def day(when: datetime) -> str:
    """``when``'s date in the player's language: "27 Nov 2026" ("27. Nov. 2026")."""
    return _("{day} {month} {year}").format(day=f"{when:%d}", number=when.day,
                                            month=_(MONTHS[when.month - 1]), year=when.year)


def when_text(when: datetime) -> str:
    """When a match began, as Replays and the replay viewer's title say it."""
    return _("{date}, {time}").format(date=day(when), time=f"{when:%H:%M}")


def _when(info: MatchInfo, coached: bool) -> str:
    """The entry's first line: when the match began, and "Coached" for a coached match."""
    started = f"{day(info.started)}  {info.started:%H:%M}"
    return _("{started}  ·  Coached").format(started=started) if coached else started


DELETE = N_("Delete")
CONFIRM_DELETE = N_("Yes, delete it")


class ReplaysScene(MenuScene):
    """Choose a saved match to watch."""

    heading = N_("Replays")
    rests = True

    def build(self) -> None:
        self.message = ""
        self.matches: list[MatchInfo] = []
        self.coached: set[str] = set()
        self.load()
        self.list = ListView(self.matches, self._draw_row, on_activate=self.open,
                             on_select=self._selected, row_height=70)
        self.watch = Button(N_("Watch"), lambda: self.open(self.list.current), primary=True)
        self.done = Button(N_("Back"), self.back)
        self.delete = Button(DELETE, self.delete_current)
        self.deleting: str | None = None
        """The match id a first press of Delete chose; a second press removes it."""
        self.game = game_picker(self.app, self._choose)
        for widget in (self.game, self.list, self.delete, self.done, self.watch):
            self.group.add(widget)
        self._refresh()
        self.group.focus(self.list if self.matches else self.done)

    def _refresh(self) -> None:
        # the picker names the game where it shows; the subheading does where it does not
        self.subheading = "" if self.game.visible else self.game.fmt(self.game.value)
        self.list.items = self.matches
        self.list.select(0)
        self.watch.enabled = bool(self.matches)
        self.delete.enabled = bool(self.matches) and self.app.data.saving
        self._selected(None)

    def _selected(self, _: object) -> None:
        self.deleting = None
        self.delete.label = DELETE

    def delete_current(self) -> None:
        """Delete: the first press asks, the second removes the chosen match's record."""
        info: MatchInfo | None = self.list.current
        store = self.app.data.records
        if info is None or store is None or not self.app.data.saving:
            return
        if self.deleting != info.match_id:
            self.deleting = info.match_id
            self.delete.label = CONFIRM_DELETE
            self.message = _("Press \"{button}\" to remove the match of {when} for good.").format(
                button=_(CONFIRM_DELETE), when=when_text(info.started))
            return
        try:
            store.delete_match(info.match_id)
        except Exception as error:  # a failed delete is told, never a crash
            self.message = say(sentence_of(error))
            self.app.play("refuse")
            return
        index = self.list.selected
        self.load()
        self._refresh()
        self.list.select(min(index, max(0, len(self.matches) - 1)))
        self.message = self.message or _("The match was deleted.")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.delete_current()
            return
        super().handle(event)

    def _choose(self, game_id: str) -> None:
        self.app.chosen_game = game_id
        self.load()
        self._refresh()

    def load(self) -> None:
        store = self.app.data.records
        if store is None:
            self.message = _("No saved matches yet.")
            return
        try:
            matches, warnings = store.list_matches(self.app.chosen_game)
        except Exception as error:  # a broken store must not close the screen
            matches, warnings = [], [
                _("The saved matches could not be listed: {error}").format(error=error)]
        self.matches = sorted(matches, key=lambda m: m.started, reverse=True)
        self.coached = self.app.data.coached_ids()
        self.message = " ".join(say(warning) for warning in warnings[:2]) if warnings else (
            "" if self.matches else _("No saved matches yet: play a hand and it is kept here."))

    def open(self, info: MatchInfo | None) -> None:
        if info is None:
            return
        if info.game not in {game.id for game in self.app.playable_games()}:
            self.message = _("This match is of a game that cannot be watched here.")
            self.app.play("refuse")
            return
        store = self.app.data.records
        if store is None:
            return
        try:
            lines = store.load_match(info.match_id)
        except Exception as error:
            self.message = say(sentence_of(error))
            self.app.play("refuse")
            return
        scene = replay_scene_for(self.app, lines, when_text(info.started))
        if isinstance(scene, str):
            self.message = scene
            self.app.play("refuse")
            return
        self.app.push(scene)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(1100)),
                                 min(h - self.px(150), self.px(620)))
        self.panel.midtop = (w // 2, self.px(128))
        bw, bh = self.px(200), self.px(54)
        self.watch.rect = pygame.Rect(0, 0, bw, bh)
        self.watch.rect.bottomright = (self.panel.right - self.px(36),
                                       self.panel.bottom - self.px(26))
        self.game.rect = pygame.Rect(0, 0, self.px(480), self.px(44))  # room for long names
        self.game.rect.bottomright = (self.panel.right, self.panel.top - self.px(8))
        self.done.rect = pygame.Rect(0, 0, bw, bh)
        self.done.rect.bottomright = (self.watch.rect.left - self.px(20), self.watch.rect.bottom)
        self.delete.rect = pygame.Rect(0, 0, bw, bh)
        self.delete.rect.bottomleft = (self.panel.x + self.px(36), self.watch.rect.bottom)
        # two lines for a message between the list and the buttons, clear of both
        self.list.rect = pygame.Rect(self.panel.x + self.px(30), self.panel.y + self.px(44),
                                     self.panel.width - self.px(60),
                                     self.watch.rect.top - self.px(64) - self.panel.y
                                     - self.px(44))  # the lead line above it

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, info: MatchInfo,
                  selected: bool,
                  style: Style) -> None:
        row = rect.inflate(-style.px(8), -style.px(6))
        if selected:
            pygame.draw.rect(surface, palette.CARD_COLOURS_LIGHT["Y"], row,
                             border_radius=style.px(8))
            pygame.draw.rect(surface, palette.YELLOW, row, max(1, style.px(2)),
                             border_radius=style.px(8))
        else:
            pygame.draw.line(surface, PAPER_SHADE, (row.x, row.bottom), (row.right, row.bottom))
        x = row.x + style.px(16)
        self.text(surface, _when(info, info.match_id in self.coached), 20,
                  (x, row.y + style.px(8)), INK, True, "topleft")
        self.text(surface, _players(info), 16, (x, row.y + style.px(36)), INK_SOFT,
                  anchor="topleft")
        colour = palette.CARD_COLOURS_DARK["G"] if info.finished else INK_SOFT
        self.text(surface, _outcome(info), 18, (row.right - style.px(16), row.centery), colour,
                  True, "midright")

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        lead = self.style.fitted(_("Your saved matches, newest first"), 17, INK_SOFT, True,
                                 self.list.rect.width)
        blit_text(surface, lead, "bottomleft", (self.list.rect.x + self.px(6),
                                                self.list.rect.y - self.px(1)))
        if self.message:
            lines = self.wrap(self.message, 16, self.list.rect.width - self.px(12))
            y = self.list.rect.bottom + self.px(6)
            for line in lines[:2]:
                self.text(surface, line, 16, (self.list.rect.x + self.px(6), y), INK_SOFT,
                          anchor="topleft")
                y += self.px(22)

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(matches=len(self.matches), message=self.message,
                    players=[_players(match) for match in self.matches],
                    outcomes=[_outcome(match) for match in self.matches],
                    entries=[_when(match, match.match_id in self.coached)
                             for match in self.matches])
        return info
