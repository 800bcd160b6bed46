"""Statistics: how one game's hands and matches are counted, per level; every game's kept
apart and safely on disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.storage.stats import (
    RECENT_LIMIT,
    STATS_FILE,
    GameStats,
    HandSummary,
    MatchSummary,
    Stats,
    Tally,
    load_stats,
    save_stats,
)
from game.storage.userdir import ENV_VAR

BAD_FILES = {
    "corrupt": b"{{{",
    "truncated": b'{"version": 1, "overall": {"matches_pla',
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


def hand(**changes: object) -> HandSummary:
    values: dict[str, object] = {
        "score": 10, "won": False, "duration_s": 120.0, "bot_levels": ("casual",),
        "counts": {"cards_moved": 30},
    }
    values.update(changes)
    return HandSummary(**values)  # type: ignore[arg-type]


def test_hand_summary_is_checked() -> None:
    with pytest.raises(ValueError):
        hand(duration_s=-1.0)
    with pytest.raises(ValueError):
        hand(bot_levels=())
    with pytest.raises(ValueError):
        hand(score=10**9)
    with pytest.raises(ValueError):
        hand(counts={"Not a name": 1})
    with pytest.raises(ValueError):
        hand(highs={"speed": float("nan")})
    with pytest.raises(ValueError):
        hand(counts={f"n{i}": 1 for i in range(40)})
    with pytest.raises(ValueError):
        MatchSummary(won=True, bot_levels=("casual",), final_score=80, hands=0)
    assert hand(bot_levels=["casual"]).bot_levels == ("casual",)


def test_hands_are_counted_with_the_games_own_figures() -> None:
    stats = GameStats()
    stats = stats.with_hand(hand(score=-4, won=False, highs={"speed": 20.0},
                                 lows={"quickest": 80.0}))
    stats = stats.with_hand(hand(score=21, duration_s=90.0, won=True,
                                 counts={"cards_moved": 45, "knocks": 1},
                                 highs={"speed": 30.0}, lows={"quickest": 60.0}))
    overall = stats.overall
    assert (overall.hands_played, overall.hands_won) == (2, 1)
    assert (overall.high_hand_score, overall.low_hand_score) == (21, -4)
    assert overall.best_hand_score() == 21 and overall.best_hand_score(low_wins=True) == -4
    assert dict(overall.counts) == {"cards_moved": 75, "knocks": 1}
    assert (overall.highs["speed"], overall.lows["quickest"]) == (30.0, 60.0)
    assert overall.per_minute("cards_moved") == pytest.approx(75 * 60 / 210)
    assert overall.count("never") == 0
    assert stats.recent_hand_scores == (-4, 21)
    assert stats.recent() == [(-4, False), (21, True)]
    assert overall.matches_played == 0 and overall.match_win_rate is None


def test_winning_streaks() -> None:
    stats = GameStats()
    for won in (True, True, False, True, True, True, False):
        stats = stats.with_match(MatchSummary(won, ("casual",), 10, 3))
        if won:
            assert stats.overall.streak >= 1
    assert (stats.overall.streak, stats.overall.best_streak) == (0, 3)
    stats = stats.with_match(MatchSummary(True, ("casual",), 10, 3))
    assert (stats.level("casual").streak, stats.level("casual").best_streak) == (1, 3)


def test_each_distinct_level_counts_once() -> None:
    levels = ("skilled", "casual", "casual")
    stats = GameStats().with_hand(hand(bot_levels=levels, won=True))
    stats = stats.with_match(MatchSummary(won=True, bot_levels=levels, final_score=80, hands=6))
    assert set(stats.by_level) == {"skilled", "casual"}
    for name in ("skilled", "casual"):
        tally = stats.level(name)
        assert (tally.hands_played, tally.hands_won, tally.matches_played) == (1, 1, 1)
    assert stats.overall.matches_won == 1 and stats.overall.match_win_rate == 1.0
    assert stats.overall.fewest_hands_to_win == 6 and stats.overall.best_match_score() == 80
    assert stats.level("master") == Tally()


def test_matches_are_counted() -> None:
    stats = GameStats()
    for won, hands_, score in [(False, 9, 40), (True, 7, 81), (True, 5, 77)]:
        stats = stats.with_match(MatchSummary(won, ("expert",), score, hands_))
    overall = stats.overall
    assert (overall.matches_played, overall.matches_won) == (3, 2)
    assert overall.fewest_hands_to_win == 5 and overall.best_match_score() == 81
    assert overall.best_match_score(low_wins=True) == 40
    assert overall.match_win_rate == pytest.approx(2 / 3)


def test_recent_scores_keep_the_last_fifty() -> None:
    stats = GameStats()
    for score in range(RECENT_LIMIT + 7):
        stats = stats.with_hand(hand(score=score))
    assert stats.recent_hand_scores == tuple(range(7, RECENT_LIMIT + 7))


def test_stats_are_immutable() -> None:
    stats = GameStats().with_hand(hand())
    with pytest.raises(TypeError):
        stats.by_level["casual"] = Tally()  # type: ignore[index]


def test_missing_file_gives_empty_stats(home: Path) -> None:
    assert load_stats(home) == (Stats(), [])


summaries = st.one_of(
    st.builds(
        HandSummary,
        score=st.integers(-20, 40),
        won=st.booleans(),
        duration_s=st.floats(0.0, 600.0),
        bot_levels=st.lists(st.sampled_from(["beginner", "casual", "master"]), min_size=1,
                            max_size=3).map(tuple),
        counts=st.dictionaries(st.sampled_from(["knocks", "calls"]), st.integers(-5, 40)),
        highs=st.dictionaries(st.sampled_from(["speed"]), st.floats(0.0, 99.0)),
        lows=st.dictionaries(st.sampled_from(["quickest"]), st.floats(0.0, 600.0)),
    ),
    st.builds(
        MatchSummary,
        won=st.booleans(),
        bot_levels=st.lists(st.sampled_from(["casual", "expert"]), min_size=1,
                            max_size=3).map(tuple),
        final_score=st.integers(-50, 200),
        hands=st.integers(1, 30),
    ),
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(summaries, max_size=60))
def test_any_history_round_trips(home: Path, events: list[HandSummary | MatchSummary]) -> None:
    game = GameStats()
    for event in events:
        game = game.with_hand(event) if isinstance(event, HandSummary) else \
            game.with_match(event)
    for tally in (game.overall, *game.by_level.values()):
        assert tally.matches_won <= tally.matches_played
        assert tally.hands_won <= tally.hands_played
        assert tally.streak <= tally.best_streak <= tally.matches_won
    stats = Stats({"dutch_blitz": game, "thirty_one": game})
    save_stats(home, stats)
    assert load_stats(home) == (stats, [])


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_file_gives_empty_stats_one_warning_and_is_kept(home: Path, kind: str) -> None:
    original = home / STATS_FILE
    original.write_bytes(BAD_FILES[kind])
    stats, warnings = load_stats(home)
    assert stats == Stats() and len(warnings) == 1
    [aside] = home.glob(f"{STATS_FILE}.bad-*")
    assert aside.read_bytes() == BAD_FILES[kind] and aside.name in warnings[0]
    assert not original.exists()
    assert load_stats(home) == (Stats(), [])
    save_stats(home, Stats().with_game_hand("dutch_blitz", hand()))
    assert load_stats(home)[0].game("dutch_blitz").overall.hands_played == 1
    assert aside.read_bytes() == BAD_FILES[kind]


def test_damaged_fields_are_reset_with_one_warning(home: Path) -> None:
    good = GameStats().with_hand(hand(bot_levels=("casual",))).to_json()
    raw = dict(good)
    raw["overall"] = dict(good["overall"], matches_played="many", hands_won=9,
                          highs={"speed": -3e20, "ok": 2.5})
    raw["recent_hand_scores"] = [1, "two", 3]
    raw["by_level"] = dict(good["by_level"], **{"": {}})
    content = json.dumps({"version": 3, "games": {"dutch_blitz": raw}}).encode()
    (home / STATS_FILE).write_bytes(content)
    stats, warnings = load_stats(home)
    assert len(warnings) == 1
    assert warnings[0].startswith("Some statistics were damaged and have been reset: the "
                                  "totals; the figures by level; the recent results. ")
    blitz = stats.game("dutch_blitz")
    assert blitz.overall.matches_played == 0
    assert blitz.overall.hands_won == blitz.overall.hands_played == 1
    assert dict(blitz.overall.highs) == {"ok": 2.5}
    assert blitz.recent_hand_scores == (1, 3)
    assert set(blitz.by_level) == {"casual"}
    [aside] = home.glob(f"{STATS_FILE}.bad-*")
    assert aside.read_bytes() == content
    assert load_stats(home) == (stats, [])


# --- per game ---------------------------------------------------------------------------------

def test_each_game_keeps_its_own_figures(home: Path) -> None:
    stats = Stats().with_game_hand("thirty_one", hand(bot_levels=("master",)))
    stats = stats.with_game_hand("dutch_blitz", hand(bot_levels=("casual",)))
    assert stats.game("thirty_one").overall.hands_played == 1
    assert set(stats.game("thirty_one").by_level) == {"master"}
    assert stats.game("dutch_blitz").overall.hands_played == 1
    assert set(stats.game("dutch_blitz").by_level) == {"casual"}
    assert stats.game("auction").overall.hands_played == 0
    save_stats(home, stats)
    assert load_stats(home) == (stats, [])


def test_a_first_version_file_becomes_dutch_blitz_figures(home: Path) -> None:
    one_game = GameStats().with_hand(hand(bot_levels=("casual",))).to_json()
    (home / STATS_FILE).write_text(json.dumps({"version": 1, **one_game}))
    stats, warnings = load_stats(home)
    assert warnings == []
    assert set(stats.games) == {"dutch_blitz"}
    assert stats.game("dutch_blitz").overall.hands_played == 1


def test_a_damaged_game_entry_is_reset_and_the_others_kept(home: Path) -> None:
    good = Stats().with_game_hand("dutch_blitz", hand()).to_json()["games"]["dutch_blitz"]
    data = {"version": 2, "games": {"dutch_blitz": good, "thirty_one": [], "Bad id": {}}}
    (home / STATS_FILE).write_text(json.dumps(data))
    stats, warnings = load_stats(home)
    assert stats.game("dutch_blitz").overall.hands_played == 1
    assert set(stats.games) == {"dutch_blitz"}
    assert len(warnings) == 1 and warnings[0].startswith(
        "Some statistics were damaged and have been reset: the figures of 2 games.")


# --- older files --------------------------------------------------------------------------------

FIXTURES = Path(__file__).parent / "fixtures"


def test_a_second_version_file_keeps_every_count(home: Path) -> None:
    """A file written by the second format's code (Dutch Blitz's figures as fixed fields of
    every game, zeros in the other games') loads with every count in the new shape."""
    content = (FIXTURES / "stats_v2.json").read_bytes()
    (home / STATS_FILE).write_bytes(content)
    stats, warnings = load_stats(home)
    assert warnings == [] and set(stats.games) == {"auction", "dutch", "dutch_blitz",
                                                  "thirty_one"}
    old = json.loads(content)["games"]
    for game_id, entry in old.items():
        game = stats.game(game_id)
        assert list(game.recent_hand_scores) == entry["recent_hand_scores"]
        assert game.recent_wins == ()
        for name, raw in [("overall", entry["overall"]), *entry["by_level"].items()]:
            tally = game.overall if name == "overall" else game.level(name)
            for field in ("matches_played", "matches_won", "fewest_hands_to_win",
                          "hands_played", "hands_won", "seconds_played"):
                assert getattr(tally, field) == raw[field], (game_id, name, field)
            assert tally.high_hand_score == raw["best_hand_score"]
            assert tally.high_match_score == raw["best_match_score"]
            assert tally.count("blitzed") == raw["hands_blitzed"]
            assert tally.count("cards_moved") == raw["cards_moved"]
            assert tally.highs.get("cards_per_minute") == (raw["best_cards_per_minute"] or None)
            assert tally.lows.get("blitz_seconds") == raw["fastest_blitz_s"]
    blitz = stats.game("dutch_blitz")
    assert (blitz.overall.count("blitzed"), blitz.overall.count("cards_moved")) == (2, 94)
    assert blitz.overall.lows["blitz_seconds"] == 71.25
    assert set(blitz.by_level) == {"casual", "skilled", "expert"}
    assert dict(stats.game("auction").overall.counts) == {}  # zeros were never figures
    save_stats(home, stats)
    assert json.loads((home / STATS_FILE).read_text())["version"] == 3
    assert load_stats(home) == (stats, [])


def test_a_first_version_file_moves_its_blitz_fields_too(home: Path) -> None:
    overall = {"matches_played": 2, "matches_won": 1, "hands_played": 5, "hands_won": 3,
               "hands_blitzed": 2, "best_hand_score": 19, "cards_moved": 80,
               "seconds_played": 600.0, "best_cards_per_minute": 11.5, "fastest_blitz_s": 95.0}
    (home / STATS_FILE).write_text(json.dumps({"version": 1, "overall": overall,
                                               "recent_hand_scores": [3, 19]}))
    stats, warnings = load_stats(home)
    tally = stats.game("dutch_blitz").overall
    assert warnings == [] and (tally.hands_played, tally.high_hand_score) == (5, 19)
    assert dict(tally.counts) == {"blitzed": 2, "cards_moved": 80}
    assert (tally.highs["cards_per_minute"], tally.lows["blitz_seconds"]) == (11.5, 95.0)


@pytest.mark.parametrize(("field", "value"), [
    ("matches_played", 10**13), ("hands_played", -1), ("high_hand_score", 10**7),
    ("low_match_score", -(10**7)), ("seconds_played", 1e300), ("fewest_hands_to_win", 0),
    ("streak", 5), ("best_streak", 4), ("counts", {"knocks": 10**13}),
    ("lows", {"quickest": "fast"}), ("counts", {str(i): 1 for i in range(40)}),
])
def test_every_number_read_is_range_checked(home: Path, field: str, value: object) -> None:
    good = GameStats().with_match(MatchSummary(True, ("casual",), 10, 2)).to_json()
    good["overall"][field] = value
    (home / STATS_FILE).write_text(json.dumps({"version": 3, "games": {"dutch": good}}))
    stats, warnings = load_stats(home)
    assert len(warnings) == 1 and "have been reset: the totals." in warnings[0]
    tally = stats.game("dutch").overall
    assert tally.matches_played == (0 if field == "matches_played" else 1)
    assert tally.streak <= tally.best_streak <= tally.matches_won <= tally.matches_played
    assert tally.count("knocks") == 0 and not tally.lows
