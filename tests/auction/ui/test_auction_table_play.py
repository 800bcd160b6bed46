"""Playing Dutch Auction at the table with posted events: the sealed zones and Lock in, a
refused power, buying and the routing of the paying cards, the viewers, pause and the coach.

Runs under SDL's dummy drivers on the app's virtual clock, so every run is the same.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from table_support import FAST, board_of, centre, click, drag, key, new_app, open_table, post

from game.auction.rules.cards import SUIT, SUIT_NAMES, VALUE
from game.auction.rules.events import Bought
from game.auction.rules.moves import Buy, Done
from game.auction.rules.reasons import Reason
from game.auction.ui.board import AuctionBoard
from game.auction.ui.viewer import PileViewer
from game.ui.app import App
from game.ui.pause import PauseScene
from game.ui.table.scene import TableScene


def _board(scene: TableScene[Any, Any, Any, Any]) -> AuctionBoard:
    return board_of(scene, AuctionBoard)


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app()
    yield app
    app.close()


def lock_in(app: App, scene: TableScene[Any, Any, Any, Any], bid: int) -> tuple[str, list[str]]:
    """Drag the first hand card to Set aside and the next ``bid`` to Bid; press Lock in."""
    hand = list(scene.session.view().hand)
    drag(app, centre(scene, f"hand:{hand[0]}"), _board(scene).layout.aside.center)
    for card in hand[1:1 + bid]:
        drag(app, centre(scene, f"hand:{card}"), _board(scene).layout.bid.center)
    click(app, centre(scene, "button:primary"))
    return hand[0], hand[1:1 + bid]


def until(app: App, done: object, seconds: float = 60.0) -> None:
    for _ in range(int(seconds * 60)):
        if done():  # type: ignore[operator]
            return
        app.step()
    raise AssertionError("the table never got there")


def test_dragging_to_the_zones_then_lock_in_seals_both_choices(app: App) -> None:
    scene = open_table(app, "auction", seed=3, pace=1.0)
    assert "Set aside" in _board(scene).coach_text()
    aside, bid = lock_in(app, scene, bid=2)
    assert _board(scene).picks.locked
    seat = scene.session.state.seats[0]
    assert seat.sealed_aside == aside or seat.deck[-1] == aside
    until(app, lambda: scene.session.view().phase == "play")
    me = scene.session.state.seats[0]
    assert list(me.bid[:len(bid)]) == bid
    assert aside in me.deck or aside in me.bid


def test_clicks_and_number_keys_fill_the_zones_and_backspace_clears(app: App) -> None:
    scene = open_table(app, "auction", seed=4)
    hand = scene.session.view().hand
    click(app, centre(scene, f"hand:{hand[2]}"))
    assert _board(scene).picks.aside == hand[2]
    key(app, pygame.K_1)
    assert _board(scene).picks.bid == [hand[0]]
    click(app, centre(scene, f"bid:{hand[0]}"))
    assert _board(scene).picks.bid == []
    key(app, pygame.K_BACKSPACE)
    assert _board(scene).picks.aside is None


def reach_my_turn(app: App, seed: int, bid: int) -> TableScene[Any, Any, Any, Any]:
    scene = open_table(app, "auction", seed=seed, pace=FAST)
    lock_in(app, scene, bid=bid)
    until(app, lambda: scene.session.view().active == 0
          and not scene.session.view().pending)
    app.step()  # (the bot's move that gave the turn came after its frame's drawing)
    return scene


def test_a_card_without_a_power_is_refused_and_flies_back_with_the_reason(app: App) -> None:
    scene = reach_my_turn(app, seed=5, bid=0)
    weak = next(c for c in scene.session.view().hand if VALUE[c] < 6)
    drag(app, centre(scene, f"hand:{weak}"), _board(scene).layout.offering.center)
    assert weak in scene.session.view().hand
    assert any(n.text == Reason.NOT_A_POWER.text and n.warn for n in scene.notes)
    assert any(f.card is not None and f.card == weak for f in scene.flights.flights)


def test_buying_by_click_routes_the_paying_cards_by_suit(app: App) -> None:
    scene = reach_my_turn(app, seed=6, bid=4)
    buys = [m for m in scene.session.legal() if isinstance(m, Buy) and m.paid]
    assert buys, "a four-card bid can pay for something"
    slot = max(m.slot for m in buys)
    heard: list[Bought] = []
    scene.session.subscribe(lambda t, e, s: heard.append(e) if isinstance(e, Bought) else None)
    click(app, centre(scene, f"slot:{slot}"))
    assert _board(scene).picks.paying == slot and _board(scene).picks.price == slot
    for card in scene.session.view().me.offering[:slot]:
        if card not in _board(scene).picks.paid:
            click(app, centre(scene, f"offer0:{card}"))
    target = scene.session.view().display[slot - 1]
    key(app, pygame.K_RETURN)
    assert heard and heard[0].card == target
    bought = heard[0]
    assert all(SUIT[c] == SUIT[target] for c in bought.to_personal)
    assert all(SUIT[c] != SUIT[target] for c in bought.to_auction)
    routes = {f.card: f.dst for f in scene.flights.flights if f.card is not None}
    for card in bought.paid:
        pile = _board(scene).layout.piles["discards"] if card in bought.to_personal \
            else _board(scene).layout.auction_discards
        assert routes.get(card) == tuple(float(v) for v in pile)


def test_end_turn_passes_and_the_coach_says_whose_turn(app: App) -> None:
    scene = reach_my_turn(app, seed=7, bid=4)
    if Done(0) in scene.session.legal():
        click(app, centre(scene, "button:primary"))
        assert scene.session.view().active != 0 or scene.session.view().phase != "play"


def test_viewers_open_for_own_piles_never_for_the_rivals_discards(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    click(app, centre(scene, "pile:deck"))
    viewer = app.top
    assert isinstance(viewer, PileViewer)
    assert list(viewer.cards) == sorted(viewer.cards, key=lambda c: (
        "GRPB".index(c[0]), VALUE[c]))
    key(app, pygame.K_SPACE)
    assert app.top is scene
    click(app, centre(scene, "rival:discards"))
    assert app.top is scene
    assert any("stay closed" in n.text for n in scene.notes)


def test_escape_pauses_the_table_and_the_bot(app: App) -> None:
    scene = open_table(app, "auction", seed=3, pace=FAST)
    key(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene) and scene.session.paused
    version = scene.session.table.version
    app.advance(5.0)
    assert scene.session.table.version == version
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not scene.session.paused


def test_dragging_a_display_card_to_the_discards_starts_the_purchase(app: App) -> None:
    scene = reach_my_turn(app, seed=6, bid=4)
    buys = [m for m in scene.session.legal() if isinstance(m, Buy) and m.paid]
    slot = min(m.slot for m in buys)
    drag(app, centre(scene, f"slot:{slot}"), _board(scene).layout.piles["discards"].center)
    assert _board(scene).picks.paying == slot
    assert "Pick" in _board(scene).coach_text()
    key(app, pygame.K_ESCAPE)
    assert _board(scene).picks.paying is None and app.top is scene


def test_continue_from_the_title_returns_to_the_same_table_and_picks(app: App) -> None:
    scene = open_table(app, "auction", seed=3)
    card = scene.session.view().hand[0]
    click(app, centre(scene, f"hand:{card}"))
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_q)
    assert not isinstance(app.top, (TableScene, PauseScene))
    ui = app.resumable()
    assert ui is not None
    ui.resume()
    app.step()
    assert app.top is scene and _board(scene).picks.aside == card and not scene.session.paused


def test_the_forced_purchase_is_announced_and_taken_by_click() -> None:
    for seed in range(1, 12):
        app = new_app((1024, 640))
        try:
            scene = reach_my_turn(app, seed=seed, bid=0)
            if Done(0) in scene.session.legal():
                continue
            app.advance(1.0)
            assert any(n.text.startswith("Forced purchase: you must take the 1-cost card")
                       for n in scene.notes)
            assert "must take the 1-cost card" in _board(scene).coach_text()
            click(app, centre(scene, "slot:1"))
            if _board(scene).picks.paying == 1:
                click(app, centre(scene, f"offer0:{scene.session.view().me.offering[0]}"))
                key(app, pygame.K_RETURN)
            assert any("took the forced 1-cost card" in n.text for n in scene.notes)
            assert Done(0) in scene.session.legal()
            return
        finally:
            app.close()
    raise AssertionError("no seed left the 1-cost card to the player")


def test_an_offering_that_exactly_pays_is_picked_and_a_click_never_undoes_it() -> None:
    for seed in range(1, 20):
        app = new_app()
        try:
            scene = reach_my_turn(app, seed=seed, bid=2)
            offering = scene.session.view().me.offering
            slot = len(offering)
            if not any(isinstance(m, Buy) and m.slot == slot for m in scene.session.legal()):
                continue
            heard: list[object] = []

            def hear(t: float, e: object, s: object, into: list[object] = heard) -> None:
                into.append(e)

            scene.session.subscribe(hear)
            click(app, centre(scene, f"slot:{slot}"))
            picks, board = _board(scene).picks, _board(scene)
            # picked for the player, and the line says so: nothing is left to pick
            assert sorted(picks.paid) == sorted(offering)
            assert board.button_labels()["primary"] == (f"Pay {slot}/{slot}", True)
            assert "press Pay" in board.coach_text() and "Pick" not in board.coach_text()
            click(app, centre(scene, f"offer0:{offering[0]}"))  # a click keeps the payment
            assert sorted(picks.paid) == sorted(offering)
            assert any("Every card of your offering pays" in n.text for n in scene.notes)
            click(app, centre(scene, "button:primary"))
            bought = [e for e in heard if isinstance(e, Bought)]
            assert bought and sorted(bought[0].paid) == sorted(offering)
            return
        finally:
            app.close()
    raise AssertionError("no seed left an offering that exactly pays for a slot")


def test_a_slot_the_offering_cannot_pay_for_is_refused_with_the_numbers(app: App) -> None:
    scene = reach_my_turn(app, seed=6, bid=1)
    view = scene.session.view()
    have = len(view.me.offering)
    slot = next(s for s in range(6, have, -1) if view.display[s - 1] is not None)
    click(app, centre(scene, f"slot:{slot}"))
    card = view.display[slot - 1] or ""
    words = f"{SUIT_NAMES[SUIT[card]].capitalize()} {VALUE[card]} costs {slot} cards; " \
        f"your offering has {have}"
    assert any(n.text == words and n.warn for n in scene.notes), [n.text for n in scene.notes]


def test_the_bid_reveal_names_the_winner_only_after_the_cards_turn_over(app: App) -> None:
    scene = open_table(app, "auction", seed=3, pace=FAST)
    hand = list(scene.session.view().hand)
    drag(app, centre(scene, f"hand:{hand[0]}"), _board(scene).layout.aside.center)
    drag(app, centre(scene, f"hand:{hand[1]}"), _board(scene).layout.bid.center)
    pos = centre(scene, "button:primary")
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    until(app, lambda: scene.session.view().phase == "play")
    board = _board(scene)

    def told() -> list[str]:
        return [n.text for n in scene.notes if n.live(scene.anim) and "the bid" in n.text]

    # the bids are in flight: no winner on the table, in the line or in a note
    assert scene.flights.busy() and not told()
    assert "won" not in " ".join(board.painter.labels.values())
    assert "won the bid" not in board.coach_text() and "turn over" in board.coach_text()
    app.advance(2.0)
    winner = scene.session.view().winner
    assert winner is not None and told() and "won" in board.painter.labels[f"bid{winner}"]
    assert "turn over" not in board.coach_text()


class _BlitRecorder(pygame.Surface):
    """A screen that keeps the rect of every image blitted onto it, in order."""

    placed: list[pygame.Rect]

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        rect = super().blit(source, dest, area, special_flags)
        self.placed.append(rect.copy())
        return rect


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_pile_viewers_cards_stay_clear_of_its_title(size: tuple[int, int]) -> None:
    app = new_app(size)
    try:
        scene = open_table(app, "auction", seed=3)
        click(app, centre(scene, "pile:deck"))
        viewer = app.top
        assert isinstance(viewer, PileViewer) and viewer.cards
        screen = _BlitRecorder(size, pygame.SRCALPHA)
        screen.placed = []
        viewer.draw(screen)
        title, *rest = screen.placed[1:]  # after the veil: the title, then labels and cards
        cards = [rect for rect in rest if rect.height > title.height * 2]
        assert cards and not any(card.colliderect(title) for card in cards)
    finally:
        app.close()
