"""Dutch Blitz as the app and the simulator see it: definition, options, bots, record check."""

from __future__ import annotations

import pytest

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler as SharedScheduler
from game.core.options import OptionError, parse_assignments
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.dutch_blitz.bots.factory import make_bot_seats
from game.dutch_blitz.bots.scheduler import BlitzAgent, BotScheduler
from game.dutch_blitz.definition import GAME, new_match
from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.state import Rules

SEATS = [SeatSpec("You", "human"), SeatSpec("Casual 2", "bot", "casual"),
         SeatSpec("Master 3", "bot", "master")]


def test_the_registry_offers_dutch_blitz() -> None:
    game = get_game("dutch_blitz")
    assert game is GAME and game.name == "Dutch Blitz"
    assert (game.seats.minimum, game.seats.maximum, game.seats.default) == (2, 4, 4)
    assert [spec.name for spec in game.options] == ["target_score", "move_post_stack"]
    assert game.ui_module == "game.dutch_blitz.ui"


@pytest.mark.parametrize("texts, expected", [
    ([], {"target_score": 75, "move_post_stack": False}),
    (["target_score=40", "move_post_stack=on"], {"target_score": 40, "move_post_stack": True}),
])
def test_options_from_a_command_line(texts: list[str], expected: dict[str, object]) -> None:
    assert parse_assignments(GAME.options, texts) == expected


@pytest.mark.parametrize("text", ["target_score=9", "target_score=501", "target_score=ten",
                                  "auto_play_ones=on", "move_post_stack=maybe"])
def test_bad_options_are_refused_with_a_message(text: str) -> None:
    with pytest.raises(OptionError):
        parse_assignments(GAME.options, [text])


def test_a_new_match_records_the_game_its_seats_decks_and_options() -> None:
    match = new_match(8, SEATS, {"target_score": 30, "move_post_stack": True})
    start = match.record[0]
    assert start["game"] == "dutch_blitz" and start["version"] == 1 and start["seed"] == 8
    assert start["rules"] == {"post_piles": 3, "target_score": 30, "move_post_stack": True}
    assert [(s["name"], s["deck"], s["kind"], s.get("level")) for s in start["seats"]] == [
        ("You", "pump", "human", None), ("Casual 2", "carriage", "bot", "casual"),
        ("Master 3", "pail", "bot", "master")]
    assert match.options == {"target_score": 30, "move_post_stack": True}
    assert all(isinstance(seat, SeatSpec) for seat in match.seats)


@pytest.mark.parametrize("seats", [0, 1, 5])
def test_a_match_of_the_wrong_size_is_refused(seats: int) -> None:
    with pytest.raises(ValueError):
        new_match(1, [SeatSpec(f"S{i}") for i in range(seats)], {})


def test_make_bots_gives_one_agent_per_bot_seat_on_the_shared_scheduler() -> None:
    match = new_match(8, SEATS, {})
    table = match.start_hand()
    agents = GAME.make_bots(match, table, [None, "casual", "master"], pace_scale=1.5)
    assert [(a.seat, a.level) for a in agents] == [(1, "casual"), (2, "master")]
    assert all(isinstance(a, BlitzAgent) and a.bot.pace_scale == 1.5 for a in agents)


def _hand(use_shared: bool) -> list[dict[str, object]]:
    levels: list[str | None] = ["expert", "casual", "master"]
    match = Match([SeatInfo(f"S{i}", "bot", level=lv) for i, lv in enumerate(levels)],
                  Rules.for_seats(3), seed=21)
    table = match.start_hand()
    if use_shared:
        run_hand(SharedScheduler(table, GAME.make_bots(match, table, levels)))
    else:
        run_hand(BotScheduler(table, make_bot_seats(levels, 21, table.hand)))
    return match.record


def test_the_ui_scheduler_and_the_shared_one_play_the_same_hand() -> None:
    assert _hand(use_shared=True) == _hand(use_shared=False)


def test_check_record_accepts_a_played_match_and_names_a_broken_line() -> None:
    match = new_match(3, [SeatSpec("A", "bot", "expert"), SeatSpec("B", "bot", "master")],
                      {"target_score": 10})
    while not match.over:
        table = match.start_hand()
        run_hand(SharedScheduler(table, GAME.make_bots(match, table, ["expert", "master"])))
    checked = GAME.check_record(match.record)
    assert checked.ok and checked.hands == len(match.results) and checked.lines > 10
    broken = [dict(line) for line in match.record]
    play = next(i for i, line in enumerate(broken) if line["type"] == "play")
    broken[play]["card"] = "G11"
    bad = GAME.check_record(broken)
    assert not bad.ok and f"line {play + 1}" in bad.problem
    other = [dict(broken[0], game="thirty_one"), *match.record[1:]]
    assert "another game" in GAME.check_record(other).problem
    assert not GAME.check_record(["not a line"]).ok  # type: ignore[list-item]


def test_every_deck_a_seat_can_play_has_card_art() -> None:
    """The deck names live with the game's cards; the shared art keeps a back for each."""
    from game.dutch_blitz.rules.cards import DECKS
    from game.ui import palette

    assert set(DECKS) <= set(palette.DECKS) and set(DECKS) <= set(palette.BACK_TINTS)
    match = new_match(2, [SeatSpec(f"S{i}") for i in range(4)], {})
    assert [seat["deck"] for seat in match.record[0]["seats"]] == list(DECKS)
