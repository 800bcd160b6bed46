"""The shared UI knows no game: game/ui imports no game package (games are reached through the
registry and the game's ``ui_module``, imported lazily), and a game's UI imports no other game."""

from __future__ import annotations

import ast
from pathlib import Path

from game.core.registry import game_ids

ROOT = Path(__file__).resolve().parents[2]
GAME_DIR = ROOT / "game"


def game_packages() -> set[str]:
    """Every game folder (registered, or a folder with a rules core) as a dotted package name."""
    folders = {path.parent.parent.name for path in GAME_DIR.glob("*/rules/__init__.py")}
    return {f"game.{name}" for name in folders | set(game_ids())}


def imports_of(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
    return found


def offending(path: Path, forbidden: set[str]) -> list[str]:
    return [name for name in imports_of(path)
            if any(name == pkg or name.startswith(pkg + ".") for pkg in forbidden)]


def test_there_are_games_to_check() -> None:
    assert "game.dutch_blitz" in game_packages() and len(game_packages()) >= 2


def test_shared_ui_imports_no_game_package() -> None:
    games = game_packages()
    problems = {str(path.relative_to(ROOT)): bad
                for path in sorted((GAME_DIR / "ui").rglob("*.py"))
                if (bad := offending(path, games))}
    assert problems == {}


def test_a_games_ui_imports_no_other_game() -> None:
    games = game_packages()
    problems: dict[str, list[str]] = {}
    for ui_dir in sorted(GAME_DIR.glob("*/ui")):
        own = f"game.{ui_dir.parent.name}"
        for path in sorted(ui_dir.rglob("*.py")):
            bad = offending(path, games - {own})
            if bad:
                problems[str(path.relative_to(ROOT))] = bad
    assert problems == {}


def test_the_app_entry_point_reaches_games_through_the_registry() -> None:
    games = game_packages()
    assert offending(GAME_DIR / "__main__.py", games) == []
