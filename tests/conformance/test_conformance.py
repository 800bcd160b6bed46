"""Every registered game passes the same checks (a game gets them by being in the registry).

Random playouts from many seeds to the end of the match: every listed legal move is accepted
(checked on the untouched state), refused moves change nothing and junk never raises, every card
is in exactly one place, a seat's view is the same whatever the cards it cannot see, the same
seed and moves give the same record whatever the global ``random`` does, records survive a JSON
round trip and the game's own replay check, and the game's bots finish a match.
"""

from __future__ import annotations

import random
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from conformance_play import (
    WAIT,
    fast_options,
    game_or_skip,
    json_round_trip,
    junk_moves,
    play,
    replay_moves,
    seats_for,
    submit_refused,
)

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.definition import AnyGame
from game.core.options import defaults
from game.core.outcome import Applied, Refused
from game.core.registry import GAME_MODULES
from game.storage.records import MatchStore, new_match_id

GAMES = sorted(GAME_MODULES)
FAST_SEEDS = range(3)
SLOW_SEEDS = range(3, 40)


def seat_counts(game: AnyGame) -> list[int]:
    return list(range(game.seats.minimum, game.seats.maximum + 1))


class DeepChecks:
    """The expensive checks, run on the state every few moves of a playout."""

    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.cards: frozenset[str] | None = None

    def __call__(self, rules: Any, state: Any, seat: int, t: float, rng: random.Random) -> None:
        view = rules.view(state, seat)
        legal = list(rules.legal_moves(view))
        for move in legal:  # legal now, or once a timed window has closed
            outcome = rules.apply(state, move, t)
            if isinstance(outcome, Refused):
                outcome = rules.apply(state, move, t + WAIT)
            assert isinstance(outcome, Applied), f"listed {move!r} but refused: {outcome}"
        for junk in junk_moves(legal[0] if legal else None, rng):
            outcome = rules.apply(state, junk, t)  # must not raise
            assert isinstance(outcome, Applied | Refused)
            if isinstance(outcome, Refused):
                assert outcome.text
        assert rules.view(state, seat) == view, "checking moves changed the state"
        self._cards(rules, state)
        for other in range(self.seats):
            sampled = rules.sample_hidden(state, other, rng)
            assert rules.view(sampled, other) == rules.view(state, other), \
                f"seat {other}'s view depends on cards it cannot see"
            assert self._ids(rules, sampled) == self._ids(rules, state)

    @staticmethod
    def _ids(rules: Any, state: Any) -> Counter[str]:
        return Counter(card for card, _ in rules.card_places(state))

    def _cards(self, rules: Any, state: Any) -> None:
        ids = self._ids(rules, state)
        doubled = [card for card, count in ids.items() if count > 1]
        assert not doubled, f"cards in two places: {doubled[:5]}"
        if self.cards is None:
            self.cards = frozenset(ids)
        assert frozenset(ids) == self.cards, "a card appeared or vanished"


def _playouts(game_id: str, seeds: range) -> None:
    game = game_or_skip(game_id)
    counts = seat_counts(game)
    for seed in seeds:
        seats = counts[seed % len(counts)]
        checks = DeepChecks(seats)
        playout = play(game, seed, seats, check=checks)
        assert playout.match is not None and playout.match.over
        assert playout.checks > 0
        assert game.check_record(playout.match.record).ok


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_follow_the_rules_to_the_end(game_id: str) -> None:
    _playouts(game_id, FAST_SEEDS)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_many_more_random_playouts(game_id: str) -> None:
    _playouts(game_id, SLOW_SEEDS)


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_and_moves_give_the_same_record_whatever_the_global_random(
    game_id: str,
) -> None:
    game = game_or_skip(game_id)
    random.seed(1)
    playout = play(game, seed=11)
    random.seed(2)
    again = replay_moves(playout)
    assert playout.match is not None
    assert again.record == playout.match.record
    assert again.over


@pytest.mark.parametrize("game_id", GAMES)
def test_records_survive_a_round_trip_and_the_replay_check(game_id: str) -> None:
    game = game_or_skip(game_id)
    playout = play(game, seed=5, seats=game.seats.minimum)
    assert playout.match is not None
    record = playout.match.record
    assert record[0]["type"] == "match_start" and record[0].get("game") == game.id
    lines = json_round_trip(record)
    assert lines == record
    checked = game.check_record(lines)
    assert checked.ok, checked.problem
    assert checked.hands == len(playout.match.results)
    damaged = [line for line in lines if line.get("type") != "deal"]
    assert not game.check_record(damaged).ok
    for junk in ([], [{"type": "match_start"}], [{}], lines[:1] + [{"type": 7}] + lines[1:]):
        result = game.check_record(junk)  # never raises
        assert isinstance(result.ok, bool)


@pytest.mark.parametrize("game_id", GAMES)
def test_refused_moves_change_nothing(game_id: str) -> None:
    game = game_or_skip(game_id)
    rng = random.Random(3)
    match = game.new_match(3, seats_for(game), fast_options(game))
    table = match.start_hand()
    t = 0.0
    for _ in range(60):
        if table.over:
            break
        seat = rng.choice(sorted(table.to_act()))
        legal = list(table.legal_moves(seat))
        t += 0.3
        for junk in junk_moves(legal[0] if legal else None, rng):
            if isinstance(game.rules.apply(table.state, junk, t), Refused):
                submit_refused(table, junk, t)
        if legal:
            table.submit(rng.choice(legal), t)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_games_bots_finish_a_match_that_replays(game_id: str) -> None:
    game = game_or_skip(game_id)
    levels = [game.levels[-1], *game.levels[:game.seats.default - 1]]
    while len(levels) < game.seats.default:
        levels.append(game.levels[0])
    match = game.new_match(17, seats_for(game), fast_options(game))
    for _ in range(200):
        if match.over:
            break
        table = match.start_hand()
        run_hand(BotScheduler(table, game.make_bots(match, table, levels)))
        assert table.over
    assert match.over and match.winners
    assert game.check_record(match.record).ok


@pytest.mark.parametrize("game_id", GAMES)
def test_the_definition_is_complete(game_id: str) -> None:
    game = game_or_skip(game_id)
    assert game.id == game_id and game.name and game.tagline
    assert game.seats.allows(game.seats.default)
    assert game.levels and len(set(game.all_levels)) == len(game.all_levels)
    for spec in game.options:
        assert spec.check(spec.default) == spec.default and spec.label
    options = defaults(game.options)
    for bad in (game.seats.minimum - 1, game.seats.maximum + 1):
        with pytest.raises(ValueError):
            game.new_match(1, seats_for(game, max(bad, 1)) if bad > 0 else [], options)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_stored_record_is_listed_under_its_game_and_loads_back(game_id: str,
                                                                   tmp_path: Path) -> None:
    game = game_or_skip(game_id)
    playout = play(game, seed=8, seats=game.seats.minimum)
    assert playout.match is not None
    store = MatchStore(tmp_path)
    match_id = new_match_id(datetime(2026, 11, 21, 12, 0, 0), 8)
    store.save_match(match_id, playout.match.record)
    [info], warnings = store.list_matches(game.id)
    assert warnings == [] and info.game == game.id and info.finished and info.hands >= 1
    winners = playout.match.winners
    assert info.winner == (winners[0] if len(winners) == 1 else None)
    assert game.check_record(store.load_match(match_id)).ok
