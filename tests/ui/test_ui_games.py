"""The app hosts games through the registry: the chooser, the generated setup, per-game prefs,
the scene lifecycle, the typed services and the command line's --game / --option."""

from __future__ import annotations

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)
from ui.ui_support import SceneApp, click, key  # noqa: E402

from game.__main__ import main  # noqa: E402
from game.core.registry import GAME_MODULES, all_games  # noqa: E402
from game.dutch_blitz.ui import BlitzUI, blitz_ui  # noqa: E402
from game.dutch_blitz.ui.session import MatchConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.scene_stack import SceneStack  # noqa: E402
from game.ui.scenes import SetupScene, TitleScene  # noqa: E402
from game.ui.services import GameUI, Services  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402
from game.ui.widgets import Stepper, Toggle  # noqa: E402


@pytest.fixture()
def toy() -> Iterator[str]:
    """Register the toy race (with a UI) as a second playable game for one test."""
    GAME_MODULES["uitoy"] = "ui.ui_toy_game"
    try:
        yield "uitoy"
    finally:
        GAME_MODULES.pop("uitoy", None)


@pytest.fixture()
def app(tmp_path: Path) -> SceneApp:
    return SceneApp(tmp_path)


# --- the chooser ---------------------------------------------------------------------------------
def test_the_chooser_has_a_tile_per_playable_game_in_registry_order(app: SceneApp,
                                                                    toy: str) -> None:
    title = TitleScene(app)
    app.push(title)
    app.pump()
    playable = [game.id for game in all_games() if game.ui_module is not None]
    assert list(title.tiles) == playable and {"dutch_blitz", toy} <= set(playable)
    hidden = [game.id for game in all_games() if game.ui_module is None]
    assert not set(hidden) & set(title.tiles)  # games without a table are not offered
    assert title.tiles[toy].game.tagline == "Add 1 or 2 and be first to the target."


def test_choosing_a_tile_opens_that_games_setup(app: SceneApp, toy: str) -> None:
    title = TitleScene(app)
    app.push(title)
    app.pump()
    click(title.tiles[toy].rect.center)
    app.pump()
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.game.id == toy
    assert app.chosen_game == toy
    key(pygame.K_ESCAPE)
    app.pump()
    assert app.top is title
    title.group.focus(title.tiles["dutch_blitz"])
    key(pygame.K_RETURN)
    app.pump()
    assert isinstance(app.top, SetupScene) and app.top.game.id == "dutch_blitz"


# --- the generated setup -------------------------------------------------------------------------
def test_setup_rows_come_from_the_schema(app: SceneApp, toy: str) -> None:
    setup = SetupScene(app, toy)
    app.push(setup)
    app.pump()
    names = [spec.name for spec in setup.game.options] + ["hints"]
    assert list(setup.option_rows) == names
    rows = setup.option_rows
    assert isinstance(rows["ties"], Toggle) and isinstance(rows["hints"], Toggle)
    target = rows["target"]
    assert isinstance(target, Stepper) and target.options == list(range(3, 51))
    assert target.value == 10
    pace = rows["pace"]
    assert isinstance(pace, Stepper) and pace.options == ["calm", "brisk", "wild"]
    assert pace.fmt(pace.value) == "Calm"
    handicap = rows["handicap"]
    assert isinstance(handicap, Stepper) and handicap.options == [0.0, 0.5, 1.0, 1.5, 2.0]
    # seats 2-3: one or two opponents, a level stepper per possible bot seat
    assert setup.count_stepper.options == [1, 2] and len(setup.level_steppers) == 2
    assert setup.level_steppers[0].options == list(setup.game.levels)


def test_setup_saves_each_games_prefs_on_its_own(app: SceneApp, toy: str) -> None:
    blitz_before = app.settings.game_prefs("dutch_blitz")
    setup = SetupScene(app, toy, seed_source=lambda: 77)
    app.push(setup)
    setup.group.focus(setup.option_rows["pace"])
    key(pygame.K_RIGHT)  # calm -> brisk
    app.pump()
    setup.group.focus(setup.option_rows["ties"])
    key(pygame.K_SPACE)
    app.pump()
    setup.group.focus(setup.count_stepper)
    key(pygame.K_RIGHT)  # 1 -> 2 opponents
    app.pump()
    click(setup.start_button.rect.center)
    app.pump()
    (game, seed, seats, options) = app.started[-1]
    assert (game, seed) == (toy, 77)
    assert [s.kind for s in seats] == ["human", "bot", "bot"]
    assert [s.name for s in seats[1:]] == ["Robot 1", "Robot 2"]
    assert options["pace"] == "brisk" and options["ties"] is True and options["hints"] is True
    prefs = app.settings.game_prefs(toy)
    assert prefs["seats"] == 3 and len(prefs["levels"]) == 2
    assert prefs["options"]["pace"] == "brisk" and prefs["options"]["target"] == 10
    assert app.settings.game_prefs("dutch_blitz") == blitz_before
    again = SetupScene(app, toy)
    pace = again.option_rows["pace"]
    assert isinstance(pace, Stepper)
    assert pace.value == "brisk" and again.bot_count == 2


def test_setup_repairs_stored_values_that_no_longer_fit(app: SceneApp, toy: str) -> None:
    app.update_settings(app.settings.with_game_prefs(toy, {
        "options": {"target": 999, "ties": "maybe", "pace": "brisk", "gone": 1},
        "seats": 9, "levels": ["grandmaster", "expert"]}))
    setup = SetupScene(app, toy)
    assert setup.options["target"] == 10 and setup.options["ties"] is False
    assert setup.options["pace"] == "brisk" and "gone" not in setup.options
    assert setup.bot_count == 1 and setup.bot_levels[0] == "expert"


# --- the scene lifecycle -------------------------------------------------------------------------
class Probe(Scene):
    def __init__(self, app: Services) -> None:
        super().__init__(app)
        self.log: list[str] = []

    def enter(self) -> None:
        self.log.append("enter")

    def cover(self) -> None:
        self.log.append("cover")

    def close(self) -> None:
        self.log.append("close")


def test_covered_and_closed_are_different_events(app: SceneApp) -> None:
    below, above, other = Probe(app), Probe(app), Probe(app)
    app.push(below)
    app.push(above)
    assert below.log == ["enter", "cover"]  # still on the stack
    app.pop()
    assert below.log[-1] == "enter" and above.log == ["enter", "close"]
    app.replace(other)
    assert below.log[-1] == "close" and app.scenes == [other]
    app.push(below)
    app.reset_to(Probe(app))
    assert other.log[-2:] == ["cover", "close"] and below.log[-1] == "close"


def test_a_closed_table_scene_stops_listening_to_its_table(tmp_path: Path) -> None:
    app = App((960, 600), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    try:
        ui = blitz_ui(app)
        ui.start_match(MatchConfig.quick(("casual",), seed=5))
        scene = app.top
        session = ui.session
        assert isinstance(scene, TableScene) and session is not None
        table = session.table
        assert table is not None
        app.step()
        listeners = session.listeners  # the session hears the table and tells its listeners
        assert scene.on_event in listeners
        app.push(Probe(app))  # covered: still listening
        assert scene.on_event in listeners
        app.to_title()  # closed
        assert scene.on_event not in listeners
        assert ui.can_resume()
        ui.resume()  # Continue: the same scene listens again
        assert app.top is scene and listeners.count(scene.on_event) == 1
    finally:
        app.close()


# --- the services --------------------------------------------------------------------------------
def test_the_app_and_the_test_double_both_are_services(app: SceneApp) -> None:
    real = App((800, 500), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
               crash_screen=False)
    try:
        assert isinstance(real, Services) and isinstance(real.stack, SceneStack)
        assert isinstance(app, Services) and isinstance(app, SceneStack)
        ui = real.game_ui("dutch_blitz")
        assert isinstance(ui, BlitzUI) and isinstance(ui, GameUI)
        assert real.game_ui("dutch_blitz") is ui  # made once per app
    finally:
        real.close()


def test_a_toy_game_ui_is_a_game_ui(app: SceneApp, toy: str) -> None:
    ui = app.game_ui(toy)
    assert isinstance(ui, GameUI)
    assert ui.howto_pages()[0].title == "Add"


# --- the command line ----------------------------------------------------------------------------
def test_an_unknown_game_exits_2_naming_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--game", "poker"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "no game 'poker'" in err and "dutch_blitz" in err and "thirty_one" in err


def test_a_game_without_a_table_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    unplayable = [game.id for game in all_games() if game.ui_module is None]
    if not unplayable:
        pytest.skip("every registered game has a table")
    with pytest.raises(SystemExit) as stop:
        main(["--game", unplayable[0]])
    assert stop.value.code == 2
    assert "cannot be played in the app yet" in capsys.readouterr().err


@pytest.mark.parametrize(("argv", "message"), [
    (["--option", "target_score=lots"], "option target_score: 'lots' is not a number"),
    (["--option", "colour=red"], "no option 'colour'"),
    (["--option", "target_score"], "--option takes NAME=VALUE"),
    (["--option", "move_post_stack=perhaps"], "is not on or off"),
    (["--target", "5000"], "option target_score: 5000 is not a number from 10 to 500"),
    (["--seats", "9"], "--seats must be 2 to 4"),
    (["--levels", "godlike"], "unknown level 'godlike'"),
])
def test_bad_options_exit_2_with_a_clear_message(argv: list[str], message: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert message in capsys.readouterr().err


def test_options_reach_the_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "table.png"
    assert main(["--seats", "2", "--option", "target_score=100", "--option",
                 "auto_play_ones=off", "--screenshot", str(path), "--after", "0.2",
                 "--size", "800x500"]) == 0
    assert path.exists() and "saved" in capsys.readouterr().out


def test_game_alone_opens_its_setup_over_the_title(toy: str) -> None:
    from game.__main__ import first_screens
    from game.core.registry import get_game

    real = App((800, 500), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
               crash_screen=False)
    try:
        first_screens(real, None, get_game(toy))
        assert isinstance(real.top, SetupScene) and real.top.game.id == toy
        assert isinstance(real.scenes[0], TitleScene) and real.chosen_game == toy
        real.pop()
        assert isinstance(real.top, TitleScene)
    finally:
        real.close()
