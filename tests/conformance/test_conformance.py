"""Every registered game passes the same checks (a game gets them by being in the registry).

Random playouts from many seeds to the end of the match: every listed legal move is accepted
(checked on the untouched state), refused moves change nothing and junk never raises, every card
is in exactly one place, a seat's view is the same whatever the cards it cannot see, the same
seed and moves give the same record whatever the global ``random`` does, records survive a JSON
round trip and the game's own replay check, and the game's bots finish a match. Listed moves are
accepted at the view's own time, and a move the rules accept is listed for its seat. The table
refuses a time that is not one (or runs backwards), answers a non-seat with one clear error, and
once the match is over nobody may act.
"""

from __future__ import annotations

import random
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from conformance.conformance_play import (
    CANDIDATES,
    WAIT,
    fast_options,
    game_or_skip,
    json_round_trip,
    junk_moves,
    moves_like,
    play,
    replay_moves,
    seats_for,
    submit_refused,
    view_at,
)

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.authority import NotASeat
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
        self.recent: list[object] = []
        """Moves listed at earlier checks: tried again later (listed then, maybe not now)."""

    def __call__(self, rules: Any, state: Any, seat: int, t: float, rng: random.Random) -> None:
        view = rules.view(state, seat)
        legal = list(rules.legal_moves(view))
        for move in legal:  # at the view's own time
            outcome = rules.apply(state, move, t)
            assert isinstance(outcome, Applied), f"listed {move!r} at {t} but refused: {outcome}"
        self._accepted_are_listed(rules, state, t, rng)
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

    def _accepted_are_listed(self, rules: Any, state: Any, t: float,
                             rng: random.Random) -> None:
        """A move the rules accept at ``t`` is listed for its seat at ``t``, now and later."""
        for when in (t, t + WAIT):
            listed = {s: list(rules.legal_moves(view_at(rules, state, s, when)))
                      for s in range(self.seats)}
            everyone = [move for moves in listed.values() for move in moves]
            stale = rng.sample(self.recent, min(CANDIDATES, len(self.recent)))
            self.recent = (self.recent + rng.sample(everyone, min(20, len(everyone))))[-400:]
            for move in moves_like(everyone + stale, rng) + stale:
                if isinstance(rules.apply(state, move, when), Applied):
                    seat = getattr(move, "seat", None)
                    assert seat in listed and move in listed[seat], \
                        f"{move!r} is accepted at {when} but not listed for its seat"

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
    junks: list[list[dict[str, Any]]] = [
        [], [{"type": "match_start"}], [{}], lines[:1] + [{"type": 7}] + lines[1:]]
    for junk in junks:
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


BAD_TIMES: tuple[object, ...] = (float("nan"), float("inf"), float("-inf"), 1e300, -1.0, -1e-9,
                                 None, "1.0", True)
NOT_SEATS: tuple[object, ...] = (None, "0", 1.5, -1, True, 99, object())


def _first_acted(game: AnyGame) -> tuple[Any, Any, list[Any]]:
    """A fresh hand of ``game``, and a seat that may act now with its listed moves."""
    match = game.new_match(4, seats_for(game), fast_options(game))
    table = match.start_hand()
    seat = min(table.to_act())
    return match, table, list(table.legal_moves(seat))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_refuses_a_time_that_is_not_one_and_keeps_it_out_of_the_record(
    game_id: str,
) -> None:
    game = game_or_skip(game_id)
    match, table, legal = _first_acted(game)
    lines = len(match.record)
    for bad in BAD_TIMES:
        refusal = submit_refused(table, legal[0], bad)  # type: ignore[arg-type]
        assert "table time" in refusal.text and "\n" not in refusal.text
    assert len(match.record) == lines
    assert isinstance(table.submit(legal[0], 5.0), Applied)
    assert table.last_t == 5.0
    lines = len(match.record)
    seat = min(table.to_act())
    later = list(table.legal_moves(seat))
    if later:  # the move is fine; its time is before the last move's
        refusal = submit_refused(table, later[0], 4.999)
        assert "earlier than the last move" in refusal.text
    assert len(match.record) == lines


@pytest.mark.parametrize("game_id", GAMES)
def test_something_that_is_not_a_seat_gets_one_clear_error(game_id: str) -> None:
    game = game_or_skip(game_id)
    _, table, _ = _first_acted(game)
    for bad in (*NOT_SEATS, game.seats.default):
        for ask in (table.view, table.legal_moves):
            with pytest.raises(NotASeat, match="is not a seat at this table"):
                ask(bad)
    assert table.view(game.seats.default - 1) is not None


@pytest.mark.parametrize("game_id", GAMES)
def test_nobody_may_act_once_the_match_is_over(game_id: str) -> None:
    game = game_or_skip(game_id)
    playout = play(game, seed=21)
    match = playout.match
    assert match is not None and match.over
    table = match.table
    assert table is not None and table.over
    assert table.to_act() == frozenset()
    seats = range(playout.seats)
    assert all(list(table.legal_moves(s)) == [] for s in seats)
    last = max(table.times, default=0.0)
    for move, _ in [pair for hand in playout.moves for pair in hand][-30:]:
        for when in (last, last + WAIT):
            submit_refused(table, move, when)
    with pytest.raises(RuntimeError):
        match.start_hand()
