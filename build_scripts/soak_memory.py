"""Memory over a long simulated play: the resident set size of the real app, minute by minute.

    python build_scripts/soak_memory.py [--minutes 60] [--size 960x600] [--target 75]

Runs the whole app (title services, table scene, renderer, results screens, match records in a
temporary save folder) under SDL's dummy drivers on the app's virtual clock. Seat 0 plays three
moves a second with a simple policy against three Casual bots; matches to ``--target`` points are
played one after another (a lower target makes more of them finish), so anything a finished
match leaves behind shows up as growth. Prints RSS at
every simulated minute and the spread after the first minutes (warm-up: fonts, card images);
exits 1 when the spread exceeds ``--limit`` MB.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.dutch_blitz.bots.policy import SimplePolicy  # noqa: E402
from game.dutch_blitz.ui import blitz_ui  # noqa: E402
from game.dutch_blitz.ui.session import MatchConfig  # noqa: E402
from game.ui.app import App  # noqa: E402

FPS = 60
WARM_UP_MINUTES = 3


def rss_mb() -> float:
    """The resident set size of this process in MB (Linux /proc; else the peak from resource)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def press_on(app: App) -> int:
    """Confirm a results screen once its guard is over; 1 when a match was finished."""
    top = app.top
    if getattr(top, "guarded", True):
        return 0
    again = getattr(top, "again_button", None)
    if again is not None:
        again.click()
        return 1
    following = getattr(top, "next_button", None)
    if following is not None:
        following.click()
    return 0


def soak(minutes: int, size: tuple[int, int], target: int, seed: int) -> list[float]:
    """Play for ``minutes`` simulated minutes; RSS (MB) after each one."""
    with tempfile.TemporaryDirectory() as folder:
        app = App(size, fullscreen=False, virtual_time=True, user_folder=Path(folder),
                  sound=False, crash_screen=False)
        try:
            ui = blitz_ui(app)
            ui.start_match(MatchConfig.quick(("casual",) * 3, seed=seed, target=target))
            policy, rng = SimplePolicy(), random.Random(seed)
            samples: list[float] = []
            matches = 0
            for frame in range(minutes * 60 * FPS):
                app.step()
                if type(app.top).__name__ == "TableScene":
                    session = ui.session
                    if session is not None and not session.hand_over and frame % 20 == 0:
                        move = policy.choose(session.view(), rng)
                        if move is not None:
                            session.submit(move)
                else:
                    matches += press_on(app)
                if (frame + 1) % (60 * FPS) == 0:
                    samples.append(rss_mb())
                    print(f"minute {len(samples):3d}: RSS {samples[-1]:6.1f} MB, "
                          f"{matches} matches finished", flush=True)
            return samples
        finally:
            app.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=int, default=60, help="simulated minutes of play")
    parser.add_argument("--size", default="960x600", help="window size WIDTHxHEIGHT")
    parser.add_argument("--target", type=int, default=75, help="points that end a match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=float, default=10.0, help="allowed spread in MB")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    samples = soak(max(1, args.minutes), (width, height), args.target, args.seed)
    settled = samples[min(WARM_UP_MINUTES, len(samples) - 1):]
    spread = max(settled) - min(settled)
    print(f"RSS after warm-up: {min(settled):.1f} to {max(settled):.1f} MB "
          f"(spread {spread:.1f} MB over {len(settled)} minutes)")
    return 0 if spread <= args.limit else 1


if __name__ == "__main__":
    sys.exit(main())
