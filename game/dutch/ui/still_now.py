"""The Dutch table's still layer as it is now, made once per change instead of once a frame.

The still layer's regions (``still.regions``) are made from the view, the decor and the still
words; making them every frame costs a good part of a frame's budget at a large window. The
board's ``StillSource`` first gathers what they are made from (``inputs``: cheap to gather, a
tuple compared with the last one) and makes them again only when that changed. ``StillNow``
is what one set of inputs shows: its view, decor, words, regions, the layer's key, and where
each part the painter draws reaches (a place painted again paints only the parts reaching
into it).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING

import pygame

from game.dutch.rules.view import DutchView
from game.dutch.ui.painter import Decor
from game.dutch.ui.session import match_of, peeking
from game.dutch.ui.still import Region, StillWords, regions
from game.i18n import current_language

if TYPE_CHECKING:
    from game.dutch.ui.board import DutchBoard

SETTLED = 0.2
"""Seconds after the round end's last turn starts until what it shows stands still (the last
card's turn and its value, the sums)."""


class StillNow:
    """The still layer for one set of the board's inputs: the view, decor and words it shows,
    its regions, its key, and where each part the painter draws reaches."""

    def __init__(self, inputs: Hashable, view: DutchView, decor: Decor, words: StillWords,
                 found: dict[str, Region], whole: Hashable) -> None:
        self.inputs = inputs
        self.view = view
        self.decor = decor
        self.words = words
        self.regions = found
        self.key: Hashable = (whole, tuple(key for _rect, key in found.values()))
        self.reach = part_reach(found)

    def parts_in(self, clip: pygame.Rect) -> set[str]:
        """The parts that reach into ``clip`` (the others paint nothing there)."""
        return {name for name, rect in self.reach.items() if rect.colliderect(clip)}


def part_reach(regions: Mapping[str, Region]) -> dict[str, pygame.Rect]:
    """Where each of the painter's parts reaches: each region is a part of its own (a seat's
    name row, each of its card places, the seat itself for the caller's lock; each pile, the
    scoreboard, the status line, the buttons, the fan) and holds all that part draws."""
    return {name: rect for name, (rect, _key) in regions.items()}


class StillSource:
    """The board's still layer now, made again only when what it is made from changed."""

    def __init__(self, board: DutchBoard) -> None:
        self.board = board
        self._now: StillNow | None = None

    def inputs(self) -> Hashable:
        """Everything the still layer's regions are made from: the window, the language, the
        table as applied, your moves, the cards in flight, the drag, your picks, the fan, the
        scores, and the clock where it shows (the peek's seconds, the cards shown for a
        moment, every frame while the round's end turns its cards). Equal inputs, equal
        regions: a frame that changes none of them makes no regions."""
        board = self.board
        session = board.session
        table = session.table
        drag = board.pointer.drag
        match = match_of(session)
        plan = board.reveal
        moving = plan is not None and board.anim < plan.done + SETTLED
        return (board.layout, current_language(), table, table.version, board.legal_key(),
                tuple(sorted(board.flights.hidden().items())),
                None if drag is None else (drag.source, tuple(drag.targets)),
                board.jack_pick, board.calling.armed, board.fanned, board.assist, board.names(),
                tuple(match.totals), match.rounds, plan is not None,
                f"{board.peek_left():.0f}" if peeking(session) else None,
                tuple((m.owner, m.slot, m.card, m.kind, board.shown(m)) for m in board.moments),
                board.anim if moving else None)

    def now(self) -> StillNow:
        """The still layer as it is now (made again when ``inputs`` changed)."""
        inputs = self.inputs()
        if self._now is None or self._now.inputs != inputs:
            board = self.board
            view = board.session.view()
            decor = board.decor(view, board.input.glows())
            words = board.overlays.still_words()
            self._now = StillNow(inputs, view, decor, words,
                                 regions(board.layout, view, decor, words),
                                 (board.layout.size, current_language()))
        return self._now


__all__ = ["SETTLED", "StillNow", "StillSource", "part_reach"]
