"""A bot's card held up that comes or goes repaints at once only its own place on the Dutch
Blitz table's kept layer: the piles beneath it that changed with it wait like any place the
window does not reveal (a frame's forced painting stays small at the largest window)."""

from __future__ import annotations

import pygame

from game.dutch_blitz.ui.kept_slices import KeptSlices
from game.ui.table.base_layer import LayerBudget


def resting_budget() -> LayerBudget:
    """A budget for a frame that paints no place that may wait, the window revealing none."""
    budget = LayerBudget(lambda: 0.0)
    budget.begin([], rest=True)
    return budget


def test_a_card_held_up_going_paints_its_place_and_leaves_its_piles_waiting() -> None:
    surface = pygame.Surface((3200, 2000))
    hand, wood = pygame.Rect(1600, 1500, 336, 408), pygame.Rect(1920, 1500, 336, 408)
    lift = pygame.Rect(1632, 1472, 272, 344)
    painted: list[pygame.Rect] = []
    slices = KeptSlices()
    shown = slices.paint(surface, [hand, wood, lift], [lift], resting_budget(), painted.append)
    assert painted == [lift] and shown == [lift]
    assert all(any(place.contains(pile) for place in slices.waiting) for pile in (hand, wood))


def test_the_waiting_piles_are_painted_once_the_frame_may() -> None:
    surface = pygame.Surface((3200, 2000))
    hand, lift = pygame.Rect(1600, 1500, 336, 408), pygame.Rect(1632, 1472, 272, 344)
    painted: list[pygame.Rect] = []
    slices = KeptSlices()
    slices.paint(surface, [hand, lift], [lift], resting_budget(), painted.append)
    free = LayerBudget(lambda: 0.0)
    free.begin([])
    slices.paint(surface, [], [], free, painted.append)
    assert painted == [lift, hand] and not slices.waiting
