"""The menu screens driven by posted events: what a player clicks is what happens."""

from __future__ import annotations

import pygame
import pytest
from ui.ui_support import SceneApp, click, key, played_session

from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.ui import blitz_ui, match_config
from game.dutch_blitz.ui.results import HandResultsScene, MatchResultsScene
from game.storage.settings import load_settings
from game.storage.stats import HandSummary, Stats, save_stats
from game.ui.replay.viewer import ReplayScene
from game.ui.scenes import (
    HowToPlayScene,
    ReplaysScene,
    SettingsScene,
    SetupScene,
    StatisticsScene,
    TitleScene,
)


@pytest.fixture()
def app(tmp_path) -> SceneApp:  # type: ignore[no-untyped-def]
    application = SceneApp(tmp_path)
    application.push(TitleScene(application))
    application.pump()
    return application


def test_title_to_setup_to_start(app: SceneApp) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    assert "Continue" not in title.describe()["buttons"]  # nothing to continue
    click(title.tiles["dutch_blitz"].rect.center)
    app.pump()
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game.id == "dutch_blitz"
    click(setup.start_button.rect.center)
    app.pump()
    ((game, seed, seats, options),) = app.started
    assert game == "dutch_blitz"
    config = match_config(seed, seats, options)
    assert [s.kind for s in config.seats] == ["human", "bot", "bot", "bot"]
    assert [s.deck for s in config.seats] == list(DECKS)
    assert config.rules.target_score == 75 and config.rules.post_piles == 3
    assert config.auto_play_ones is True


def test_setup_choices_by_keyboard_are_used_and_remembered(app: SceneApp) -> None:
    setup = SetupScene(app, "dutch_blitz", seed_source=lambda: 4242)
    app.push(setup)
    setup.group.focus(setup.count_stepper)
    key(pygame.K_LEFT)  # 3 bots -> 2
    key(pygame.K_LEFT)  # -> 1
    key(pygame.K_DOWN)  # Anna's level
    key(pygame.K_RIGHT)  # casual -> skilled
    key(pygame.K_DOWN)  # target score (the hidden levels are skipped)
    key(pygame.K_RIGHT)  # 75 -> 80 (the option's step)
    key(pygame.K_DOWN)
    key(pygame.K_SPACE)  # whole Post piles on
    app.pump()
    click(setup.start_button.rect.center)
    app.pump()
    ((_, seed, seats, options),) = app.started
    config = match_config(seed, seats, options)
    assert config.seed == 4242
    assert [(s.kind, s.level) for s in config.seats] == [("human", None), ("bot", "skilled")]
    assert config.rules.post_piles == 5 and config.rules.target_score == 80
    assert config.rules.move_post_stack is True
    saved, warnings = load_settings(app.folder)
    assert warnings == []
    prefs = saved.game_prefs("dutch_blitz")
    assert (prefs["seats"], prefs["levels"]) == (2, ["skilled"])
    assert prefs["options"]["target_score"] == 80 and prefs["options"]["move_post_stack"]


def test_settings_toggles_apply_at_once_and_persist(app: SceneApp) -> None:
    scene = SettingsScene(app)
    app.push(scene)
    app.pump()
    click(scene.symbols.rect.center)
    click(scene.motion.rect.center)
    app.pump()
    assert app.settings.colour_blind_symbols and app.settings.reduced_motion
    scene.group.focus(scene.volume)
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)
    app.pump()
    scene.group.focus(scene.bot_speed)
    key(pygame.K_LEFT)
    app.pump()
    reloaded = load_settings(app.folder)[0]
    assert reloaded.colour_blind_symbols and reloaded.reduced_motion
    assert reloaded.volume == pytest.approx(0.6)
    assert reloaded.bot_speed == 0.75
    # a new screen shows what was saved
    again = SettingsScene(app)
    assert again.symbols.value and again.bot_speed.value == 0.75
    key(pygame.K_ESCAPE)
    app.pump()
    assert app.top is not scene


def test_how_to_play_pages_turn_and_show_the_controls(app: SceneApp) -> None:
    scene = HowToPlayScene(app)
    app.push(scene)
    titles = []
    for _ in range(scene.describe()["pages"]):
        titles.append(scene.describe()["title"])
        app.pump()
        key(pygame.K_RIGHT)
        app.pump()
    assert titles[:2] == ["The race", "Dutch piles"] and titles[-1] == "Controls"
    assert app.top is scene  # Right on the last page stays
    click(scene.next_button.rect.center)  # "Done"
    app.pump()
    assert isinstance(app.top, TitleScene)


def test_hand_results_then_next_hand_then_match_results(app: SceneApp) -> None:
    session = played_session(("casual",), seed=5, target=10, hands=1)
    scene = HandResultsScene(app, session, blitz_ui(app))
    app.push(scene)
    app.pump()
    info = scene.describe()
    assert info["hand"] == 1 and info["missed"] is not None
    assert scene.analysis is not None and scene.analysis.cards_moved > 0
    app.advance(1.0)
    if not session.match.over:
        click(scene.next_button.rect.center)
        app.pump()
        assert session.table.hand == 2 and not session.hand_over
    session = played_session(("casual",), seed=5, target=10, hands=20)
    assert session.match.over
    scene = HandResultsScene(app, session, blitz_ui(app))
    app.push(scene)
    assert scene.next_button.label == "Match results"
    app.advance(1.0)
    click(scene.next_button.rect.center)
    app.pump()
    results = app.top
    assert isinstance(results, MatchResultsScene)
    assert results.describe()["winner"] == session.match.winner
    app.advance(1.0)
    click(results.again_button.rect.center)
    app.pump()
    game_id, _, seats, options = app.started[-1]  # a new match at the same table
    assert game_id == "dutch_blitz" and seats == list(session.seats)
    assert options == session.options


def test_statistics_show_saved_figures(app: SceneApp) -> None:
    hand = HandSummary(score=12, won=True, duration_s=60.0, bot_levels=("expert",),
                       counts={"cards_moved": 30, "blitzed": 0})
    blitz = "dutch_blitz"
    save_stats(app.folder, Stats().with_game_hand(blitz, hand).with_game_hand(blitz, hand))
    app.data.stats = load_stats_of(app)
    scene = StatisticsScene(app)
    app.push(scene)
    app.pump()
    assert scene.describe()["hands"] == 2 and scene.describe()["recent"] == 2
    assert scene.stats.level("expert").hands_played == 2


def load_stats_of(app: SceneApp) -> Stats:
    from game.storage.stats import load_stats

    return load_stats(app.folder)[0]


def test_replays_list_and_viewer_steps(app: SceneApp) -> None:
    session = played_session(("casual", "skilled"), seed=8, hands=2)
    records = app.data.records
    assert records is not None
    records.save_match(session.match_id, session.match.record)
    listing = ReplaysScene(app)
    app.push(listing)
    app.pump()
    assert listing.describe()["matches"] == 1
    key(pygame.K_RETURN)
    app.pump()
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    start = viewer.describe()
    assert start["line"] == "deal" and start["hand"] == 1
    for _ in range(30):
        key(pygame.K_RIGHT)
    app.pump()
    later = viewer.describe()
    assert later["index"] == 30
    assert viewer.cursor.frames[30].data.state != viewer.cursor.frames[0].data.state
    key(pygame.K_LEFT)
    app.pump()
    assert viewer.describe()["index"] == 29
    key(pygame.K_PAGEDOWN)  # Hand »: the end of this hand ...
    app.pump()
    assert viewer.describe()["hand"] == 1 and viewer.describe()["line"] == "hand_end"
    key(pygame.K_PAGEDOWN)  # ... then the next hand
    app.pump()
    assert viewer.describe()["hand"] == 2 and viewer.describe()["line"] == "deal"
    key(pygame.K_PAGEUP)
    key(pygame.K_PAGEUP)
    app.pump()
    assert viewer.describe()["hand"] == 1
    key(pygame.K_SPACE)  # play
    app.pump()
    assert viewer.describe()["playing"]
    for _ in range(8 * 60):  # eight seconds of playback
        viewer.update(1 / 60)
    assert viewer.describe()["index"] > 0
    key(pygame.K_EQUALS)
    app.pump()
    assert viewer.describe()["speed"] == 2.0
    key(pygame.K_ESCAPE)
    app.pump()
    assert app.top is listing


def test_a_saved_match_is_deleted_from_the_list_after_a_second_press(app: SceneApp) -> None:
    session = played_session(("casual",), seed=8, hands=1)
    records = app.data.records
    assert records is not None
    records.save_match(session.match_id, session.match.record)
    listing = ReplaysScene(app)
    app.push(listing)
    app.pump()
    assert listing.describe()["matches"] == 1
    key(pygame.K_DELETE)
    app.pump()
    assert listing.describe()["matches"] == 1 and listing.delete.label == "Yes, delete it"
    click(listing.delete.rect.center)
    app.pump()
    assert listing.describe()["matches"] == 0
    assert records is not None and records.list_matches()[0] == []
