"""The rules core, the bots, the simulator and storage never import pygame."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"
PURE = ["core", "dutch_blitz/rules", "dutch_blitz/bots", "dutch_blitz/analysis.py", "bots",
        "storage", "sim.py", "clock.py"]


def python_files() -> list[Path]:
    files: list[Path] = []
    for name in PURE:
        path = GAME / name
        if path.is_dir():
            files.extend(sorted(path.rglob("*.py")))
        elif path.exists():
            files.append(path)
    return files


def test_no_pure_module_mentions_pygame_in_an_import():
    offenders = []
    for path in python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            if any(name.split(".")[0] == "pygame" for name in names):
                offenders.append(f"{path.relative_to(GAME.parent)}:{node.lineno}")
    assert not offenders, f"pygame imported in the pure core: {offenders}"
    assert len(python_files()) >= 10


def test_importing_the_core_and_simulator_loads_no_pygame():
    modules = sorted(
        ".".join(p.relative_to(GAME.parent).with_suffix("").parts)
        for p in python_files() if p.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=GAME.parent, check=True)
    assert out.stdout.strip() == "False"
