"""Building Dutch tables by hand for the scenario tests, and playing bot matches quickly."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from dutch_referee import referee

from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.outcome import Applied, Refused
from game.core.seats import SeatSpec
from game.dutch.definition import GAME
from game.dutch.rules.core import DUTCH_RULES
from game.dutch.rules.match import Match
from game.dutch.rules.state import DutchState, Settings, from_deal

R = DUTCH_RULES


def table(layouts: Sequence[Sequence[str | None]], stock: Sequence[str], *,
          discard: tuple[str, ...] = (), turn: int = 0, settings: Settings | None = None,
          **fields: Any) -> DutchState:
    """A round with these layouts and stock (bottom..top); start peeks done; ``fields`` set the
    rest (phase, window, caller, draws, ...)."""
    state = from_deal(len(layouts), 1, turn, tuple(tuple(x) for x in layouts), tuple(stock),
                      settings or Settings(), "test")
    return replace(state, discard=discard, **fields)


def ok(state: DutchState, move: object, t: float = 0.0) -> tuple[DutchState, list[Any]]:
    out = R.apply(state, move, t)
    assert isinstance(out, Applied), getattr(out, "text", out)
    return out.state, list(out.events)


def no(state: DutchState, move: object, t: float = 0.0) -> str:
    out = R.apply(state, move, t)
    assert isinstance(out, Refused), f"{move} was accepted"
    return out.text


def play_match(seed: int, levels: list[str], options: dict[str, Any] | None = None) -> Match:
    match = GAME.new_match(seed, [SeatSpec(f"Bot {i}", "bot", lv) for i, lv in enumerate(levels)],
                           options or {})
    while not match.over:
        tbl = match.start_hand()
        run_hand(BotScheduler(tbl, GAME.make_bots(match, tbl, levels)))
    assert isinstance(match, Match)
    return match


def referee_run(matches: int, first_seed: int = 0) -> tuple[int, list[str]]:
    """Simulated matches of 2-6 seats, every level and random options, each checked by
    ``check_record`` and by the independent referee: (matches, problems)."""
    import random as _random

    levels = ["beginner", "casual", "skilled", "expert", "master", "greedy"]
    problems: list[str] = []
    for seed in range(first_seed, first_seed + matches):
        rng = _random.Random(f"referee-run:{seed}")
        seats = 2 + seed % 5
        options = {"rounds": rng.randint(1, 3), "snap_window": rng.choice([1.0, 2.0, 3.0, 4.0]),
                   "cabo_powers": rng.random() < 0.5,
                   "emptied_off_turn_minus_10": rng.random() < 0.5}
        match = play_match(seed, [rng.choice(levels) for _ in range(seats)], options)
        verdict = GAME.check_record(match.record)
        if not verdict.ok:
            problems.append(f"seed {seed}: check_record: {verdict.problem}")
        foul = referee(match.record)
        if foul is not None:
            problems.append(f"seed {seed}: referee: {foul}")
    return matches, problems


if __name__ == "__main__":  # python tests/dutch/dutch_play.py MATCHES
    count, found = referee_run(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
    print(f"{count} matches checked by both checkers, {len(found)} problems")
    for problem in found[:20]:
        print(problem)
