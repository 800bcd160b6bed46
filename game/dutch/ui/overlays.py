"""What is drawn over the table: the buttons (Ready during the start peek, Dutch during your call
window -- "Yes, call Dutch" once armed -- and End turn), the status line saying what you can do
now, the values turned up at the round's end, the discard pile's fan and the card being dragged
(notes are the host's: they stack up from between the status line and your name)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Container
from typing import TYPE_CHECKING

import pygame

from game.dutch.rules.cards import POWER_JACK, POWER_OTHER, POWER_OWN, a_rank
from game.dutch.rules.moves import Call, Discard, Draw, Snap
from game.dutch.ui.calling import ARMED_TEXT, CONFIRM
from game.dutch.ui.hits import shown_buttons, slot_place
from game.dutch.ui.painter import draw_ring, whole_shadow
from game.dutch.ui.reveal import draw_panel as draw_fan_panel
from game.dutch.ui.reveal import fan_area, fan_rects, value_text
from game.dutch.ui.session import HUMAN, peeking
from game.dutch.ui.still import StillWords
from game.i18n import N_, _, ngettext, said_of
from game.ui import palette
from game.ui.table.notes import NoteStack

if TYPE_CHECKING:
    from game.dutch.ui.board import DutchBoard

BUTTON = (0xF2, 0xC9, 0x4C)
POWER_TEXT = {
    POWER_OWN: N_("Power: click one of your cards to look at it (or End turn)"),
    POWER_OTHER: N_("Power: click a rival's card to look at it (or End turn)"),
    POWER_JACK: N_("Jack: click two cards of two players to swap them unseen (or End turn)"),
}


class TableOverlays:
    """Buttons, words and the dragged card over the painted table."""

    def __init__(self, board: DutchBoard) -> None:
        self.board = board

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        """Notes stack upward from between the status line and your name."""
        lay = self.board.layout
        y = (lay.status.bottom + lay.seats[0].label.top) // 2
        return NoteStack((size[0] // 2, y), max(12, lay.label_px * 3 // 4))

    def button_labels(self) -> dict[str, tuple[str, bool]]:
        """The buttons shown (``hits.shown_buttons``, where input finds them) and their words."""
        out: dict[str, tuple[str, bool]] = {}
        for name in shown_buttons(peeking(self.board.session), self.board.legal()):
            if name == "ready":
                seconds = f"{self.board.peek_left():.0f}"
                out[name] = (_("Ready ({seconds})").format(seconds=seconds), True)
            elif name == "dutch":
                out[name] = (_(CONFIRM) if self.board.calling.armed else _("Dutch!"), True)
            else:
                out[name] = (_("End turn"), True)
        return out

    def status_text(self) -> str:
        view = self.board.session.view()
        legal = self.board.legal()
        if peeking(self.board.session):
            return _("Remember your two lower cards, then click Ready")
        if self.board.session.hand_over:
            return _("Round over")
        if self.board.holding():
            return (_("Drag the drawn card onto one of your cards to swap, or onto the discard "
                      "pile") if Discard(HUMAN) in legal else
                    _("Drag the card you took onto one of your cards to swap it in"))
        if self.board.calling.armed:
            return _(ARMED_TEXT)
        if view.turn == HUMAN and view.phase == "after":
            text = POWER_TEXT.get(view.power or "", "")
            if self.board.jack_pick is not None:
                return _("Jack: now click the card of another player to swap with")
            return _(text) if text else (_("Call Dutch, or end your turn")
                                         if Call(HUMAN) in legal else _("End your turn"))
        if Draw(HUMAN, "discard") in legal:
            return _("Your turn: click the draw pile (or take the discard)")
        if Draw(HUMAN, "stock") in legal:
            return _("Your turn: click the draw pile")
        if any(isinstance(m, Snap) for m in legal) and view.window is not None:
            return _("Snap window: {rank} - drag or double-click a matching card of yours onto "
                     "the pile").format(rank=a_rank(view.window.rank))
        if view.caller == HUMAN:
            return _("You called Dutch: your cards are locked")
        nxt = view.next_seat if view.phase == "done" else view.turn
        if nxt is not None and nxt == HUMAN:
            return _("Your turn once the snap window closes")
        return said_of(self.board.session.name(nxt if nxt is not None else view.turn),
                       "{who} is playing", english_you="{who} are playing")

    def draw_still_overlays(self, surface: pygame.Surface, words: StillWords,
                            parts: Container[str] | None = None) -> None:
        """The buttons, the status line, the round end's values and the fan (kept while the
        board's ``base_key`` holds); only those of ``parts`` when named ("buttons",
        "status", "slot:N:M" for the value under a card, "name:N" for a seat's sum, "fan")."""
        if parts is None or "buttons" in parts:
            self._buttons(surface, dict(words.buttons))
        if parts is None or "status" in parts:
            self._status(surface, words.status)
        self._reveal_values(surface, parts)
        if parts is None or "fan" in parts:
            self._fan(surface)

    def still_words(self) -> StillWords:
        """What the still overlays show now."""
        plan = self.board.reveal
        values: Counter[int] = Counter()
        sums: frozenset[int] = frozenset()
        now = self.board.anim
        if plan is not None:
            values.update(r.owner for r in plan.cards if r.at + 0.1 <= now)
            sums = frozenset(seat for seat, (_total, at) in plan.sums.items() if at <= now)
        return StillWords(tuple(self.button_labels().items()), self.status_text(),
                          tuple(sorted(values.items())), sums, self.board.fanned)

    def draw_moving_overlays(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The snap window's running ring (under the fan: not while it is open) and the card
        being dragged; where they were drawn."""
        drawn: list[pygame.Rect] = []
        left = self.board.ring_left(self.board.session.view())
        if left is not None and not self.board.fanned:
            drawn.append(draw_ring(surface, self.board.layout.discard, left))
        return drawn + self._draw_drag(surface)

    def _reveal_values(self, surface: pygame.Surface, parts: Container[str] | None) -> None:
        """Each turned card's value under it, and a seat's sum by its name once all are up
        (of the places in ``parts`` when named)."""
        plan = self.board.reveal
        if plan is None:
            return
        view = self.board.session.view()
        for r in plan.cards:
            if parts is not None and slot_place(r.owner, r.slot) not in parts:
                continue
            if r.at + 0.1 <= self.board.anim:
                rect = self.board.seen(f"slot:{r.owner}:{r.slot}",
                                       self.board.slot_rect(view, r.owner, r.slot))
                value = value_text(r.card)
                fill = palette.RED if value.startswith("-") else palette.INK
                self.board.painter.pill(surface, value, max(11, rect.width // 4),
                                        (rect.centerx, rect.bottom - rect.height // 8), fill)
        for seat, (total, at) in plan.sums.items():
            if at <= self.board.anim and (parts is None or f"name:{seat}" in parts):
                label = self.board.layout.seats[seat].label
                self.board.painter.pill(surface, _("sum {total}").format(total=total),
                                        max(11, label.height * 3 // 4), label.midright,
                                        palette.INK, "midright")

    def _fan(self, surface: pygame.Surface) -> None:
        """The discard pile fanned out, oldest to newest."""
        if not self.board.fanned:
            return
        pile = self.board.session.view().discard
        area = fan_area(surface.get_size(), self.board.layout.discard)
        draw_fan_panel(surface, area)
        size = (round(self.board.layout.pile[0] * 0.8), round(self.board.layout.pile[1] * 0.8))
        rects, older = fan_rects(area.inflate(-area.height // 5, 0), size, len(pile))
        for card, rect in zip(pile[len(pile) - len(rects):], rects, strict=True):
            self.board.painter.card(surface, card, rect)
        px = max(11, area.height // 9)
        if older:
            words = ngettext("The discard pile, oldest to newest ({n} card; {older} older not "
                             "shown)", "The discard pile, oldest to newest ({n} cards; {older} "
                             "older not shown)", len(pile)).format(n=len(pile), older=older)
        else:
            words = ngettext("The discard pile, oldest to newest ({n} card)",
                             "The discard pile, oldest to newest ({n} cards)",
                             len(pile)).format(n=len(pile))
        if not pile:
            words = _("The discard pile is empty")
        self.board.painter.text(surface, words, px, (area.centerx, area.y + 2), palette.PAPER,
                                True, "midtop")

    def _buttons(self, surface: pygame.Surface, labels: dict[str, tuple[str, bool]]) -> None:
        for name, (label, enabled) in labels.items():
            rect = self.board.layout.buttons[name]
            fill = palette.RED if name == "dutch" else BUTTON if enabled else palette.PAPER_SHADE
            radius = rect.height // 3
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            pygame.draw.rect(surface, palette.INK, rect, max(1, rect.height // 18),
                             border_radius=radius)
            colour = palette.PAPER if name == "dutch" else palette.INK
            self.board.painter.text(surface, label, max(11, int(rect.height * 0.42)),
                                    rect.center, colour, True, "center")

    def _status(self, surface: pygame.Surface, text: str) -> None:
        rect = self.board.layout.status
        px = max(11, int(rect.height * 0.7))
        font = self.board.app.font(px, False)
        while font.size(text)[0] > rect.width - px and px > 10:
            px -= 1
            font = self.board.app.font(px, False)
        image = self.board.painter.label(text, px, palette.PAPER)
        box = image.get_rect(center=rect.center).inflate(px, 2)
        pygame.draw.rect(surface, palette.INK, box, border_radius=box.height // 2)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_drag(self, surface: pygame.Surface) -> list[pygame.Rect]:
        drag = self.board.pointer.drag
        if drag is None:
            return []
        spread = max(4, round(drag.rect.height * 0.07))
        shade = surface.blit(whole_shadow(self.board.images, drag.rect.size, spread),
                             (drag.rect.x - spread // 2, drag.rect.y))
        card = drag.card or None
        return [shade, surface.blit(self.board.images.card(card, drag.rect.size), drag.rect)]
