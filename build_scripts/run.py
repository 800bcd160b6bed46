"""One entry point for playing and testing from a source checkout; it does its own setup.

    python3 build_scripts/run.py play   [game options]
    python3 build_scripts/run.py test   [pytest options]

The first run makes a virtual environment in ``.venv`` next to ``pyproject.toml`` and installs
the game into it (editable, with the test tools); later runs reinstall only when
``pyproject.toml`` has changed. Works the same on Windows, macOS and Linux.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / "installed-from.sha256"
PYTEST_NO_TESTS = 5


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def ensure_environment(extras: str) -> Path:
    """Create ``.venv`` and install the project with ``extras`` unless already up to date."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this script runs on any python3
        sys.exit(f"Python 3.11 or newer is needed; this is {sys.version.split()[0]}.")
    python = venv_python()
    if not python.exists():
        print("Setting up a virtual environment in .venv (first run only) ...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    wanted = hashlib.sha256(
        (ROOT / "pyproject.toml").read_bytes() + extras.encode()
    ).hexdigest()
    if not STAMP.exists() or STAMP.read_text().strip() != wanted:
        print("Installing the game and its dependencies into .venv ...", flush=True)
        quiet = ["--quiet"] if os.environ.get("CI") else []
        subprocess.run(
            [str(python), "-m", "pip", "install", *quiet, "--upgrade", "pip"], check=True
        )
        subprocess.run(
            [str(python), "-m", "pip", "install", *quiet, "-e", f".[{extras}]"],
            cwd=ROOT, check=True,
        )
        STAMP.write_text(wanted)
    return python


def play(args: list[str]) -> int:
    python = ensure_environment("test")
    return subprocess.run([str(python), "-m", "game", *args], cwd=ROOT).returncode


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
    result = subprocess.run([str(python), "-m", "pytest", *args], cwd=ROOT, env=env)
    if result.returncode == PYTEST_NO_TESTS:
        print("pytest collected no tests: that is a failure here.", file=sys.stderr)
        return 1
    return result.returncode


COMMANDS = {"play": play, "test": test}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in COMMANDS:
        print(__doc__, file=sys.stderr)
        return 2
    return COMMANDS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
