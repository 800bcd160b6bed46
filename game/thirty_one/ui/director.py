"""The Blitz (31) table's animation director: every applied event becomes motion.

Events from the table authority (yours and the bots') arrive through the session's listener. A
drawn card flies from its pile to the seat's hand (a rival's card from the draw pile stays face
down: only the discard pile is public), a thrown card flies to the discard pile while the pile
still shows the card below, a knock and a reshuffle get a short note, a 31 its banner, and the
hand's end leads to the showdown panel once everything has landed.
"""

from __future__ import annotations

from pygame import Rect

from game.thirty_one.rules.state import (
    Discarded,
    Drew,
    Event,
    HandEnded,
    HandState,
    Knocked,
    Reshuffled,
    ThirtyOne,
)
from game.thirty_one.ui.images import DECK
from game.thirty_one.ui.layout import TableLayout
from game.thirty_one.ui.session import HUMAN
from game.thirty_one.ui.table_parts import BOT_MOVE, DROP_LAND, HUMAN_MOVE, TableParts
from game.ui import palette
from game.ui.banner import Banner
from game.ui.sprites import Flight, box

GOLD = (0xF2, 0xC9, 0x4C)


class AnimationDirector(TableParts):
    """Turns the table's events into flights, notes, sounds and banners."""

    def _on_event(self, t: float, event: Event, state: HandState) -> None:
        del t, state
        if self.session.table is not self._table:
            self._reset_hand()
        layout = self.layout or self.table_layout()
        if isinstance(event, Drew):
            self._drew(layout, event)
        elif isinstance(event, Discarded):
            self._discarded(layout, event)
        elif isinstance(event, Knocked):
            self._sound("tick")
            area = layout.seat_area(event.seat)
            who = "You knock!" if event.seat == HUMAN else f"{self._name(event.seat)} knocks!"
            self.note(who, area.center, GOLD)
        elif isinstance(event, Reshuffled):
            self._sound("flip")
            self.note("The discard pile is shuffled into a new draw pile",
                      (layout.stock.centerx, layout.stock.top), palette.HIGHLIGHT)
        elif isinstance(event, ThirtyOne):
            self._thirty_one(event)
        elif isinstance(event, HandEnded):
            self._hand_ended(event)
        self._remember()

    def _name(self, seat: int) -> str:
        seats = self.session.seats
        return seats[seat].name if seat < len(seats) else f"Seat {seat + 1}"

    def _drew(self, layout: TableLayout, event: Drew) -> None:
        seat = event.seat
        if event.source == "discard":
            self.flights.land("discard")  # the card it takes is the one that just landed
        count = self._sizes[seat] + 1 if seat < len(self._sizes) else 4
        src = Rect(layout.stock if event.source == "stock" else layout.discard)
        duration, lift = self._time(BOT_MOVE), src.height * 0.1
        if seat == HUMAN:
            cards = self._view().cards
            index = cards.index(event.card) if event.card in cards else len(cards) - 1
            dst = layout.human.card_rects(len(cards))[index]
            card: str | None = event.card
            if self._human_origin is not None:
                src, duration, lift = self._human_origin, self._time(DROP_LAND), 0.0
            else:
                duration = self._time(HUMAN_MOVE)
            self.flights.add(Flight(card, DECK, box(src), box(dst), self.anim, duration,
                                    hide="hand:0", lift=lift, turn=event.source == "stock",
                                    on_land=lambda: self._sound("place")))
            return
        rects = layout.hand_rects(seat, count)
        if not rects:
            return
        card = event.card if event.source == "discard" else None
        self.flights.add(Flight(card, DECK, box(src), box(rects[-1]), self.anim, duration,
                                hide=f"hand:{seat}", lift=lift))

    def _discarded(self, layout: TableLayout, event: Discarded) -> None:
        seat = event.seat
        self.flights.land(f"hand:{seat}")
        dst = layout.discard
        if seat == HUMAN:
            mine = self._my_cards
            rects = layout.human.card_rects(len(mine))
            src = rects[mine.index(event.card)] if event.card in mine else Rect(dst)
            duration, lift = self._time(HUMAN_MOVE), 0.0
            if self._human_origin is not None:
                src, duration = self._human_origin, self._time(DROP_LAND)
        else:
            count = self._sizes[seat] if seat < len(self._sizes) else 4
            rects = layout.hand_rects(seat, count)
            src = rects[len(rects) // 2] if rects else Rect(dst)
            duration, lift = self._time(BOT_MOVE), dst.height * 0.12
        self.flights.add(Flight(event.card, DECK, box(src), box(dst), self.anim, duration,
                                hide="discard", lift=lift, on_land=lambda: self._sound("place")))

    def _thirty_one(self, event: ThirtyOne) -> None:
        names = [("You" if s == HUMAN else self._name(s)) for s in event.seats]
        who = " and ".join(names)
        verb = "have" if HUMAN in event.seats or len(names) > 1 else "has"
        self._sound("blitz")
        duration = 1.2 if self.reduced_motion else 2.4
        self.banner = Banner("31!", f"{who} {verb} 31: everyone else loses a token",
                             self.anim + self._time(0.35), palette.RED, duration)

    def _hand_ended(self, event: HandEnded) -> None:
        self._drop_lifted_card()
        self.selected = None
        if event.reason == "knock" and self.banner is None:
            knocker = event.knocker
            who = "you" if knocker == HUMAN else self._name(knocker or 0)
            duration = 0.9 if self.reduced_motion else 1.6
            self.banner = Banner("Showdown", f"Everyone shows their hand: {who} knocked",
                                 self.anim + self._time(0.35), palette.BLUE, duration)

    def _drop_lifted_card(self) -> None:
        drag = self.pointer.drag
        if drag is not None:
            self.fly_back(drag.source, drag.card or None, drag.rect)
        self.pointer.cancel()
