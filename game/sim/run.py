"""Carrying out a checked simulator command line: play and report, or benchmark."""

from __future__ import annotations

import json
import time
from typing import IO

from game.bots.headless import HandHang
from game.sim.bench import bench, bench_text
from game.sim.cli import Setup
from game.sim.driver import run_plan
from game.sim.tally import Summary


def play_command(setup: Setup) -> int:
    """Play the matches, append their records, print the summary (JSON or text)."""
    plan, args = setup.plan, setup.args
    summary = Summary(plan.game.id, len(plan.levels), level_order=plan.game.all_levels,
                      figures=setup.extras.figures(args), options=dict(plan.options))
    record: IO[str] | None = None
    if args.record:
        try:
            record = open(args.record, "a", encoding="utf-8")  # noqa: SIM115
        except OSError as error:
            print(f"python -m game.sim: error: cannot write {args.record}: {error.strerror}")
            return 2
    started = time.process_time()
    try:
        run_plan(plan, lambda: setup.extras.match_hooks(args), summary, record)
    except HandHang as hang:
        print(f"python -m game.sim: {hang}")
        return 1
    finally:
        if record is not None:
            record.close()
    summary.cpu_seconds = time.process_time() - started
    result = summary.as_dict()
    if args.json:
        print(json.dumps(result))
    else:
        print("\n".join(summary_text(result) + summary.figures.text()))
    return 0


def bench_command(setup: Setup) -> int:
    """Time every level's decisions; print them readably or as JSON."""
    plan = setup.plan
    report = bench(plan.game, len(plan.levels), plan.options, seed=plan.seed,
                   hands=setup.args.hands or 50, timing=plan.timing)
    print(json.dumps(report) if setup.args.json else "\n".join(bench_text(report)))
    return 0


def _figures(figures: dict[str, object], skip: set[str]) -> str:
    return ", ".join(f"{key} {value}" for key, value in figures.items() if key not in skip)


def summary_text(result: dict[str, object]) -> list[str]:
    """The summary as a few readable lines."""
    lines = [f"{result['game']}: {result['matches']} matches, {result['hands']} hands "
             f"({result['mean_hands_per_match']} a match), "
             f"{result['hands_per_second']} hands per CPU second"]
    per_seat = result["per_seat"]
    assert isinstance(per_seat, list)
    for seat in per_seat:
        extra = _figures(seat, {"seat", "level", "match_wins", "hand_wins"})
        lines.append(f"  seat {seat['seat']} ({seat['level']}): {seat['match_wins']} matches "
                     f"and {seat['hand_wins']} hands won" + (f"; {extra}" if extra else ""))
    per_level = result["per_level"]
    assert isinstance(per_level, dict)
    for level, figures in per_level.items():
        lines.append(f"  {level}: {_figures(figures, set())}")
    return lines
