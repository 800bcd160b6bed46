"""Mid-game tables of any registered game for the UI's geometry tests: a hand dealt from a seed
and played on by uniformly random legal moves (no tests of its own)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from conformance.conformance_play import fast_options, seats_for, view_at

from game.core.registry import get_game

MORE = 500
"""Moves played past ``moves`` at most while waiting for ``until``."""


def mid_game(game_id: str, seed: int, seats: int, moves: int,
             until: Callable[[Any], bool] | None = None) -> tuple[Any, Any]:
    """The rules and the state after ``moves`` random legal moves of the first hand, then on
    until ``until(state)`` holds, if given (while the hand lasts: a hand about to end stops
    at the state before its last move)."""
    game = get_game(game_id)
    rng = random.Random(f"mid-game:{game_id}:{seed}")
    match = game.new_match(seed, seats_for(game, seats), fast_options(game))
    table = match.start_hand()
    rules = game.rules
    t = 0.0
    for done in range(moves + MORE):
        if done >= moves and (until is None or until(table.state)):
            break
        actors = sorted(table.to_act())
        t = round(t + rng.uniform(0.01, 0.8), 3)
        legal = list(rules.legal_moves(view_at(rules, table.state, rng.choice(actors), t)))
        if not legal:
            continue
        before = table.state
        table.submit(rng.choice(legal), t)
        if table.over:
            return rules, before
    return rules, table.state
