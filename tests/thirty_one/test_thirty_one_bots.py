"""Blitz (31) bots: every level plays whole matches on the shared scheduler, moves only for its
own seat, sees only its view, plays the same from the same seed; the greedy baseline and the
Master's judgement in hand-built spots."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from thirty_one_play import table

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.bots.turn import Decision
from game.core.registry import get_game
from game.core.seats import LEVELS, SeatSpec
from game.thirty_one.bots import policy as policy_module
from game.thirty_one.bots import search as search_module
from game.thirty_one.bots.evaluate import value
from game.thirty_one.bots.factory import policy_for
from game.thirty_one.bots.knowledge import Knowledge, read_view
from game.thirty_one.bots.search import feed_gains, replayed_draws, sample_rivals
from game.thirty_one.rules.cards import POINTS
from game.thirty_one.rules.core import view_of
from game.thirty_one.rules.state import Discard, Draw, Knock, View

GAME = get_game("thirty_one")


def _decide(level: str, view: View, seed: int = 1) -> Any:
    think = policy_for(level)(view, random.Random(seed))
    try:
        while True:
            next(think)
    except StopIteration as done:
        decision = done.value
    assert isinstance(decision, Decision)
    return decision.move


def _play(seed: int, levels: list[str | None], options: dict[str, Any] | None = None) -> Any:
    seats = [SeatSpec("You", "human") if lv is None else SeatSpec(f"b{i}", "bot", lv)
             for i, lv in enumerate(levels)]
    match = GAME.new_match(seed, seats, options or {})
    attempts = []
    while not match.over:
        hand = match.start_hand()
        attempts += run_hand(BotScheduler(hand, GAME.make_bots(match, hand, levels)))
    return match, attempts


@pytest.mark.parametrize("level", [*LEVELS, "greedy"])
def test_each_level_plays_a_whole_match_moving_only_for_its_seat(level: str) -> None:
    match, attempts = _play(3, [level, "greedy", level])
    assert match.over and GAME.check_record(match.record).ok
    assert attempts and all(a.move.seat == a.seat for a in attempts)
    assert not any(a.refused for a in attempts)


def test_bots_see_only_their_own_view(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int, View]] = []
    original = policy_module._think

    def spy(level: Any, view: View, rng: random.Random) -> Any:
        seen.append((view.seat, view))
        return original(level, view, rng)

    monkeypatch.setattr(policy_module, "_think", spy)
    match, _ = _play(8, ["skilled", "expert", "master"])
    assert seen
    for seat, view in seen:
        assert isinstance(view, View) and view.seat == seat
        assert view.shown == () and len(view.cards) in (3, 4)


def test_the_human_seat_gets_no_bot() -> None:
    match = GAME.new_match(1, [SeatSpec("You", "human"), SeatSpec("b", "bot", "casual")], {})
    hand = match.start_hand()
    agents = GAME.make_bots(match, hand, [None, "casual"])
    assert [agent.seat for agent in agents] == [1]
    with pytest.raises(ValueError):
        GAME.make_bots(match, hand, [None, "grandmaster"])


def test_same_seed_same_match() -> None:
    levels: list[str | None] = ["master", "skilled", "beginner", "greedy"]
    first, _ = _play(12, levels, {"three_of_a_kind": 30.5})
    random.seed(5)
    second, _ = _play(12, levels, {"three_of_a_kind": 30.5})
    assert first.record == second.record


def test_greedy_knocks_at_27() -> None:
    state = table({0: "2C 3C 4D", 1: "10H 9H 8H"}, stock="5D 6D")
    assert _decide("greedy", view_of(state, 1)) == Knock(1)
    state = table({0: "2C 3C 4D", 1: "10H 9H 7H"}, stock="5D 6D", discard="2S")
    assert _decide("greedy", view_of(state, 1)) == Draw(1, "stock")


def test_greedy_takes_the_discard_only_when_it_helps_at_once() -> None:
    state = table({0: "2C 3C 4D", 1: "10H 9H 2S"}, stock="5D 6D", discard="AH")
    assert _decide("greedy", view_of(state, 1)) == Draw(1, "discard")


@pytest.mark.parametrize("level", ["expert", "master"])
def test_strong_levels_knock_with_30_and_not_with_rubbish(level: str) -> None:
    state = table({0: "2C 3C 4D", 1: "AH KH 9H"}, stock="5D 6D 7D 8D", turns=4)
    assert _decide(level, view_of(state, 1)) == Knock(1)
    state = table({0: "2C 3C 4D", 1: "2H 5S 9D"}, stock="5D 6D 7D 8D", turns=4)
    assert _decide(level, view_of(state, 1)) != Knock(1)


def test_master_does_not_feed_the_suit_the_next_seat_collects() -> None:
    state = table({0: "2C 3C 4D", 1: "AS KS 9H 9D", 2: "KH QH 2D"}, stock="5D 6D 7D",
                  to_play=1)
    collecting = dataclasses.replace(state, phase="discard", known=((), (), ("KH", "QH")))
    assert _decide("master", view_of(collecting, 1)) == Discard(1, "9D")
    # Seat 2 took the king and queen of diamonds instead: now the 9H goes.
    state = table({0: "2C 3C 4D", 1: "AS KS 9H 9D", 2: "KD QD 2H"}, stock="5C 6C 7C",
                  to_play=1)
    diamonds = dataclasses.replace(state, phase="discard", known=((), (), ("KD", "QD")))
    assert _decide("master", view_of(diamonds, 1)) == Discard(1, "9H")


def test_master_keeps_a_run_at_31_when_the_odds_are_real() -> None:
    # AS KS with 9D 8D: keeping the spades leaves 21 and many 10-valued spades unseen.
    state = table({0: "2C 3C 4D", 1: "AS KS 9D 8D"}, stock="5C 6C 7C")
    state = dataclasses.replace(state, phase="discard")
    move = _decide("master", view_of(state, 1))
    assert move in (Discard(1, "8D"), Discard(1, "9D"))


def test_a_long_master_think_is_sliced() -> None:
    state = table({0: "2C 3C 4D", 1: "KH QH 5H", 2: "9S 8S 2D", 3: "7C 6C 5D"},
                  stock=" ".join(["2S", "3S", "4S", "5S", "6S", "7S"]), turns=4)
    think = policy_for("master")(view_of(state, 1), random.Random(1))
    slices = 0
    try:
        while True:
            next(think)
            slices += 1
    except StopIteration:
        pass
    assert slices >= 5


def test_the_blind_draw_estimate_is_sliced_too() -> None:
    # A weak hand: no knock search, but the draw's expected value runs over every unseen card.
    state = table({0: "2C 3C 4D", 1: "2H 5S 9D"}, stock="5D 6D 7D 8D", discard="3H", turns=4)
    for level in ("expert", "master"):
        think = policy_for(level)(view_of(state, 1), random.Random(1))
        slices = 0
        try:
            while True:
                next(think)
                slices += 1
        except StopIteration as done:
            assert isinstance(done.value, Decision)
        assert slices >= 40 // policy_module.CARDS_PER_SLICE


def test_slicing_does_not_change_the_decision() -> None:
    state = table({0: "2C 3C 4D", 1: "KH QH 5H", 2: "9S 8S 2D", 3: "7C 6C 5D"},
                  stock="2S 3S 4S 5S 6S 7S", turns=4)
    whole = _decide("master", view_of(state, 1), seed=4)
    think = policy_for("master")(view_of(state, 1), random.Random(4))
    try:
        while True:
            next(think)
            random.random()  # the global generator moving between slices changes nothing
    except StopIteration as done:
        assert done.value.move == whole


def _slices(level: str, state: Any) -> int:
    think = policy_for(level)(view_of(state, 1), random.Random(2))
    slices = 0
    try:
        while True:
            next(think)
            slices += 1
    except StopIteration:
        return slices


def test_the_knock_search_yields_by_work_done_not_by_samples() -> None:
    # The same hand and the same number of samples: eight seats are far more work per sample
    # (seven rivals dealt, seven last turns), so the think is cut into more, smaller slices.
    two = table({0: "2C 3C 4D", 1: "KH QH 5H"}, stock="2S 3S 4S", turns=4)
    eight = table({0: "2C 3C 4D", 1: "KH QH 5H", 2: "9S 8S 2D", 3: "7C 6C 5D", 4: "AD 3S 4H",
                   5: "JC 9C 6S", 6: "8D 7D 2H", 7: "QS JS 3H"}, stock="2S 3S 4S", turns=8)
    assert _slices("master", eight) > 2 * _slices("master", two)


def test_a_rival_is_dealt_hands_in_which_the_card_it_took_counts() -> None:
    # Seat 2 took the 4H from the discard pile: it wanted hearts, so its dealt hands hold
    # hearts that make the 4H part of the suit that counts.
    state = table({0: "2C 3C 4D", 1: "AS KS 9D", 2: "KH QH 4H"}, stock="5C 6C 7C", to_play=1)
    state = dataclasses.replace(state, known=((), (), ("4H",)))
    view = view_of(state, 1)
    knowledge = read_view(view, 99)
    setting = policy_module._setting(view)
    rng = random.Random(3)
    counted = 0
    for _ in range(50):
        hand = sample_rivals(setting, knowledge, rng)[0][2]
        assert "4H" in hand
        hearts = sum(POINTS[c] for c in hand if c.endswith("H"))
        counted += hearts == value(hand)
    assert counted >= 45


def test_long_blind_histories_late_in_a_hand_still_deal_every_rival_a_whole_hand() -> None:
    # Late in a hand: 14 cards unseen, and three rivals who drew blind eight times each. The
    # replayed draws (12 a rival) look at more cards than there are; every rival still gets
    # three cards, and the hands and the stock hold each unseen card exactly once.
    setting = search_module.Setting(seat=0, cards=("2C", "3C", "4D"), order=(1, 2, 3),
                                    tokens=3, top="5D", triple=False)
    unseen = ("AS", "KS", "QS", "JS", "10S", "9S", "AH", "KH", "QH", "JH", "10H", "9H", "AD", "KD")
    knowledge = Knowledge(unseen, {}, {1: 8, 2: 8, 3: 8})
    rng = random.Random(5)
    for _ in range(40):
        hands, stock = sample_rivals(setting, knowledge, rng)
        assert all(len(hand) == 3 for hand in hands.values())
        assert sorted(stock + [c for hand in hands.values() for c in hand]) == sorted(unseen)


def test_replayed_blind_draws_make_up_for_what_the_replay_misses() -> None:
    assert [replayed_draws(d) for d in (0, 1, 2, 5)] == [0, 1, 3, 7]
    assert replayed_draws(100) == search_module.MAX_HISTORY


def test_the_next_seat_gains_most_from_the_card_of_its_suit() -> None:
    state = table({0: "2C 3C 4D", 1: "AS KS 9H 9D", 2: "KH QH 2D"}, stock="5D 6D 7D",
                  to_play=1)
    state = dataclasses.replace(state, phase="discard", known=((), (), ("KH", "QH")))
    view = view_of(state, 1)
    think = feed_gains(policy_module._setting(view), read_view(view, 99), ["9H", "9D"], 24,
                       random.Random(1))
    try:
        while True:
            next(think)
    except StopIteration as done:
        gains = done.value
    assert gains["9H"] > gains["9D"] + 3


def test_master_does_not_knock_into_a_known_loss() -> None:
    # Both rivals took an ace and a king of one suit from the discard pile (21 or more each):
    # knocking with 20 would leave the Master alone lowest, two tokens lost.
    state = table({0: "AH KH 2C", 1: "KC QC 2D", 2: "AD KD 3S"}, stock="5D 6D 7D",
                  discard="4S", turns=3)
    state = dataclasses.replace(state, known=(("AH", "KH"), (), ("AD", "KD")))
    for seed in (1, 2, 3):
        assert _decide("master", view_of(state, 1), seed) != Knock(1)


def test_master_takes_a_discard_that_makes_31() -> None:
    state = table({0: "2C 3C 4D", 1: "AS KS 2D", 2: "9S 8S 2H"}, stock="5D 6D 7D",
                  discard="QS", turns=3)
    assert _decide("master", view_of(state, 1)) == Draw(1, "discard")


def test_after_a_knock_master_does_not_hand_the_next_seat_its_suit() -> None:
    # Seat 0 knocked; seat 2, still to play its last turn, took the king and queen of hearts:
    # the 9H would lift it to 29 over the Master's 21, the 9D most likely not.
    state = table({0: "2C 3C 4D", 1: "AS KS 9H 9D", 2: "KH QH 2D"}, stock="5D 6D 7D",
                  to_play=1, knocker=0, turns=3)
    state = dataclasses.replace(state, phase="discard", known=((), (), ("KH", "QH")))
    for seed in (1, 2):
        assert _decide("master", view_of(state, 1), seed) == Discard(1, "9D")


def test_expert_knocks_on_a_fair_hand_once_the_hand_has_run_long() -> None:
    # Seven rounds in, 24 in hearts: the rivals have had seven draws each to improve, so
    # waiting for a better hand is worth less than knocking now (before: it waited for a 31).
    late = table({0: "2C 3C 4D", 1: "KH 9H 5H", 2: "5S 6S 9C", 3: "4H 8C JD"},
                 stock="5D 6D 7D 8D 9D 10D", discard="2S", turns=28)
    for seed in (1, 2, 3):
        assert _decide("expert", view_of(late, 1), seed) == Knock(1)
    rubbish = table({0: "2C 3C 4D", 1: "2H 5S 9D", 2: "5S 6S 9C", 3: "4H 8C JD"},
                    stock="5D 6D 7D 8D 9D 10D", discard="2S", turns=28)
    assert _decide("expert", view_of(rubbish, 1)) != Knock(1)
