"""The Blitz (31) board's motions: every applied event becomes flights, notes, sounds, a banner.

Events from the table authority (yours and the bots') arrive through the host's listener and
go back as motions, data the host plays (``game.ui.table.motion``). A drawn card flies from its
pile to the seat's hand (a rival's card from the draw pile stays face down: only the discard
pile is public), a thrown card flies to the discard pile while the pile still shows the card
below, a knock and a reshuffle get a short note, a 31 its banner, and the hand's end asks the
host for the showdown once everything has landed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pygame import Rect

from game.i18n import _
from game.thirty_one.log_words import names_joined
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
from game.thirty_one.ui.parts import BOT_MOVE, DROP_LAND, HUMAN_MOVE, TableParts
from game.ui import palette
from game.ui.banner import Banner
from game.ui.sprites import Flight, box
from game.ui.table.motion import Fly, Land, Motion, ResultsAfter, ShowBanner, ShowNote, Sound
from game.ui.table.session import HUMAN

RESULTS_DELAY = 0.5
"""Seconds between the last card landing (and the banner) and the showdown panel."""


class Motions:
    """Turns the table's events into motion on ``parts``' table, as data the host plays."""

    def __init__(self, parts: TableParts) -> None:
        self.parts = parts

    def on_event(self, t: float, event: Event, state: HandState) -> list[Motion]:
        del t, state
        b = self.parts
        if b.session.table is not b.host.table:
            return []  # a hand this table does not show
        layout = b.layout
        motions: list[Motion] = []
        if isinstance(event, Drew):
            motions = self._drew(layout, event)
        elif isinstance(event, Discarded):
            motions = self._discarded(layout, event)
        elif isinstance(event, Knocked):
            who = _("You knock!") if event.seat == HUMAN else \
                _("{who} knocks!").format(who=b.name(event.seat))
            motions = [Sound("tick"), ShowNote(who, layout.seat_area(event.seat).center)]
        elif isinstance(event, Reshuffled):
            motions = [Sound("flip"),
                       ShowNote(_("The discard pile is shuffled into a new draw pile"),
                                (layout.stock.centerx, layout.stock.top))]
        elif isinstance(event, ThirtyOne):
            motions = self.thirty_one(event)
        elif isinstance(event, HandEnded):
            motions = self._hand_ended(event)
        b.remember()
        return motions

    def _drew(self, layout: TableLayout, event: Drew) -> list[Motion]:
        b = self.parts
        seat = event.seat
        motions: list[Motion] = []
        if event.source == "discard":
            motions.append(Land("discard"))  # the card it takes is the one that just landed
        count = b.sizes[seat] + 1 if seat < len(b.sizes) else 4
        src = Rect(layout.stock if event.source == "stock" else layout.discard)
        duration, lift = b.time(BOT_MOVE), src.height * 0.1
        if seat == HUMAN:
            cards = b.view().cards
            index = cards.index(event.card) if event.card in cards else len(cards) - 1
            dst = layout.human.card_rects(len(cards))[index]
            if b.human_origin is not None:
                src, duration, lift = b.human_origin, b.time(DROP_LAND), 0.0
            else:
                duration = b.time(HUMAN_MOVE)
            return motions + [Fly(Flight(event.card, DECK, box(src), box(dst), b.anim,
                                         duration, hide="hand:0", lift=lift,
                                         turn=event.source == "stock"),
                                  landing_sound="place")]
        rects = layout.hand_rects(seat, count)
        if not rects:
            return motions
        card = event.card if event.source == "discard" else None
        flight = Flight(card, DECK, box(src), box(rects[-1]), b.anim, duration,
                        hide=f"hand:{seat}", lift=lift)
        b.rival_flights.append((seat, flight))
        return motions + [Fly(flight)]

    def _discarded(self, layout: TableLayout, event: Discarded) -> list[Motion]:
        b = self.parts
        seat = event.seat
        dst = layout.discard
        if seat == HUMAN:
            mine = b.my_cards
            rects = layout.human.card_rects(len(mine))
            src = rects[mine.index(event.card)] if event.card in mine else Rect(dst)
            duration, lift = b.time(HUMAN_MOVE), 0.0
            if b.human_origin is not None:
                src, duration = b.human_origin, b.time(DROP_LAND)
        else:
            count = b.sizes[seat] if seat < len(b.sizes) else 4
            rects = layout.hand_rects(seat, count)
            src = rects[len(rects) // 2] if rects else Rect(dst)
            duration, lift = b.time(BOT_MOVE), dst.height * 0.12
        flight = Flight(event.card, DECK, box(src), box(dst), b.anim, duration, hide="discard",
                        lift=lift)
        if seat != HUMAN:
            b.rival_flights.append((seat, flight))
        return [Land(f"hand:{seat}"), Fly(flight, landing_sound="place")]

    def thirty_one(self, event: ThirtyOne) -> list[Motion]:
        b = self.parts
        duration = 1.2 if b.app.settings.reduced_motion else 2.4
        return [Sound("blitz"), *self._banner(Banner("31!", thirty_one_words(event.seats, b.name),
                                                     b.anim + b.time(0.35), palette.RED,
                                                     duration))]

    def _hand_ended(self, event: HandEnded) -> list[Motion]:
        b = self.parts
        motions = b.put_down()
        b.selected = None
        if event.reason == "knock" and b.banner is None:
            knocker = event.knocker
            said = _("Everyone shows their hand: you knocked") if knocker == HUMAN else \
                _("Everyone shows their hand: {who} knocked").format(who=b.name(knocker or 0))
            duration = 0.9 if b.app.settings.reduced_motion else 1.6
            return motions + self._banner(Banner(_("Showdown"), said, b.anim + b.time(0.35),
                                                 palette.BLUE, duration))
        if b.banner is None:
            return motions + [ResultsAfter(b.anim + b.time(RESULTS_DELAY))]
        return motions

    def _banner(self, banner: Banner) -> list[Motion]:
        """The banner over the table; the showdown a moment after it is done."""
        return [ShowBanner(banner),
                ResultsAfter(banner.started + banner.duration + self.parts.time(RESULTS_DELAY))]


def thirty_one_words(seats: Sequence[int], name: Callable[[int], str]) -> str:
    """The 31 banner's line: "Anna has 31: everyone else loses a token"."""
    if len(seats) == 1:
        if seats[0] == HUMAN:
            return _("You have 31: everyone else loses a token")
        return _("{who} has 31: everyone else loses a token").format(who=name(seats[0]))
    who = names_joined([_("You") if s == HUMAN else name(s) for s in seats])
    return _("{who} have 31: everyone else loses a token").format(who=who)

