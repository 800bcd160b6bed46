"""The simulator's benchmark: what a bot's decision costs in CPU time, level by level.

Every agent is wrapped so each of its scheduler steps is timed with the process CPU clock
(other programs on the machine do not count). A decision is every step a seat took since its
last attempt at the table up to the step that made the next one: for a turn bot the thinking
slices summed, for a real-time bot its looks at the table and the move. The longest single
step is reported too: it is what one frame of the app would wait for. The cyclic garbage
collector is paused while measuring, as its pauses depend on the whole process, not the bots.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from game.core.definition import AnyGame, BotAgent
from game.core.options import OptionValue
from game.sim.driver import play_match
from game.sim.hooks import HandStats

cpu_ns = time.perf_counter_ns if sys.platform == "win32" else time.process_time_ns
"""The clock one decision is timed with: this process's CPU time, except on Windows, whose
process clock moves in 15.6 ms ticks (a decision would read 0); there the wall clock, which on
an otherwise idle machine is close to it."""


@dataclass
class Costs:
    """CPU nanoseconds of every decision and every step of one level's agents."""

    decisions: list[int] = field(default_factory=list)
    steps: list[int] = field(default_factory=list)


class TimedAgent:
    """An agent that times its own steps; otherwise it is the agent it wraps."""

    def __init__(self, agent: BotAgent, costs: Costs) -> None:
        self.agent = agent
        self.seat = agent.seat
        self.level = agent.level
        self.costs = costs
        self._pending = 0
        self.due_on_own_steps = bool(getattr(agent, "due_on_own_steps", False))
        """The wrapped agent's promise (its due time changes only when it is stepped) holds."""

    @property
    def thinking(self) -> bool:
        return bool(getattr(self.agent, "thinking", False))

    def due(self) -> float | None:
        return self.agent.due()

    def step(self, t: float) -> Sequence[Any]:
        started = cpu_ns()
        attempts = self.agent.step(t)
        spent = cpu_ns() - started
        self.costs.steps.append(spent)
        self._pending += spent
        if attempts:
            self.costs.decisions.append(self._pending)
            self._pending = 0
        return attempts


def percentile(values: Sequence[int], q: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0


def _us(nanoseconds: int) -> float:
    return round(nanoseconds / 1000, 1)


YOUNG_THRESHOLD = 20_000
"""Container allocations between two runs of the cyclic collector's youngest generation while
the simulator plays (CPython's default is 700). Almost everything a hand makes is freed by
reference counting; run every 700 allocations, the collector walks the growing match record
again and again: about 3 % of a four-seat Skilled hand's work in a fresh process (counted in
instructions), up to a fifth of its CPU time in a process that has already played a run."""


@contextmanager
def collector_relaxed(young: int = YOUNG_THRESHOLD) -> Iterator[None]:
    """The cyclic collector runs less often (every ``young`` allocations) inside the block."""
    before = gc.get_threshold()
    gc.set_threshold(max(young, before[0]), *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)


@contextmanager
def collector_paused() -> Iterator[None]:
    collecting = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def bench_level(game: AnyGame, level: str, seats: int,
                options: Mapping[str, OptionValue], *, seed: int, hands: int,
                timing: str | None = None, repeats: int = 1) -> dict[str, object]:
    """Play whole matches of ``seats`` bots of ``level`` until ``hands`` hands; their costs.

    With ``repeats`` the same matches are played that many times (they are the same from the
    same seeds) and each decision and step counts at its least: what it costs once nothing else
    on the machine gets in its way (its caches, a preempted core), which a CPU clock alone does
    not filter out. Hands per CPU second are those of the quickest run."""
    runs = [_timed_run(game, level, seats, options, seed, hands, timing)
            for _ in range(max(1, repeats))]
    costs, number, played, cpu = runs[0]
    alike = all(len(run[0].decisions) == len(costs.decisions)
                and len(run[0].steps) == len(costs.steps) for run in runs)
    if alike:  # else (a game whose bots are not the same from a seed) the first run's
        costs = Costs(_least([run[0].decisions for run in runs]),
                      _least([run[0].steps for run in runs]))
    cpu = min(run[3] for run in runs)
    return {
        "matches": number,
        "hands": played,
        "decisions": len(costs.decisions),
        "p50_us": _us(percentile(costs.decisions, 0.50)),
        "p99_us": _us(percentile(costs.decisions, 0.99)),
        "max_us": _us(max(costs.decisions, default=0)),
        "step_p99_us": _us(percentile(costs.steps, 0.99)),
        "step_max_us": _us(max(costs.steps, default=0)),
        "hands_per_second": round(played / cpu, 1) if cpu > 0 else None,
        "repeats": len(runs),
    }


def _least(runs: list[list[int]]) -> list[int]:
    """Item by item, the least over runs of the same length."""
    return [min(each) for each in zip(*runs, strict=True)]


def _timed_run(game: AnyGame, level: str, seats: int, options: Mapping[str, OptionValue],
               seed: int, hands: int, timing: str | None) -> tuple[Costs, int, int, float]:
    """One run of ``bench_level``: its costs, matches, hands and CPU seconds."""
    costs = Costs()
    played: list[HandStats] = []

    def wrap(agents: list[BotAgent]) -> list[BotAgent]:
        return [TimedAgent(agent, costs) for agent in agents]

    number = 0
    started = cpu_ns()
    while len(played) < hands:
        play_match(game, seed + number, [level] * seats, options, timing=timing,
                   on_hand=played.append, wrap=wrap)
        number += 1
        gc.collect()  # the finished match's cycles, outside the timed decisions
    return costs, number, len(played), (cpu_ns() - started) / 1e9


def bench(game: AnyGame, seats: int, options: Mapping[str, OptionValue], *,
          seed: int = 1, hands: int = 50, timing: str | None = None,
          repeats: int = 1) -> dict[str, object]:
    """Decision cost and hands per CPU second for every level and baseline of ``game``."""
    with collector_paused():
        per_level = {level: bench_level(game, level, seats, options, seed=seed, hands=hands,
                                        timing=timing, repeats=repeats)
                     for level in game.all_levels}
    return {"game": game.id, "seats": seats, "options": dict(options), "per_level": per_level}


def bench_text(report: Mapping[str, Any]) -> list[str]:
    """The benchmark as one readable line per level."""
    lines = [f"{report['game']}, {report['seats']} seats: CPU time per decision"]
    for level, f in report["per_level"].items():
        lines.append(
            f"  {level:9} p50 {f['p50_us']:9.1f} us  p99 {f['p99_us']:9.1f} us  "
            f"max {f['max_us']:9.1f} us  longest step {f['step_max_us']:9.1f} us  "
            f"{f['hands_per_second']} hands per CPU second ({f['decisions']} decisions)")
    return lines
