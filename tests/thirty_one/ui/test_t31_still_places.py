"""What the Blitz (31) kept table paints again when one thing changes: a card dealt to a
rival repaints the box round that rival's cards, not its whole pod (nor the ring of the pulse
round it); a new status line repaints its row in one go; a new dealer repaints the rival's
name line (its chip), not its cards. Each time the kept table then shows exactly the table
painted whole.

Driven on the app's virtual clock under SDL's dummy drivers.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
from table_support import FAST, board_of, my_turn, open_table

from game.thirty_one.rules.state import View
from game.thirty_one.ui.board import ThirtyOneBoard
from game.thirty_one.ui.kept_regions import KeptRegions
from game.thirty_one.ui.painter import Decor
from game.ui import palette
from game.ui.app import App
from game.ui.table.scene import TableScene

Scene = TableScene[Any, Any, Any, Any]


def ready(app: App) -> ThirtyOneBoard:
    scene: Scene = open_table(app, "thirty_one", 3, FAST, bots=3)
    assert my_turn(app, scene), "your turn comes round"
    return board_of(scene, ThirtyOneBoard)


def repainted(board: ThirtyOneBoard, before: Decor, after: Decor,
              views: tuple[View, View] | None = None) -> tuple[list[pygame.Rect], int]:
    """Where the kept table painted for ``before`` is painted again for ``after`` (with the
    ``views`` before and after, else the board's) and in how many places; the kept table
    then equals the table painted whole for ``after``."""
    painter = board.painter
    painter.kept = KeptRegions()
    layout, seats = board.layout, board.session.seats
    old, new = views or (board.view(), board.view())
    kept = pygame.Surface(layout.size)
    painter.draw_still(kept, layout, old, seats, before, kept=True)
    rebuilt = painter.rebuilt
    painter.draw_still(kept, layout, new, seats, after, kept=True)
    count = painter.rebuilt - rebuilt
    places = list(painter.kept.repainted)
    painter.kept = KeptRegions()
    whole = pygame.Surface(layout.size)
    painter.draw_still(whole, layout, new, seats, after, kept=True)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(whole, "RGB"), \
        "the kept table shows an older picture"
    return places, count


def test_a_card_dealt_to_a_rival_repaints_its_cards_not_its_pod(app: App) -> None:
    board = ready(app)
    pod = board.layout.pods[0]
    decor = board.decor()
    landing = replace(decor, hidden={**decor.hidden, f"hand:{pod.seat}": 1})
    places, _count = repainted(board, landing, decor)  # the card lands in the rival's hand
    cards = pod.card_rects(board.view().hand_sizes[pod.seat])
    assert places and all(place.colliderect(cards[-1]) for place in places)
    assert sum(place.w * place.h for place in places) < pod.area.w * pod.area.h
    assert not any(place.contains(pod.name) for place in places), "its name line stays"
    ring = pod.area.inflate(4, 4)  # the pulse round a thinking rival: its top and sides
    assert not any(place.colliderect(ring.x, ring.y, ring.w, 4) for place in places)


def test_a_new_status_line_repaints_its_row_in_one_place(app: App) -> None:
    board = ready(app)
    decor = board.decor()
    places, count = repainted(board, decor, replace(decor, status="A much longer line now"))
    status = board.layout.status
    assert count == 1, "the status row is painted once, not a point and then its words"
    assert len(places) == 1 and places[0].contains(status.clip(places[0]))
    assert places[0].colliderect(status)


def test_a_new_dealer_repaints_the_rivals_name_line_not_its_cards(app: App) -> None:
    board = ready(app)
    pod = board.layout.pods[1]
    decor = board.decor()
    view = board.view()
    moved = replace(view, dealer=pod.seat if view.dealer != pod.seat else 0)
    places, _count = repainted(board, decor, decor, (view, moved))
    assert any(place.colliderect(pod.name) for place in places)
    assert not any(place.colliderect(pod.cards.inflate(0, -pod.cards.h // 2))
                   for place in places), "the rival's cards are not painted again"


def test_a_card_drawn_from_the_pile_repaints_the_pile_alone(app: App) -> None:
    """The count under the draw pile changes: the pile is painted again with its caption, in
    one place; the discard pile's caption, which stayed as it was, is not painted again."""
    board = ready(app)
    decor = board.decor()
    view = board.view()
    drawn = replace(view, stock_count=view.stock_count - 1)
    places, count = repainted(board, decor, decor, (view, drawn))
    assert count == 1 and len(places) == 1, "one place: no second pass for the other caption"
    assert places[0].contains(board.layout.stock)


def test_the_draw_piles_stacked_edges_show_the_pixels_drawing_them_would(app: App) -> None:
    """The stacked edges behind the draw pile come from one prepared image: on the felt they
    show exactly the rounded rects drawn one by one (the pile as it was painted before)."""
    board = ready(app)
    painter = board.painter
    stock = board.layout.stock
    felt = painter.felt(board.layout.size)
    for depth in (1, 2, 3, 4):
        drawn = felt.copy()
        for i in range(depth, 0, -1):
            pygame.draw.rect(drawn, palette.INK, stock.move(i * 2, -i * 2),
                             border_radius=max(2, stock.width // 12))
        put = felt.copy()
        put.blit(painter._stack(stock.size, depth), (stock.x, stock.y - depth * 2))
        assert pygame.image.tobytes(put, "RGB") == pygame.image.tobytes(drawn, "RGB")


def test_a_picked_card_repaints_that_card_not_its_neighbours(app: App) -> None:
    """A card without a glow is a place of its own, not the felt round it: picking one (it
    rises) repaints it and the header line (the value hint), not the cards beside it."""
    board = ready(app)
    decor = board.decor()
    cards = board.view().cards
    rects = [pygame.Rect(rect.x, rect.centery, rect.w, rect.h // 2)  # (below the header's)
             for rect in board.layout.human.card_rects(len(cards))]
    places, _count = repainted(board, decor, replace(decor, selected=cards[1]))
    row = [place for place in places if place.colliderect(rects[1])]
    assert row, "the picked card is painted again"
    for place in row:
        assert place.w <= rects[1].w + 2 * 16  # (places are widened to whole 16-pixel columns)
        assert not place.colliderect(rects[0].inflate(-16, 0))
        assert not place.colliderect(rects[2].inflate(-16, 0))
