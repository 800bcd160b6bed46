"""The Dutch Blitz table's animation director: every applied event becomes motion.

Events from the table authority (the player's and the bots') arrive through the session's
listener; a played card flies from its pile to its target while the target still shows the card
below, flipped cards turn onto the Wood, and the hand's end starts the banner.
"""

from __future__ import annotations

from pygame import Rect

from game.dutch_blitz.rules.events import (
    Event,
    Flipped,
    HandEnded,
    Played,
    Recycled,
    Refilled,
    Stacked,
)
from game.dutch_blitz.rules.places import is_dutch_place
from game.dutch_blitz.rules.state import TableState, post_index
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.renderer import deck_of, seat_key
from game.dutch_blitz.ui.session import HUMAN
from game.dutch_blitz.ui.table_parts import (
    BOT_PLAY,
    DROP_LAND,
    FLIP,
    HUMAN_PLAY,
    TableParts,
    rect_tuple,
)
from game.ui import palette
from game.ui.banner import Banner
from game.ui.sprites import Flight


def hand_banner(reason: str, winner_name: str | None, human_won: bool, started: float,
                duration: float) -> Banner:
    """"Blitz!" and who went out first, or "Stalemate"."""
    if reason == "blitz":
        who = "You went out first!" if human_won else f"{winner_name} went out first"
        return Banner("Blitz!", who, started, palette.RED, duration)
    return Banner("Stalemate", "Nobody can play a card any more", started, palette.BLUE,
                  duration)


class AnimationDirector(TableParts):
    """Turns the table's events into flights, sounds and the end-of-hand banner."""

    def _on_event(self, t: float, event: Event, state: TableState) -> None:
        if self.session.table is not self._table:
            self._reset_hand()
        if state is not self._last_state:
            self._before, self._last_state = self._last_state, state
        before = self._before or state
        layout = self.layout or self.table_layout()
        now = self.anim
        if isinstance(event, Played):
            self._animate_play(layout, before, state, event, now)
        elif isinstance(event, Refilled):
            seat = layout.seats[event.seat]
            key = seat_key(event.seat, f"post:{event.post}")
            self.flights.add(Flight(event.card, deck_of(self.seats, event.seat),
                                    rect_tuple(seat.blitz), rect_tuple(seat.posts[event.post]), now,
                                    self._time(0.2), delay=self._time(0.08), hide=key))
        elif isinstance(event, Flipped):
            seat = layout.seats[event.seat]
            deck = deck_of(self.seats, event.seat)
            key = seat_key(event.seat, "wood")
            for i, card in enumerate(event.cards):
                self.flights.add(Flight(card, deck, rect_tuple(seat.hand),
                                        rect_tuple(seat.wood), now, self._time(FLIP),
                                        delay=self._time(0.07 * i), hide=key, turn=True))
            if event.seat == HUMAN:
                self._sound("flip")
        elif isinstance(event, Recycled):
            seat = layout.seats[event.seat]
            self.flights.land(seat_key(event.seat, "wood"))
            self.flights.add(Flight(None, deck_of(self.seats, event.seat),
                                    rect_tuple(seat.wood), rect_tuple(seat.hand), now,
                                    self._time(0.24), face_down=True))
            if event.seat == HUMAN:
                self._sound("flip")
        elif isinstance(event, Stacked):
            self._animate_stack(layout, before, state, event, now)
        elif isinstance(event, HandEnded):
            self._hand_ended(event)

    def _animate_play(self, layout: TableLayout, before: TableState, after: TableState,
                      event: Played, now: float) -> None:
        seat = event.seat
        source_key = seat_key(seat, event.source)
        self.flights.land(source_key)
        index = post_index(event.source)
        if index is not None:
            count = max(1, len(before.seats[seat].posts[index]))
            src = self.renderer.post_cards(layout.seats[seat], index, count)[-1]
        else:
            src = Rect(layout.seats[seat].place_rect(event.source) or layout.seats[seat].blitz)
        if is_dutch_place(event.target):
            pile = event.pile if event.pile is not None else len(after.dutch) - 1
            key = f"dutch:{pile}"
            dst = Rect(layout.dutch_rect(pile))
        else:
            key = seat_key(seat, event.target)
            dst = self.renderer.top_rect(layout, after, key)
        duration, lift = self._time(BOT_PLAY), dst.height * 0.12
        if seat == HUMAN:
            if self._human_origin is not None:
                src, duration, lift = self._human_origin, self._time(DROP_LAND), 0.0
            else:
                duration = self._time(HUMAN_PLAY)
        self.flights.add(Flight(event.card, deck_of(self.seats, seat), rect_tuple(src),
                                rect_tuple(dst), now, duration, hide=key, lift=lift,
                                on_land=lambda: self._sound("place")))

    def _animate_stack(self, layout: TableLayout, before: TableState, after: TableState,
                       event: Stacked, now: float) -> None:
        seat_layout = layout.seats[event.seat]
        si, ti = int(event.source[5:]), int(event.target[5:])
        src = self.renderer.post_cards(seat_layout, si, len(before.seats[event.seat].posts[si]))
        dst = self.renderer.post_cards(seat_layout, ti, len(after.seats[event.seat].posts[ti]))
        first = len(dst) - len(event.cards)
        key = seat_key(event.seat, event.target)
        origin = self._human_origin if event.seat == HUMAN else None
        step = dst[1].y - dst[0].y if len(dst) > 1 else 0
        for i, card in enumerate(event.cards):
            start = origin.move(0, i * step) if origin is not None else src[i]
            self.flights.add(Flight(card, deck_of(self.seats, event.seat),
                                    rect_tuple(start), rect_tuple(dst[first + i]), now,
                                    self._time(BOT_PLAY), delay=self._time(0.04 * i), hide=key))

    def _hand_ended(self, event: HandEnded) -> None:
        if self.pointer.drag is not None:
            self._fly_back(self.pointer.drag)
        self.pointer.cancel()
        self.keys.clear()
        winner = event.seat
        name = self.seats[winner].name if winner is not None else None
        duration = 1.2 if self.reduced_motion else 2.4
        self.banner = hand_banner(event.reason, name, winner == HUMAN,
                                  self.anim + self._time(0.3), duration)
        if event.reason == "blitz":
            self._sound("blitz")
