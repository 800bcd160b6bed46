"""Events to motion and sound: every applied event becomes cards travelling on the table, a
moment at a slot (your look, a card shown to all, a bot's hand) or a note.

Each event is first cut down to what the player's seat saw (``observe``), so nothing here can
show a card the player did not see. A hit, a miss and "beaten to it" each have their own
motion and sound; the Jack swap slides both cards past each other.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.dutch.rules.cards import card_words
from game.dutch.rules.events import (
    Called,
    Discarded,
    Drew,
    Event,
    JackSwapped,
    Looked,
    Reshuffled,
    RoundEnded,
    SnapBeaten,
    Snapped,
    Swapped,
)
from game.dutch.rules.state import DutchState
from game.dutch.rules.view import DutchView, observe
from game.dutch.rules.view import view as view_of
from game.dutch.ui.images import DECK
from game.dutch.ui.parts import FLIGHT, HAND_SECONDS, SHOWN_SECONDS, Moment, TableParts
from game.dutch.ui.reveal import READ_TIME, plan_reveal, reveal_step
from game.dutch.ui.session import HUMAN
from game.i18n import N_, _
from game.ui.sprites import Flight, box


class AnimationDirector(TableParts):
    """Turns the table's events into flights, moments, notes and sounds."""

    def on_event(self, t: float, event: Event, state: DutchState) -> None:
        view = view_of(state, HUMAN)
        seen = observe(event, view)
        self.cursor = max(self.cursor, self.anim)
        handler: Any = _HANDLERS.get(type(seen))
        if handler is not None:
            handler(self, seen, view)

    # --- helpers ----------------------------------------------------------------------------
    def fly(self, card: str | None, src: pygame.Rect, dst: pygame.Rect, *, hide: str | None,
            delay: float = 0.0, face_down: bool = False, turn: bool = False,
            lift: float = 0.15) -> None:
        if hide is not None:
            self.flights.land(hide)
        start = self.cursor + delay - self.anim
        self.flights.add(Flight(card or None, DECK, box(src), box(dst),
                                self.anim, self.time(FLIGHT), delay=max(0.0, start),
                                hide=hide, face_down=face_down or card is None, turn=turn,
                                lift=src.height * lift))

    def moment(self, owner: int, slot: int, card: str | None, seconds: float, kind: str,
               delay: float = 0.0) -> None:
        start = self.cursor + delay
        self.moments = [m for m in self.moments if m.end > self.anim]
        self.moments.append(Moment(owner, slot, card, start, start + seconds, kind))

    def who(self, seat: int) -> str:
        return "You" if seat == HUMAN else self.session.name(seat)

    def note_spot(self, seat: int, slot: pygame.Rect) -> tuple[int, int] | None:
        """Near a rival's card; in the middle for yours (so the shown card stays clear)."""
        return None if seat == HUMAN else slot.midbottom

    def at_slot(self, owner: int, slot: int, view: DutchView) -> pygame.Rect:
        return self.seen(f"slot:{owner}:{slot}", self.slot_rect(view, owner, slot))


def _drew(d: AnimationDirector, e: Drew, view: DutchView) -> None:
    src = d.layout.stock if e.source == "stock" else d.layout.discard
    d.fly(e.card, src, d.layout.held, hide="held", turn=e.card is not None and
          e.source == "stock")
    d.app.play("flip")


def _swapped(d: AnimationDirector, e: Swapped, view: DutchView) -> None:
    place = f"slot:{e.seat}:{e.slot}"
    slot = d.at_slot(e.seat, e.slot, view)
    d.fly(e.card_out, slot, d.layout.discard, hide="discard", turn=True)
    d.fly(None, d.layout.held, slot, hide=place, face_down=True, delay=d.time(0.08))
    d.last_out = e.card_out
    d.app.play("place")


def _discarded(d: AnimationDirector, e: Discarded, view: DutchView) -> None:
    if d.last_out == e.card:
        d.last_out = None
        return
    d.fly(e.card, d.layout.held, d.layout.discard, hide="discard")
    d.app.play("place")


def _snapped(d: AnimationDirector, e: Snapped, view: DutchView) -> None:
    slot = d.at_slot(e.seat, e.slot, view)
    who = d.who(e.seat)
    if e.ok:
        d.fly(e.card, slot, d.layout.discard, hide="discard", turn=True, lift=0.35)
        text = _("You snapped {card}!") if e.seat == HUMAN else _("{who} snapped {card}!")
        d.note(text.format(who=who, card=card_words(e.card)))
        d.app.play("snap_hit")
        return
    d.moment(e.seat, e.slot, e.card, d.time(SHOWN_SECONDS), "miss")
    text = (_("Wrong snap: you take a penalty card") if e.seat == HUMAN else
            _("Wrong snap: {who} takes a penalty card").format(who=who))
    d.note(text, d.note_spot(e.seat, slot), warn=True)
    d.app.play("snap_miss")
    if e.penalty_slot is not None:
        dst = d.slot_rect(view, e.seat, e.penalty_slot)
        d.fly(None, d.layout.stock, dst, hide=f"slot:{e.seat}:{e.penalty_slot}",
              face_down=True, delay=d.time(0.5))


def _beaten(d: AnimationDirector, e: SnapBeaten, view: DutchView) -> None:
    slot = d.at_slot(e.seat, e.slot, view)
    d.moment(e.seat, e.slot, e.card, d.time(SHOWN_SECONDS), "late")
    text = _("Beaten to it!") if e.seat == HUMAN else _("{who} was beaten to it").format(
        who=d.who(e.seat))
    d.note(text, d.note_spot(e.seat, slot), warn=e.seat == HUMAN)
    d.app.play("snap_late")


def _looked(d: AnimationDirector, e: Looked, view: DutchView) -> None:
    if e.seat == HUMAN and e.card is not None:
        d.moment(e.owner, e.slot, e.card, d.option("reveal_seconds", 2.0), "look")
        d.app.play("flip")
        return
    d.moment(e.owner, e.slot, None, d.time(HAND_SECONDS), "hand")
    if e.owner == HUMAN:
        text = _("{who} looks at your card")
    elif e.owner == e.seat:
        text = _("{who} looks at their own card")
    else:
        text = _("{who} looks at {owner}'s card")
    d.note(text.format(who=d.who(e.seat), owner=d.session.name(e.owner)))


def _jack(d: AnimationDirector, e: JackSwapped, view: DutchView) -> None:
    a = d.at_slot(e.a_owner, e.a_slot, view)
    b = d.at_slot(e.b_owner, e.b_slot, view)
    d.fly(None, a, b, hide=f"slot:{e.b_owner}:{e.b_slot}", face_down=True, lift=0.4)
    d.fly(None, b, a, hide=f"slot:{e.a_owner}:{e.a_slot}", face_down=True, lift=-0.4)
    d.jack_pick = None
    d.note(jack_note(d, e))
    d.app.play("place")


def jack_note(d: AnimationDirector, e: JackSwapped) -> str:
    """Who swapped whose cards, in a whole sentence for each case (you, a rival)."""
    first, second = (e.b_owner, e.a_owner) if e.b_owner == HUMAN else (e.a_owner, e.b_owner)
    a, b = d.session.name(first), d.session.name(second)
    if e.seat == HUMAN:
        text = (_("You swapped your card with {b}'s") if first == HUMAN else
                _("You swapped {a}'s card with {b}'s"))
    else:
        text = (_("{who} swapped your card with {b}'s") if first == HUMAN else
                _("{who} swapped {a}'s card with {b}'s"))
    return text.format(who=d.who(e.seat), a=a, b=b)


ROUND_END_NOTES = {"circuit": N_("The last circuit is over"),
                   "emptied_on_turn": N_("A layout is empty"),
                   "stock_exhausted": N_("The draw pile ran out")}


def _called(d: AnimationDirector, e: Called, view: DutchView) -> None:
    text = (_("You call Dutch! Last circuit") if e.seat == HUMAN else
            _("{who} calls Dutch! Last circuit").format(who=d.session.name(e.seat)))
    d.note(text, None)
    d.app.play("blitz")


def _reshuffled(d: AnimationDirector, e: Reshuffled, view: DutchView) -> None:
    d.note(_("The discards are shuffled into a new draw pile"))
    for i in range(3):
        d.fly(None, d.layout.discard, d.layout.stock, hide=None, face_down=True,
              delay=d.time(0.06) * i)


def _round_end(d: AnimationDirector, e: RoundEnded, view: DutchView) -> None:
    d.note(_(ROUND_END_NOTES.get(e.reason, N_("Round over"))))
    count = sum(card is not None for layout in e.layouts for card in layout)
    start = max(d.anim, d.cursor) + d.time(0.4)
    d.reveal = plan_reveal(e, start, d.time(reveal_step(count)))
    d.fan_held = d.fan_key = False
    d.host.results_after(d.reveal.done + d.time(READ_TIME))


_HANDLERS = {Drew: _drew, Swapped: _swapped, Discarded: _discarded, Snapped: _snapped,
             SnapBeaten: _beaten, Looked: _looked, JackSwapped: _jack, Called: _called,
             Reshuffled: _reshuffled, RoundEnded: _round_end}
