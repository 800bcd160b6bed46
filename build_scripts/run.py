"""One entry point for playing and testing from a source checkout; it does its own setup.

    python3 build_scripts/run.py play   [game options]       (python -m game ...)
    python3 build_scripts/run.py sim    [simulator options]  (python -m game.sim ...)
    python3 build_scripts/run.py test   [pytest options]

The first run makes a virtual environment in ``.venv`` next to ``pyproject.toml`` and installs
the game into it (editable; ``test`` adds the test tools, ``play`` and ``sim`` need only what
playing needs) at the versions pinned in ``build_scripts/constraints.txt``; later runs
reinstall only when ``pyproject.toml`` or the pins have changed. Setup prints only what goes
wrong (no packaging tool's notices). Works the same on
Windows, macOS and Linux.
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / "installed-from.sha256"
CONSTRAINTS = ROOT / "build_scripts" / "constraints.txt"
QUIET_SETUP = {"PYTHONWARNINGS": "ignore", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
"""Setup's environment additions: setuptools' boxed notice about editable installs is a
warning, and the player has nothing to do about it."""
PYTEST_NO_TESTS = 5


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def _stamp(extras: str) -> str:
    pins = CONSTRAINTS.read_bytes()
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + pins + extras.encode()
                          ).hexdigest()


def ensure_environment(extras: str) -> Path:
    """Create ``.venv`` and install the project with ``extras`` unless already up to date.

    An environment installed for the tests also serves for playing (it holds everything)."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this script runs on any python3
        sys.exit(f"Python 3.11 or newer is needed; this is {sys.version.split()[0]}.")
    python = venv_python()
    if not python.exists():
        print("Setting up a virtual environment in .venv (first run only) ...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    enough = {_stamp(extras)} | ({_stamp("test")} if not extras else set())
    if not STAMP.exists() or STAMP.read_text().strip() not in enough:
        what = "the game and the test tools" if extras else "the game (pygame-ce)"
        print(f"Installing {what} into .venv ...", flush=True)
        target = f".[{extras}]" if extras else "."
        env = dict(os.environ, **QUIET_SETUP)
        for command in (["--upgrade", "pip"], ["-c", str(CONSTRAINTS), "-e", target]):
            done = subprocess.run([str(python), "-m", "pip", "install", "--quiet",
                                   "--disable-pip-version-check", *command], cwd=ROOT, env=env)
            if done.returncode != 0:
                sys.exit("Installing failed (see pip's messages above).")
        STAMP.write_text(_stamp(extras))
    return python


def run_forwarding(command: list[str], **kwargs: object) -> int:
    """Run ``command`` and wait for it; a termination signal sent to this script (a CI runner
    stopping it, ``kill``) is passed on, so no pytest or game keeps running without us."""
    child = subprocess.Popen(command, **kwargs)  # type: ignore[call-overload]
    passed_on = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGBREAK")
                 if hasattr(signal, name)]

    def pass_on(number: int, _frame: object) -> None:
        if child.poll() is not None:
            return
        if os.name == "nt":
            child.terminate()
        else:
            child.send_signal(number)

    earlier = {number: signal.signal(number, pass_on) for number in passed_on}
    try:
        while True:
            try:
                return child.wait()
            except KeyboardInterrupt:  # Ctrl-C reaches the child too: wait for it to finish
                continue
    finally:
        for number, handler in earlier.items():
            signal.signal(number, handler)


def no_display(args: list[str]) -> str:
    """Why no window can open here, or "" (a Linux/BSD desktop needs DISPLAY or WAYLAND_DISPLAY).

    Commands that open no window (--help, --version, --self-test) and an explicit
    SDL_VIDEODRIVER (e.g. ``dummy`` with --screenshot) are let through."""
    if os.name == "nt" or sys.platform == "darwin" or os.environ.get("SDL_VIDEODRIVER"):
        return ""
    if {"-h", "--help", "--version", "--self-test"} & set(args):
        return ""
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return ""
    return ("There is no display to open the game's window on (neither DISPLAY nor "
            "WAYLAND_DISPLAY is set).\nRun this from a desktop session, or for a picture "
            "without a window:\n  SDL_VIDEODRIVER=dummy python3 build_scripts/run.py play "
            "--screenshot table.png --after 5")


def play(args: list[str]) -> int:
    reason = no_display(args)
    if reason:
        print(reason, file=sys.stderr)
        return 1
    python = ensure_environment("")
    return run_forwarding([str(python), "-m", "game", *args], cwd=ROOT)


def sim(args: list[str]) -> int:
    python = ensure_environment("")
    return run_forwarding([str(python), "-m", "game.sim", *args], cwd=ROOT)


def test(args: list[str]) -> int:
    python = ensure_environment("test")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    lint = subprocess.run([str(python), "-m", "ruff", "check", "."], cwd=ROOT, env=env)
    if lint.returncode != 0:
        print("ruff found problems (see above).", file=sys.stderr)
        return lint.returncode
    types = subprocess.run([str(python), "-m", "mypy"], cwd=ROOT, env=env)
    if types.returncode != 0:
        print("mypy found problems (see above; its settings are in pyproject.toml).",
              file=sys.stderr)
        return types.returncode
    returncode = run_forwarding([str(python), "-m", "pytest", *args], cwd=ROOT, env=env)
    if returncode == PYTEST_NO_TESTS:
        print("pytest collected no tests: that is a failure here.", file=sys.stderr)
        return 1
    return returncode


COMMANDS = {"play": play, "sim": sim, "test": test}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__, file=sys.stderr)
        return 2
    return COMMANDS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
