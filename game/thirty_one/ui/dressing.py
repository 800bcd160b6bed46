"""What the Blitz (31) board adds to the bare table each frame: a part the board holds.

``TableDressing`` makes the painter's ``Decor`` from the board's state (the cards in flight or
dragged, which places glow, the picked card, the seat thinking, the banner's dimming) and the
status line under the piles (whose turn it is and what to do, after a knock's word).
"""

from __future__ import annotations

from collections import Counter

from game.i18n import _
from game.thirty_one.rules.state import View
from game.thirty_one.ui.coach_spots import CoachSpots
from game.thirty_one.ui.painter import Decor
from game.thirty_one.ui.parts import TableParts
from game.thirty_one.ui.session import thinking_seat
from game.ui import palette
from game.ui.table.session import HUMAN


class TableDressing:
    """The decor and the status line of the table of ``parts``."""

    def __init__(self, parts: TableParts, coach_spots: CoachSpots) -> None:
        self.parts = parts
        self.coach_spots = coach_spots

    def status(self, view: View) -> str:
        """The line under the piles: whose turn it is and what to do, after a knock's word."""
        p = self.parts
        if view.phase == "over":
            return _("The hand is over")
        said = self._turn_words(view)
        if view.knocker is None:
            return said
        knocked = _("You knocked") if view.knocker == HUMAN else \
            _("{who} knocked").format(who=p.name(view.knocker))
        # Translators: "Anna knocked · Your last turn: draw a card"
        return _("{knocked} · {turn}").format(knocked=knocked, turn=said)

    def _turn_words(self, view: View) -> str:
        p = self.parts
        landing = p.landing()
        if landing is not None and view.to_play == HUMAN:
            return _("{who} throws…").format(who=p.name(landing))
        if view.to_play != HUMAN:
            return _("{who} is thinking…").format(who=p.name(view.to_play))
        if view.phase == "discard":
            return _("Throw a card onto the discard pile")
        if view.knocker is not None:
            return _("Your last turn: draw a card")
        if p.allowed().knock:
            return _("Your turn: draw a card or knock")
        return _("Your turn: draw a card")

    def decor(self) -> Decor:
        """What the table shows over the bare view now: hidden cards (in flight, dragged),
        glows (drag targets, the picked card's pile, the tip's move, refusals), the status."""
        p = self.parts
        view = p.view()
        hidden: Counter[str] = p.flights.hidden()
        hidden_cards = p.flights.cards_bound_for(f"hand:{HUMAN}")
        glow: dict[str, tuple[int, int, int]] = {}
        drag = p.pointer.drag
        if drag is not None:
            if drag.source == "hand":
                hidden_cards.add(drag.card)
            elif drag.source == "discard":
                hidden["discard"] += 1
            for target in drag.targets:
                glow[target] = palette.HIGHLIGHT
        legal = p.allowed()
        if drag is None and p.selected is not None and p.selected in legal.throw:
            glow["discard"] = palette.HIGHLIGHT
        lit = self.coach_spots.tip_glow()
        if lit is not None and drag is None:
            glow[lit] = palette.HIGHLIGHT
        for key in p.flashes:
            glow[key] = palette.REFUSED
        over = p.session.hand_over
        banner = p.banner
        thinking = p.landing()  # the pulse stays on a rival until its card has landed
        return Decor(
            now=p.anim, hidden=hidden, hidden_cards=frozenset(hidden_cards), glow=glow,
            selected=p.selected, taken=view.taken if view.to_play == HUMAN else None,
            thinking=thinking if thinking is not None else thinking_seat(p.session),
            knock_enabled=legal.knock and not over,
            show_value=p.show_value, status=self.status(view), loss=p.loss,
            dim=banner.dim(p.anim) if banner is not None else 0.0)


__all__ = ["TableDressing"]
