"""The Dutch Blitz table's input controller: mouse and keyboard become moves.

Presses, drags and drops (``drag.PointerControl``) and keys (``keys.KeyboardPlay``) become the
player's moves, submitted through the session; what is legal is asked of the rules core.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.core.outcome import Refused
from game.dutch_blitz.rules.cards import COLOUR_NAMES, Card
from game.dutch_blitz.rules.legal import sources, targets_for
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.ui.drag import BlitzDrag, drop_target, human_place_at
from game.dutch_blitz.ui.game_ui import blitz_ui
from game.dutch_blitz.ui.overlays import rotate_offer
from game.dutch_blitz.ui.renderer import GOLD, seat_key
from game.dutch_blitz.ui.session import HUMAN
from game.dutch_blitz.ui.table_parts import (
    TableParts,
    target_key,
)
from game.ui import palette
from game.ui.pointer import Drag

WINDOW_GONE = (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN, pygame.WINDOWCLOSE)
"""Window events after which nothing of the table is seen: the table pauses."""
SEEN_SECONDS = 0.6
"""How long a Dutch pile the player saw free still counts as the one a click was meant for:
a click whose card could go there within this time, and no longer can, lost a race."""


def no_place_text(card: Card) -> str:
    """"No place for the yellow 9 now"."""
    return f"No place for the {COLOUR_NAMES.get(card.colour, card.colour)} {card.number} now"


class InputController(TableParts):
    """Mouse and keyboard on the table."""

    def handle(self, event: pygame.event.Event) -> None:
        if self.session.state is None:
            return
        if event.type in WINDOW_GONE:
            self.pause()  # the table never runs while nothing of it can be seen
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self._mouse_down(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._mouse_move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self._mouse_up(event.pos)

    def _skip_banner(self) -> bool:
        if self.banner is None:
            return False
        self.banner.started = min(self.banner.started, self.anim - self.banner.duration + 0.05)
        self.flights.land_all()
        return True

    def pause(self) -> None:
        if self.session.hand_over:
            return
        if self.pointer.drag is not None:
            self._fly_back(self.pointer.drag)
        self.pointer.cancel()
        blitz_ui(self.app).pause_table(self.session)

    def _key(self, event: pygame.event.Event) -> None:
        if self.banner is not None:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE):
                self._skip_banner()
            return
        intent = self.keys.key(event.key, getattr(event, "mod", 0))
        if intent is None:
            return
        if intent.kind == "pause":
            self.pause()
        elif intent.kind == "cancel":
            self.keys.clear()
        elif intent.kind == "flip":
            self.hand_action()
        elif intent.kind == "recycle":
            self.hand_action(rotate=intent.rotate)
        elif intent.kind == "pick" and intent.source is not None:
            if self._view().me.top(intent.source) is None:
                self._sound("refuse")
                return
            self.keys.pick(intent.source, self.targets(intent.source))
            if not self.keys.targets:
                self.no_place(intent.source)
        elif intent.kind == "play" and intent.source is not None:
            card = self._view().me.top(intent.source)
            if card is None or intent.target is None:
                self._sound("refuse")
                self.flashes[seat_key(HUMAN, intent.source)] = self.anim + 0.4
                return
            outcome = self.submit(Play(HUMAN, intent.source, intent.target, card))
            if not isinstance(outcome, Refused):
                self.keys.clear()

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        if self._skip_banner() or self.session.hand_over:
            return
        layout = self.layout or self.table_layout()
        if self.renderer.pause_button(layout).collidepoint(pos):
            self.pause()
            return
        state = self.session.state
        button = rotate_offer(self.renderer, layout, state, self._view(), self.session.hand_over)
        if button is not None and button.collidepoint(pos):
            self.hand_action(rotate=True)
            return
        place = human_place_at(layout, state, pos)
        self.pointer.down(place, pos, self.anim)
        self.keys.clear()

    def _mouse_move(self, pos: tuple[int, int]) -> None:
        drag = self.pointer.drag
        if drag is not None:
            drag.move_to(pos)
            return
        press = self.pointer.press
        if press is None or press.place == "hand" or not self.pointer.wants_drag(pos):
            return
        state = self.session.state
        assert state is not None
        if press.place.startswith("pile:"):
            self._start_pile_drag(press.place, press.pos, pos)
            return
        card = self._view().me.top(press.place)
        if card is None or self.session.hand_over:
            self.pointer.cancel()
            return
        if not any(place == press.place for place, _ in sources(self._view())):
            self.pointer.cancel()
            return
        if not self.targets(press.place):
            self.no_place(press.place)  # it lifts, says why, and flies back when dropped
        layout = self.layout or self.table_layout()
        rect = self.renderer.top_rect(layout, state, seat_key(HUMAN, press.place))
        grab = (press.pos[0] - rect.x, press.pos[1] - rect.y)
        self.pointer.drag = Drag(press.place, card, Rect(rect), grab, pos,
                                 self.targets(press.place))
        self.pointer.drag.move_to(pos)

    def _start_pile_drag(self, place: str, start: tuple[int, int],
                         pos: tuple[int, int]) -> None:
        """Pick up a whole Post pile by a card under its top (only where the rules allow)."""
        source = f"post:{place[5:]}"
        targets = self.stack_targets(source)
        if not targets:
            if self.match.rules.move_post_stack:
                self._sound("refuse")
                self.flashes[seat_key(HUMAN, source)] = self.anim + 0.4
            self.pointer.cancel()
            return
        state = self.session.state
        layout = self.layout or self.table_layout()
        assert state is not None
        index = int(place[5:])
        pile = state.seats[HUMAN].posts[index]
        rects = self.renderer.post_cards(layout.seats[HUMAN], index, len(pile))
        rect = rects[0]
        step = rects[1].y - rects[0].y if len(rects) > 1 else 0
        grab = (start[0] - rect.x, start[1] - rect.y)
        self.pointer.drag = Drag(source, pile[0], Rect(rect), grab, pos, targets,
                                 cards=pile, step=step)
        self.pointer.drag.move_to(pos)

    def _mouse_up(self, pos: tuple[int, int]) -> None:
        drag = self.pointer.drag
        if drag is not None:
            drag.move_to(pos)
            self.pointer.cancel()
            self._drop(drag)
            return
        action = self.pointer.up(self.anim)
        if action is None or self.session.hand_over:
            return
        kind, place = action
        if place == "hand":
            self.hand_action()
        elif kind == "click":
            self.quick_play(place)

    def _drop(self, drag: BlitzDrag) -> None:
        state = self.session.state
        layout = self.layout or self.table_layout()
        assert state is not None
        legal = drag.targets if drag.whole_pile else self.targets(drag.source)
        target = drop_target(layout, state, drag.rect, drag.pointer, legal)
        if target is None or target == drag.source:
            self._fly_back(drag)
            return
        if drag.whole_pile:
            if not target.startswith("post:"):
                self._fly_back(drag)
                return
            move: Move = Stack(HUMAN, drag.source, target)
        else:
            move = Play(HUMAN, drag.source, target, drag.card)
        outcome = self.submit(move, origin=drag.rect)
        if isinstance(outcome, Refused):
            self._fly_back(drag)

    def quick_play(self, source: str) -> None:
        """Click / double-click / Enter: to a Dutch pile if the card has one, else a Post pile."""
        view = self._view()
        card = view.me.top(source)
        if card is None:
            return
        targets = self.targets(source)
        dutch = [t for t in targets if t.startswith("dutch")]
        lost = self.dutch_seen(source, card) if not dutch else None
        if lost is not None:
            self.beaten_at(lost)
            return
        if not targets:
            self.no_place(source)
            return
        self.submit(Play(HUMAN, source, targets[0], card))

    def remember_view(self) -> None:
        """Keep the views shown in the last moment (what a click may have been aimed at)."""
        table = self.session.table
        if table is None:
            return
        if not self._seen or self._seen[-1][1] != table.version:
            self._seen.append((self.anim, table.version, self._view()))
        while len(self._seen) > 1 and self._seen[1][0] <= self.anim - SEEN_SECONDS:
            self._seen.pop(0)

    def dutch_seen(self, source: str, card: Card) -> str | None:
        """A Dutch pile ``card`` could go on in a view shown lately, or None."""
        for _, _, view in reversed(self._seen):
            if view.me.top(source) != card:
                continue
            found = [t for t in targets_for(view, source, card) if t.startswith("dutch")]
            if found:
                return found[0]
        return None

    def beaten_at(self, target: str) -> None:
        """The player's click lost its race for ``target``: the card stays, the pile says so."""
        self._sound("refuse")
        layout = self.layout or self.table_layout()
        state = self.session.state
        assert state is not None
        key = target_key(target)
        rect = self._place_rect(layout, state, key)
        if rect is None:  # a new pile that a rival started: point at the middle's next spot
            rect = self._place_rect(layout, state, target_key("dutch:new"))
        centre = rect.center if rect is not None else layout.seats[HUMAN].hand.center
        self.note("Beaten to it!", centre, GOLD)
        self.flashes[key] = self.anim + 0.45

    def no_place(self, source: str) -> None:
        """Say that the top card of ``source`` has nowhere to go now."""
        card = self._view().me.top(source)
        layout = self.layout or self.table_layout()
        state = self.session.state
        if card is None or state is None:
            return
        self._sound("refuse")
        key = seat_key(HUMAN, source)
        rect = self._place_rect(layout, state, key) or layout.seats[HUMAN].hand
        self.note(no_place_text(card), rect.center, palette.REFUSED)
        self.flashes[key] = self.anim + 0.4

    def hand_action(self, rotate: bool = False) -> None:
        """Flip three; with an empty hand, turn the Wood over (rotating when asked)."""
        view = self._view()
        if view.me.hand_count:
            self.submit(Flip(HUMAN))
        elif view.me.wood_count:
            self.submit(Recycle(HUMAN, rotate and view.may_rotate))
