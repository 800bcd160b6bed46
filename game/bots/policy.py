"""Bot policies: choose a move from what the seat can see; the core decides legality.

A policy must never stall the table: when it has nothing better it flips, and when the hand is
empty it turns the Wood over. With no other option it must take a Dutch play or a Blitz-to-Post
build (the stalemate rule relies on it).
"""

from __future__ import annotations

import random
from typing import Protocol

from game.blitz.legal import legal_moves
from game.blitz.moves import Flip, Move, Play, Recycle, Stack
from game.blitz.state import BLITZ
from game.blitz.view import SeatView

SOURCE_PREFERENCE = {"blitz": 0, "post": 1, "wood": 2}


class Policy(Protocol):
    def choose(self, view: SeatView, rng: random.Random) -> Move | None: ...


def source_rank(move: Play) -> int:
    return SOURCE_PREFERENCE[move.source.split(":")[0]]


def frees_blitz_card(view: SeatView, move: Move) -> bool:
    """The move takes the Blitz top away, or empties a Post slot so the Blitz top refills it."""
    if isinstance(move, Stack):
        return True
    if not isinstance(move, Play) or move.target.startswith("dutch"):
        return False
    if move.source == BLITZ:
        return True
    if move.source.startswith("post:"):
        return len(view.me.posts[int(move.source[5:])]) == 1
    return False


class SimplePolicy:
    """Ones and Dutch plays first (Blitz, then Post, then Wood), then a Post build that frees a
    Blitz card, else flip; with an empty hand turn the Wood over, rotating when allowed."""

    def choose(self, view: SeatView, rng: random.Random) -> Move | None:
        moves = legal_moves(view)
        if not moves:
            return None
        plays = [m for m in moves if isinstance(m, Play)]
        to_dutch = [m for m in plays if m.target.startswith("dutch")]
        if to_dutch:
            return min(to_dutch, key=lambda m: (m.target != "dutch:new", source_rank(m)))
        freeing = [m for m in moves if frees_blitz_card(view, m)]
        if freeing:
            return freeing[0]
        for move in moves:
            if isinstance(move, Flip):
                return move
        recycles = [m for m in moves if isinstance(m, Recycle)]
        if recycles:
            return max(recycles, key=lambda m: m.rotate)
        return None
