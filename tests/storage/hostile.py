"""Helpers of the hostile-files suite: run a part of the app on a damaged save folder in a
subprocess bounded in time and memory, and build the damaged files (no tests of its own)."""

from __future__ import annotations

import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from child_process import run_child_measured

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).with_name("hostile_run.py")
MAX_RSS_MB = 300
MAX_SECONDS = 30


@dataclass
class Run:
    code: int
    out: str
    err: str
    rss_mb: float

    @property
    def text(self) -> str:
        return self.out + self.err


def run(target: str, *args: str, home: Path | None = None, env: dict[str, str] | None = None,
        timeout: float = MAX_SECONDS, traceback_ok: bool = False) -> Run:
    """``hostile_run.py TARGET ARGS`` with the save folder ``home``; fails the test if it takes
    longer than ``timeout`` seconds or more than ``MAX_RSS_MB`` of memory, or prints a traceback
    (unless ``traceback_ok``: the self-test's report of a failure quotes one on purpose)."""
    environ = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PYTHONPATH": str(ROOT), **(env or {})}
    if home is not None:
        environ["DUTCH_BLITZ_HOME"] = str(home)
    environ["HOSTILE_TIMEOUT"] = str(timeout)
    if sys.platform == "win32":  # the child's own peak is read through its handle
        environ["HOSTILE_CHILD"] = "1"
    else:  # a small launcher, whose child's peak is its own (see hostile_run.py)
        environ.pop("HOSTILE_CHILD", None)
    done, peak_kb = run_child_measured([sys.executable, str(RUNNER), target, *args], cwd=ROOT,
                                       env=environ, timeout=timeout + 10)
    err = done.stderr + (f"RSS_KB={peak_kb}" if sys.platform == "win32" else "")
    found = re.search(r"RSS_KB=(\d+)\s*$", err)
    assert found, f"no memory figure; exit {done.returncode}\n{err[-2000:]}"
    rss = int(found.group(1)) / 1024
    assert rss < MAX_RSS_MB, f"{target} {args} used {rss:.0f} MB"
    err = err[: found.start()]
    assert "TIMEOUT" not in err, f"{target} {args} took more than {timeout} s"
    assert traceback_ok or "Traceback" not in err, err[-3000:]
    return Run(done.returncode, done.stdout, err, rss)


def record_lines(game: str = "dutch_blitz", seed: int = 3) -> list[dict[str, Any]]:
    """One whole simulated match of ``game`` (bots of the first level)."""
    from game.core.registry import get_game
    from game.sim.driver import play_match

    definition = get_game(game)
    match = play_match(definition, seed, [definition.levels[0]] * definition.seats.default, {})
    return [dict(line) for line in match.record]


def write_lines(path: Path, lines: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def match_path(home: Path, n: int) -> Path:
    """The record file of a stored match with a valid id (``n`` makes it distinct)."""
    folder = home / "matches"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"20261121-10{n // 60:02d}{n % 60:02d}-s{n}.jsonl"
