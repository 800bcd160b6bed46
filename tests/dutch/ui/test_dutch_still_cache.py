"""The Dutch table makes its still layer's key once per change, not once per frame, and paints
a changed place with only the parts that reach into it; neither may ever show a stale table:
- the key the board keeps is, every frame of a played round (a drag, a draw, the fan, a Jack's
  pick, the armed call, a look at a card, the bots playing, a language change), the key made
  afresh from the table as it is, and it changes whenever what the player sees does;
- your moves, asked once per table version and stage of the snap window, are every frame the
  rules' answer at the table's time;
- a place of the kept layer painted again with only the parts that reach into it shows the
  same pixels as the table painted whole.
"""

from __future__ import annotations

import os
import random
from collections.abc import Hashable, Iterator
from dataclasses import replace
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from dutch_table_support import centre, four_bots, my_draw, ready, seats, start, wait_for  # noqa: E402
from posted_events import click, drag, key  # noqa: E402
from table_support import board_of  # noqa: E402

from game.dutch.rules.match import new_match  # noqa: E402
from game.dutch.rules.moves import Draw, Move  # noqa: E402
from game.dutch.rules.state import window_shut  # noqa: E402
from game.dutch.rules.view import legal_moves  # noqa: E402
from game.dutch.ui.board import DutchBoard  # noqa: E402
from game.dutch.ui.session import HUMAN, peeking  # noqa: E402
from game.dutch.ui.still import regions  # noqa: E402
from game.i18n import current_language, use_language  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

Table = TableScene[Any, Any, Any, Any]


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    yield app
    app.close()


def fresh_key(board: DutchBoard) -> Hashable:
    """The still layer's key made afresh from the table as it is now (nothing kept)."""
    view = board.session.view()
    found = regions(board.layout, view, board.decor(view, board.input.glows()),
                    board.overlays.still_words())
    return ((board.layout.size, current_language()),
            tuple(region_key for _rect, region_key in found.values()))


def fresh_legal(board: DutchBoard) -> tuple[Move, ...]:
    """Your moves asked of the rules now, at the table's time."""
    session = board.session
    if peeking(session) or session.hand_over:
        return ()
    now = session.now()
    shut = window_shut(session.state, now)
    return tuple(m for m in legal_moves(replace(session.view(), now=now))
                 if shut or not isinstance(m, Draw))


class Watched:
    """Steps the app; after each frame, checks the kept key and moves against fresh ones and
    counts the frames whose key changed."""

    def __init__(self, app: App, scene: Table) -> None:
        self.app = app
        self.scene = scene
        self.board = board_of(scene, DutchBoard)
        self.frames = 0
        self.wrong: list[str] = []
        self.last: Hashable = self.board.base_key()

    def step(self) -> object:
        self.app.step()
        self.frames += 1
        if self.app.top is self.scene:
            kept = self.board.base_key()
            if kept != fresh_key(self.board):
                self.wrong.append(f"key at frame {self.frames}")
            if self.board.legal() != fresh_legal(self.board):
                self.wrong.append(f"moves at frame {self.frames}")
            self.last = kept
        return None

    def changes(self, action: Any) -> bool:
        """Whether ``action`` (steps through this) changed the key."""
        before = self.board.base_key()
        action()
        return self.board.base_key() != before

    def run(self, frames: int) -> None:
        for _frame in range(frames):
            self.step()


def jack_seed() -> int:
    """A seed where you start and the first card you draw is a Jack."""
    for seed in range(1, 300):
        table = new_match(seed, seats(), {"rounds": 1}).start_hand()
        if table.state.starter == HUMAN and table.state.stock[-1].startswith("J"):
            return seed
    raise AssertionError("no such seed")


def test_the_kept_key_is_always_the_fresh_one_and_changes_with_what_you_see(app: App) -> None:
    scene = start(app, jack_seed())
    watched = Watched(app, scene)
    board = watched.board
    assert watched.changes(lambda: ready(watched, scene))  # type: ignore[arg-type]
    wait_for(app, lambda: my_draw(scene))
    stock_before = scene.session.view().stock_count
    assert watched.changes(lambda: drag(watched, centre(scene, "stock"),
                                        board.layout.held.center))  # a card drawn
    watched.run(30)
    assert scene.session.view().stock_count == stock_before - 1
    assert watched.changes(lambda: key(watched, pygame.K_v))  # the discards fanned out
    assert watched.changes(lambda: key(watched, pygame.K_v))  # ... and folded again
    assert watched.changes(lambda: drag(watched, centre(scene, "held"),
                                        centre(scene, "discard")))  # the Jack's power glows
    watched.run(30)
    assert watched.changes(lambda: click(watched, centre(scene, "slot:0:0")))  # a pick glows
    watched.run(3)
    click(watched, centre(scene, "slot:1:2"), frames=40)  # both cards slide past each other
    assert watched.changes(lambda: key(watched, pygame.K_d))  # the call armed: its words
    assert watched.changes(lambda: key(watched, pygame.K_ESCAPE))
    language = current_language()
    try:
        assert watched.changes(lambda: use_language("de"))  # the table's words in German
        watched.run(20)
    finally:
        use_language(language)
    watched.run(600)  # the bots play on, snap windows open and shut, cards are looked at
    assert watched.frames > 700 and watched.wrong == []


def test_a_bots_hand_over_a_card_changes_the_key_when_it_comes_and_goes(app: App) -> None:
    """A bot looking at a card holds its hand over it for a moment: the frame the hand comes
    and the frame it goes, the key changes; every frame it is the key made afresh."""
    scene, _board = four_bots(app, 7)
    watched = Watched(app, scene)
    board = watched.board
    seen = 0
    for _frame in range(60 * 60):
        if app.top is not scene:
            break
        before_key, before = board.base_key(), decor_hands(board)
        watched.step()
        if app.top is scene and decor_hands(board) != before:
            assert board.base_key() != before_key
            seen += 1
    assert seen >= 2 and watched.wrong == []


def decor_hands(board: DutchBoard) -> frozenset[tuple[int, int]]:
    """The slots a bot's hand covers now."""
    return board.decor(board.session.view(), frozenset()).hands


def clipped_matches_whole(board: DutchBoard, clip: pygame.Rect) -> bool:
    """``clip`` painted with only the parts that reach into it, over garbage, shows the
    pixels of the table painted whole there."""
    size = board.layout.size
    whole = pygame.Surface(size)
    board.draw_base(whole)  # not the kept layer: painted whole
    now = board.still_now()
    part = pygame.Surface(size)
    part.fill((255, 0, 255))
    part.set_clip(clip)
    parts = now.parts_in(clip)
    board.painter.draw(part, board.layout, now.view, now.decor, parts)
    board.overlays.draw_still_overlays(part, now.words, parts)
    part.set_clip(None)
    area = clip.clip(whole.get_rect())
    return bool(pygame.image.tobytes(whole.subsurface(area), "RGB")
                == pygame.image.tobytes(part.subsurface(area), "RGB"))


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_place_painted_with_the_parts_reaching_it_equals_the_table_painted_whole(
        app: App, size: tuple[int, int]) -> None:
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    scene, board = four_bots(app, 7)
    rng = random.Random(3)
    checked = 0
    for frame in range(60 * 40):
        if app.top is not scene:
            break
        app.step()
        if frame % 90 or board.layout.size != size:
            continue
        width, height = size
        clips = [rect for rect, _key in board.still_regions().values()]
        clips += [pygame.Rect(rng.randrange(width), rng.randrange(height),
                              rng.randrange(8, width // 3), rng.randrange(8, height // 3))
                  for _clip in range(6)]
        for clip in clips:
            assert clipped_matches_whole(board, clip), (frame, clip)
        checked += 1
    assert checked >= 10


def test_the_call_the_last_circuit_and_the_round_end_painted_in_places_equal_the_whole(
        app: App) -> None:
    """The caller's lock, the last circuit's marks and the round end's turned cards with
    their values and sums: each place painted with the parts reaching it equals the table
    painted whole."""
    scene, board = four_bots(app, 2)  # a bot calls Dutch after a couple of minutes
    checked = revealed = 0
    for frame in range(60 * 400):
        if app.top is not scene:
            break
        app.step()
        if scene.session.view().caller is None or frame % 120:
            continue
        revealed += board.reveal is not None
        for rect, _key in board.still_regions().values():
            assert clipped_matches_whole(board, rect), (frame, rect)
        checked += 1
    assert checked >= 10 and revealed >= 2
