"""The import graph keeps the layers apart (read from the source, every import anywhere in a file).

- ``game/core`` and every game's ``rules`` import no pygame, no UI and no storage;
- every game's ``bots`` import no pygame and no UI;
- ``game/storage`` imports no game package;
- no game package imports another game's package;
- the shared packages (``game/core``, ``game/bots``, ``game/ui``, ``game/storage``, the
  simulator) and the app's own modules (``game/*.py``: the self-test, the checker, ...) import
  no game package: they reach a game only through the registry, which imports the game's
  definition by name when it is first asked for.
And importing every rules core, bot package and the simulator does not load pygame.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.registry import GAME_MODULES

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
SHARED = ("core", "bots", "ui", "storage", "sim")


def game_packages() -> list[str]:
    """Every game's package name: the registered ones and any folder with a definition."""
    found = {module.split(".")[1] for module in GAME_MODULES.values()}
    found |= {path.parent.name for path in GAME.glob("*/definition.py")} - set(SHARED)
    return sorted(name for name in found if (GAME / name).is_dir())


def files_under(*parts: str) -> list[Path]:
    path = GAME.joinpath(*parts)
    if path.is_dir():
        return sorted(path.rglob("*.py"))
    file = path.with_suffix(".py")
    return [file] if file.exists() else []


def imports_of(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports, with its line (relative imports made absolute)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, module] if module else base)
            found.append((node.lineno, module))
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return found


def offences(files: list[Path], forbidden: list[str]) -> list[str]:
    bad = []
    for path in files:
        for line, module in imports_of(path):
            if any(module == prefix or module.startswith(prefix + ".") for prefix in forbidden):
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    return sorted(set(bad))


def game_prefixes() -> list[str]:
    return [f"game.{name}" for name in game_packages()]


def test_the_games_are_found() -> None:
    assert "dutch_blitz" in game_packages()


def test_the_core_imports_no_pygame_ui_storage_or_game() -> None:
    forbidden = ["pygame", "game.ui", "game.storage", *game_prefixes()]
    assert offences(files_under("core"), forbidden) == []


@pytest.mark.parametrize("name", game_packages())
def test_a_rules_core_imports_no_pygame_ui_or_storage(name: str) -> None:
    forbidden = ["pygame", "game.ui", "game.storage", f"game.{name}.ui"]
    assert offences(files_under(name, "rules"), forbidden) == []


@pytest.mark.parametrize("name", game_packages())
def test_bots_import_no_ui(name: str) -> None:
    forbidden = ["pygame", "game.ui", f"game.{name}.ui"]
    assert offences(files_under(name, "bots"), forbidden) == []


@pytest.mark.parametrize("name", game_packages())
def test_no_game_imports_another_game(name: str) -> None:
    others = [prefix for prefix in game_prefixes() if prefix != f"game.{name}"]
    assert offences(files_under(name), others) == []


def test_storage_imports_no_game_and_no_pygame() -> None:
    forbidden = ["pygame", "game.ui", "game.bots", "game.sim", *game_prefixes()]
    assert offences(files_under("storage"), forbidden) == []


@pytest.mark.parametrize("shared", SHARED)
def test_shared_packages_reach_games_only_through_the_registry(shared: str) -> None:
    assert offences(files_under(shared), game_prefixes()) == []


def test_the_apps_own_modules_reach_games_only_through_the_registry() -> None:
    """``python -m game``, the self-test, the record checker, the clock and the paths."""
    assert offences(sorted(GAME.glob("*.py")), game_prefixes()) == []


def test_importing_rules_bots_and_the_simulator_loads_no_pygame() -> None:
    paths = files_under("core") + files_under("bots") + files_under("sim")
    for name in game_packages():
        paths += files_under(name, "rules") + files_under(name, "bots")
        paths += files_under(name, "definition")
    modules = sorted(".".join(p.relative_to(ROOT).with_suffix("").parts)
                     for p in paths if p.name != "__main__.py")
    assert len(modules) >= 20
    code = ("import importlib, sys\n"
            f"for name in {modules!r}: importlib.import_module(name)\n"
            "print('pygame' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"
