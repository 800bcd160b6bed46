"""Carrying out a checked simulator command line: play and report, or benchmark."""

from __future__ import annotations

import json
import os
import stat
import sys
import time

from game.bots.headless import HandHang
from game.sim.bench import bench, bench_text, collector_relaxed, cpu_ns
from game.sim.cli import Setup
from game.sim.driver import run_plan
from game.sim.tally import Summary

MAX_LINE_BYTES = 1 << 20
"""No record line is longer (as the record checker reads them)."""


def play_command(setup: Setup) -> int:
    """Play the matches, append their records, print the summary (JSON or text)."""
    plan, args = setup.plan, setup.args
    summary = Summary(plan.game.id, len(plan.levels), level_order=plan.game.all_levels,
                      figures=setup.extras.figures(args), options=dict(plan.options))
    record: RecordFile | None = None
    if args.record is not None:
        try:
            record = RecordFile(args.record)
        except OSError as error:
            print(f"python -m game.sim: error: cannot write {args.record}: "
                  f"{error.strerror or error}", file=sys.stderr)
            return 2
    started = cpu_ns()
    try:
        with collector_relaxed():
            run_plan(plan, lambda: setup.extras.match_hooks(args), summary, record,
                     on_match=Progress(plan.matches, plan.hands, summary))
    except HandHang as hang:
        print(f"python -m game.sim: {hang}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"python -m game.sim: error: cannot write {args.record}: "
              f"{error.strerror or error}", file=sys.stderr)
        return 1
    finally:
        if record is not None:
            record.close()
    summary.cpu_seconds = (cpu_ns() - started) / 1e9
    result = summary.as_dict()
    if args.json:
        print(json.dumps(result))
    else:
        print("\n".join(summary_text(result) + summary.figures.text()))
    return 0


class PartialLine(OSError):
    """The ``--record`` file ends in a line cut short: nothing is appended to it."""


class RecordFile:
    """The ``--record`` file, appended to in whole lines only.

    Each match goes in with one ``write`` on a file opened for appending, so a run that is
    killed leaves whole matches. What the file holds is never cut: a last line without its
    newline that is whole JSON gets its newline; one that is not (a run killed mid-line) makes
    the file refused, unchanged (``PartialLine``). Only a regular file (or a new one) is
    accepted.
    """

    def __init__(self, path: str) -> None:
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
        self.fd = os.open(path, flags, 0o644)
        try:
            info = os.fstat(self.fd)
            if not stat.S_ISREG(info.st_mode):
                raise OSError(0, "not a regular file")
            self._end_whole_line(path, info.st_size)
        except BaseException:
            os.close(self.fd)
            raise

    def _end_whole_line(self, path: str, size: int) -> None:
        if size == 0:
            return
        with open(path, "rb") as handle:
            back = min(size, MAX_LINE_BYTES + 1)
            handle.seek(size - back)
            tail = handle.read(back)
        if tail.endswith(b"\n"):
            return
        last = tail[tail.rfind(b"\n") + 1:]
        try:
            whole = isinstance(json.loads(last), dict) and len(last) <= MAX_LINE_BYTES
        except (ValueError, RecursionError):
            whole = False
        if not whole:
            raise PartialLine(0, "it ends in a partial line (it was left unchanged)")
        self.write("\n")

    def write(self, text: str) -> int:
        data = memoryview(text.encode("utf-8"))
        while data:
            data = data[os.write(self.fd, data):]
        return len(text)

    def close(self) -> None:
        os.close(self.fd)


class Progress:
    """Progress on stderr of a long run, every ``EVERY_S`` seconds of CPU time."""

    EVERY_S = 10.0

    def __init__(self, matches: int, hands: int | None, summary: Summary) -> None:
        self.goal = f"{hands} hands" if hands else f"{matches} matches"
        self.summary = summary
        self.last = time.process_time()

    def __call__(self, number: int) -> None:
        now = time.process_time()
        if now - self.last >= self.EVERY_S:
            self.last = now
            print(f"python -m game.sim: {number} matches, {self.summary.hands} hands played "
                  f"(of {self.goal})", file=sys.stderr, flush=True)


def bench_command(setup: Setup) -> int:
    """Time every level's decisions; print them readably or as JSON."""
    plan = setup.plan
    report = bench(plan.game, len(plan.levels), plan.options, seed=plan.seed,
                   hands=setup.args.hands or 50, timing=plan.timing, repeats=setup.args.repeats)
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
