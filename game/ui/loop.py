"""The app's frame loop: events, fixed-step updates, and drawing only when the screen changed.

A frame reads the events and hands them to the top scene, updates it in fixed steps of
``STEP`` (or one exact step per frame on a virtual clock: tests, screenshots, benchmarks),
draws the stack, and then lets the top scene do the work that may wait for the drawing
(``Scene.late_update``: a table's bots act there, and what they do is drawn in the next frame,
so a frame does not carry both a move and the painting of the one before). A still screen is
not drawn again: a frame is drawn after an event, after a change of scene, window size,
settings, notices or a failing save, when a time the top scene named has come, after
``invalidate()``, after late work that changed the screen, and every frame while the top scene
moves (``Scene.still_for`` says which; a scene that says nothing moves, as every scene did
before).

Between frames the loop keeps to the display's rate while something moves; at a still screen
it sleeps on the next event or that time (looking again at least every ``IDLE_CHECK``
seconds), so a screen nobody touches costs next to nothing. After such a sleep the top scene
gets one update of all the time it slept.

``FrameLoop`` is the part of the App that runs frames: it keeps the clock (monotonic, or the
virtual one), steps the scene stack it is given, and asks its ``LoopHost`` (the App) to handle
each event, to draw, what else on screen may change and when a timer of its own is due.
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from game.clock import FRAME_CPU_CLOCK, CountedClock

if TYPE_CHECKING:
    from game.ui.scene import Scene
    from game.ui.scene_stack import SceneStack

STEP = 1 / 60
"""Seconds per fixed update step."""
MAX_STEPS_PER_FRAME = 5
IDLE_CHECK = 1.0
"""The longest the loop sleeps at a still screen before it looks again (a save failing or
going through in the background is told within this time)."""
EARLY = 1e-6
"""A time named by a scene counts as come this much before it (sums of steps drift)."""
WARM_AFTER_FRAMES = 3
"""Sound effects are synthesised a few milliseconds a frame after the first frames are shown."""
QUIET_SECONDS = 0.003
"""A frame that took at most this much of the frame thread's CPU is followed at once by the
garbage collector's pass over the middle generation when the next pass of the youngest would
start it (``collect_when_quiet``): a pass of a millisecond or so lands after a light frame, not
in whichever frame, heavy or not, allocates the object that starts it. Read on the frame
thread's CPU when the frame clock is (the app, a benchmark); otherwise every frame is light."""


class LoopHost(Protocol):
    """What the frame loop asks of the App that holds it."""

    running: bool

    def dispatch(self, event: pygame.event.Event) -> None: ...

    def draw(self) -> None: ...

    def looks(self) -> tuple[object, ...]:
        """Besides the top scene, what (changed by a call rather than an event) means the
        screen must be drawn again."""
        ...

    def next_due(self, now: float) -> float:
        """Seconds until something the host shows changes by itself (math.inf: nothing)."""
        ...

    def warm_sound(self) -> bool:
        """Make a few more milliseconds of the sound effects; False when all are made."""
        ...


class FrameLoop:
    """The App's frames over ``stack``. ``virtual_time``: one exact step per frame (tests)."""

    def __init__(self, host: LoopHost, stack: SceneStack, *, virtual_time: bool) -> None:
        self.host = host
        self.stack = stack
        self.virtual_time = virtual_time
        self._virtual_now = 0.0
        self._frame_now: float | None = None
        """The moment the frame being run started (None between frames)."""
        self.think_clock: Callable[[], float] = CountedClock() if virtual_time \
            else FRAME_CPU_CLOCK
        """The clock the bots' thinking budget of a frame is read on (a benchmark under
        virtual time sets the real one)."""
        self.frame_clock: Callable[[], float] = _still if virtual_time else FRAME_CPU_CLOCK
        """The clock a frame's cost is read on (likewise)."""
        self.frames = 0
        self.drawn = 0
        """Frames drawn (a still screen is not drawn again)."""
        self.warming = True
        """Sound effects are still being synthesised (a little each frame after the first)."""
        self._clock = pygame.time.Clock()
        self._last = self.now()
        self._accumulator = 0.0
        self._woken: list[pygame.event.Event] = []
        """An event the loop woke on while resting, handled first in the next frame."""
        self._stale = True
        self._rested: Scene | None = None
        """The top scene the loop last slept at (it is owed the time slept)."""
        self._moving = True
        self._wake_at = 0.0
        """When the screen must next be drawn though no event comes."""
        self._shown: tuple[object, ...] = ()

    @property
    def top(self) -> Scene | None:
        return self.stack.top

    def now(self) -> float:
        """Seconds on the loop's clock (monotonic, or the virtual one). Within a frame, the
        moment it started: the scene's update, its drawing and what it says of its next change
        all read the same time (a timer read as not come in the update and as come a moment
        later would draw the frame twice)."""
        if self.virtual_time:
            return self._virtual_now
        return time.monotonic() if self._frame_now is None else self._frame_now

    def reset_clock(self) -> None:
        """Count the next frame's time from now (after start-up, or before the loop runs)."""
        self._last = self.now()
        self._rested = None

    def run(self, rate: int, done: Callable[[], bool]) -> None:
        """Frames while the host runs and until ``done()`` says so after a frame, kept to
        ``rate`` a second (no waiting on a virtual clock)."""
        self.reset_clock()
        while self.host.running:
            drawn = self.drawn
            self.step()
            if done():
                break
            if not self.virtual_time:
                self.rest(rate, self.drawn != drawn)

    def step(self) -> None:
        """One frame: events, updates, and drawing when the screen changed (without waiting),
        all at the moment the frame started (``now``)."""
        self._frame_now = None if self.virtual_time else time.monotonic()
        try:
            self._frame()
        finally:
            self._frame_now = None

    def _frame(self) -> None:
        timed = self.frame_clock is FRAME_CPU_CLOCK  # (a test's clock is read as it says)
        started = self.frame_clock()
        events, self._woken = self._woken + pygame.event.get(), []
        for event in events:
            self.host.dispatch(event)
        self._update()
        now = self.now()
        changed = bool(events) or self._stale or now >= self._wake_at - EARLY or \
            self._shown != self._signature()
        still = self._still_for(now)
        if changed or still <= 0:
            self.host.draw()
            self.drawn += 1
            self._stale = False
            self._shown = self._signature()
        top = self.top
        if top is not None and top.late_update(self.frame_clock() - started):
            self._stale = True  # (drawn in the next frame, which comes at once)
        # a frame may start something (a picture fading in), late work may change the timers
        still = 0.0 if self._stale else self._still_for(now)
        self._moving = still <= 0
        self._wake_at = now + still  # (the scene's still time was read at the frame's moment)
        self.frames += 1
        if self.warming and self.frames > WARM_AFTER_FRAMES:
            self.warming = self.host.warm_sound()
        collect_when_quiet(self.frame_clock() - started if timed else 0.0)

    def _update(self) -> None:
        """The top scene's fixed steps for the time since the last frame; after the loop slept
        at a still screen, one step of all the time it slept for the scene that said it was
        still (see ``Scene.still_for``; a scene put on top meanwhile gets fixed steps)."""
        if self.virtual_time:
            self._virtual_now += STEP
            steps, dt = 1, STEP
        elif self._rested is not None and self._rested is self.top:
            now = self.now()
            steps, dt = 1, max(0.0, now - self._last)
            self._last, self._accumulator, self._rested = now, 0.0, None
        else:
            self._rested = None  # a scene new on top never rested: it gets today's steps
            now = self.now()
            self._accumulator = min(self._accumulator + now - self._last,
                                    STEP * MAX_STEPS_PER_FRAME)
            self._last = now
            steps, dt = int(self._accumulator / STEP), STEP
            self._accumulator -= steps * STEP
        for _ in range(steps):
            if self.top is not None:
                self.top.update(dt)

    def advance(self, seconds: float) -> None:
        """Virtual time only: run frames until ``seconds`` more have passed."""
        if not self.virtual_time:
            raise RuntimeError("advance() needs virtual time")
        for _ in range(max(1, round(seconds / STEP))):
            self.step()

    # --- resting at a still screen -------------------------------------------------------------
    def invalidate(self) -> None:
        """Something on screen changed without an event: draw the next frame."""
        self._stale = True

    def _signature(self) -> tuple[object, ...]:
        """What, changed by a call rather than an event, means the screen must be drawn."""
        return (id(self.top), self.stack.depth, *self.host.looks())

    def _still_for(self, now: float) -> float:
        """Seconds the screen stays the same if no event comes (0: draw every frame)."""
        rest = self.top.still_for() if self.top is not None else None
        if rest is not None and rest <= 0:
            return 0.0
        due = min(rest if rest is not None else math.inf, self.host.next_due(now))
        return max(1e-3, due)

    def rest(self, rate: int, drew: bool) -> None:
        """Between frames: keep to ``rate`` frames a second, and at a still screen sleep until
        an event comes or the next timer is due (looking again every ``IDLE_CHECK`` seconds).
        While the sound effects are still being made, a frame's slice at a time, it never
        sleeps long."""
        if drew or self._moving or self.warming:
            self._clock.tick(rate)
        if self._moving or self.warming:
            return
        wait = min(self._wake_at - self.now(), IDLE_CHECK)
        if wait > 0:
            event = pygame.event.wait(max(1, math.ceil(wait * 1000)))
            if event.type != pygame.NOEVENT:
                self._woken.append(event)
        self._rested = self.top


_full_pass_due = False
"""A full pass of the collector was asked for (``collect_fully_when_quiet``)."""


def collect_fully_when_quiet() -> None:
    """Ask for one full pass of the collector after the next light frame (a table whose
    pictures were all made ahead: its garbage collected before play rather than mid-hand,
    and not inside a frame that is heavy already)."""
    global _full_pass_due
    _full_pass_due = True


def collect_when_quiet(cost: float) -> bool:
    """After a frame that took ``cost`` seconds: if it was light (``QUIET_SECONDS``), the full
    pass asked for, else if the next pass of the youngest generation would go on to the middle
    one, that pass now (young objects only: what start-up loaded is frozen, ``App``). Whether
    one ran."""
    global _full_pass_due
    if cost > QUIET_SECONDS or not gc.isenabled():
        return False
    if _full_pass_due:
        _full_pass_due = False
        gc.collect()
        return True
    _, passes, _ = gc.get_count()
    if passes < gc.get_threshold()[1] - 1:
        return False
    gc.collect(1)
    return True


def _still() -> float:
    """A clock that never moves (a frame's cost under virtual time)."""
    return 0.0


__all__ = ["EARLY", "IDLE_CHECK", "MAX_STEPS_PER_FRAME", "QUIET_SECONDS", "STEP", "FrameLoop",
           "LoopHost", "collect_fully_when_quiet", "collect_when_quiet"]
