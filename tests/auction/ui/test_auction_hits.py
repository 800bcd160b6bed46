"""Where the player clicks at the Dutch Auction table is answered from the layout, the view and
the player's picks alone: a click right after the window was resized, before a frame was drawn
at the new size, takes the card or button shown there, and every card, pile and zone is drawn
at the very box the pointer finds it by; a hand card dropped nowhere flies back to its place."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from mid_game import mid_game
from table_support import board_of, drag, key, new_app, open_table, post

from game.auction.rules.state import BID, PLAY, SET_ASIDE
from game.auction.ui.board import AuctionBoard
from game.auction.ui.canvas import Canvas
from game.auction.ui.layout import table_layout
from game.auction.ui.painter import TablePainter
from game.auction.ui.places import Decor, hit_boxes
from game.ui.app import App
from game.ui.hit_boxes import place_at
from game.ui.sprites import box

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (1366, 768)]


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1280, 800))
    yield app
    app.close()


def resize_and_click(app: App, size: tuple[int, int], at: tuple[int, int]) -> None:
    """The window resized, and a click at ``at`` handled in the same frame (before it is
    drawn at the new size)."""
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    app.step()


def test_a_click_right_after_a_resize_sets_aside_the_card_shown_there(app: App) -> None:
    scene = open_table(app, "auction", seed=4)
    board = board_of(scene, AuctionBoard)
    view = scene.session.view()
    card = view.hand[2]
    size = (1024, 640)
    boxes = hit_boxes(table_layout(size), view, Decor(board.names()))
    at = dict(boxes)[f"hand:{card}"].center
    assert place_at(list(board.last_hits.items()), at) != f"hand:{card}"
    resize_and_click(app, size, at)
    assert board.layout.size == size
    assert board.picks.aside == card


def test_a_click_right_after_a_resize_presses_the_button_shown_there(app: App) -> None:
    scene = open_table(app, "auction", seed=6)
    board = board_of(scene, AuctionBoard)
    key(app, pygame.K_1)  # set aside
    key(app, pygame.K_1)  # and bid
    assert board.picks.aside is not None and board.picks.bid
    size = (1920, 1080)
    at = table_layout(size).buttons["primary"].center
    assert place_at(list(board.last_hits.items()), at) != "button:primary"
    resize_and_click(app, size, at)
    assert board.picks.locked, "Lock in was pressed"


def some_decor(view: Any, rng: random.Random) -> Decor:
    """Picks, chosen cards, a card in flight and one dragged, as the board may show them."""
    hand = list(view.hand)
    rng.shuffle(hand)
    aside, bid = None, ()
    if view.phase in (SET_ASIDE, BID) and hand:
        aside = hand[0] if view.phase == SET_ASIDE else None
        bid = tuple(hand[1:1 + rng.randrange(0, 5)])
    offering = view.seats[view.seat].offering
    chosen = frozenset(c for c in offering if rng.random() < 0.5)
    cards = [*view.hand, *offering, *view.seats[1 - view.seat].offering,
             *(c for c in view.display if c is not None)]
    hidden: Counter[str] = Counter()
    if cards and rng.random() < 0.6:
        hidden[rng.choice(cards)] = 1
    dragging = rng.choice(cards) if cards and rng.random() < 0.5 else None
    return Decor(("You", "Rival"), hidden, aside, bid, dragging, chosen=chosen,
                 locked=rng.random() < 0.3)


def test_every_card_pile_and_zone_is_drawn_at_the_box_the_pointer_finds_it_by(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    board = board_of(open_table(app, "auction", seed=3), AuctionBoard)
    painter = TablePainter(board.art, board.images, app.font)
    faces: set[int] = set()
    card = board.images.card

    def card_image(shown: str | None, size: tuple[int, int]) -> pygame.Surface:
        image = card(shown, size)
        faces.add(id(image))
        return image

    monkeypatch.setattr(board.images, "card", card_image)
    rng = random.Random(25)
    phases = set()
    for case in range(16):
        size = SIZES[case % len(SIZES)]
        rules, state = mid_game("auction", seed=case, seats=2, moves=rng.randrange(4, 140))
        view = rules.view(state, 0)
        phases.add(view.phase)
        layout = table_layout(size)
        decor = some_decor(view, rng)
        canvas = Canvas(size)
        painter.draw(canvas, layout, view, decor)
        boxes = hit_boxes(layout, view, decor)
        drawn = {step.box for step in canvas.steps}
        where = {(r.x, r.y, r.w, r.h) for _place, r in boxes}
        for place, rect in boxes:
            assert (rect.x, rect.y, rect.w, rect.h) in drawn, \
                f"case {case}: {place} not drawn at {rect}"
        cards = [step.box for step in canvas.steps if id(step.what) in faces]
        assert cards and all(box in where for box in cards), \
            f"case {case}: a card drawn off its box"
    assert {SET_ASIDE, PLAY} <= phases, "the cases reach the sealed phase and the play"


def test_a_hand_card_dropped_nowhere_glides_back_to_its_place(app: App) -> None:
    scene = open_table(app, "auction", seed=4)
    board = board_of(scene, AuctionBoard)
    card = scene.session.view().hand[1]
    home = board.last_hits[f"hand:{card}"].copy()
    away = board.layout.slots[2].center  # the auction row takes no hand card
    drag(app, home.center, away)
    back = [f for f in scene.flights.flights if f.card == card]
    assert back and back[-1].dst == box(home), "it flies to its place in the hand"
    assert back[-1].src != back[-1].dst
    assert board.picks.aside is None and not board.picks.bid
