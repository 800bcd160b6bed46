"""The Dutch Blitz board's input controller: mouse and keyboard become moves.

Presses, drags and drops (``drag.PointerControl``) and keys (``keys.KeyboardPlay``) become the
player's moves, submitted through the session; what is legal is asked of the rules core. Esc,
P, a hidden window and the banner's skip are the host's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.core.outcome import Refused
from game.dutch_blitz.rules.cards import Card, card_name
from game.dutch_blitz.rules.legal import sources, targets_for
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.state import TableState, dutch_index
from game.dutch_blitz.rules.view import SeatView
from game.dutch_blitz.ui.drag import BlitzDrag, drop_target, human_place_at
from game.dutch_blitz.ui.overlays import rotate_offer
from game.dutch_blitz.ui.renderer import seat_key
from game.dutch_blitz.ui.session import HUMAN
from game.dutch_blitz.ui.table_parts import target_key
from game.i18n import _
from game.ui.pointer import Drag, route_pointer

if TYPE_CHECKING:
    from game.dutch_blitz.ui.board import BlitzBoard

SEEN_SECONDS = 1.5
"""How long a Dutch pile the player saw free still counts as the one a move was meant for: a
card that could go there within this time, and no longer can, lost a race (a player sees the
pile, reaches and clicks in about a second)."""


def no_place_text(card: Card) -> str:
    """"No place for the yellow 9 now"."""
    return _("No place for the {card} now").format(card=card_name(card))


def beaten_text(state: TableState, target: str, card: Card, name: Callable[[int], str]) -> str:
    """Who beat the player's ``card`` to the Dutch pile ``target``: "Jakob beat you to the
    green 1" (the seat that played the card of the same number there)."""
    index = dutch_index(target)
    pile = state.dutch[index] if index is not None and index < len(state.dutch) else None
    if pile is None or pile.colour != card.colour or not 2 <= card.number <= len(pile.cards):
        return _("Beaten to it!")
    winner = pile.owners[card.number - 1]
    return _("{who} beat you to the {card}").format(who=name(winner),
                                                    card=card_name(pile.cards[card.number - 2]))


class InputController:
    """Mouse and keyboard on the table."""

    def __init__(self, board: BlitzBoard) -> None:
        self.board = board
        self._seen: list[tuple[float, int, SeatView]] = []  # (anim, version, view) lately shown

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        else:
            route_pointer(event, self._mouse_down, self._mouse_move, self._mouse_up)

    def _key(self, event: pygame.event.Event) -> None:
        b = self.board
        if b.session.hand_over:
            return
        intent = b.keyboard.key(event.key, getattr(event, "mod", 0))
        if intent is None:
            return
        if intent.kind == "cancel":
            b.keyboard.clear()
        elif intent.kind == "flip":
            self.hand_action()
        elif intent.kind == "recycle":
            self.hand_action(rotate=intent.rotate)
        elif intent.kind == "pick" and intent.source is not None:
            if b.view().me.top(intent.source) is None:
                b.sound("refuse")
                return
            b.keyboard.pick(intent.source, b.targets(intent.source))
            if not b.keyboard.targets:
                self.nowhere(intent.source)
        elif intent.kind == "play" and intent.source is not None:
            card = b.view().me.top(intent.source)
            if card is None or intent.target is None:
                b.sound("refuse")
                b.host.flash(seat_key(HUMAN, intent.source), 0.4)
                return
            outcome = self.play(Play(HUMAN, intent.source, intent.target, card))
            if not isinstance(outcome, Refused):
                b.keyboard.clear()

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        b = self.board
        if b.session.hand_over:
            return
        layout = b.layout
        if b.renderer.pause_button(layout).collidepoint(pos):
            b.host.open_pause()
            return
        state = b.session.state
        button = rotate_offer(b.renderer, layout, state, b.view(), b.session.hand_over)
        if button is not None and button.collidepoint(pos):
            self.hand_action(rotate=True)
            return
        b.drags.down(human_place_at(layout, state, pos), pos, b.anim)
        b.keyboard.clear()

    def _mouse_move(self, pos: tuple[int, int]) -> None:
        b = self.board
        drag = b.drags.drag
        if drag is not None:
            drag.move_to(pos)
            return
        press = b.drags.press
        if press is None or press.place == "hand" or not b.drags.wants_drag(pos):
            return
        if press.place.startswith("pile:"):
            self._start_pile_drag(press.place, press.pos, pos)
            return
        card = b.view().me.top(press.place)
        if card is None or b.session.hand_over or \
                not any(place == press.place for place, _ in sources(b.view())):
            b.drags.cancel()
            return
        if not b.targets(press.place):
            self.nowhere(press.place)  # it lifts, says why, and flies back when dropped
        rect = b.renderer.top_rect(b.layout, b.session.state, seat_key(HUMAN, press.place))
        grab = (press.pos[0] - rect.x, press.pos[1] - rect.y)
        b.drags.drag = Drag(press.place, card, Rect(rect), grab, pos, b.targets(press.place))
        b.drags.drag.move_to(pos)

    def _start_pile_drag(self, place: str, start: tuple[int, int],
                         pos: tuple[int, int]) -> None:
        """Pick up a whole Post pile by a card under its top (only where the rules allow)."""
        b = self.board
        source = f"post:{place[5:]}"
        targets = b.stack_targets(source)
        if not targets:
            if b.match.rules.move_post_stack:
                b.sound("refuse")
                b.host.flash(seat_key(HUMAN, source), 0.4)
            b.drags.cancel()
            return
        index = int(place[5:])
        pile = b.session.state.seats[HUMAN].posts[index]
        rects = b.renderer.post_cards(b.layout.seats[HUMAN], index, len(pile))
        rect = rects[0]
        step = rects[1].y - rects[0].y if len(rects) > 1 else 0
        grab = (start[0] - rect.x, start[1] - rect.y)
        b.drags.drag = Drag(source, pile[0], Rect(rect), grab, pos, targets, cards=pile,
                            step=step)
        b.drags.drag.move_to(pos)

    def _mouse_up(self, pos: tuple[int, int]) -> None:
        b = self.board
        released = b.drags.release(b.anim, pos)
        if isinstance(released, Drag):
            self._drop(released)
            return
        if released is None or b.session.hand_over:
            return
        kind, place = released
        if place == "hand":
            self.hand_action()
        elif kind == "click":
            self.quick_play(place)

    def _drop(self, drag: BlitzDrag) -> None:
        b = self.board
        legal = drag.targets if drag.whole_pile else b.targets(drag.source)
        target = drop_target(b.layout, b.session.state, drag.rect, drag.pointer, legal)
        if target is None or target == drag.source or \
                (drag.whole_pile and not target.startswith("post:")):
            b.director.fly_back(drag)
            return
        move: Move = Stack(HUMAN, drag.source, target) if drag.whole_pile else \
            Play(HUMAN, drag.source, target, drag.card)
        outcome = self.play(move, origin=drag.rect)
        if isinstance(outcome, Refused):
            b.director.fly_back(drag)

    def play(self, move: Move, origin: Rect | None = None) -> object:
        """Submit ``move``; a refused play that lost its race (another seat got to a Dutch pile
        the player saw free) says who won it, any other refusal says why."""
        b = self.board
        outcome = b.submit(move, origin, say=False)
        if not isinstance(outcome, Refused):
            return outcome
        if isinstance(move, Play) and move.card is not None and (
                outcome.reason.is_race_lost
                or self.dutch_seen(move.source, move.card) == move.target):
            self.beaten_at(move.target, move.card)
        else:
            b.refused(move, outcome.reason)
        return outcome

    def quick_play(self, source: str) -> None:
        """Click / double-click / Enter: to a Dutch pile if the card has one, else a Post pile."""
        b = self.board
        card = b.view().me.top(source)
        if card is None:
            return
        targets = b.targets(source)
        dutch = [t for t in targets if t.startswith("dutch")]
        if not dutch and self.dutch_seen(source, card) is not None or not targets:
            self.nowhere(source)
            return
        self.play(Play(HUMAN, source, targets[0], card))

    def remember_view(self) -> None:
        """Keep the views shown in the last moment (what a click may have been aimed at)."""
        b = self.board
        version = b.session.table.version
        if not self._seen or self._seen[-1][1] != version:
            self._seen.append((b.anim, version, b.view()))
        while len(self._seen) > 1 and self._seen[1][0] <= b.anim - SEEN_SECONDS:
            self._seen.pop(0)

    def dutch_seen(self, source: str, card: Card) -> str | None:
        """A Dutch pile ``card`` could go on in a view shown lately, or None."""
        for _shown, _version, view in reversed(self._seen):
            if view.me.top(source) != card:
                continue
            found = [t for t in targets_for(view, source, card) if t.startswith("dutch")]
            if found:
                return found[0]
        return None

    def beaten_at(self, target: str, card: Card) -> None:
        """The player's card lost its race for ``target``: the card stays, and one note at the
        pile names who got there first."""
        b = self.board
        b.sound("refuse")
        key = target_key(target)
        rect = b.place_rect(key)
        if rect is None:  # a new pile that a rival started: point at the middle's next spot
            rect = b.place_rect(target_key("dutch:new"))
        text = beaten_text(b.session.state, target, card, b.session.name)
        b.note_at(text, rect if rect is not None else b.layout.seats[HUMAN].hand, warn=False)
        b.host.flash(key)

    def nowhere(self, source: str) -> None:
        """The top card of ``source`` has no place now: a lost race when it had a Dutch pile a
        moment ago (who won it), else "No place for ... now"."""
        card = self.board.view().me.top(source)
        lost = self.dutch_seen(source, card) if card is not None else None
        if card is None or lost is None:
            self.no_place(source)
        else:
            self.beaten_at(lost, card)

    def no_place(self, source: str) -> None:
        """Say that the top card of ``source`` has nowhere to go now."""
        b = self.board
        card = b.view().me.top(source)
        if card is None:
            return
        b.sound("refuse")
        key = seat_key(HUMAN, source)
        rect = b.place_rect(key) or b.layout.seats[HUMAN].hand
        b.note_at(no_place_text(card), rect, warn=True)
        b.host.flash(key, 0.4)

    def hand_action(self, rotate: bool = False) -> None:
        """Flip three; with an empty hand, turn the Wood over (rotating when asked)."""
        b = self.board
        view = b.view()
        if view.me.hand_count:
            b.submit(Flip(HUMAN))
        elif view.me.wood_count:
            b.submit(Recycle(HUMAN, rotate and view.may_rotate))
