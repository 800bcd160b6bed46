"""The sealed choice's table of display-card sets: every set, smallest first and in
``combinations`` order within a size, with its cost (slot numbers), worth (kept values, none
below zero) and slot mask, exactly as summing each set whole gives them (a tie between two
sets of equal worth goes to the same one either way)."""

from __future__ import annotations

from itertools import combinations
from types import SimpleNamespace
from typing import cast

import pytest

from game.auction.bots.evaluate import MASTER_WEIGHTS, card_keep_value
from game.auction.bots.sealed import _best, _subset_table
from game.auction.rules.view import View


def _summed_whole(display: tuple[str | None, ...], rounds: float) -> list[tuple[int, float, int]]:
    slots = [(i + 1, card_keep_value(c, rounds, MASTER_WEIGHTS))
             for i, c in enumerate(display) if c is not None]
    return [(sum(s for s, _ in combo), sum(max(0.0, w) for _, w in combo),
             sum(1 << (s - 1) for s, _ in combo))
            for n in range(len(slots) + 1) for combo in combinations(slots, n)]


@pytest.mark.parametrize("display", [
    ("G1", "G2", "G3", "G4", "G5", "G6"),
    ("G1", None, "R3", "B7", "P8", None),
    ("B9", "R10", "G2", "P1", "R7", "G8"),
    (None, None, None, None, None, None),
    (None, "P5", None, None, None, None),
])
@pytest.mark.parametrize("rounds", [0.0, 2.5, 9.0])
def test_every_set_of_display_cards_is_listed_as_summing_it_whole_gives(
        display: tuple[str | None, ...], rounds: float) -> None:
    view = cast(View, SimpleNamespace(display=display))
    table = _subset_table(view, rounds, MASTER_WEIGHTS)
    assert table == _summed_whole(display, rounds)
    assert len(table) == 2 ** sum(1 for card in display if card is not None)
    for capacity in range(0, 22):
        assert _best(table, capacity) == _best(_summed_whole(display, rounds), capacity)
