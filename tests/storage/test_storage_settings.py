"""Settings: defaults, validation, round trips, and recovery from bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.names import drawable_name
from game.core.options import repair
from game.core.registry import all_games
from game.core.seats import LEVELS
from game.storage.errors import StorageError
from game.storage.settings import (
    SETTINGS_FILE,
    Settings,
    load_settings,
    save_settings,
)
from game.storage.userdir import ENV_VAR

BAD_FILES = {
    "corrupt": b"{not json at all",
    "truncated": json.dumps(Settings().to_json()).encode()[:40],
    "empty": b"",
    "list": b"[]",
    "future_version": b'{"version": 999}',
}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


def aside_files(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"{SETTINGS_FILE}.bad-*"))


def test_defaults() -> None:
    s = Settings()
    assert (s.player_name, s.volume, s.window_size, s.bot_speed) == ("You", 0.7, (1280, 800), 1.0)
    assert not (s.muted or s.reduced_motion or s.colour_blind_symbols or s.fullscreen)
    assert dict(s.games) == {} and s.game_prefs("dutch_blitz") == {}


def test_missing_file_gives_defaults_without_warning(home: Path) -> None:
    assert load_settings(home) == (Settings(), [])


def test_round_trip(home: Path) -> None:
    custom = Settings().replace(
        player_name="  Anna  ", volume=1, muted=True, window_size=[1600, 900], fullscreen=True,
        bot_speed=2,
    ).with_game_prefs("dutch_blitz", {"options": {"target_score": 120, "move_post_stack": True},
                                      "seats": 3, "levels": ["beginner", "master"]})
    assert custom.player_name == "Anna" and custom.volume == 1.0 and custom.bot_speed == 2.0
    assert custom.window_size == (1600, 900)
    save_settings(home, custom)
    data = json.loads((home / SETTINGS_FILE).read_text(encoding="utf-8"))
    assert data["version"] == 2 and data["games"]["dutch_blitz"]["levels"] == ["beginner", "master"]
    assert "bot_levels" not in data
    assert load_settings(home) == (custom, [])


valid_settings = st.integers(1, 3).flatmap(
    lambda n: st.builds(
        lambda app, levels, target: app.with_game_prefs(
            "dutch_blitz", {"options": {"target_score": target}, "seats": n + 1,
                            "levels": list(levels)}),
        st.builds(
            Settings,
            player_name=st.text(
                st.characters(blacklist_categories=("Cc", "Cs", "Zs", "Zl", "Zp")),
                min_size=1, max_size=24,
            ).filter(lambda name: drawable_name(name, "") != ""),
            volume=st.floats(0.0, 1.0),
            window_size=st.tuples(st.integers(640, 4000), st.integers(400, 3000)),
            muted=st.booleans(),
            colour_blind_symbols=st.booleans(),
            bot_speed=st.floats(0.25, 4.0),
        ),
        st.lists(st.sampled_from(LEVELS), min_size=n, max_size=n).map(tuple),
        st.integers(10, 500),
    )
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(valid_settings)
def test_any_valid_settings_round_trip(home: Path, s: Settings) -> None:
    save_settings(home, s)
    assert load_settings(home) == (s, [])


@pytest.mark.parametrize(
    "changes",
    [
        {"player_name": ""}, {"player_name": "   "}, {"player_name": "x" * 25},
        {"player_name": "bad\nname"}, {"player_name": 7},
        {"volume": -0.1}, {"volume": 1.5}, {"volume": float("nan")}, {"volume": True},
        {"muted": 1}, {"fullscreen": "yes"}, {"bot_speed": 0.1}, {"bot_speed": 9},
        {"window_size": (100, 100)}, {"window_size": (1280,)}, {"window_size": "1280x800"},
    ],
)
def test_replace_rejects_invalid_values(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Settings().replace(**changes)


@pytest.mark.parametrize("name", ["color", "bot_count", "target_score", "games"])
def test_replace_rejects_unknown_setting(name: str) -> None:
    """A game's setup (``bot_count``, ``target_score`` of the first format) is not the app's."""
    with pytest.raises(TypeError, match=name):
        Settings().replace(**{name: 1})


def test_constructor_validates_too() -> None:
    with pytest.raises(ValueError):
        Settings(games={"Not an id": {}})
    with pytest.raises(ValueError):
        Settings(games={"dutch_blitz": {"seats": "four"}})
    with pytest.raises(ValueError):
        Settings(volume=3)


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_file_gives_defaults_one_warning_and_is_kept(home: Path, kind: str) -> None:
    original = home / SETTINGS_FILE
    original.write_bytes(BAD_FILES[kind])
    loaded, warnings = load_settings(home)
    assert loaded == Settings()
    assert len(warnings) == 1
    [aside] = aside_files(home)
    assert aside.name in warnings[0]
    assert aside.read_bytes() == BAD_FILES[kind]
    assert not original.exists()  # nothing written under the old name until a save
    assert load_settings(home) == (Settings(), [])  # warned once only
    save_settings(home, Settings().replace(muted=True))
    assert load_settings(home) == (Settings(muted=True), [])
    assert aside.read_bytes() == BAD_FILES[kind]


def test_wrong_field_types_reset_only_those_fields(home: Path) -> None:
    raw = {"version": 1, "bot_count": "three", "volume": 2, "player_name": "Ann", "muted": True,
           "window_size": [1024, 768], "future_option": 1}
    content = json.dumps(raw).encode()
    (home / SETTINGS_FILE).write_bytes(content)
    loaded, warnings = load_settings(home)
    app = Settings(player_name="Ann", muted=True, window_size=(1024, 768))
    assert loaded == app.with_game_prefs("dutch_blitz", {"options": {}})  # the game repairs
    assert len(warnings) == 1
    assert "volume" in warnings[0]
    [aside] = aside_files(home)
    assert aside.read_bytes() == content and aside.name in warnings[0]
    assert load_settings(home) == (loaded, [])  # repaired file written, warned once


def test_first_version_bots_become_the_games_seats_and_levels_as_found(home: Path) -> None:
    data = {"version": 1, "bot_count": 2, "bot_levels": ["beginner", "master", "expert", 7]}
    (home / SETTINGS_FILE).write_text(json.dumps(data))
    loaded, warnings = load_settings(home)
    assert warnings == []  # the game's setup screen fits the levels to the seats
    assert loaded.game_prefs("dutch_blitz") == {
        "options": {}, "seats": 3, "levels": ["beginner", "master", "expert"]}


def test_file_without_version_is_accepted(home: Path) -> None:
    (home / SETTINGS_FILE).write_text('{"target_score": 30}')
    loaded, warnings = load_settings(home)
    assert warnings == []
    assert loaded.game_prefs("dutch_blitz") == {"options": {"target_score": 30}}


def test_save_errors_are_storage_errors(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="Could not save the settings"):
        save_settings(tmp_path / "missing-folder", Settings())


def test_save_sets_aside_a_bad_file_that_appeared(home: Path) -> None:
    original = home / SETTINGS_FILE
    original.write_bytes(b"\x00garbage")
    save_settings(home, Settings())
    [aside] = aside_files(home)
    assert aside.read_bytes() == b"\x00garbage"
    assert load_settings(home) == (Settings(), [])


# --- app settings and per-game preferences --------------------------------------------------

VERSION_1 = {
    "version": 1, "bot_count": 2, "bot_levels": ["expert", "beginner"], "player_name": "Kim",
    "target_score": 120, "move_post_stack": True, "auto_play_ones": False,
    "adaptive_pace": True, "volume": 0.4, "muted": True, "reduced_motion": True,
    "colour_blind_symbols": True, "window_size": [1600, 900], "fullscreen": True,
}


def test_a_first_version_file_keeps_every_choice(home: Path) -> None:
    (home / SETTINGS_FILE).write_text(json.dumps(VERSION_1))
    loaded, warnings = load_settings(home)
    assert warnings == []
    assert (loaded.player_name, loaded.volume, loaded.muted, loaded.reduced_motion,
            loaded.colour_blind_symbols, loaded.window_size, loaded.fullscreen) == \
        ("Kim", 0.4, True, True, True, (1600, 900), True)
    assert loaded.game_prefs("dutch_blitz") == {
        "options": {"target_score": 120, "move_post_stack": True, "auto_play_ones": False,
                    "adaptive_pace": True},
        "seats": 3, "levels": ["expert", "beginner"]}
    save_settings(home, loaded)
    data = json.loads((home / SETTINGS_FILE).read_text(encoding="utf-8"))
    assert data["version"] == 2 and "target_score" not in data
    assert load_settings(home) == (loaded, [])


def test_game_prefs_are_kept_per_game_as_given(home: Path) -> None:
    blitz = {"options": {"target_score": 50}, "seats": 2, "levels": ["master"]}
    other = {"options": {"rounds": 3, "mode": "x"}, "seats": 4, "levels": ["casual"] * 3,
             "extra": [1, 2]}
    s = Settings().with_game_prefs("dutch_blitz", blitz).with_game_prefs("thirty_one", other)
    assert s.game_prefs("dutch_blitz") == blitz and s.game_prefs("thirty_one") == other
    assert s.game_prefs("auction") == {}
    s.game_prefs("thirty_one")["options"]["rounds"] = 99  # a copy: the settings do not change
    assert s.game_prefs("thirty_one") == other
    assert s.replace(muted=True).game_prefs("thirty_one") == other
    save_settings(home, s)
    assert load_settings(home) == (s, [])


@pytest.mark.parametrize("game, prefs", [
    ("Bad Id", {}), ("", {}), ("x" * 40, {}), ("dutch_blitz", []),
    ("dutch_blitz", {"options": []}), ("dutch_blitz", {"seats": True}),
    ("dutch_blitz", {"seats": 0}), ("dutch_blitz", {"levels": "casual"}),
    ("dutch_blitz", {"levels": [3]}), ("dutch_blitz", {"options": {"x": float("nan")}}),
    ("dutch_blitz", {"options": {"x": object()}}), ("dutch_blitz", {"big": "x" * 20_000}),
])
def test_with_game_prefs_refuses_a_bad_shape(game: str, prefs: object) -> None:
    with pytest.raises(ValueError):
        Settings().with_game_prefs(game, prefs)  # type: ignore[arg-type]


def test_a_damaged_game_entry_is_dropped_and_the_others_kept(home: Path) -> None:
    good = {"options": {"rounds": 3}, "seats": 3}
    data = {"version": 2, "muted": True,
            "games": {"thirty_one": good, "dutch_blitz": {"seats": "many"}, "7up": {}}}
    (home / SETTINGS_FILE).write_text(json.dumps(data))
    loaded, warnings = load_settings(home)
    assert loaded.muted and loaded.game_prefs("thirty_one") == good
    assert loaded.game_prefs("dutch_blitz") == {}
    assert len(warnings) == 1
    assert "setup of dutch_blitz" in warnings[0] and "setup of 7up" in warnings[0]


HUGE = 10**400
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.sampled_from([HUGE, -HUGE, 2**63, 10**16])
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(["\u200b", "\u034f", "\ufeff", "You", ""]) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8,
)


@pytest.mark.parametrize("game", [game.id for game in all_games()])
@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(app_field=st.sampled_from(["player_name", "volume", "bot_speed", "window_size"]),
       app_value=JSON_VALUES, options=st.dictionaries(st.text(max_size=12), JSON_VALUES,
                                                      max_size=4), seats=JSON_VALUES)
def test_any_numbers_and_names_in_a_games_settings_load_with_a_note_never_a_crash(
        home: Path, game: str, app_field: str, app_value: object, options: dict[str, object],
        seats: object) -> None:
    """The generated settings fuzz, for every game: its own options (by name, with any value,
    a number too large to be a float among them) and the app's fields."""
    definition = next(g for g in all_games() if g.id == game)
    for spec in definition.options:
        options.setdefault(spec.name, HUGE if spec.kind in ("int", "float") else app_value)
    data = {"version": 2, app_field: app_value,
            "games": {game: {"options": options, "seats": seats}}}
    (home / SETTINGS_FILE).write_text(json.dumps(data), encoding="utf-8")
    loaded, warnings = load_settings(home)
    assert drawable_name(loaded.player_name, "") == loaded.player_name
    assert warnings and f"setup of {game}" in warnings[0]  # the huge option is told, not kept
    repair(definition.options, loaded.game_prefs(game).get("options"))
    save_settings(home, loaded)
    assert load_settings(home) == (loaded, [])
