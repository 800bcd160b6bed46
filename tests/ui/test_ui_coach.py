"""The shared coach, knowing no game: a tip shows only while its move is legal, doing its kind
of move or clicking it teaches the lesson, one tip at a time in lesson order, and a tip's
bubble sits on screen beside what it is about."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Sequence  # noqa: E402
from dataclasses import dataclass  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.coach import Coach, Tip, draw_tip, stats_key, tip_rect  # noqa: E402


@dataclass(frozen=True)
class Go:
    to: str


@dataclass(frozen=True)
class Wait:
    pass


class Plan:
    """A toy game: lesson "go" points at a Go move, lesson "wait" at Wait."""

    lessons: tuple[str, ...] = ("go", "wait")

    def tip(self, lesson: str, view: object, legal: Sequence[object]) -> Tip | None:
        del view
        if lesson == "go":
            go = next((m for m in legal if isinstance(m, Go)), None)
            return Tip("go", f"Go to {go.to}", go, "pile") if go is not None else None
        return Tip("wait", "Wait", Wait(), "clock")  # offered even when not legal


def test_a_tip_is_shown_only_while_its_move_is_legal() -> None:
    coach = Coach(Plan())
    assert coach.refresh(None, []) is None and not coach.holding  # "wait" is not legal
    tip = coach.refresh(None, [Go("a"), Wait()])
    assert tip is not None and tip.lesson == "go" and coach.holding
    assert coach.refresh(None, [Go("a"), Wait()]) is tip  # one tip at a time, kept
    nxt = coach.refresh(None, [Wait()])  # "go" is no longer legal: dropped, not taught
    assert nxt is not None and nxt.lesson == "wait" and "go" not in coach.taught
    assert all(shown.tip.move in shown.legal for shown in coach.shown)


def test_doing_the_tips_kind_of_move_or_a_click_teaches_it() -> None:
    coach = Coach(Plan())
    coach.refresh(None, [Go("a"), Wait()])
    coach.moved(Wait())  # another move: the tip goes, its lesson is still to teach
    assert coach.tip is None and not coach.taught
    coach.refresh(None, [Go("b"), Wait()])
    coach.moved(Go("c"))  # the same kind of move, elsewhere: taught
    assert coach.taught == {"go"}
    coach.refresh(None, [Wait()])
    coach.dismiss()
    assert coach.taught == {"go", "wait"} and coach.finished and coach.tip is None
    assert coach.refresh(None, [Go("a"), Wait()]) is None


@pytest.mark.parametrize("screen", [(1024, 640), (1920, 1080), (2048, 1280)])
@pytest.mark.parametrize("anchor", [(0, 0), (980, 600), (500, 300), (10, 600)])
def test_a_bubble_stays_on_screen_and_clear_of_the_cards(
        screen: tuple[int, int], anchor: tuple[int, int]) -> None:
    card = pygame.Rect(anchor, (40, 60))
    card.clamp_ip(pygame.Rect((0, 0), screen))
    rect = tip_rect(card, (300, 120), screen, 10)
    assert pygame.Rect((0, 0), screen).contains(rect)
    if anchor == (500, 300):
        assert not rect.colliderect(card)


def test_drawing_a_tip_returns_its_click_target() -> None:
    pygame.font.init()
    surface = pygame.Surface((1024, 640))
    tip = Tip("go", "Go to the pile: drag your card onto it.", Go("pile"), "pile")
    box = draw_tip(surface, tip, pygame.Rect(400, 250, 60, 90),
                   lambda size, bold: pygame.font.Font(None, size), 0.8)
    assert pygame.Rect(0, 0, 1024, 640).contains(box) and box.width > 0


def test_coached_matches_count_apart() -> None:
    assert stats_key("dutch") != "dutch" and stats_key("dutch").startswith("dutch")
