"""A hand's end: the results' analysis is made while the banner plays, the results screen is
drawn ahead, and the frame that shows it renders nothing new; the input guard still runs from
when the screen shows."""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from table_support import board_of

from game.dutch_blitz.analysis import analyse_hand  # noqa: E402
from game.dutch_blitz.ui import blitz_ui  # noqa: E402
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.hand_end import HandEndWork, this_hand  # noqa: E402
from game.dutch_blitz.ui.results import HandResultsScene  # noqa: E402
from game.dutch_blitz.ui.session import (  # noqa: E402
    HUMAN,
    BlitzSession,
    MatchConfig,
    hand_figures,
    match_of,
)
from game.ui.app import App  # noqa: E402
from game.ui.scenes.results_screen import GUARD_SECONDS  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


def _board(scene: TableScene[Any, Any, Any, Any]) -> BlitzBoard:
    return board_of(scene, BlitzBoard)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    yield app
    app.close()


def _played(hands: int, seed: int = 3) -> BlitzSession:
    """A session whose bots played ``hands`` hands on a virtual clock."""
    now = [0.0]
    session = MatchConfig.quick(("master", "master", "master"), seed=seed, pace_scale=0.3,
                                target=500).session(time_source=lambda: now[0])
    for hand in range(hands):
        if hand:
            session.next_hand()
        while not session.hand_over:
            now[0] += 1 / 60
            session.tick()
    return session


def test_the_analysis_made_in_steps_is_the_one_made_at_once() -> None:
    session = _played(3)
    record = session.match.record
    for hand in (1, 2, 3):
        work = HandEndWork(record, hand, HUMAN, auto_ones=True)
        frames = 0
        while not work.advance(5):
            frames += 1
        assert frames > 3  # it did take several frames' shares
        assert work.analysis() == analyse_hand(record, hand, HUMAN, auto_ones=True)
        assert this_hand(record, hand)[0]["type"] == "match_start"
        assert len(this_hand(record, hand)) < len(record) or hand == 1


def test_a_damaged_record_gives_the_reason_not_a_crash() -> None:
    session = _played(1)
    record = [dict(line) for line in session.match.record]
    for line in record:
        if line.get("type") == "play":
            line["card"] = "X99"
            break
    work = HandEndWork(record, 1, HUMAN, auto_ones=False)
    assert work.analysis() is None and work.error


def _to_banner(app: App, seed: int = 3) -> TableScene[Any, Any, Any, Any]:
    blitz_ui(app).start_match(MatchConfig.quick(("master", "master", "master"), seed=seed,
                                                pace_scale=0.3, target=500))
    scene = app.top
    assert isinstance(scene, TableScene)
    while not scene.session.hand_over:
        app.step()
    return scene


def test_the_results_are_ready_before_the_banner_ends_and_show_rendering_nothing_new(
        app: App) -> None:
    scene = _to_banner(app)
    work = _board(scene).hooks.hand_end
    assert work is not None and not work.done  # nothing of it in the frame the hand ended
    while isinstance(app.top, TableScene) and not _board(scene).results_warm:
        app.step()
    assert work.done and isinstance(app.top, TableScene)  # all ready, the banner still on
    ready = scene.results_ready
    assert isinstance(ready, HandResultsScene) and ready.analysis is not None
    rendered: list[str] = []
    fonts = ready.style.font

    class Counting:
        def __init__(self, font: pygame.font.Font) -> None:
            self.font = font

        def render(self, text: str, *args: object) -> pygame.Surface:
            rendered.append(text)
            return self.font.render(text, *args)

        def __getattr__(self, name: str) -> object:
            return getattr(self.font, name)

    ready.style.font = lambda px, bold=False: Counting(fonts(px, bold))
    while isinstance(app.top, TableScene):
        app.step()
    assert app.top is ready
    assert rendered == []  # its first frame drew only what was rendered ahead


def test_the_input_guard_of_results_made_ahead_runs_from_when_they_show(app: App) -> None:
    scene = _to_banner(app, seed=5)
    while isinstance(app.top, TableScene):
        app.step()
    results = app.top
    assert isinstance(results, HandResultsScene) and results.guarded
    assert app.now() - results.opened_at < 0.1
    app.advance(GUARD_SECONDS + 0.1)
    assert not results.guarded
    del scene


def test_a_hands_summary_reads_only_that_hand_and_counts_the_same() -> None:
    from game.dutch_blitz.analysis import cards_moved

    session = _played(3, seed=7)
    record = session.match.record
    for result in match_of(session).results:
        whole = [line for line in record if line.get("hand") == result.hand]
        summary = hand_figures(session, result)
        assert summary.counts["cards_moved"] == cards_moved(whole, HUMAN)


def test_the_banner_is_made_a_piece_a_frame_before_it_starts(app: App) -> None:
    scene = _to_banner(app, seed=7)
    banner = scene.banner
    assert banner is not None and banner._cache is None  # nothing of it in the hand's last frame
    frames = 0
    while scene.anim < banner.started:
        app.step()
        frames += 1
        if banner._cache is not None:
            break
    assert banner._cache is not None and scene.anim < banner.started
    assert frames > 3  # its fonts, texts and band came in separate frames


def test_the_veil_dims_like_a_translucent_layer_without_one() -> None:
    from game.ui.banner import VEIL, VEIL_ALPHA, veil

    for colour in ((60, 120, 90), (250, 240, 220), (20, 20, 20), (128, 128, 128)):
        laid, blitted = pygame.Surface((8, 8)), pygame.Surface((8, 8))
        laid.fill(colour)
        blitted.fill(colour)
        layer = pygame.Surface((8, 8))
        layer.fill(VEIL)
        layer.set_alpha(VEIL_ALPHA)
        blitted.blit(layer, (0, 0))
        veil(laid, 1.0)
        for a, b in zip(laid.get_at((3, 3))[:3], blitted.get_at((3, 3))[:3], strict=True):
            assert abs(a - b) <= 12
    untouched = pygame.Surface((4, 4))
    untouched.fill((60, 120, 90))
    veil(untouched, 0.0)
    assert untouched.get_at((1, 1))[:3] == (60, 120, 90)


def test_a_menu_screen_draws_the_backdrop_from_the_tables_felt_and_two_bands(app: App) -> None:
    from game.ui.scenes.base import MenuScene

    scene = MenuScene(app)
    drawn = pygame.Surface(app.size)
    scene.draw_backdrop(drawn)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(scene.backdrop(), "RGB")
    assert scene.bands() is MenuScene(app).bands()  # kept: a screen at this size makes none


def test_a_hands_end_redraws_its_piles_at_once_and_the_lifts_and_totals_soon_after() -> None:
    from game.dutch_blitz.ui.renderer import MAX_DIRTY_REGIONS, MAX_WAIT_FRAMES, TableRenderer
    from game.ui.art import CardArt

    def default_font(px: int, bold: bool = False) -> pygame.font.Font:
        return pygame.font.Font(None, px)

    renderer = TableRenderer(CardArt(), default_font)
    old: dict[str, object] = {"hud": ((10, 5), 1), "dutch": ((), (), ()),
                              "seat1": ("posts", (), (), ("1:post1",)),
                              "seat2": ("posts", (), (), ("2:blitz",)),
                              "seat3": ("posts", (), (), ("3:post2",))}
    new: dict[str, object] = {"hud": ((12, 9), 1), "dutch": (("R1",), (), ()),
                              "seat1": ("posts less R1", (), (), ()),
                              "seat2": ("posts", (), (), ()), "seat3": ("posts", (), (), ())}
    drawn: list[list[str]] = []
    for _ in range(MAX_WAIT_FRAMES + 2):
        wanted = dict(new)
        names = [name for name in new if old.get(name) != wanted[name]]
        drawn.append(renderer._redraw_now(names, old, wanted))
        old = wanted
    assert drawn[0][:2] == ["dutch", "seat1"]  # the piles that changed: in the same frame
    assert all(len(frame) <= MAX_DIRTY_REGIONS for frame in drawn)
    assert sorted(sum(drawn, [])) == sorted(new)  # every part redrawn once, a frame or two on
    assert old == new


def test_the_table_under_the_banner_is_the_table_drawn_afresh(app: App) -> None:
    from game.dutch_blitz.ui.renderer import MAX_WAIT_FRAMES, TableRenderer

    scene = _to_banner(app, seed=11)
    while scene.flights.busy():
        app.step()
    board = _board(scene)
    state, layout, decor = scene.session.state, board.layout, board.overlays.decor()
    assert state is not None and layout is not None
    for _ in range(MAX_WAIT_FRAMES + 1):
        kept = _board(scene).renderer._base(layout, state, _board(scene).seats, decor)
    fresh = TableRenderer(app.art, app.font)._base(layout, state, _board(scene).seats, decor)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_the_table_is_not_drawn_again_while_the_banner_holds_still(app: App) -> None:
    """The banner dims the table and springs open (drawn every frame), then holds still for
    most of its time: once the results are drawn ahead, those frames are not drawn again (at
    3200x2000 each cost ~10 ms, all of the window put back and veiled for the same picture),
    the window keeps showing what a drawing now would show, and the fade is drawn again."""
    from game.ui.banner import FADE_SECONDS, GROW_SECONDS

    scene = _to_banner(app, seed=3)
    banner = scene.banner
    assert banner is not None
    drawn_at: dict[str, list[bool]] = {"opening": [], "held": [], "fading": []}
    held_picture: bytes | None = None
    while app.top is scene:
        before = app.loop.drawn
        app.step()
        since = scene.anim - banner.started
        phase = "opening" if since < GROW_SECONDS else \
            "fading" if since >= banner.duration - FADE_SECONDS else "held"
        if since >= 0:
            drawn_at[phase].append(app.loop.drawn > before)
        if phase == "held" and _board(scene).results_warm and not scene.flights.busy() \
                and held_picture is None and app.loop.drawn == before:
            held_picture = pygame.image.tobytes(app.screen, "RGB")
            whole = pygame.Surface(app.size)
            scene.draw(whole)  # (the picture a drawing now gives)
            assert held_picture == pygame.image.tobytes(whole, "RGB")
    assert all(drawn_at["opening"]) and all(drawn_at["fading"][:-1])
    held = drawn_at["held"]
    assert held_picture is not None and held.count(False) > len(held) // 2
