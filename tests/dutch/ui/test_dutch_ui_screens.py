"""The Dutch table never draws a card the player may not see right now, the assist option, the
statistics and the saved record, the replay viewer, the how-to pages, the chooser's tile and
the benchmark table; the Replays list counts rounds, and the setup gives times in seconds."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from table_support import board_of

from game.core.seats import SeatSpec  # noqa: E402
from game.dutch.rules.view import HIDDEN  # noqa: E402
from game.dutch.ui import dutch_ui  # noqa: E402
from game.dutch.ui.board import DutchBoard
from game.dutch.ui.painter import TablePainter  # noqa: E402
from game.dutch.ui.replay_model import build_frames  # noqa: E402
from game.dutch.ui.session import ASSISTED, DutchSession, dutch_session, ready  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.howto import HowToPlayScene  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402


def _board(scene: TableScene[Any, Any, Any, Any]) -> DutchBoard:
    return board_of(scene, DutchBoard)


@pytest.fixture
def app() -> Iterator[App]:
    app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    yield app
    app.close()


def bot_seats(n: int) -> list[SeatSpec]:
    """Seat 0 is a bot too: the table still shows seat 0's view."""
    return [SeatSpec("You", "bot", "skilled")] + [SeatSpec(f"B{i}", "bot", "casual")
                                                  for i in range(1, n)]


class FakeData:
    def __init__(self) -> None:
        self.saved: list[tuple[str, list[dict[str, Any]]]] = []
        self.hands: list[Any] = []
        self.matches: list[Any] = []

    def save_match(self, match_id: str, lines: list[dict[str, Any]]) -> None:
        self.saved.append((match_id, lines))

    def record_hand(self, game_id: str, summary: Any) -> None:
        self.hands.append((game_id, summary))

    def record_match(self, game_id: str, summary: Any) -> None:
        self.matches.append((game_id, summary))


def play_out(session: DutchSession, clock: list[float]) -> None:
    """Run a bot-only match to its end on a stepped clock."""
    for _ in range(200_000):
        if session.over:
            return
        if session.hand_over:
            session.next_hand()
        ready(session)
        clock[0] += 0.05
        session.tick()
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("assist", [False, True])
def test_statistics_and_record_are_saved_and_assisted_matches_marked(assist: bool) -> None:
    clock = [0.0]
    data = FakeData()
    session = dutch_session(4, bot_seats(3), {"rounds": 2, "assist": assist}, pace_scale=0.25,
                           time_source=lambda: clock[0], user_data=data)
    play_out(session, clock)
    assert len(data.saved) == 2 and data.saved[-1][1][-1]["type"] == "match_end"  # each round
    assert len(data.hands) == 2 and len(data.matches) == 1
    levels = data.matches[0][1].bot_levels
    assert (ASSISTED in levels) is assist
    assert "assist" not in data.saved[-1][1][0]["rules"]
    from game.dutch.definition import GAME

    assert GAME.check_record(data.saved[-1][1]).ok


def test_a_match_left_after_its_first_round_is_kept_and_can_be_checked(tmp_path: Any) -> None:
    from game.dutch.definition import GAME
    from game.ui.user_data import UserData

    data = UserData(tmp_path)
    clock = [0.0]
    session = dutch_session(8, bot_seats(3), {"rounds": 3}, pace_scale=0.25,
                            time_source=lambda: clock[0], user_data=data)
    for _ in range(200_000):  # play the first round only, then leave
        if session.hand_over:
            break
        ready(session)
        clock[0] += 0.05
        session.tick()
    assert data.records is not None
    infos, problems = data.records.list_matches("dutch")
    assert len(infos) == 1 and not problems and not infos[0].finished
    lines = data.records.load_match(infos[0].match_id)
    assert GAME.check_record(lines).ok and lines[-1]["type"] != "match_end"


def faces_drawn(scene: TableScene[Any, Any, Any, Any]) -> list[str]:
    drawn: list[str] = []
    original = TablePainter.card

    def spy(self: TablePainter, surface: pygame.Surface, card: str | None,
            rect: pygame.Rect, width_k: float = 1.0) -> None:
        if card is not None:
            drawn.append(card)
        original(self, surface, card, rect, width_k)

    _board(scene).painter.card = spy.__get__(_board(scene).painter)  # type: ignore[method-assign]
    return drawn


@pytest.mark.parametrize("assist", [False, True])
def test_a_face_down_card_is_drawn_only_when_the_player_may_see_it(app: App,
                                                                   assist: bool) -> None:
    app.update_settings(app.settings.replace(bot_speed=0.25))
    dutch_ui(app).start(9, bot_seats(4), {"rounds": 1, "assist": assist})
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    ready(scene.session)
    checked = 0
    for _ in range(60 * 40):
        if not isinstance(app.top, TableScene):
            break
        drawn = faces_drawn(scene)
        app.step()
        view = scene.session.view()
        allowed = set(view.discard) | {view.drawn} | {
            f.card for f in _board(scene).faces(view).values()}
        if assist:
            allowed |= {c for layout in view.layouts for c in layout if c not in (None, HIDDEN)}
        assert set(drawn) <= allowed, set(drawn) - allowed
        checked += 1
    assert checked > 100


def test_replay_viewer_shows_every_card_and_steps(app: App) -> None:
    clock = [0.0]
    session = dutch_session(6, bot_seats(4), {"rounds": 1}, pace_scale=0.25,
                           time_source=lambda: clock[0])
    play_out(session, clock)
    lines = session.match.record
    frames, problem = build_frames(lines)
    assert problem == "" and len(frames) > 10
    assert frames[-1].caption.startswith("Match over")
    assert [f.hand for f in frames if f.ends_hand] == [1]
    scene = dutch_ui(app).replay_scene(lines, "test")
    app.push(scene)
    app.step()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="",
                                         scancode=0))
    app.step()
    assert scene.describe()["index"] == len(frames) - 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0,
                                         unicode="", scancode=0))
    app.step()
    assert scene.describe()["index"] == len(frames) - 2


def test_replay_of_a_damaged_record_stops_and_says_where() -> None:
    clock = [0.0]
    session = dutch_session(6, bot_seats(3), {"rounds": 1}, pace_scale=0.25,
                           time_source=lambda: clock[0])
    play_out(session, clock)
    lines = [dict(line) for line in session.match.record]
    moves = [i for i, line in enumerate(lines) if line["type"] == "swap"]
    lines[moves[0]]["slot"] = 99
    frames, problem = build_frames(lines)
    assert problem.startswith(f"line {moves[0] + 1}") and frames


def test_howto_pages_render_from_the_card_art(app: App) -> None:
    pages = dutch_ui(app).howto_pages()
    assert len(pages) >= 6
    scene = HowToPlayScene(app, pages)
    app.push(scene)
    for _ in pages:
        app.step()
        scene.turn(1)
    assert any("-1" in page.text for page in pages)


def test_tile_picture_and_bench_table(app: App) -> None:
    ui = dutch_ui(app)
    tile = ui.tile_picture((240, 160))
    assert tile.get_size() == (240, 160)
    stir = ui.prepare_bench(ui.bench_flying)
    for frame in range(5):
        stir(frame)
        app.step()
    assert isinstance(app.top, TableScene)


def test_a_finished_match_lands_in_the_match_store_and_statistics(tmp_path: Any) -> None:
    from game.ui.user_data import UserData

    data = UserData(tmp_path)
    clock = [0.0]
    session = dutch_session(8, bot_seats(3), {"rounds": 1}, pace_scale=0.25,
                           time_source=lambda: clock[0], user_data=data)
    play_out(session, clock)
    assert data.records is not None
    infos, problems = data.records.list_matches("dutch")
    assert len(infos) == 1 and not problems
    assert data.records.load_match(infos[0].match_id)[-1]["type"] == "match_end"
    reloaded = UserData(tmp_path)
    assert reloaded.stats.game("dutch").overall.matches_played == 1


def test_the_replays_list_counts_a_dutch_match_in_rounds(tmp_path: Any) -> None:
    from game.ui.scenes import ReplaysScene
    from game.ui.user_data import UserData

    clock = [0.0]
    session = dutch_session(8, bot_seats(2), {"rounds": 2}, pace_scale=0.25,
                            time_source=lambda: clock[0], user_data=UserData(tmp_path))
    play_out(session, clock)
    app = App((1280, 800), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    try:
        app.chosen_game = "dutch"
        listing = ReplaysScene(app)
        app.push(listing)
        app.step()
        outcomes = listing.describe()["outcomes"]  # the game's own word, as in Statistics
        assert len(outcomes) == 1 and outcomes[0].startswith("2 rounds")
        assert "hand" not in outcomes[0]
    finally:
        app.close()


def test_the_setup_gives_times_in_seconds_and_says_the_snap_window_goes_to_4_s(
        app: App) -> None:
    from posted_events import click

    from game.ui.scenes.setup import SetupScene
    from game.ui.widgets import Stepper

    setup = SetupScene(app, "dutch")
    app.push(setup)
    app.step()
    snap = setup.option_rows["snap_window"]
    assert isinstance(snap, Stepper)
    assert isinstance(snap.label, str) and "4 s" in snap.label and snap.fmt(snap.value) == "2 s"
    click(app, snap.right.center)  # the stepper's right arrow: 2.5 s
    assert snap.fmt(snap.value) == "2.5 s"
    for name in ("peek_seconds", "reveal_seconds"):
        row = setup.option_rows[name]
        assert isinstance(row, Stepper)
        assert row.fmt(row.value).endswith(" s")
    snap_page = next(page for page in dutch_ui(app).howto_pages()
                     if page.title.startswith("Snap"))
    assert "2 s" in snap_page.text and "4 s" in snap_page.text  # the how-to page says so too
