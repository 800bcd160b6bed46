"""What is drawn over the table: the buttons (Ready during the start peek, Dutch during your call
window -- "Yes, call Dutch" once armed -- and End turn), the status line saying what you can do
now and the card being dragged (notes are the host's: they stack up from between the status line
and your name)."""

from __future__ import annotations

import pygame

from game.dutch.rules.cards import POWER_JACK, POWER_OTHER, POWER_OWN
from game.dutch.rules.moves import Call, Discard, Draw, EndTurn, Snap
from game.dutch.ui.calling import ARMED_TEXT, CONFIRM, CallConfirm
from game.dutch.ui.session import HUMAN, peeking
from game.ui import palette
from game.ui.table.notes import NoteStack

BUTTON = (0xF2, 0xC9, 0x4C)
POWER_TEXT = {
    POWER_OWN: "Power: click one of your cards to look at it (or End turn)",
    POWER_OTHER: "Power: click a rival's card to look at it (or End turn)",
    POWER_JACK: "Jack: click two cards of two players to swap them unseen (or End turn)",
}


def with_article(rank: str) -> str:
    name = {"X": "joker", "A": "ace", "J": "jack", "Q": "queen", "K": "king"}.get(rank, rank)
    return ("an " if name in ("8", "ace") else "a ") + name


class TableOverlays(CallConfirm):
    """Buttons, words and the dragged card over the painted table."""

    def note_stack(self, size: tuple[int, int]) -> NoteStack:
        """Notes stack upward from between the status line and your name."""
        lay = self.layout
        y = (lay.status.bottom + lay.seats[0].label.top) // 2
        return NoteStack((size[0] // 2, y), max(12, lay.label_px * 3 // 4))

    def button_labels(self) -> dict[str, tuple[str, bool]]:
        legal = self.legal()
        out: dict[str, tuple[str, bool]] = {}
        if peeking(self.session):
            out["ready"] = (f"Ready ({self.peek_left():.0f})", True)
        if Call(HUMAN) in legal:
            out["dutch"] = (CONFIRM if self.call_armed else "Dutch!", True)
        if EndTurn(HUMAN) in legal:
            out["end"] = ("End turn", True)
        return out

    def status_text(self) -> str:
        view = self.session.view()
        legal = self.legal()
        if peeking(self.session):
            return "Remember your two lower cards, then click Ready"
        if self.session.hand_over:
            return "Round over"
        if self.holding():
            return ("Drag the drawn card onto one of your cards to swap, or onto the discard pile"
                    if Discard(HUMAN) in legal else
                    "Drag the card you took onto one of your cards to swap it in")
        if self.call_armed:
            return ARMED_TEXT
        if view.turn == HUMAN and view.phase == "after":
            text = POWER_TEXT.get(view.power or "", "")
            if self.jack_pick is not None:
                return "Jack: now click the card of another player to swap with"
            return text or ("Call Dutch, or end your turn" if Call(HUMAN) in legal
                            else "End your turn")
        if Draw(HUMAN, "discard") in legal:
            return "Your turn: click the draw pile (or take the discard)"
        if Draw(HUMAN, "stock") in legal:
            return "Your turn: click the draw pile"
        if any(isinstance(m, Snap) for m in legal) and view.window is not None:
            return (f"Snap window: {with_article(view.window.rank)} - drag or double-click a "
                    "matching card of yours onto the pile")
        if view.caller == HUMAN:
            return "You called Dutch: your cards are locked"
        nxt = view.next_seat if view.phase == "done" else view.turn
        if nxt is not None and nxt == HUMAN:
            return "Your turn once the snap window closes"
        return f"{self.session.name(nxt if nxt is not None else view.turn)} is playing"

    def draw_overlays(self, surface: pygame.Surface) -> None:
        self._buttons(surface)
        self._status(surface)
        self._draw_drag(surface)

    def _buttons(self, surface: pygame.Surface) -> None:
        for name, (label, enabled) in self.button_labels().items():
            rect = self.layout.buttons[name]
            fill = palette.RED if name == "dutch" else BUTTON if enabled else palette.PAPER_SHADE
            radius = rect.height // 3
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
            pygame.draw.rect(surface, palette.INK, rect, max(1, rect.height // 18),
                             border_radius=radius)
            colour = palette.PAPER if name == "dutch" else palette.INK
            self.painter.text(surface, label, max(11, int(rect.height * 0.42)), rect.center,
                              colour, True, "center")
            self.painter.hits.append((f"button:{name}", rect))

    def _status(self, surface: pygame.Surface) -> None:
        rect = self.layout.status
        text = self.status_text()
        px = max(11, int(rect.height * 0.7))
        font = self.app.font(px, False)
        while font.size(text)[0] > rect.width - px and px > 10:
            px -= 1
            font = self.app.font(px, False)
        image = font.render(text, True, palette.PAPER)
        box = image.get_rect(center=rect.center).inflate(px, 2)
        pygame.draw.rect(surface, palette.INK, box, border_radius=box.height // 2)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_drag(self, surface: pygame.Surface) -> None:
        drag = self.pointer.drag
        if drag is None:
            return
        spread = max(4, round(drag.rect.height * 0.07))
        surface.blit(self.images.shadow(drag.rect.size, spread),
                     (drag.rect.x - spread // 2, drag.rect.y))
        card = drag.card or None
        surface.blit(self.images.card(card, drag.rect.size), drag.rect)
