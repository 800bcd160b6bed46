"""How much faster this tree plays Dutch Blitz bot hands than an older commit, in one run.

    python build_scripts/bench_ratio.py --base REV [--level skilled] [--seats 4]
                                        [--matches 12] [--repeats 3] [--json]

Checks ``REV`` out into a temporary worktree and starts one worker process on each tree. The
two play the same whole matches (seeds 1 to ``--matches``) in turn, match by match, each match
``--repeats`` times, and report the CPU time of each (``time.process_time``, so other programs
do not count). Running them in alternation puts both under the same load on a shared machine;
the least CPU of a match's repeats is what the match costs once nothing else gets in the way.
The ratio is the older tree's CPU per hand over this tree's, from those least figures (the
plain means are printed too). Both trees use the same Python. Exits 2 on a bad argument or a
commit that cannot be checked out.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parent.parent

WORKER = """
import sys, time
sys.path.insert(0, ".")
from game.core.registry import get_game
from game.sim.driver import play_match
try:
    from game.sim.bench import collector_relaxed
except ImportError:  # an older tree: the collector as that tree's simulator ran it
    collector_relaxed = None
if collector_relaxed is not None:
    collector_relaxed().__enter__()
level, seats = sys.argv[1], int(sys.argv[2])
game = get_game("dutch_blitz")
options = {"target_score": 75, "move_post_stack": False}
play_match(game, 10_000, [level] * seats, options)  # warm up: imports, caches
for line in sys.stdin:
    played = []
    started = time.process_time()
    play_match(game, int(line), [level] * seats, options, on_hand=played.append)
    print(time.process_time() - started, len(played), flush=True)
"""


class Worker:
    """One tree's worker process: plays the match of each seed it is sent."""

    def __init__(self, tree: Path, level: str, seats: int) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", WORKER, level, str(seats)], cwd=tree, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def play(self, seed: int) -> tuple[float, int]:
        """CPU seconds and hands of the match of ``seed``."""
        stdin, stdout = self._pipes()
        stdin.write(f"{seed}\n")
        stdin.flush()
        reply = stdout.readline().split()
        if len(reply) != 2:
            raise RuntimeError("a worker stopped (see its error above)")
        return float(reply[0]), int(reply[1])

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        assert self.process.stdin is not None and self.process.stdout is not None
        return self.process.stdin, self.process.stdout

    def close(self) -> None:
        self._pipes()[0].close()
        self.process.wait()


def compare(base: Worker, new: Worker, matches: int, repeats: int) -> dict[str, Any]:
    """Play every match on both, alternating which goes first; the CPU per hand of each."""
    least = {"base": 0.0, "new": 0.0}
    total = {"base": 0.0, "new": 0.0}
    hands = {"base": 0, "new": 0}
    for seed in range(1, matches + 1):
        runs: dict[str, list[float]] = {"base": [], "new": []}
        for repeat in range(repeats):
            order = [("base", base), ("new", new)]
            for name, worker in order if (seed + repeat) % 2 else order[::-1]:
                cpu, count = worker.play(seed)
                runs[name].append(cpu)
                total[name] += cpu
                if repeat == 0:
                    hands[name] += count
        for name in runs:
            least[name] += min(runs[name])
    if hands["base"] != hands["new"]:
        print("note: the trees play different hands from the same seeds", file=sys.stderr)
    per_hand = {name: 1000 * least[name] / max(1, hands[name]) for name in least}
    mean = {name: 1000 * total[name] / max(1, hands[name] * repeats) for name in total}
    return {
        "hands": hands["new"], "base_hands": hands["base"],
        "base_ms_per_hand": round(per_hand["base"], 3),
        "new_ms_per_hand": round(per_hand["new"], 3),
        "ratio": round(per_hand["base"] / per_hand["new"], 2),
        "mean_ratio": round(mean["base"] / mean["new"], 2),
    }


def parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="build_scripts/bench_ratio.py", description=__doc__)
    parser.add_argument("--base", required=True, help="the older commit to compare with")
    parser.add_argument("--level", default="skilled",
                        choices=["beginner", "casual", "skilled", "expert", "master"])
    parser.add_argument("--seats", type=int, default=4, choices=[2, 3, 4])
    parser.add_argument("--matches", type=int, default=12)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.matches < 1 or args.repeats < 1:
        parser.error("--matches and --repeats must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    if str(ROOT / "build_scripts") not in sys.path:  # run as a module by the tests
        sys.path.insert(0, str(ROOT / "build_scripts"))
    from older_tree import older_tree

    with older_tree(args.base, "bench_ratio") as tree:
        if tree is None:
            return 2
        base, new = Worker(tree, args.level, args.seats), Worker(ROOT, args.level, args.seats)
        try:
            figures = compare(base, new, args.matches, args.repeats)
        finally:
            base.close()
            new.close()
    figures.update(base=args.base, level=args.level, seats=args.seats)
    if args.json:
        print(json.dumps(figures))
    else:
        print(f"{args.level}, {args.seats} seats, {figures['hands']} hands: {args.base} "
              f"{figures['base_ms_per_hand']} ms of CPU per hand, this tree "
              f"{figures['new_ms_per_hand']} ms: {figures['ratio']}x "
              f"(means {figures['mean_ratio']}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
