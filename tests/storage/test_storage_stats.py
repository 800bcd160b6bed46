"""Statistics: how one game's hands and matches are counted, per level; every game's kept
apart and safely on disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.storage.stats import (
    MIN_SPEED_SECONDS,
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
        "hand_score": 10, "cards_to_dutch": 14, "blitz_left": 2, "blitzed": False,
        "duration_s": 120.0, "human_cards_moved": 30, "bot_levels": ("casual",),
        "won_hand": False,
    }
    values.update(changes)
    return HandSummary(**values)  # type: ignore[arg-type]


def test_hand_summary_is_checked() -> None:
    with pytest.raises(ValueError):
        hand(duration_s=-1.0)
    with pytest.raises(ValueError):
        hand(blitzed=True, blitz_left=3)
    with pytest.raises(ValueError):
        hand(bot_levels=())
    with pytest.raises(ValueError):
        hand(human_cards_moved=-1)
    with pytest.raises(ValueError):
        MatchSummary(won=True, bot_levels=("casual",), final_score=80, hands=0)
    assert hand(bot_levels=["casual"]).bot_levels == ("casual",)


def test_hands_are_counted() -> None:
    stats = GameStats()
    stats = stats.with_hand(hand(hand_score=-4, won_hand=False))
    stats = stats.with_hand(hand(hand_score=21, blitzed=True, blitz_left=0, duration_s=90.0,
                                 human_cards_moved=45, won_hand=True))
    overall = stats.overall
    assert (overall.hands_played, overall.hands_won, overall.hands_blitzed) == (2, 1, 1)
    assert overall.best_hand_score == 21
    assert overall.fastest_blitz_s == 90.0
    assert overall.best_cards_per_minute == pytest.approx(30.0)
    assert overall.average_cards_per_minute == pytest.approx(75 * 60 / 210)
    assert stats.recent_hand_scores == (-4, 21)
    assert overall.matches_played == 0 and overall.match_win_rate is None


def test_short_hands_do_not_set_speed_records() -> None:
    stats = GameStats().with_hand(hand(duration_s=MIN_SPEED_SECONDS / 2, human_cards_moved=20))
    assert stats.overall.best_cards_per_minute is None
    assert stats.overall.average_cards_per_minute == pytest.approx(20 * 60 / 5)


def test_fastest_blitz_only_counts_blitzed_hands() -> None:
    stats = GameStats().with_hand(hand(duration_s=30.0))
    assert stats.overall.fastest_blitz_s is None
    stats = stats.with_hand(hand(duration_s=80.0, blitzed=True, blitz_left=0))
    stats = stats.with_hand(hand(duration_s=60.0, blitzed=True, blitz_left=0))
    stats = stats.with_hand(hand(duration_s=70.0, blitzed=True, blitz_left=0))
    assert stats.overall.fastest_blitz_s == 60.0


def test_each_distinct_level_counts_once() -> None:
    levels = ("skilled", "casual", "casual")
    stats = GameStats().with_hand(hand(bot_levels=levels, won_hand=True))
    stats = stats.with_match(MatchSummary(won=True, bot_levels=levels, final_score=80, hands=6))
    assert set(stats.by_level) == {"skilled", "casual"}
    for name in ("skilled", "casual"):
        tally = stats.level(name)
        assert (tally.hands_played, tally.hands_won, tally.matches_played) == (1, 1, 1)
    assert stats.overall.matches_won == 1 and stats.overall.match_win_rate == 1.0
    assert stats.overall.fewest_hands_to_win == 6 and stats.overall.best_match_score == 80
    assert stats.level("master") == Tally()


def test_matches_are_counted() -> None:
    stats = GameStats()
    for won, hands_, score in [(False, 9, 40), (True, 7, 81), (True, 5, 77)]:
        stats = stats.with_match(MatchSummary(won, ("expert",), score, hands_))
    overall = stats.overall
    assert (overall.matches_played, overall.matches_won) == (3, 2)
    assert overall.fewest_hands_to_win == 5 and overall.best_match_score == 81
    assert overall.match_win_rate == pytest.approx(2 / 3)


def test_recent_scores_keep_the_last_fifty() -> None:
    stats = GameStats()
    for score in range(RECENT_LIMIT + 7):
        stats = stats.with_hand(hand(hand_score=score))
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
        hand_score=st.integers(-20, 40),
        cards_to_dutch=st.integers(0, 40),
        blitz_left=st.just(0),
        blitzed=st.booleans(),
        duration_s=st.floats(0.0, 600.0),
        human_cards_moved=st.integers(0, 120),
        bot_levels=st.lists(st.sampled_from(["beginner", "casual", "master"]), min_size=1,
                            max_size=3).map(tuple),
        won_hand=st.booleans(),
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
        assert tally.hands_blitzed <= tally.hands_played and tally.hands_won <= tally.hands_played
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
                          best_cards_per_minute=-3)
    raw["recent_hand_scores"] = [1, "two", 3]
    raw["by_level"] = dict(good["by_level"], **{"": {}})
    content = json.dumps({"version": 2, "games": {"dutch_blitz": raw}}).encode()
    (home / STATS_FILE).write_bytes(content)
    stats, warnings = load_stats(home)
    assert len(warnings) == 1
    for part in ("games.dutch_blitz.overall.matches_played", "overall.hands_won",
                 "best_cards_per_minute", "recent_hand_scores", "by_level"):
        assert part in warnings[0]
    blitz = stats.game("dutch_blitz")
    assert blitz.overall.matches_played == 0
    assert blitz.overall.hands_won == blitz.overall.hands_played == 1
    assert blitz.overall.best_cards_per_minute is None
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
    assert len(warnings) == 1 and "games.thirty_one" in warnings[0]
