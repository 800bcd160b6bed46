"""Events to motion: every applied event of the game becomes cards travelling on the table,
notes and sounds, returned as motions (data) for the host to play (``game.ui.table.motion``).

The table draws the view after the move at once; a card in flight is hidden at its landing
spot until it lands, so nothing shows twice. Events of one move play one after another (both
bids flip together, tie cards come one by one, a chain fires step by step, paying cards glide
to the pile their suit decides).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.auction.rules.events import (
    BidShown,
    BidWon,
    Bought,
    Drew,
    Event,
    GameEnded,
    PowerFired,
    PowerPlayed,
    Reshuffled,
    Restocked,
    RoundEnded,
    SetAsideShown,
    TieCard,
    TurnPassed,
)
from game.auction.rules.state import State
from game.auction.rules.view import View
from game.auction.rules.view import view as view_of
from game.auction.ui.coach import bid_words, card_name, trail_step
from game.auction.ui.layout import Layout
from game.auction.ui.parts import FLIGHT, TableParts
from game.auction.ui.places import hand_rects, offering_rects
from game.i18n import _
from game.ui import palette
from game.ui.banner import Banner
from game.ui.sprites import Flight, box
from game.ui.table.motion import Fly, Land, Motion, ShowBanner, ShowNote, Sound

MAX_LAG = 1.6
"""Seconds the motion of queued events may trail the table."""


class AnimationDirector:
    """Turns the events of ``parts``' table into flights, notes and the chain trail."""

    def __init__(self, parts: TableParts) -> None:
        self.parts = parts
        self._offered: tuple[Layout, View, int, dict[str, pygame.Rect]] | None = None
        """Where the cards of a seat's offering lie in a view (``offer_dst``)."""

    @property
    def layout(self) -> Layout:
        return self.parts.layout

    def lag(self) -> float:
        """How far the motion queued so far runs ahead of the table (a note's delay)."""
        return self.parts.cursor - self.parts.anim

    def on_event(self, t: float, event: Event, state: State) -> list[Motion]:
        view = view_of(state, 0)
        # motion follows the events in order, but never lags the table by more than a moment
        parts = self.parts
        parts.cursor = min(max(parts.cursor, parts.anim), parts.anim + parts.time(MAX_LAG))
        handler: Any = _HANDLERS.get(type(event))
        if handler is None:
            return []
        motions: list[Motion] = handler(self, event, view, state)
        return motions

    # --- flights -------------------------------------------------------------------------------
    def flying(self, card: str | None, src: pygame.Rect, dst: pygame.Rect, *, hide: str | None,
               delay: float = 0.0, face_down: bool = False, turn: bool = False) -> list[Motion]:
        """A card sets off after the motion before it (``delay``); what flies to the place it
        hides lands first (a rival's hand takes cards one after another)."""
        start = self.parts.cursor + delay - self.parts.anim
        flight = Fly(Flight(card or None, "auction", box(src), box(dst), self.parts.anim,
                            self.parts.time(FLIGHT), delay=max(0.0, start), hide=hide,
                            face_down=face_down, turn=turn, lift=src.height * 0.15))
        return [Land(hide), flight] if hide is not None and hide != "rival_hand" else [flight]

    def advance(self, seconds: float) -> None:
        """The next event's motion starts after ``seconds`` more."""
        self.parts.cursor += self.parts.time(seconds)

    def seen(self, place: str, fallback: pygame.Rect) -> pygame.Rect:
        """Where ``place`` was drawn last frame; when it was not (a dragged card, one still in
        flight), a card's size in the middle of ``fallback``, never the whole zone."""
        rect = self.parts.last_hits.get(place)
        if rect is not None:
            return rect.copy()
        size = self.layout.mid if fallback == self.layout.rival_offering else self.layout.card
        card = pygame.Rect((0, 0), size)
        card.center = fallback.center
        return card

    def deck_rect(self, seat: int) -> pygame.Rect:
        return self.layout.piles["deck"] if seat == 0 else self.layout.rival_piles["deck"]

    def discards_rect(self, seat: int) -> pygame.Rect:
        return self.layout.piles["discards"] if seat == 0 else \
            self.layout.rival_piles["discards"]

    def rival_hand_rect(self) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.layout.small)
        r.center = self.layout.rival_hand.center
        return r

    def offer_dst(self, view: View, seat: int, card: str) -> pygame.Rect:
        """Where ``card`` lies in ``seat``'s offering in ``view`` (the offering laid out once
        for each view: the cards of one event, a bid's or a tie's, fly to the same one)."""
        made = self._offered
        if made is not None and made[0] is self.layout and made[1] is view and made[2] == seat:
            rects = made[3]
        else:
            rects = offering_rects(self.layout, view, seat)
            self._offered = (self.layout, view, seat, rects)
        area = self.layout.offering if seat == 0 else self.layout.rival_offering
        return rects.get(card, area).copy()

    def offer_src(self, seat: int, card: str) -> pygame.Rect:
        area = self.layout.offering if seat == 0 else self.layout.rival_offering
        return self.seen(f"offer{seat}:{card}", area)


def _drew(d: AnimationDirector, e: Drew, view: View, state: State) -> list[Motion]:
    places = hand_rects(d.layout, view)
    motions: list[Motion] = []
    for i, card in enumerate(e.cards):
        if e.seat == 0:
            motions += d.flying(card, d.deck_rect(0), places.get(card, d.layout.hand), hide=card,
                                delay=d.parts.time(0.07) * i)
        else:
            motions += d.flying(None, d.deck_rect(1), d.rival_hand_rect(), hide="rival_hand",
                                delay=d.parts.time(0.07) * i, face_down=True)
    d.advance(0.3)
    return motions


def _reshuffled(d: AnimationDirector, e: Reshuffled, view: View, state: State) -> list[Motion]:
    said = _("You reshuffle the discards into a new deck") if e.seat == 0 else \
        _("{name} reshuffles the discards into a new deck").format(name=d.parts.session.name(1))
    motions: list[Motion] = [ShowNote(said, delay=d.lag())]
    for i in range(3):
        motions += d.flying(None, d.discards_rect(e.seat), d.deck_rect(e.seat), hide=None,
                            delay=d.parts.time(0.06) * i, face_down=True)
    d.advance(0.35)
    return motions


def _aside(d: AnimationDirector, e: SetAsideShown, view: View, state: State) -> list[Motion]:
    src = d.seen(f"aside:{e.card}", d.layout.aside) if e.seat == 0 else d.rival_hand_rect()
    motions = d.flying(None, src, d.deck_rect(e.seat), hide=None, face_down=True)
    if e.seat == 1:
        d.advance(0.2)
    return motions


def _bid(d: AnimationDirector, e: BidShown, view: View, state: State) -> list[Motion]:
    if e.seat == 0:
        d.parts.cursor = max(d.parts.cursor, d.parts.anim + d.parts.time(0.1))
        d.parts.told_at = math.inf
    motions: list[Motion] = []
    for card in e.cards:
        src = d.seen(f"bid:{card}", d.layout.bid) if e.seat == 0 else d.rival_hand_rect()
        motions += d.flying(card, src, d.offer_dst(view, e.seat, card), hide=card, turn=True)
    if e.seat == 1:
        d.advance(0.45)
    return motions


def _tie(d: AnimationDirector, e: TieCard, view: View, state: State) -> list[Motion]:
    motions: list[Motion] = []
    if e.seat == 0:
        motions.append(ShowNote(_("A tie: each adds the top card of their deck"),
                                delay=d.lag()))
    motions += d.flying(e.card, d.deck_rect(e.seat), d.offer_dst(view, e.seat, e.card),
                        hide=e.card, turn=True)
    d.advance(0.5)
    return motions


def _won(d: AnimationDirector, e: BidWon, view: View, state: State) -> list[Motion]:
    totals = [s.bid_total for s in state.seats]
    d.parts.told_at = d.parts.cursor  # the winner is told only once both bids have turned over
    motions: list[Motion] = [ShowNote(bid_words(e, totals, d.parts.session.name(1)),
                                      delay=d.lag()), Sound("flip")]
    d.parts.trail = []
    d.advance(0.3)
    return motions


def _played(d: AnimationDirector, e: PowerPlayed, view: View, state: State) -> list[Motion]:
    if len(state.pending) <= 1:
        d.parts.trail = []
    src = d.seen(f"hand:{e.card}", d.layout.hand) if e.seat == 0 else d.rival_hand_rect()
    motions = d.flying(e.card, src, d.offer_dst(view, e.seat, e.card), hide=e.card,
                       turn=e.seat == 1)
    d.advance(0.3)
    return motions


def _fired(d: AnimationDirector, e: PowerFired, view: View, state: State) -> list[Motion]:
    d.parts.trail = (d.parts.trail + [trail_step(e)])[-4:]
    if e.target is None:
        return []
    if e.source is None:
        dst = d.layout.piles["cashed"] if e.seat == 0 else d.layout.rival_piles["cashed"]
        motions = d.flying(e.target, d.offer_src(e.seat, e.target), dst, hide=e.target)
    else:
        src = {"auction_discards": d.layout.auction_discards,
               "personal_discards": d.discards_rect(e.seat)}.get(e.source, d.deck_rect(e.seat))
        motions = d.flying(e.target, src, d.offer_dst(view, e.seat, e.target), hide=e.target)
    d.advance(0.35)
    return motions


def _bought(d: AnimationDirector, e: Bought, view: View, state: State) -> list[Motion]:
    who = _("You") if e.seat == 0 else d.parts.session.name(1)
    slot = d.layout.slots[e.slot_cost - 1]
    motions = d.flying(e.card, slot, d.discards_rect(e.seat), hide=None)
    for i, card in enumerate(e.paid):
        dst = d.discards_rect(e.seat) if card in e.to_personal else d.layout.auction_discards
        motions += d.flying(card, d.offer_src(e.seat, card), dst, hide=None,
                            delay=d.parts.time(0.12) * (i + 1))
    d.parts.trail = [bought_words(e, d.parts.session.name(1))]
    motions.append(Sound("place"))
    if e.seat == state.loser and e.slot_cost == 1 and e.card == state.slot1:
        if e.seat == 0:
            said = _("You took the forced 1-cost card for one offering card") if e.paid else \
                _("You took the forced 1-cost card for free")
        else:
            said = _("{name} took the forced 1-cost card for one offering card") if e.paid \
                else _("{name} took the forced 1-cost card for free")
        motions.append(ShowNote(said.format(name=who), delay=d.lag()))
    d.advance(0.3 + 0.12 * len(e.paid))
    return motions


def _passed(d: AnimationDirector, e: TurnPassed, view: View, state: State) -> list[Motion]:
    rival = d.parts.session.name(1)
    said = _("You end the turn") if e.seat == 0 else \
        _("{name} ends the turn").format(name=rival)
    motions: list[Motion] = [ShowNote(said, delay=d.lag())]
    if state.forced_due() and state.slot1 is not None:
        owes = _("Forced purchase: you must take the 1-cost card ({card})") \
            if state.active == 0 else \
            _("Forced purchase: {name} must take the 1-cost card ({card})")
        motions.append(ShowNote(owes.format(name=rival, card=card_name(state.slot1)),
                                delay=d.lag(), warn=True))
    return motions


def _restocked(d: AnimationDirector, e: Restocked, view: View, state: State) -> list[Motion]:
    before = {c: i for i, c in enumerate(d.parts.last_view.display) if c is not None}
    motions: list[Motion] = []
    for i, card in enumerate(e.display):
        if card is None:
            continue
        dst = d.layout.slots[i]
        if card in before:
            if before[card] != i:
                motions += d.flying(card, d.layout.slots[before[card]], dst, hide=card)
        else:
            motions += d.flying(card, d.layout.auction_deck, dst, hide=card, turn=True,
                                delay=d.parts.time(0.15) + d.parts.time(0.08) * i)
    d.advance(0.5)
    return motions


def _round_end(d: AnimationDirector, e: RoundEnded, view: View, state: State) -> list[Motion]:
    motions: list[Motion] = []
    for seat, cards in enumerate(e.discarded):
        for card in cards:
            if seat == 0:
                mine = d.parts.last_hits.get(f"offer0:{card}") \
                    or d.seen(f"hand:{card}", d.layout.hand)
                motions += d.flying(card, mine.copy(), d.discards_rect(0), hide=None)
            else:
                src = d.parts.last_hits.get(f"offer1:{card}")
                motions += d.flying(card if src else None, (src or d.rival_hand_rect()).copy(),
                                    d.discards_rect(1), hide=None, face_down=src is None)
    d.parts.picks.paying = None
    d.advance(0.4)
    return motions


def _ended(d: AnimationDirector, e: GameEnded, view: View, state: State) -> list[Motion]:
    won = 0 in e.winners
    title = _("You win!") if won and len(e.winners) == 1 else \
        _("A shared win") if won else _("{name} wins").format(name=d.parts.session.name(1))
    mine, theirs = (s.total for s in e.scores)
    scores = _("Final score {mine} to {theirs}").format(mine=mine, theirs=theirs)
    return [ShowBanner(Banner(title, scores, d.parts.cursor + d.parts.time(0.3),
                              palette.CARD_COLOURS_DARK["G"] if won else palette.RED))]


def bought_words(e: Bought, rival: str) -> str:
    """A purchase as the trail tells it: what was bought and where its payment went."""
    personal = ", ".join(card_name(c) for c in e.to_personal)
    auction = ", ".join(card_name(c) for c in e.to_auction)
    you, who = e.seat == 0, rival
    if not e.paid:
        text = _("You bought {card} for free") if you else _("{who} bought {card} for free")
    elif personal and auction:
        text = _("You bought {card}; {personal} to own discards; {auction} to auction "
                 "discards") if you else \
            _("{who} bought {card}; {personal} to own discards; {auction} to auction discards")
    elif personal:
        text = _("You bought {card}; {personal} to own discards") if you else \
            _("{who} bought {card}; {personal} to own discards")
    else:
        text = _("You bought {card}; {auction} to auction discards") if you else \
            _("{who} bought {card}; {auction} to auction discards")
    return text.format(who=who, card=card_name(e.card), personal=personal, auction=auction)


_HANDLERS = {Drew: _drew, Reshuffled: _reshuffled, SetAsideShown: _aside, BidShown: _bid,
             TieCard: _tie, BidWon: _won, PowerPlayed: _played, PowerFired: _fired,
             Bought: _bought, TurnPassed: _passed, Restocked: _restocked,
             RoundEnded: _round_end, GameEnded: _ended}
