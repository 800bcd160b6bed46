"""Runs one part of the app in this process and reports its peak memory, for the hostile-files
suite (``test_hostile_*.py``): ``python hostile_run.py TARGET ARGS...``.

Targets: ``app`` / ``replay`` / ``sim`` run those commands' ``main(ARGS)``; ``screens`` opens the
app on the save folder (``DUTCH_BLITZ_HOME``) on a virtual clock, shows the setup and the Replays
screen of every game, tries to watch every listed match, and prints what the player was told
(the window has the saved size when ``HOSTILE_SAVED_SIZE`` is set). The last line on stderr is
``RSS_KB=<peak resident memory of the child that ran it>`` (``TIMEOUT`` before it when it ran
out of time); the exit status is the command's. On Windows the test starts the child itself
(``HOSTILE_CHILD=1``) and reads its peak working set through the process handle.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _screens() -> int:
    from game.ui.app import App
    from game.ui.scenes.replays import ReplaysScene
    from game.ui.scenes.setup import SetupScene

    size = None if os.environ.get("HOSTILE_SAVED_SIZE") else (1024, 700)
    app = App(size, virtual_time=True, sound=False, crash_screen=False)
    told: list[str] = []
    code = app.run(until=lambda app: app.frames >= 3)
    for game in app.playable_games():
        app.chosen_game = game.id
        app.push(SetupScene(app, game.id))
        app.run(until=lambda app: app.frames % 3 == 0)
        app.pop()
        scene = ReplaysScene(app)
        app.push(scene)
        app.run(until=lambda app: app.frames % 3 == 0)
        told.append(f"list {game.id}: {len(scene.matches)} {scene.message}")
        for info in list(scene.matches):
            scene.open(info)
            if app.top is not scene:
                app.run(until=lambda app: app.frames % 10 == 0)
                told.append(f"watched {info.match_id}")
                app.pop()
            else:
                told.append(f"refused {info.match_id}: {scene.message}")
        app.pop()
    told += [f"notice: {notice.text}" for notice in app.notices]
    told.append(f"saving: {app.data.saving}")
    told.append(f"window: {app.size[0]}x{app.size[1]}")
    app.close()
    print("\n".join(told))
    return code


def main(argv: list[str]) -> int:
    target, args = argv[0], argv[1:]
    try:
        if target == "app":
            from game.__main__ import main as run
        elif target == "replay":
            from game.replay import main as run
        elif target == "sim":
            from game.sim import main as run
        elif target == "screens":
            return _screens()
        else:
            raise SystemExit(f"unknown target {target}")
        return run(args)
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 1


def launch(argv: list[str]) -> int:
    """Run ``argv`` in a child of this small process and report the child's peak memory.

    (A process started from a big one, like pytest, inherits its peak figure across ``exec``;
    this launcher is small, so the child's figure is its own.)
    """
    import subprocess

    env = {**os.environ, "HOSTILE_CHILD": "1"}
    with subprocess.Popen([sys.executable, __file__, *argv], env=env) as child:
        try:
            status = child.wait(timeout=float(os.environ.get("HOSTILE_TIMEOUT", "30")))
        except subprocess.TimeoutExpired:
            print("TIMEOUT", file=sys.stderr)
            child.kill()
            child.wait()
            status = 124
        peak = _peak_kb(child)
    print(f"RSS_KB={peak}", file=sys.stderr)
    return status


def _peak_kb(child: object) -> int:
    """The ended child's peak resident memory in KiB (POSIX; on Windows the test reads the
    child's own figure through its handle, with no launcher between)."""
    import resource

    return int(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)


if __name__ == "__main__":
    if os.environ.get("HOSTILE_CHILD"):
        code = main(sys.argv[1:])
        sys.stdout.flush()
        sys.exit(code)
    sys.exit(launch(sys.argv[1:]))
