"""The bots: every level and baseline plays whole games with legal moves only, each seat
submits for itself only and thinks from its own view, decisions are sliced, and a seed gives
the same game."""

from __future__ import annotations

import random
from typing import Any

import pytest
from auction_play import bot_match

from game.auction.bots import factory
from game.auction.bots.policy import level_policy
from game.auction.definition import GAME
from game.auction.rules.match import Match
from game.auction.rules.view import View
from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.bots.turn import Attempt
from game.core.seats import LEVELS, SeatSpec


@pytest.mark.parametrize("level", LEVELS + factory.BASELINES)
def test_each_level_finishes_games_without_a_refusal(level: str) -> None:
    match = GAME.new_match(4, [SeatSpec("a", "bot", level), SeatSpec("b", "bot", "casual")], {})
    table = match.start_hand()
    attempts: list[Any] = []
    run_hand(BotScheduler(table, GAME.make_bots(match, table, [level, "casual"])),
             on_action=attempts.append)
    assert match.over and table.refusals == 0
    assert all(isinstance(a, Attempt) and getattr(a.move, "seat", None) == a.seat
               for a in attempts)


def test_bots_think_from_their_own_view_only(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int, object]] = []
    real = factory.policy_for

    def spying(level: str) -> Any:
        policy = real(level)

        def wrapped(view: Any, rng: random.Random) -> Any:
            seen.append((view.seat, view))
            return policy(view, rng)

        return wrapped

    monkeypatch.setattr(factory, "policy_for", spying)
    match = GAME.new_match(6, [SeatSpec("a", "bot", "master"), SeatSpec("b", "bot", "expert")],
                           {})
    table = match.start_hand()
    agents = GAME.make_bots(match, table, ["master", "expert"])
    run_hand(BotScheduler(table, agents))
    assert seen and all(isinstance(v, View) for _, v in seen)
    assert {s for s, _ in seen} == {0, 1}


def test_a_human_seat_gets_no_agent() -> None:
    match = GAME.new_match(1, [SeatSpec("You", "human"), SeatSpec("b", "bot", "master")], {})
    table = match.start_hand()
    agents = GAME.make_bots(match, table, [None, "master"])
    assert [a.seat for a in agents] == [1]


def test_master_search_is_sliced() -> None:
    match = Match(2, [SeatSpec("a", "bot", "master"), SeatSpec("b", "bot", "master")])
    table = match.start_hand()
    policy = level_policy("master")
    slices = 0
    think = policy(table.view(0), random.Random(1))
    try:
        while True:
            next(think)
            slices += 1
    except StopIteration as done:
        assert done.value.move.seat == 0
    assert slices >= 2


def test_unknown_level_is_refused_with_the_names() -> None:
    with pytest.raises(ValueError, match="master"):
        factory.policy_for("grandmaster")


@pytest.mark.slow
def test_master_beats_the_baselines_in_a_short_run() -> None:
    wins = 0
    for seed in range(8):
        levels = ["master", "buy_vp"] if seed % 2 == 0 else ["buy_vp", "master"]
        match = bot_match(100 + seed, levels)
        wins += levels.index("master") in match.winners
    assert wins >= 6
