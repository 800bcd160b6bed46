"""The hand results' analysis, made while the hand's end is shown instead of in one frame.

When a hand ends the table plays its banner for a few seconds before the results screen opens.
``HandEndWork`` replays the hand for the analysis a few record lines per frame in that time
(``advance``), so the frame that opens the results screen only picks the finished analysis up
(``analysis``; whatever is left is done then). ``draw_ahead`` then draws the results screen
off screen, a few milliseconds a frame, so its first shown frame finds its fonts and texts
ready.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Sequence
from typing import Any

import pygame

from game.dutch_blitz.analysis import HandAnalysis, analyse_hand_steps
from game.ui.scene import Scene
from game.ui.scenes.base import MenuScene
from game.ui.widgets.style import Style

STEPS_PER_FRAME = 12
"""Record lines replayed per frame while the banner plays (a hand has a few hundred)."""
DRAW_AHEAD_BUDGET = 0.001
"""Seconds of a banner frame that drawing the results screen ahead may take."""
FONT_LOADED = 0.0004
"""A font call slower than this loaded the font (a kept one is returned in microseconds)."""

_PROBLEMS = (ValueError, KeyError, TypeError)
"""What a damaged record raises; the results screen shows it instead of the analysis."""


def this_hand(lines: Sequence[dict[str, Any]], hand: int) -> list[dict[str, Any]]:
    """The record's ``match_start`` and its lines from ``hand``'s deal on: what the analysis
    of that hand reads, found from the end (a long match's earlier hands are not read)."""
    start = [line for line in lines[:1] if line.get("type") == "match_start"]
    for index in range(len(lines) - 1, -1, -1):
        line = lines[index]
        if line.get("type") == "deal" and line.get("hand") == hand:
            return start + list(lines[index:]) if start else list(lines)
    return list(lines)


class HandEndWork:
    """The analysis of one finished hand for one seat, made a few steps at a time."""

    def __init__(self, lines: Sequence[dict[str, Any]], hand: int, seat: int,
                 auto_ones: bool) -> None:
        self.hand = hand
        self._steps: Generator[None, None, HandAnalysis] | None = analyse_hand_steps(
            this_hand(lines, hand), hand, seat, auto_ones=auto_ones)
        self._result: HandAnalysis | None = None
        self.error = ""

    @property
    def done(self) -> bool:
        return self._steps is None

    def advance(self, steps: int = STEPS_PER_FRAME) -> bool:
        """Replay up to ``steps`` more lines; True once the analysis is made (or failed)."""
        for _ in range(max(1, steps)):
            if self._steps is None:
                return True
            try:
                next(self._steps)
            except StopIteration as finished:
                self._result, self._steps = finished.value, None
            except _PROBLEMS as problem:
                self.error, self._steps = str(problem), None
        return self._steps is None

    def analysis(self) -> HandAnalysis | None:
        """The finished analysis (made now if the banner did not leave time); None when the
        record could not be analysed (see ``error``)."""
        while not self.advance(10_000):
            pass
        return self._result


class DrawAhead:
    """A screen drawn ahead of showing it, a few milliseconds a frame: one pass off screen
    that only notes the texts it would render (and loads its backdrop), then those texts
    (and their fonts) a few at a time. Its first shown frame then renders nothing new."""

    def __init__(self, scene: Scene, size: tuple[int, int]) -> None:
        self.scene = scene
        self.size = size
        self._texts: list[tuple[str, float, tuple[int, int, int], bool]] | None = None
        self._canvas: pygame.Surface | None = None

    def step(self, budget: float) -> bool:
        """One frame's share; True when the screen is ready."""
        style = getattr(self.scene, "style", None)
        if not isinstance(style, Style):
            self.scene.draw(pygame.Surface(self.size))
            return True
        if self._canvas is None:  # first its backdrop (a menu screen's felt and bands)
            if isinstance(self.scene, MenuScene):
                self.scene.bands()  # over the table's felt: no full-window surface is made
                self._canvas = pygame.Surface((1, 1))
            else:
                self._canvas = pygame.Surface(self.size)
            return False
        if self._texts is None:
            return self._note(style)
        return style.render_some(self._texts, budget)

    def _note(self, style: Style) -> bool:
        """The noting pass; a font it has to load ends the pass (the next one goes on)."""
        font = style.font

        def one_load(px: int, bold: bool = False) -> pygame.font.Font:
            began = time.perf_counter()
            found = font(px, bold)
            if time.perf_counter() - began > FONT_LOADED:
                raise _Later  # loaded now, kept by the app's fonts: the next pass is quicker
            return found

        style.wanted, style.font = [], one_load
        try:
            if isinstance(self.scene, MenuScene):  # its parts, on a speck: only texts count
                speck = pygame.Surface((1, 1))
                self.scene.draw_heading(speck)
                self.scene.draw_content(speck)
                self.scene.group.draw(speck, style)
            else:
                assert self._canvas is not None
                self.scene.draw(self._canvas)
            self._texts = style.wanted
        except _Later:
            return False
        finally:
            style.wanted, style.font = None, font
        return not self._texts


class _Later(Exception):
    """The noting pass loaded a font: it stops there for this frame."""
