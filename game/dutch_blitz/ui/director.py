"""The Dutch Blitz board's animation director: every applied event becomes motion.

Events from the table authority (the player's and the bots') arrive through the host's
listener (the board passes them on) and go back as motions, data the host plays
(``game.ui.table.motion``): a played card flies from its pile to its target while the target
still shows the card below, flipped cards turn onto the Wood, a card the player let go of flies
back home, and the hand's end starts the host's banner (one the player may skip).
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
from game.dutch_blitz.ui.drag import BlitzDrag
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
from game.i18n import _
from game.ui import palette
from game.ui.banner import Banner
from game.ui.sprites import Flight
from game.ui.table.motion import Fly, Land, Motion, ShowBanner, Sound

FLY_BACK = 0.22


def hand_banner(reason: str, winner_name: str | None, human_won: bool, started: float,
                duration: float) -> Banner:
    """"Blitz!" and who went out first, or "Stalemate"."""
    if reason == "blitz":
        who = _("You went out first!") if human_won else \
            _("{who} went out first").format(who=winner_name)
        return Banner(_("Blitz!"), who, started, palette.RED, duration)
    return Banner(_("Stalemate"), _("Nobody can play a card any more"), started, palette.BLUE,
                  duration)


class AnimationDirector:
    """Turns the table's events into flights, sounds and the end-of-hand banner, as motions
    the host plays (``game.ui.table.motion``)."""

    def __init__(self, board: TableParts) -> None:
        self.board = board
        self._last_state: TableState = board.session.state
        self._before: TableState | None = None

    def on_event(self, t: float, event: Event, state: TableState) -> list[Motion]:
        b = self.board
        if state is not self._last_state:
            self._before, self._last_state = self._last_state, state
        before = self._before or state
        layout, now = b.layout, b.anim
        if isinstance(event, Played):
            return self._animate_play(layout, before, state, event, now)
        if isinstance(event, Refilled):
            seat = layout.seats[event.seat]
            key = seat_key(event.seat, f"post:{event.post}")
            return [Fly(Flight(event.card.code, deck_of(b.seats, event.seat),
                               rect_tuple(seat.blitz), rect_tuple(seat.posts[event.post]), now,
                               b.time(0.2), delay=b.time(0.08), hide=key))]
        if isinstance(event, Flipped):
            return self._flipped(layout, event, now)
        if isinstance(event, Recycled):
            seat = layout.seats[event.seat]
            motions: list[Motion] = [
                Land(seat_key(event.seat, "wood")),
                Fly(Flight(None, deck_of(b.seats, event.seat), rect_tuple(seat.wood),
                           rect_tuple(seat.hand), now, b.time(0.24), face_down=True))]
            return motions + [Sound("flip")] if event.seat == HUMAN else motions
        if isinstance(event, Stacked):
            return self._animate_stack(layout, before, state, event, now)
        if isinstance(event, HandEnded):
            return self._hand_ended(event)
        return []

    def _flipped(self, layout: TableLayout, event: Flipped, now: float) -> list[Motion]:
        b = self.board
        seat = layout.seats[event.seat]
        deck = deck_of(b.seats, event.seat)
        key = seat_key(event.seat, "wood")
        motions: list[Motion] = [
            Fly(Flight(card.code, deck, rect_tuple(seat.hand), rect_tuple(seat.wood), now,
                       b.time(FLIP), delay=b.time(0.07 * i), hide=key, turn=True))
            for i, card in enumerate(event.cards)]
        return motions + [Sound("flip")] if event.seat == HUMAN else motions

    def _animate_play(self, layout: TableLayout, before: TableState, after: TableState,
                      event: Played, now: float) -> list[Motion]:
        b = self.board
        seat = event.seat
        landing = Land(seat_key(seat, event.source))
        index = post_index(event.source)
        if index is not None:
            count = max(1, len(before.seats[seat].posts[index]))
            src = b.renderer.post_cards(layout.seats[seat], index, count)[-1]
        else:
            src = Rect(layout.seats[seat].place_rect(event.source) or layout.seats[seat].blitz)
        if is_dutch_place(event.target):
            pile = event.pile if event.pile is not None else len(after.dutch) - 1
            key = f"dutch:{pile}"
            dst = Rect(layout.dutch_rect(pile))
        else:
            key = seat_key(seat, event.target)
            dst = b.renderer.top_rect(layout, after, key)
        duration, lift = b.time(BOT_PLAY), dst.height * 0.12
        if seat == HUMAN:
            if b.human_origin is not None:
                src, duration, lift = b.human_origin, b.time(DROP_LAND), 0.0
            else:
                duration = b.time(HUMAN_PLAY)
        return [landing, Fly(Flight(event.card.code, deck_of(b.seats, seat), rect_tuple(src),
                                    rect_tuple(dst), now, duration, hide=key, lift=lift),
                             landing_sound="place")]

    def _animate_stack(self, layout: TableLayout, before: TableState, after: TableState,
                       event: Stacked, now: float) -> list[Motion]:
        b = self.board
        seat_layout = layout.seats[event.seat]
        si, ti = int(event.source[5:]), int(event.target[5:])
        src = b.renderer.post_cards(seat_layout, si, len(before.seats[event.seat].posts[si]))
        dst = b.renderer.post_cards(seat_layout, ti, len(after.seats[event.seat].posts[ti]))
        first = len(dst) - len(event.cards)
        key = seat_key(event.seat, event.target)
        origin = b.human_origin if event.seat == HUMAN else None
        step = dst[1].y - dst[0].y if len(dst) > 1 else 0
        motions: list[Motion] = []
        for i, card in enumerate(event.cards):
            start = origin.move(0, i * step) if origin is not None else src[i]
            motions.append(Fly(Flight(card.code, deck_of(b.seats, event.seat),
                                      rect_tuple(start), rect_tuple(dst[first + i]), now,
                                      b.time(BOT_PLAY), delay=b.time(0.04 * i), hide=key)))
        return motions

    def fly_back(self, drag: BlitzDrag) -> None:
        """The card (or Post pile) in the player's hand flies back where it came from."""
        self.board.host.play_motions(self.homing(drag))

    def homing(self, drag: BlitzDrag) -> list[Motion]:
        """The flights of the card (or Post pile) in the player's hand back to where it came
        from (none when it is no longer there)."""
        b = self.board
        key = seat_key(HUMAN, drag.source)
        deck = deck_of(b.seats, HUMAN)
        if drag.whole_pile:
            index = post_index(drag.source)
            pile = b.session.state.seats[HUMAN].posts[index] if index is not None else ()
            if index is None or pile != drag.cards:
                return []
            homes = b.renderer.post_cards(b.layout.seats[HUMAN], index, len(pile))
            return [Fly(Flight(card.code, deck, rect_tuple(drag.rect.move(0, i * drag.step)),
                               rect_tuple(homes[i]), b.anim, b.time(FLY_BACK), hide=key))
                    for i, card in enumerate(pile)]
        if b.view().me.top(drag.source) != drag.card:
            return []  # the card is no longer there (the hand ended under it)
        home = b.renderer.top_rect(b.layout, b.session.state, key)
        return [Fly(Flight(drag.card.code, deck, rect_tuple(drag.rect), rect_tuple(home),
                           b.anim, b.time(FLY_BACK), hide=key))]

    def _hand_ended(self, event: HandEnded) -> list[Motion]:
        b = self.board
        motions = self.homing(b.drags.drag) if b.drags.drag is not None else []
        b.drags.cancel()
        b.keyboard.clear()
        winner = event.seat
        name = b.seats[winner].name if winner is not None else None
        duration = 1.2 if b.app.settings.reduced_motion else 2.4
        motions.append(ShowBanner(hand_banner(event.reason, name, winner == HUMAN,
                                              b.anim + b.time(0.3), duration), skippable=True))
        if event.reason == "blitz":
            motions.append(Sound("blitz"))
        return motions
