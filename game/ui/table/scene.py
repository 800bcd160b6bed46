"""The table scene every game plays on: one class, the game's ``Board`` inside it.

Owned here, once: the lifecycle (a covered table lets go of the pointer, a closed one stops
listening to the match), the animation clock and the event cursor (motions of one move play one
after another), playing what each applied event looks like (the board returns it as data,
``motion``; ``play_motions`` plays it in order), cards in flight, notes (one lifetime), flashes,
sounds, the banner and the results timing (the results open once the banner and every flight
are done; a skippable banner ends at Space, Enter, Esc or a click; a results screen the board
made ahead is the one shown), pause (Esc or P: the pause menu; a hidden or minimised window
holds the clock and opens it), documented keys that do nothing refused with a note, the
coach's bubble (drawn by the card it is about, clear of what the board names; a click on it
closes the tip) and the table log (L or its tab, ``log_control``). A table rests like any still
screen (``still_for``): while no card flies, nothing flashes, the banner holds or is gone, no
results are due and the board says nothing of its own moves, it is drawn again only for input
or the next timer. The board paints, lays out, turns events into motions (data the host plays)
and input into moves.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar, assert_never

import pygame

from game.i18n import _, say
from game.ui.banner import Banner
from game.ui.coach import draw_tip
from game.ui.pointer import PointerControl
from game.ui.scene import Scene
from game.ui.services import Services
from game.ui.sprites import DeckImages, Flight, FlightLayer
from game.ui.table.base_layer import BaseLayer, LayerBudget
from game.ui.table.bot_rest import BotRest
from game.ui.table.dirty import DirtyFrame
from game.ui.table.holds import WINDOW
from game.ui.table.lessons_done import LessonsDoneScene, epilogue_of, offers_to_finish
from game.ui.table.log_control import LogControl
from game.ui.table.motion import Fly, Land, Motion, ResultsAfter, ShowBanner, ShowNote, Sound
from game.ui.table.notes import KEPT, NOTE_SECONDS, Note, draw_notes
from game.ui.tween import motion_time
from game.ui.widgets import ui_scale

if TYPE_CHECKING:
    from game.ui.table.board import Board
    from game.ui.table.flow import TableUI
    from game.ui.table.session import TableSession

S = TypeVar("S")
M = TypeVar("M")
E = TypeVar("E")
V = TypeVar("V")

PAUSE_KEYS = (pygame.K_ESCAPE, pygame.K_p)
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
"""Keys that end a skippable banner at once."""
HIDDEN_EVENTS = (pygame.WINDOWHIDDEN, pygame.WINDOWMINIMIZED)
SHOWN_EVENTS = (pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED)
SEND_AHEAD = 0.3
"""Seconds before a card takes off that its pictures are handed to the image thread (a deal
of many cards hands them over a few at a time, not all in the frame it starts)."""


class TableScene(Scene, Generic[S, M, E, V]):
    """The live table of one hand of a ``TableSession``."""

    def __init__(self, app: Services, ui: TableUI[S, M, E, V],
                 session: TableSession[S, M, E, V],
                 make_board: Callable[[TableScene[S, M, E, V]], Board]) -> None:
        super().__init__(app)
        self.ui = ui
        self.session = session
        self.table = session.table
        """The hand this scene shows (a new hand gets a new scene)."""
        self.anim = 0.0
        """Animation time: seconds of frames since the scene opened (never held)."""
        self.cursor = 0.0
        """When the next event's motion may start (events of one move play in turn)."""
        self.flights = FlightLayer()
        self.taking_off: list[Flight[str]] = []
        self.flown: list[pygame.Rect] = []
        """Where this frame's cards in flight were drawn (before ``Board.draw_over``)."""
        self.notes: list[Note] = []
        self.flashes: dict[str, float] = {}
        """Places flashing (a refused pile, say) and the animation time each flash ends."""
        self.pointer: PointerControl[str] = PointerControl()
        self.banner: Banner | None = None
        self.banner_skippable = False
        self.results_at: float | None = None
        self.results_ready: Scene | None = None
        """The results screen the board made ahead (None: the flow makes it when due)."""
        self.results_shown = self.listening = False
        self.tip_box: pygame.Rect | None = None
        self.base = BaseLayer(LayerBudget(app.think_clock, frame_clock=app.frame_clock))
        self.bot_rest = BotRest()
        self.frame = DirtyFrame()
        """What the last frame drew over the kept layer (only that is restored, ``dirty``)."""
        self.shown_once = False
        self.keep_base = True
        """Blit the board's still part from ``base`` (False paints it every frame: tests)."""
        self.board = make_board(self)
        self.log = LogControl(self)

    # --- what boards ask of the host ----------------------------------------------------------
    def time(self, seconds: float) -> float:
        """``seconds`` of motion (a third with reduced motion)."""
        return motion_time(seconds, self.app.settings.reduced_motion)

    def note(self, text: str, at: tuple[int, int] | None = None, warn: bool = False,
             delay: float = 0.0, rise: bool = False) -> None:
        """A note (``rise``: lifting off its spot ``at``, see ``notes``)."""
        self.notes.append(Note(text, self.anim + delay, at, warn, rise))
        self.notes = self.notes[-KEPT:]

    def flash(self, place: str, seconds: float = 0.45) -> None:
        """Flash ``place`` (the board draws ``flashes``) for ``seconds``."""
        self.flashes[place] = self.anim + seconds

    def show_banner(self, banner: Banner, skippable: bool = False) -> None:
        """A banner over the table; the results follow when it is done (``skippable``: the
        player may end it at once; until it ends it takes the table's keys and clicks)."""
        self.banner = banner
        self.banner_skippable = skippable
        self.results_after(banner.started + banner.duration)

    def skip_banner(self) -> None:
        """End the banner now: every card lands, the results follow in a moment."""
        banner = self.banner
        if banner is None:
            return
        banner.started = min(banner.started, self.anim - banner.duration + 0.05)
        self.flights.land_all()
        self.results_after(banner.started + banner.duration)

    def results_after(self, at: float) -> None:
        """Open the results at animation time ``at`` (once every flight has landed)."""
        self.results_at = at

    def play_motions(self, motions: Iterable[Motion]) -> None:
        """Play what an event looks like (``motion``), one motion after another in order."""
        for motion in motions:
            match motion:
                case Fly(flight, landing_sound):
                    if landing_sound is not None:
                        flight.on_land = partial(self.app.play, landing_sound)
                    self.fly(flight)
                case Land(place):
                    self.flights.land(place)
                case ShowNote(text, at, warn, delay):
                    self.note(text, at, warn, delay)
                case Sound(name):
                    self.app.play(name)
                case ShowBanner(banner, skippable):
                    self.show_banner(banner, skippable)
                case ResultsAfter(at):
                    self.results_after(at)
                case _:
                    assert_never(motion)

    def fly(self, flight: Flight[str]) -> None:
        """A card takes off; the image thread makes each size it passes meanwhile (handed
        over before a frame, together with the others leaving within ``SEND_AHEAD``; after
        the table's first frame, which renders only what it shows)."""
        self.flights.add(flight)
        self.taking_off.append(flight)

    def on_event(self, t: float, event: E, state: S) -> None:
        """The session's listener: the board says what an applied event looks like, the host
        plays it."""
        self.play_motions(self.board.on_event(t, event, state))

    # --- lifecycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        if not self.listening:
            self.session.subscribe(self.on_event)
            self.session.subscribe(self.log.on_event)
            self.listening = True
        self.board.entered()
        if not self.session.over:
            self.session.resume()

    def cover(self) -> None:
        self.log.toggle(False)
        self.board.cancel_drag()
        self.pointer.cancel()

    def close(self) -> None:
        self.base.forget()
        self.frame.forget()
        self.cover()
        if self.listening:
            self.session.unsubscribe(self.on_event)
            self.session.unsubscribe(self.log.on_event)
            self.listening = False

    def resize(self, size: tuple[int, int]) -> None:
        self.flights.land_all()
        self.pointer.cancel()
        self.board.resize(size)

    # --- the frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anim += dt
        self.board.before_tick()
        self.session.coach_tip()  # a tip up holds the clock before the bots may act
        self._offer_to_finish_the_lessons()
        self.board.update(dt)
        self.flights.update(self.anim)
        self.notes = [n for n in self.notes if self.anim < n.started + NOTE_SECONDS]
        self.flashes = {k: until for k, until in self.flashes.items() if until > self.anim}
        due = self.results_at
        if due is not None and self.anim >= due and not self.flights.busy():
            self._show_results()

    def late_update(self, spent: float) -> bool:
        """The bots act once the frame is drawn (``bot_rest``); a turn bot not while its last
        move is being shown where it lands (a card the table awaits in the air, a flash)."""
        session = self.session
        if self.bot_rest.rest(spent) or (session.turn_bots and (self.flashes or any(
                f not in session.unawaited for f in self.flights.flights))):
            return False
        version, due = session.table.version, session.bots_due()
        session.tick()  # a bot due now may show what it is about to do (a card held up)
        return session.table.version != version or (due is not None and due <= 0)

    def still_for(self) -> float | None:
        """Moving (0) while a card flies, a place flashes, a note rises, the banner moves
        (``Banner.still_for``: not while it holds), the results are due or the board says
        something of its own moves (``Board.still_for``); else still until the next change
        the board, the log, the banner, the results, a note or the bots' next step on the
        table clock (none while the clock is held or the hand is over) has in store."""
        own = self.board.still_for()
        soonest = min([math.inf if own is None else own, *self._timers()])
        if soonest <= 0 or self.flights.busy() or self.flashes \
                or (self.keep_base and self.board.base_pending()) \
                or any(n.rise and n.live(self.anim) for n in self.notes):
            return 0.0
        return None if soonest == math.inf else soonest

    def _timers(self) -> list[float]:
        """Seconds until each change the host has in store (``still_for``)."""
        anim, banner, results = self.anim, self.banner, self.results_at
        found = [*(note.changes_in(anim) for note in self.notes), self.log.still_for(),
                 None if banner is None else banner.still_for(anim),
                 None if results is None else results - anim, self.session.bots_due()]
        return [due for due in found if due is not None]

    def _offer_to_finish_the_lessons(self) -> None:
        """Once the coach has taught every lesson while the match runs on, at a moment the
        player has nothing to do: finish or play on (the coached match need not be played to
        its end)."""
        coach = self.session.coach
        if coach is None or not offers_to_finish(coach.plan) or not coach.finished \
                or coach.tip is not None \
                or self.session.lessons_offered \
                or self.session.hand_over or self.session.over or self.app.top is not self \
                or self.session.legal():  # a calm moment: the player has nothing to finish
            return
        self.session.lessons_offered = True
        self.app.push(LessonsDoneScene(self.app, self.session, self.ui.coached_over,
                                       epilogue_of(coach.plan)))

    def _show_results(self) -> None:
        if not self.results_shown:
            self.results_shown = True
            ready, self.results_ready = self.results_ready, None
            self.ui.hand_done(self.session, ready)

    def draw(self, surface: pygame.Surface) -> None:
        """The kept still layer where the frame needs it (``dirty``), then all that moves;
        the frame keeps where each thing was drawn."""
        board, frame = self.board, self.frame
        board.resize(surface.get_size())
        if self.shown_once and self.taking_off and isinstance(board.images, DeckImages):
            soon = self.anim + SEND_AHEAD  # (a deal's last cards leave seconds later)
            board.images.send_flights(f for f in self.taking_off if f.t0 + f.delay <= soon)
            self.taking_off = [f for f in self.taking_off if f.t0 + f.delay > soon]
        sprites = self.flights.sprites(board.images, self.anim)  # (their cores: not restored)
        key = board.base_key() if self.keep_base else None
        if key is None:
            board.draw_base(surface)
            frame.whole(surface)
        else:
            self.base.budget.begin(frame.revealed(surface), self.bot_rest.rested,
                                   hold=self.app.frame_clock() > 0)  # (virtual time: 0)
            layer = self.base.refresh(surface, key, board.draw_base, board.base_pending)
            frame.restore(surface, layer, board.painted_rects() if self.base.painted else (),
                          [cover for sprite in sprites if (cover := sprite.cover) is not None])
        board.draw(surface)
        flights = self.flown = [sprite.draw(surface) for sprite in sprites]
        self.base.budget.flew(self.flights.flights)
        board.draw_over(surface)
        frame.drew(board.drawn_rects())
        frame.drew(flights)
        frame.drew(draw_notes(surface, self.notes, self.anim,
                              board.note_stack(surface.get_size()), self.app.font))
        frame.drew(self._draw_tip(surface))
        if self.banner is not None and self.anim >= self.banner.started:
            self.banner.draw(surface, self.app.font, self.anim)
            frame.drew(None)  # a band across the window, growing and fading
        self.log.draw_tab(surface)
        self.log.draw_panel(surface)
        frame.drew(None if self.log.open or self.log.tab is None else [self.log.tab])
        if isinstance(board.images, DeckImages):
            if self.shown_once:
                board.images.send_ahead()  # the images not shown yet, made meanwhile
            else:  # the cards that took off before it (a deal): their next frames' pictures
                board.images.send_flights(self.flights.flights, cores=False)  # (next frame)
        self.shown_once = True  # (the first frame renders only what it shows)

    def presented(self, alone: bool) -> list[pygame.Rect] | None:
        return self.frame.presented(alone)

    def _draw_tip(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The coach's bubble, if a tip is up; where it was drawn (its pointer reaches the
        edge of the thing the tip is about)."""
        coach = self.session.coach
        tip = coach.tip if coach is not None else None
        if tip is None or self.session.hand_over:
            self.tip_box = None
            return []
        anchor, clear, *avoid = self.board.tip_spot(tip)
        scale = ui_scale(surface.get_size())
        self.tip_box = draw_tip(surface, tip, anchor, self.app.font, scale, clear,
                                avoid[0] if avoid else ())
        reach = 2 * round(4 * max(0.5, scale)) + 4
        return [self.tip_box.union(anchor).inflate(reach, reach)]

    # --- input --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in HIDDEN_EVENTS or event.type in SHOWN_EVENTS:
            self.session.holds.set(WINDOW, event.type in HIDDEN_EVENTS)
        elif self.log.handle(event) or self._coach_click(event) or self._banner_input(event):
            return
        elif event.type == pygame.KEYDOWN and event.key in PAUSE_KEYS:
            if event.key == pygame.K_p or not self.board.back():
                self.open_pause()
        elif event.type == pygame.KEYDOWN and event.key in self.board.keys:
            before = self._footprint()
            self.board.handle(event)
            if self._footprint() == before:
                self.note(_("{action}: not possible now").format(
                    action=say(self.board.keys[event.key])), warn=True)
                self.app.play("refuse")
        else:
            self.board.handle(event)

    def _footprint(self) -> tuple[object, ...]:
        """What a key press may change: the table, the notes, the screens, the board's state."""
        return (self.session.table.version, id(self.session.table), len(self.notes),
                self.notes[-1] if self.notes else None, self.app.top, self.app.depth,
                self.session.holds.reasons, self.board.describe())

    def _banner_input(self, event: pygame.event.Event) -> bool:
        """A skippable banner takes every key and left click: the skip keys and a click end
        it (True: the event is used up)."""
        if self.banner is None or not self.banner_skippable:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in SKIP_KEYS:
                self.skip_banner()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.skip_banner()
            return True
        return False

    def _coach_click(self, event: pygame.event.Event) -> bool:
        """A left click on the bubble closes the tip (True: the click is used up)."""
        box = self.tip_box
        if (box is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1
                or not box.collidepoint(event.pos)):
            return False
        self.session.dismiss_tip()
        self.tip_box = None
        return True

    def window_gone(self) -> None:
        """The window was minimised or hidden: the table pauses (its menu opens)."""
        self.open_pause()

    def open_pause(self) -> None:
        self.board.cancel_drag()
        self.pointer.cancel()
        self.ui.pause_table(self.session)

    def describe(self) -> dict[str, Any]:
        coach = self.session.coach
        return {"scene": "TableScene", "game": self.session.definition.id,
                "paused": self.session.paused, "holds": sorted(self.session.holds.reasons),
                "flights": len(self.flights), "over": self.session.hand_over,
                "notes": [n.text for n in self.notes if n.live(self.anim)],
                "tip": coach.tip.text if coach is not None and coach.tip is not None
                else None, **self.log.describe(), **self.board.describe()}


__all__ = ["TableScene"]
