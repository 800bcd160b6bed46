"""Events to motion and sound: every applied event becomes cards travelling on the table, a
moment at a slot (your look, a card shown to all, a bot's hand) or a note -- the moments the
board's own to draw, the rest motions returned as data for the host to play.

Each event is first cut down to what the player's seat saw (``observe``), so nothing here can
show a card the player did not see. A hit, a miss and "beaten to it" each have their own
motion and sound; the Jack swap slides both cards past each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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
from game.dutch.ui.parts import HAND_SECONDS, SHOWN_SECONDS, Moment
from game.dutch.ui.reveal import READ_TIME, plan_reveal, reveal_step
from game.dutch.ui.session import HUMAN
from game.i18n import N_, _
from game.ui.table.motion import Motion, ResultsAfter, ShowNote, Sound

if TYPE_CHECKING:
    from game.dutch.ui.board import DutchBoard


class AnimationDirector:
    """Turns the table's events into flights, moments, notes and sounds: the moments are the
    board's own to draw, the rest motions the host plays (``game.ui.table.motion``)."""

    def __init__(self, board: DutchBoard) -> None:
        self.board = board

    def on_event(self, t: float, event: Event, state: DutchState) -> list[Motion]:
        view = view_of(state, HUMAN)
        seen = observe(event, view)
        self.board.cursor = max(self.board.cursor, self.board.anim)
        handler: Any = _HANDLERS.get(type(seen))
        if handler is None:
            return []
        motions: list[Motion] = handler(self, self.board, seen, view)
        return motions

    def deal(self) -> None:
        """The round's deal: every layout card flies from the draw pile to its slot."""
        b = self.board
        if b.dealt:
            return
        b.dealt = True
        view = b.session.view()
        step = b.time(0.03)
        for row in range(4):
            for k in range(b.seat_count):
                seat = (view.starter + k) % b.seat_count
                if row < len(view.layouts[seat]):
                    dst = b.slot_rect(view, seat, row)
                    delay = step * (row * b.seat_count + k)
                    b.fly(None, b.layout.stock, dst, hide=f"slot:{seat}:{row}",
                          delay=delay, face_down=True, lift=0.1)

    # --- helpers ----------------------------------------------------------------------------
    def moment(self, owner: int, slot: int, card: str | None, seconds: float, kind: str,
               delay: float = 0.0) -> None:
        start = self.board.cursor + delay
        self.board.moments = [m for m in self.board.moments if m.end > self.board.anim]
        self.board.moments.append(Moment(owner, slot, card, start, start + seconds, kind))

    def who(self, seat: int) -> str:
        return _("You") if seat == HUMAN else self.board.session.name(seat)

    def note_spot(self, seat: int, slot: pygame.Rect) -> tuple[int, int] | None:
        """Near a rival's card; in the middle for yours (so the shown card stays clear)."""
        return None if seat == HUMAN else slot.midbottom

    def at_slot(self, owner: int, slot: int, view: DutchView) -> pygame.Rect:
        return self.board.seen(f"slot:{owner}:{slot}", self.board.slot_rect(view, owner, slot))


def _drew(d: AnimationDirector, b: DutchBoard, e: Drew, view: DutchView) -> list[Motion]:
    src = b.layout.stock if e.source == "stock" else b.layout.discard
    return [*b.flying(e.card, src, b.layout.held, hide="held",
                      turn=e.card is not None and e.source == "stock"), Sound("flip")]


def _swapped(d: AnimationDirector, b: DutchBoard, e: Swapped, view: DutchView) -> list[Motion]:
    place = f"slot:{e.seat}:{e.slot}"
    slot = d.at_slot(e.seat, e.slot, view)
    b.last_out = e.card_out
    return [*b.flying(e.card_out, slot, b.layout.discard, hide="discard", turn=True),
            *b.flying(None, b.layout.held, slot, hide=place, face_down=True,
                      delay=b.time(0.08)),
            Sound("place")]


def _discarded(d: AnimationDirector, b: DutchBoard, e: Discarded,
               view: DutchView) -> list[Motion]:
    if b.last_out == e.card:
        b.last_out = None
        return []
    return [*b.flying(e.card, b.layout.held, b.layout.discard, hide="discard"), Sound("place")]


def _snapped(d: AnimationDirector, b: DutchBoard, e: Snapped, view: DutchView) -> list[Motion]:
    slot = d.at_slot(e.seat, e.slot, view)
    who = d.who(e.seat)
    if e.ok:
        text = _("You snapped {card}!") if e.seat == HUMAN else _("{who} snapped {card}!")
        return [*b.flying(e.card, slot, b.layout.discard, hide="discard", turn=True, lift=0.35),
                ShowNote(text.format(who=who, card=card_words(e.card))), Sound("snap_hit")]
    d.moment(e.seat, e.slot, e.card, b.time(SHOWN_SECONDS), "miss")
    text = (_("Wrong snap: you take a penalty card") if e.seat == HUMAN else
            _("Wrong snap: {who} takes a penalty card").format(who=who))
    motions: list[Motion] = [ShowNote(text, d.note_spot(e.seat, slot), warn=True),
                             Sound("snap_miss")]
    if e.penalty_slot is not None:
        dst = b.slot_rect(view, e.seat, e.penalty_slot)
        motions += b.flying(None, b.layout.stock, dst, hide=f"slot:{e.seat}:{e.penalty_slot}",
                            face_down=True, delay=b.time(0.5))
    return motions


def _beaten(d: AnimationDirector, b: DutchBoard, e: SnapBeaten, view: DutchView) -> list[Motion]:
    slot = d.at_slot(e.seat, e.slot, view)
    d.moment(e.seat, e.slot, e.card, b.time(SHOWN_SECONDS), "late")
    text = _("Beaten to it!") if e.seat == HUMAN else _("{who} was beaten to it").format(
        who=d.who(e.seat))
    return [ShowNote(text, d.note_spot(e.seat, slot), warn=e.seat == HUMAN), Sound("snap_late")]


def _looked(d: AnimationDirector, b: DutchBoard, e: Looked, view: DutchView) -> list[Motion]:
    if e.seat == HUMAN and e.card is not None:
        d.moment(e.owner, e.slot, e.card, b.option("reveal_seconds", 2.0), "look")
        return [Sound("flip")]
    d.moment(e.owner, e.slot, None, b.time(HAND_SECONDS), "hand")
    if e.owner == HUMAN:
        text = _("{who} looks at your card")
    elif e.owner == e.seat:
        text = _("{who} looks at their own card")
    else:
        text = _("{who} looks at {owner}'s card")
    return [ShowNote(text.format(who=d.who(e.seat), owner=b.session.name(e.owner)))]


def _jack(d: AnimationDirector, b: DutchBoard, e: JackSwapped, view: DutchView) -> list[Motion]:
    one = d.at_slot(e.a_owner, e.a_slot, view)
    two = d.at_slot(e.b_owner, e.b_slot, view)
    b.jack_pick = None
    return [*b.flying(None, one, two, hide=f"slot:{e.b_owner}:{e.b_slot}", face_down=True,
                      lift=0.4),
            *b.flying(None, two, one, hide=f"slot:{e.a_owner}:{e.a_slot}", face_down=True,
                      lift=-0.4),
            ShowNote(jack_note(d, b, e)), Sound("place")]


def jack_note(d: AnimationDirector, b: DutchBoard, e: JackSwapped) -> str:
    """Who swapped whose cards, in a whole sentence for each case (you, a rival)."""
    first, second = (e.b_owner, e.a_owner) if e.b_owner == HUMAN else (e.a_owner, e.b_owner)
    name_a, name_b = b.session.name(first), b.session.name(second)
    if e.seat == HUMAN:
        text = (_("You swapped your card with {b}'s") if first == HUMAN else
                _("You swapped {a}'s card with {b}'s"))
    else:
        text = (_("{who} swapped your card with {b}'s") if first == HUMAN else
                _("{who} swapped {a}'s card with {b}'s"))
    return text.format(who=d.who(e.seat), a=name_a, b=name_b)


ROUND_END_NOTES = {"circuit": N_("The last circuit is over"),
                   "emptied_on_turn": N_("A layout is empty"),
                   "stock_exhausted": N_("The draw pile ran out")}


def _called(d: AnimationDirector, b: DutchBoard, e: Called, view: DutchView) -> list[Motion]:
    text = (_("You call Dutch! Last circuit") if e.seat == HUMAN else
            _("{who} calls Dutch! Last circuit").format(who=b.session.name(e.seat)))
    return [ShowNote(text, None), Sound("blitz")]


def _reshuffled(d: AnimationDirector, b: DutchBoard, e: Reshuffled,
                view: DutchView) -> list[Motion]:
    motions: list[Motion] = [ShowNote(_("The discards are shuffled into a new draw pile"))]
    for i in range(3):
        motions += b.flying(None, b.layout.discard, b.layout.stock, hide=None, face_down=True,
                            delay=b.time(0.06) * i)
    return motions


def _round_end(d: AnimationDirector, b: DutchBoard, e: RoundEnded,
               view: DutchView) -> list[Motion]:
    count = sum(card is not None for layout in e.layouts for card in layout)
    start = max(b.anim, b.cursor) + b.time(0.4)
    b.reveal = plan_reveal(e, start, b.time(reveal_step(count)))
    b.fan_held = b.fan_key = False
    return [ShowNote(_(ROUND_END_NOTES.get(e.reason, N_("Round over")))),
            ResultsAfter(b.reveal.done + b.time(READ_TIME))]


_HANDLERS = {Drew: _drew, Swapped: _swapped, Discarded: _discarded, Snapped: _snapped,
             SnapBeaten: _beaten, Looked: _looked, JackSwapped: _jack, Called: _called,
             Reshuffled: _reshuffled, RoundEnded: _round_end}
