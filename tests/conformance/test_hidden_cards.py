"""A bot's decision never changes with the cards its seat may not see, for every registered game
and every level and scripted baseline ``--levels`` accepts.

Seeded random playouts of each game stop at a few decision points. At each one the game's own
``sample_hidden`` re-deals what the seat to act cannot see (Blitz (31): the rivals' unseen cards
and the draw pile; Dutch: every face-down card the seat has not seen, the stock and a drawn card
it was not shown; Dutch Blitz: each seat's cards under its Blitz and Wood tops and its hand;
Dutch Auction: the state rebuilt from the seat's view, with the auction deck, the rival's
unseen cards and the order of both seats' draw piles dealt afresh), the game's view function
must show that seat the same table in both states, and then a fresh bot of the level (same
match seed, same seat, same hand) is set at each table with the clock where it was. The first
move each bot puts to the table, and when, must be the same (or both must wait).

Every seat of every game has cards it cannot see at every point checked (each re-deal must
change the state), so no role is left out. A fresh bot remembers nothing from earlier in the
hand, so the second check lets bots of the level play hands from the deal and, at points along
the way, copies the bot to act (its memory of peeks, swaps and discards with it) onto the true
table and onto the re-dealt one: again the first move must be the same.
"""

from __future__ import annotations

import copy as copylib
import dataclasses
import random
import zlib
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from conformance.conformance_play import fast_options, game_or_skip, play, seats_for

from game.bots.scheduler import BotScheduler
from game.bots.turn import Attempt, TurnAgent
from game.core.authority import Table
from game.core.definition import AnyGame, BotAgent
from game.core.registry import GAME_MODULES
from game.sim.hooks import extras_of

POINTS = 40
"""Decision points per game (each one asked of every level)."""
CANDIDATES = 400
"""States looked at in the playout; the points are spread evenly over them."""
SEED = 27
MAX_STEPS = 20_000
"""Scheduler steps a bot may take (thinking slices, waits) before its first move: a guard
against a bot that never moves (a Master of Blitz (31) thinks in slices of about 0.3 ms, so a
long think is a few thousand of them)."""


@dataclass(frozen=True)
class Point:
    """One decision point: the true state, the seat to act, the table's last time, and the
    same table with everything that seat cannot see re-dealt."""

    state: Any
    seat: int
    t: float
    redealt: Any


class _Enough(Exception):
    """Enough decision points were collected; the playout stops here."""


@cache
def decision_points(game_id: str) -> tuple[Point, ...]:
    """``POINTS`` states spread over seeded random playouts (their first ``CANDIDATES`` states
    where a seat may move), each with a re-deal of what that seat cannot see."""
    game = game_or_skip(game_id)
    found: list[Point] = []

    def collect(rules: Any, state: Any, seat: int, t: float, rng: random.Random) -> None:
        if not list(rules.legal_moves(rules.view(state, seat))):
            return
        redealt = rules.sample_hidden(state, seat, random.Random(f"redeal:{len(found)}"))
        assert rules.view(redealt, seat) == rules.view(state, seat), \
            f"{game_id}: the re-deal changed what seat {seat} sees"
        found.append(Point(state, seat, t, redealt))
        if len(found) == CANDIDATES:
            raise _Enough

    try:
        for seed in range(SEED, SEED + 40):  # a short match may not give enough on its own
            play(game, seed, check=collect, deep_every=3)
    except _Enough:
        pass
    assert len(found) >= POINTS, f"{game_id}: only {len(found)} decision points"
    points = tuple(found[i * len(found) // POINTS] for i in range(POINTS))
    assert all(point.redealt != point.state for point in points), \
        f"{game_id}: a re-deal changed nothing hidden"
    return points


def first_move(game: AnyGame, level: str, state: Any, seat: int,
               t: float) -> tuple[object, float] | None:
    """The first move a fresh bot of ``level`` in ``seat`` puts to a table in ``state`` whose
    clock stands at ``t``, and when; None if it waits for good."""
    match = game.new_match(SEED, seats_for(game), fast_options(game))
    table: Table[Any, Any, Any, Any] = Table(game.rules, state, hand=1,
                                             seats=len(seats_for(game)))
    table.last_t = t
    levels: list[str | None] = [None] * len(seats_for(game))
    levels[seat] = level
    return first_attempt(BotScheduler(table, game.make_bots(match, table, levels)), t)


def first_attempt(scheduler: BotScheduler, now: float) -> tuple[object, float] | None:
    """The first move the scheduler's bots put to its table from ``now``, and when; None if
    they wait for good."""
    for _ in range(MAX_STEPS):
        due = scheduler.next_due()
        if due is None:
            return None
        now = max(now, due)
        attempts = scheduler.run_due(now)
        if attempts:
            return attempts[0].move, round(attempts[0].t, 6)
    raise AssertionError(f"no move after {MAX_STEPS} steps")


def accepted_levels(game: AnyGame) -> tuple[str, ...]:
    """Every name the simulator's ``--levels`` accepts for ``game``: its levels, its baselines
    and any scripted seat its simulator module adds."""
    return tuple(dict.fromkeys(game.all_levels + extras_of(game).level_names))


CASES = [(game_id, level) for game_id in sorted(GAME_MODULES)
         for level in accepted_levels(game_or_skip(game_id))]


@pytest.mark.parametrize(("game_id", "level"), CASES)
def test_a_bots_decision_does_not_change_with_the_cards_it_cannot_see(
    game_id: str, level: str,
) -> None:
    game = game_or_skip(game_id)
    decided = 0
    for number, point in enumerate(decision_points(game_id)):
        true = first_move(game, level, point.state, point.seat, point.t)
        other = first_move(game, level, point.redealt, point.seat, point.t)
        assert true == other, (
            f"{game_id} {level}, point {number} (seat {point.seat} at t={point.t}): "
            f"{true} on the true table but {other} with the hidden cards re-dealt")
        decided += true is not None
    assert decided, f"{game_id} {level}: the bot never moved at any point"


class _Peeking:
    """A bot that picks among its listed moves by the true table, hidden cards and all: the
    kind of bot the check above must catch."""

    def __init__(self, seat: int, table: Table[Any, Any, Any, Any]) -> None:
        self.seat, self.table = seat, table
        self.level: str | None = "peeking"
        self.done = False

    def due(self) -> float | None:
        return None if self.done or self.seat not in self.table.to_act() else self.table.last_t

    def step(self, t: float) -> list[Attempt]:
        self.done = True
        legal = list(self.table.legal_moves(self.seat))
        if not legal:
            return []
        move = legal[zlib.crc32(repr(self.table.state).encode()) % len(legal)]
        return [Attempt(self.seat, t, move, self.table.submit(move, t))]


@pytest.mark.parametrize("game_id", sorted(GAME_MODULES))
def test_the_check_catches_a_bot_that_peeks(game_id: str) -> None:
    game = game_or_skip(game_id)

    def make_bots(match: Any, table: Any, levels: Any, **_: Any) -> list[BotAgent]:
        return [_Peeking(seat, table) for seat, level in enumerate(levels) if level is not None]

    peeking = dataclasses.replace(game, make_bots=make_bots)
    caught = [point for point in decision_points(game_id)
              if first_move(peeking, "peeking", point.state, point.seat, point.t)
              != first_move(peeking, "peeking", point.redealt, point.seat, point.t)]
    assert caught, f"{game_id}: a peeking bot was never caught"


def _copy_onto(agent: Any, table: Table[Any, Any, Any, Any], state: Any,
               now: float) -> tuple[object, float] | None:
    """The first move a copy of ``agent`` (its memory of the hand so far and all) puts to a
    copy of ``table`` holding ``state``, with the clock at ``now``; None if it waits for good."""
    copy_table: Table[Any, Any, Any, Any] = Table(table.rules, state, hand=table.hand,
                                                  seats=table.seats)
    copy_table.version, copy_table.last_t = table.version + 1, table.last_t  # a version the
    # bot has not seen: it thinks again from this table rather than act on an earlier decision
    copied = copylib.deepcopy(agent, {id(table): copy_table})
    assert copied.table is copy_table, "the copy still plays at the true table"
    return first_attempt(BotScheduler(copy_table, [copied]), now)


def _fresh(agent: Any) -> bool:
    """The agent has no think under way (a running generator cannot be copied) and no move
    planned already (Dutch Blitz: a plan in hand is acted on, not made again)."""
    return not getattr(agent, "thinking", False) and \
        getattr(getattr(agent, "bot", None), "plan", None) is None


MEMORY_POINTS = 12
"""Points per level in hands the bots play from the deal, so each remembers what it saw."""


@pytest.mark.parametrize(("game_id", "level"), CASES)
def test_a_bot_that_played_the_hand_so_far_decides_the_same_after_a_redeal(
    game_id: str, level: str,
) -> None:
    check_played_hands(game_id, level)


def check_played_hands(game_id: str, level: str) -> None:
    """``MEMORY_POINTS`` points of hands bots of ``level`` play from the deal, each checked."""
    game = game_or_skip(game_id)
    rules, count = game.rules, len(seats_for(game))
    checked = moved = 0
    for seed in range(SEED, SEED + 10):
        match = game.new_match(seed, seats_for(game), fast_options(game))
        table = match.start_hand()
        scheduler = BotScheduler(table, game.make_bots(match, table, [level] * count))
        agents = {agent.seat: agent for agent in scheduler.agents}
        rng, now, seen = random.Random(f"memory:{seed}"), 0.0, -1
        for _ in range(20_000):
            due = scheduler.next_due()
            if due is None or checked == MEMORY_POINTS:
                break
            now = max(now, due)
            ready = [seat for seat in sorted(table.to_act()) if _fresh(agents[seat])]
            if table.version != seen and table.version % 5 == 3 and ready:
                seen = table.version
                seat = rng.choice(ready)
                redealt = rules.sample_hidden(table.state, seat, rng)
                assert rules.view(redealt, seat) == rules.view(table.state, seat)
                true = _copy_onto(agents[seat], table, table.state, now)
                other = _copy_onto(agents[seat], table, redealt, now)
                assert true == other, (
                    f"{game_id} {level}, seed {seed} move {table.version} (seat {seat}): "
                    f"{true} on the true table but {other} with the hidden cards re-dealt")
                assert table.version == seen, "a copy moved at the true table"
                checked += 1
                moved += true is not None
            scheduler.run_due(now)
        if checked == MEMORY_POINTS:
            break
    assert checked == MEMORY_POINTS and moved, f"{game_id} {level}: too few points checked"


@pytest.mark.parametrize(("game_id", "level"), [("thirty_one", "beginner"), ("auction", "casual")])
def test_the_memory_check_catches_a_bot_that_peeks(game_id: str, level: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    think = TurnAgent._restart

    def peeking(agent: TurnAgent[Any]) -> None:  # its dice depend on the true table
        agent.rng = random.Random(zlib.crc32(repr(agent.table.state).encode()))
        think(agent)

    monkeypatch.setattr(TurnAgent, "_restart", peeking)
    with pytest.raises(AssertionError, match="with the hidden cards re-dealt"):
        check_played_hands(game_id, level)
