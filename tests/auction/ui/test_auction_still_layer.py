"""The Dutch Auction table kept as a still layer never shows an old table: after each of the
player's own gestures (a card picked up and carried, dropped in a zone, taken back, Clear, a
hover, Lock in) the frame drawn from the kept layer is the table painted whole; a table where
nothing changes is not painted again; and the layer repainted only where it changed shows the
same picture as one painted whole (a card put on top of another included)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from table_support import board_of, centre, click, new_app, open_table, post, table_frame

from game.auction.ui.board import AuctionBoard
from game.auction.ui.canvas import Canvas, Plates, paint
from game.ui.app import App
from game.ui.table.dirty import aligned
from game.ui.table.scene import TableScene

Table = TableScene[Any, Any, Any, Any]


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app()
    yield app
    app.close()


def same_both_ways(app: App, scene: Table) -> None:
    app.step()
    assert table_frame(scene, keep=True) == table_frame(scene, keep=False)


def test_the_players_picks_and_drags_show_on_the_kept_table(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    board = board_of(scene, AuctionBoard)
    hand = list(scene.session.view().hand)
    same_both_ways(app, scene)
    start = centre(scene, f"hand:{hand[0]}")
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] - 60), rel=(40, -60), buttons=(1, 0, 0))
    same_both_ways(app, scene)  # carried: gone from the hand, its targets glowing
    assert board.pointer.drag is not None
    post(pygame.MOUSEMOTION, pos=board.layout.aside.center, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=board.layout.aside.center, button=1)
    same_both_ways(app, scene)
    assert board.picks.aside == hand[0]
    click(app, centre(scene, f"hand:{hand[1]}"))  # into the bid
    same_both_ways(app, scene)
    assert board.picks.bid == [hand[1]]
    click(app, centre(scene, f"bid:{hand[1]}"))  # and back to the hand
    same_both_ways(app, scene)
    assert board.picks.bid == []
    post(pygame.MOUSEMOTION, pos=centre(scene, f"hand:{hand[2]}"), rel=(0, 0), buttons=(0, 0, 0))
    same_both_ways(app, scene)  # the hovered card's tip
    click(app, centre(scene, "button:secondary"))  # Clear
    same_both_ways(app, scene)
    assert board.picks.aside is None
    click(app, centre(scene, f"hand:{hand[3]}"))
    click(app, centre(scene, "button:primary"))  # Lock in
    for _ in range(30):
        same_both_ways(app, scene)
    assert board.picks.locked


def test_a_table_where_nothing_changes_is_not_painted_again(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    app.step()
    app.draw()
    painted = scene.base.paints
    for _ in range(20):
        app.step()
        app.draw()
    assert scene.base.paints == painted


def test_repainting_only_what_changed_gives_the_whole_picture() -> None:
    pygame.init()
    size = (120, 80)
    felt = pygame.Surface(size)
    felt.fill((0, 90, 40))
    red, blue = pygame.Surface((40, 30)), pygame.Surface((40, 30))
    red.fill((200, 0, 0))
    blue.fill((0, 0, 200))
    before, after = Canvas(size), Canvas(size)
    red_at, blue_at = (10, 10), (30, 20)
    for canvas, order in ((before, ((red, red_at), (blue, blue_at))),
                          (after, ((blue, blue_at), (red, red_at)))):  # red comes on top
        canvas.rect((250, 250, 250), pygame.Rect(70, 40, 30, 20), 2, 4)
        for image, at in order:
            canvas.blit(image, at)
    kept, whole = pygame.Surface(size), pygame.Surface(size)
    paint(kept, felt, before.steps, None)
    paint(kept, felt, after.steps, before.steps)
    paint(whole, felt, after.steps, None)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert kept.get_at((35, 25))[:3] == (200, 0, 0)


def test_a_changed_card_and_a_label_across_the_row_repaint_only_themselves() -> None:
    """A refilled display slot and the row's caption under it repaint the slot and the
    caption's strip (each widened to whole 16-pixel columns, which are cheaper to copy), not
    a box as large as the whole row, and give the whole picture."""
    pygame.init()
    size = (400, 120)
    felt = pygame.Surface(size)
    felt.fill((0, 90, 40))
    cards = [pygame.Surface((50, 70)) for _ in range(6)]
    for number, card in enumerate(cards):
        card.fill((40 * number, 200, 100))
    caption, new_caption = pygame.Surface((380, 12)), pygame.Surface((380, 12))
    caption.fill((250, 250, 250))
    new_caption.fill((250, 250, 0))
    before, after = Canvas(size), Canvas(size)
    for canvas, last, label in ((before, cards[5], caption), (after, cards[0], new_caption)):
        for slot, card in enumerate([*cards[:5], last]):
            canvas.blit(card, (10 + 65 * slot, 10))
        canvas.blit(label, (10, 75))  # overlaps every card's bottom edge
    kept, whole = pygame.Surface(size), pygame.Surface(size)
    paint(kept, felt, before.steps, None)
    places = paint(kept, felt, after.steps, before.steps)
    paint(whole, felt, after.steps, None)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert places is not None
    screen = kept.get_rect()
    new_card = aligned(pygame.Rect(335, 10, 50, 70), screen)
    strip = aligned(pygame.Rect(10, 75, 380, 12), screen)
    painted = sum(p.w * p.h for p in places)
    assert painted <= new_card.w * new_card.h + strip.w * strip.h
    row = pygame.Rect(10, 10, 375, 77)
    assert painted < row.w * row.h // 2


def test_see_through_panels_kept_as_plates_show_the_same_picture() -> None:
    """A see-through panel painted once over the felt (a plate) and a card played onto it give
    the picture painted whole, step by step; a panel with something under it (a glow drawn
    before it) is blended over it as before, not covered."""
    pygame.init()
    size = (300, 160)
    felt = pygame.Surface(size)
    felt.fill((0, 90, 40))
    for x in range(0, 300, 7):
        pygame.draw.line(felt, (0, 110, 50), (x, 0), (x, 159))  # a felt with a grain
    panel = pygame.Surface((170, 90), pygame.SRCALPHA)
    panel.fill((10, 40, 20, 120))
    glow = pygame.Surface((60, 60), pygame.SRCALPHA)
    glow.fill((250, 220, 60, 160))
    card, other = pygame.Surface((40, 56)), pygame.Surface((40, 56))
    card.fill((240, 240, 230))
    other.fill((200, 60, 60))
    before, after = Canvas(size), Canvas(size)
    for canvas, played in ((before, card), (after, other)):
        canvas.blit(glow, (215, 5))
        canvas.blit(panel, (13, 30), still=True)  # nothing under it: a plate
        canvas.blit(panel, (190, 40), still=True)  # over the glow: blended
        canvas.blit(played, (57, 47))
    kept, whole = pygame.Surface(size), pygame.Surface(size)
    plates = Plates()
    paint(kept, felt, before.steps, None, plates)
    places = paint(kept, felt, after.steps, before.steps, plates)
    paint(whole, felt, after.steps, None)
    assert places is not None and places != [kept.get_rect()]
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(whole, "RGB")
    paint(kept, felt, after.steps, None, plates)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert kept.get_at((230, 45))[:3] != kept.get_at((100, 45))[:3], "the glow shows through"
