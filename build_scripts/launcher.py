"""Entry point of the frozen game (what PyInstaller runs): the same as ``python -m game``.

Until the game's own entry point exists, ``--self-test`` is answered here directly, so a build
can always be checked.
"""

from __future__ import annotations

import sys


def run() -> int:
    try:
        from game.__main__ import main
    except ModuleNotFoundError as exc:
        if exc.name != "game.__main__":
            raise
        if "--self-test" in sys.argv[1:]:
            from game.selftest import run_self_test

            return run_self_test()
        print("This build has no game entry point (game/__main__.py).", file=sys.stderr)
        return 2
    result = main()
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(run())
