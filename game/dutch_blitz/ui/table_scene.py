"""The table during a hand: your input, the bots' moves, every card's flight, the hand's end.

Input becomes moves submitted through the session to the hand's ``Table`` authority; what is
legal is asked of the rules core (``targets_for``, ``legal_moves``, ``may_rotate``), never
decided here. Every applied event -- yours and the bots' -- arrives through the session's
listener and becomes an animation: the card flies from its pile to its target while the target
still shows the card below. When the hand ends the "Blitz!" / "Stalemate" banner plays and the
hand results follow.
"""

from __future__ import annotations

import gc
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.core.outcome import RefusalReason, Refused
from game.dutch_blitz.rules.engine import Outcome
from game.dutch_blitz.rules.events import (
    Event,
    Flipped,
    HandEnded,
    Played,
    Recycled,
    Refilled,
    Stacked,
)
from game.dutch_blitz.rules.legal import legal_moves, sources, targets_for
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.state import TableState
from game.dutch_blitz.ui.drag import Drag, PointerControl, drop_target, human_place_at
from game.dutch_blitz.ui.game_ui import blitz_ui
from game.dutch_blitz.ui.keys import KeyboardPlay
from game.dutch_blitz.ui.layout import TableLayout
from game.dutch_blitz.ui.renderer import GOLD, SHADE, TableDecor, TableRenderer, deck_of, seat_key
from game.dutch_blitz.ui.session import HUMAN, TableSession
from game.ui import palette
from game.ui.banner import Banner
from game.ui.scene import Scene
from game.ui.sprites import Flight, FlightLayer
from game.ui.tween import clamp01, ease_out_cubic, motion_time

if TYPE_CHECKING:
    from game.ui.services import Services

BOT_PLAY = 0.26
HUMAN_PLAY = 0.18
DROP_LAND = 0.12
FLY_BACK = 0.22
FLIP = 0.22
NOTE_SECONDS = 1.6
AUTO_ONE_DELAY = 0.35
"""A 1 auto-played for you waits this long, so you see it go."""


@dataclass
class Note:
    """A short message at a pile ("Beaten to it!", a refusal's reason)."""

    text: str
    centre: tuple[int, int]
    started: float
    colour: tuple[int, int, int]


def target_key(target: str, seat: int = HUMAN) -> str:
    """The decor key of a move target: Dutch targets as they are, Post targets per seat."""
    return target if target.startswith("dutch") else seat_key(seat, target)


class TableScene(Scene):
    """The live table for one ``TableSession``."""

    def __init__(self, app: Services, session: TableSession) -> None:
        super().__init__(app)
        self.session = session
        self.renderer: TableRenderer = blitz_ui(app).renderer()
        self.flights = FlightLayer()
        self.pointer = PointerControl()
        self.keys = KeyboardPlay()
        self.notes: list[Note] = []
        self.flashes: dict[str, float] = {}
        self.banner: Banner | None = None
        self.anim = 0.0
        self.layout: TableLayout | None = None
        self._table: Any = None
        self._last_state: TableState | None = None
        self._before: TableState | None = None
        self._human_origin: Rect | None = None
        self._targets: tuple[int, str, list[str]] | None = None
        self._auto_one: tuple[float, Play] | None = None
        self._auto_checked = -1
        self._results_shown = False
        self._rotate_button: Rect | None = None
        self._preloaded: tuple[object, ...] | None = None
        self._listening = False

    # --- settings ---------------------------------------------------------------------
    @property
    def reduced_motion(self) -> bool:
        return self.app.settings.reduced_motion

    def _time(self, base: float) -> float:
        return motion_time(base, self.reduced_motion)

    def _sound(self, name: str) -> None:
        self.app.play(name)

    # --- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        if not self._listening:
            self.session.subscribe(self._on_event)
            self._listening = True
        if self.session.table is None:
            self.session.start_next_hand()
        if self.session.table is not self._table:
            self._reset_hand()
        self.renderer.set_colour_blind(self.app.settings.colour_blind_symbols)
        if not self.session.hand_over:
            self.session.resume()

    def cover(self) -> None:
        """The pause overlay (or another screen) is on top: put any lifted card back."""
        if self.pointer.drag is not None:
            self._fly_back(self.pointer.drag)
        self.pointer.cancel()

    def close(self) -> None:
        """Off the stack: stop hearing the table (the scene may be shown again later)."""
        self.cover()
        if self._listening:
            self.session.unsubscribe(self._on_event)
            self._listening = False

    def _reset_hand(self) -> None:
        self._table = self.session.table
        self._last_state = self.session.state
        self.flights.land_all()
        self.pointer.cancel()
        self.keys.clear()
        self.notes.clear()
        self.flashes.clear()
        self.banner = None
        self._results_shown = False
        self._auto_one = None
        self._auto_checked = -1
        self._targets = None

    def resize(self, size: tuple[int, int]) -> None:
        self.flights.land_all()
        self.layout = None
        if self.pointer.drag is not None:
            self.pointer.cancel()

    def table_layout(self) -> TableLayout:
        state = self.session.state
        assert state is not None
        size = self.app.size
        self.layout = self.renderer.layout_for(size, state.seat_count, len(state.seats[0].posts))
        if self._preloaded != (size, self.renderer.images.colour_blind):
            # every card image for this size now, not in the middle of play
            self._preloaded = (size, self.renderer.images.colour_blind)
            self.renderer.preload(self.layout, [s.deck for s in self.session.seats])
            gc.collect()
            gc.freeze()
        return self.layout

    # --- the core's answers ---------------------------------------------------------------------
    def _view(self) -> Any:
        return self.session.view()

    def targets(self, source: str) -> list[str]:
        """Legal targets (from the core) of the top card of ``source``, cached per version."""
        table = self.session.table
        if table is None:
            return []
        if self._targets is not None and self._targets[:2] == (table.version, source):
            return self._targets[2]
        view = self._view()
        card = view.me.top(source)
        found = targets_for(view, source, card) if card is not None else []
        self._targets = (table.version, source, found)
        return found

    def playable(self, source: str) -> bool:
        view = self._view()
        return any(place == source for place, _ in sources(view)) and bool(self.targets(source))

    # --- moves ---------------------------------------------------------------------
    def submit(self, move: Move, origin: Rect | None = None) -> Outcome:
        """Send the human's move to the table; show the refusal if it is refused."""
        self._human_origin = origin
        outcome = self.session.submit(move)
        self._human_origin = None
        if isinstance(outcome, Refused):
            self._refused(move, outcome.reason)
        self._targets = None
        return outcome

    def _refused(self, move: Move, reason: RefusalReason) -> None:
        self._sound("refuse")
        layout = self.layout or self.table_layout()
        state = self.session.state
        assert state is not None
        if isinstance(move, Play):
            key = target_key(move.target)
            rect = self._place_rect(layout, state, key) or layout.seats[HUMAN].hand
            text = "Beaten to it!" if reason.is_race_lost else reason.text.capitalize()
            self.note(text, rect.center, palette.REFUSED if not reason.is_race_lost else GOLD)
            self.flashes[key] = self.anim + 0.45
        else:
            rect = layout.seats[HUMAN].hand
            self.note(reason.text.capitalize(), rect.center, palette.REFUSED)

    def _place_rect(self, layout: TableLayout, state: TableState, key: str) -> Rect | None:
        """Where pile ``key`` is drawn; None for a pile this table does not have."""
        try:
            return self.renderer.top_rect(layout, state, key)
        except (IndexError, ValueError, AssertionError):
            return None

    def note(self, text: str, centre: tuple[int, int], colour: tuple[int, int, int]) -> None:
        self.notes = [n for n in self.notes if n.centre != centre]
        self.notes.append(Note(text, centre, self.anim, colour))

    def quick_play(self, source: str) -> None:
        """Click / double-click / Enter: to a Dutch pile if the card has one, else a Post pile."""
        view = self._view()
        card = view.me.top(source)
        if card is None:
            return
        targets = self.targets(source)
        if not targets:
            self._sound("refuse")
            self.flashes[seat_key(HUMAN, source)] = self.anim + 0.4
            return
        self.submit(Play(HUMAN, source, targets[0], card))

    def hand_action(self, rotate: bool = False) -> None:
        """Flip three; with an empty hand, turn the Wood over (rotating when asked)."""
        view = self._view()
        if view.me.hand_count:
            self.submit(Flip(HUMAN))
        elif view.me.wood_count:
            self.submit(Recycle(HUMAN, rotate and view.may_rotate))

    # --- events from the table -------------------------------------------------------------------
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
            self.flights.add(Flight(event.card, deck_of(self.session.seats, event.seat),
                                    _tuple(seat.blitz), _tuple(seat.posts[event.post]), now,
                                    self._time(0.2), delay=self._time(0.08), hide=key))
        elif isinstance(event, Flipped):
            seat = layout.seats[event.seat]
            deck = deck_of(self.session.seats, event.seat)
            key = seat_key(event.seat, "wood")
            for i, card in enumerate(event.cards):
                self.flights.add(Flight(card, deck, _tuple(seat.hand), _tuple(seat.wood), now,
                                        self._time(FLIP), delay=self._time(0.07 * i), hide=key,
                                        turn=True))
            if event.seat == HUMAN:
                self._sound("flip")
        elif isinstance(event, Recycled):
            seat = layout.seats[event.seat]
            self.flights.land(seat_key(event.seat, "wood"))
            self.flights.add(Flight(None, deck_of(self.session.seats, event.seat),
                                    _tuple(seat.wood), _tuple(seat.hand), now,
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
        if event.source.startswith("post:"):
            index = int(event.source[5:])
            count = max(1, len(before.seats[seat].posts[index]))
            src = self.renderer.post_cards(layout.seats[seat], index, count)[-1]
        else:
            src = Rect(layout.seats[seat].place_rect(event.source) or layout.seats[seat].blitz)
        if event.target.startswith("dutch"):
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
        self.flights.add(Flight(event.card, deck_of(self.session.seats, seat), _tuple(src),
                                _tuple(dst), now, duration, hide=key, lift=lift,
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
            self.flights.add(Flight(card, deck_of(self.session.seats, event.seat),
                                    _tuple(start), _tuple(dst[first + i]), now,
                                    self._time(BOT_PLAY), delay=self._time(0.04 * i), hide=key))

    def _hand_ended(self, event: HandEnded) -> None:
        if self.pointer.drag is not None:
            self._fly_back(self.pointer.drag)
        self.pointer.cancel()
        self.keys.clear()
        winner = event.seat
        name = self.session.seats[winner].name if winner is not None else None
        duration = 1.2 if self.reduced_motion else 2.4
        self.banner = Banner.for_hand(event.reason, name, winner == HUMAN,
                                      self.anim + self._time(0.3), duration)
        if event.reason == "blitz":
            self._sound("blitz")

    # --- update ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anim += dt
        if self.session.table is not self._table:
            self._reset_hand()
        self.session.tick()
        self.flights.update(self.anim)
        self.notes = [n for n in self.notes if self.anim - n.started < NOTE_SECONDS]
        self.flashes = {k: until for k, until in self.flashes.items() if until > self.anim}
        if self.keys.selected is not None and self.session.table is not None:
            if self.session.view().me.top(self.keys.selected) is None:
                self.keys.clear()
            else:
                self.keys.refresh(self.targets(self.keys.selected))
        self._auto_play_ones()
        if self.banner is not None and self.banner.done(self.anim) and not self.flights.busy():
            self._show_results()

    def _auto_play_ones(self) -> None:
        if not self.session.config.auto_play_ones or self.session.table is None:
            return
        table = self.session.table
        if table.over or self.session.paused:
            return
        if self._auto_one is not None:
            due, move = self._auto_one
            if self.anim >= due:
                self._auto_one = None
                self._auto_checked = -1
                busy = {self.keys.selected}
                if self.pointer.drag is not None:
                    busy.add(self.pointer.drag.source)
                if move.source not in busy:
                    outcome = self.session.submit(move)
                    self._targets = None
                    del outcome  # a 1 that is gone by now simply stays unplayed
            return
        if self._auto_checked == table.version:
            return
        self._auto_checked = table.version
        held = {self.keys.selected, self.pointer.drag.source if self.pointer.drag else None}
        for move in legal_moves(self._view()):
            if isinstance(move, Play) and move.target == "dutch:new" and move.source not in held:
                self._auto_one = (self.anim + self._time(AUTO_ONE_DELAY), move)
                return

    def _show_results(self) -> None:
        if self._results_shown:
            return
        self._results_shown = True
        blitz_ui(self.app).show_hand_results(self.session)

    # --- input ---------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.session.state is None:
            return
        if event.type == pygame.KEYDOWN:
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
                self.flashes[seat_key(HUMAN, intent.source)] = self.anim + 0.4
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
        if self._rotate_button is not None and self._rotate_button.collidepoint(pos):
            self.hand_action(rotate=True)
            return
        state = self.session.state
        assert state is not None
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
        if not self.playable(press.place):
            self._sound("refuse")
            self.flashes[seat_key(HUMAN, press.place)] = self.anim + 0.4
            self.pointer.cancel()
            return
        layout = self.layout or self.table_layout()
        rect = self.renderer.top_rect(layout, state, seat_key(HUMAN, press.place))
        grab = (press.pos[0] - rect.x, press.pos[1] - rect.y)
        self.pointer.drag = Drag(press.place, card, Rect(rect), grab, pos,
                                 self.targets(press.place))
        self.pointer.drag.move_to(pos)

    def stack_targets(self, source: str) -> list[str]:
        """Where the whole Post pile ``source`` may go now (the core's legal stacks)."""
        return [m.target for m in legal_moves(self._view())
                if isinstance(m, Stack) and m.source == source]

    def _start_pile_drag(self, place: str, start: tuple[int, int],
                         pos: tuple[int, int]) -> None:
        """Pick up a whole Post pile by a card under its top (only where the rules allow)."""
        source = f"post:{place[5:]}"
        targets = self.stack_targets(source)
        if not targets:
            if self.session.config.rules.move_post_stack:
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

    def _drop(self, drag: Drag) -> None:
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

    def _fly_back(self, drag: Drag) -> None:
        state = self.session.state
        layout = self.layout or self.table_layout()
        if state is None:
            return
        key = seat_key(HUMAN, drag.source)
        if drag.whole_pile:
            index = int(drag.source[5:])
            pile = state.seats[HUMAN].posts[index]
            if pile != drag.cards:
                return
            homes = self.renderer.post_cards(layout.seats[HUMAN], index, len(pile))
            for i, card in enumerate(pile):
                start = drag.rect.move(0, i * drag.step)
                self.flights.add(Flight(card, deck_of(self.session.seats, HUMAN),
                                        _tuple(start), _tuple(homes[i]), self.anim,
                                        self._time(FLY_BACK), hide=key))
            return
        home = self.renderer.top_rect(layout, state, key)
        if self.session.view().me.top(drag.source) != drag.card:
            return  # the card is no longer there (the hand ended under it)
        self.flights.add(Flight(drag.card, deck_of(self.session.seats, HUMAN), _tuple(drag.rect),
                                _tuple(home), self.anim, self._time(FLY_BACK), hide=key))

    # --- drawing ---------------------------------------------------------------------
    def decor(self) -> TableDecor:
        hidden: Counter[str] = self.flights.hidden()
        glow: dict[str, tuple[int, int, int]] = {}
        lifted: dict[str, float] = {}
        drag = self.pointer.drag
        if drag is not None:
            hidden[seat_key(HUMAN, drag.source)] += max(1, len(drag.cards))
            for target in drag.targets if drag.whole_pile else self.targets(drag.source):
                glow[target_key(target)] = palette.HIGHLIGHT
        focus = None
        if self.keys.selected is not None:
            lifted[seat_key(HUMAN, self.keys.selected)] = 1.0
            for target in self.keys.targets:
                glow[target_key(target)] = palette.HIGHLIGHT
            if self.keys.target is not None:
                focus = target_key(self.keys.target)
        now = self.session.now()
        for intent in self.session.intents():
            place = intent.source
            span = max(0.05, min(0.25, intent.due - intent.since))
            lifted[seat_key(intent.seat, place)] = ease_out_cubic(
                clamp01((now - intent.since) / span))
        for key in self.flashes:
            glow[key] = palette.REFUSED
        state = self.session.state
        hand_hint = False
        if state is not None:
            me = state.seats[HUMAN]
            hand_hint = not me.hand and bool(me.wood) and not self.session.hand_over
        return TableDecor(
            now=self.anim, hidden=hidden, glow=glow, lifted=lifted, focus=focus, human=HUMAN,
            hand_hint=hand_hint, totals=self.session.totals,
            hand_number=self.session.hand_number, target=self.session.config.rules.target_score,
            dim=self.banner.dim(self.anim) if self.banner is not None else 0.0)

    def draw(self, surface: pygame.Surface) -> None:
        state = self.session.state
        if state is None:
            surface.fill(palette.TABLE_FELT)
            return
        if self.layout is None or self.layout.size != surface.get_size():
            self.table_layout()
        layout = self.renderer.draw(surface, state, self.session.seats, self.decor())
        self.layout = layout
        self._draw_rotate_offer(surface, layout, state)
        self.flights.draw(surface, self.renderer.images, self.anim)
        drag = self.pointer.drag
        if drag is not None:
            spread = max(4, round(drag.rect.height * 0.07))
            shadow = self.renderer.images.shadow(drag.rect.size, spread)
            surface.blit(shadow, (drag.rect.x - spread + spread // 2,
                                  drag.rect.y - spread + spread))
            deck = deck_of(self.session.seats, HUMAN)
            for i, card in enumerate(drag.cards or (drag.card,)):
                surface.blit(self.renderer.images.card(card, deck, drag.rect.size),
                             drag.rect.move(0, i * drag.step).topleft)
        self._draw_notes(surface, layout)
        if self.banner is not None and self.anim >= self.banner.started:
            self.banner.draw(surface, self.app.font, self.anim)

    def _draw_rotate_offer(self, surface: pygame.Surface, layout: TableLayout,
                           state: TableState) -> None:
        self._rotate_button = None
        if self.session.hand_over or state.seats[HUMAN].hand or not state.seats[HUMAN].wood:
            return
        if not self._view().may_rotate:
            return
        hand = layout.seats[HUMAN].hand
        size_px = max(10, round(hand.height * 0.1))
        text = self.renderer.text("Rotate (R)", size_px, palette.INK, True)
        button = Rect(0, 0, text.get_width() + size_px * 2, round(size_px * 2.1))
        button.midbottom = (hand.centerx, hand.top - round(size_px * 0.4))
        if button.top < layout.hud.bottom:
            button.top = layout.hud.bottom
        pygame.draw.rect(surface, GOLD, button, border_radius=button.height // 2)
        pygame.draw.rect(surface, palette.INK, button, max(1, size_px // 8),
                         border_radius=button.height // 2)
        surface.blit(text, text.get_rect(center=button.center))
        self._rotate_button = button

    def _draw_notes(self, surface: pygame.Surface, layout: TableLayout) -> None:
        for note in self.notes:
            age = self.anim - note.started
            k = clamp01(age / NOTE_SECONDS)
            size_px = max(11, round(20 * layout.unit))
            text = self.renderer.text(note.text, size_px, palette.PAPER, True)
            pill = Rect(0, 0, text.get_width() + size_px * 1.4, round(size_px * 2))
            rise = round(18 * layout.unit * ease_out_cubic(min(1.0, age / 0.3)))
            pill.center = (note.centre[0], note.centre[1] - rise)
            pill.clamp_ip(surface.get_rect())
            alpha = round(255 * (1.0 - clamp01((k - 0.7) / 0.3)))
            layer = pygame.Surface(pill.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (*SHADE, 235), layer.get_rect(),
                             border_radius=pill.height // 2)
            pygame.draw.rect(layer, note.colour, layer.get_rect(), max(2, size_px // 8),
                             border_radius=pill.height // 2)
            layer.blit(text, text.get_rect(center=layer.get_rect().center))
            layer.set_alpha(alpha)
            surface.blit(layer, pill.topleft)

    def describe(self) -> dict[str, Any]:
        state = self.session.state
        info: dict[str, Any] = {"scene": "TableScene", "hand": self.session.hand_number,
                                "paused": self.session.paused, "flights": len(self.flights),
                                "over": self.session.hand_over}
        if state is not None:
            info["dutch"] = len(state.dutch)
        return info


def _tuple(rect: Rect) -> tuple[float, float, float, float]:
    return (float(rect.x), float(rect.y), float(rect.width), float(rect.height))
