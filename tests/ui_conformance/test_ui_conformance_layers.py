"""A game's table has no hidden import cycle: the host's table scene imports no game, and a
game's Board and results screens never import the game's UI module back (not even inside a
function); the screens around the table call back through the flow they are given."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HOSTED = ("auction", "dutch", "dutch_blitz", "thirty_one")


def runtime_imports(path: Path) -> set[str]:
    """Every module ``path`` imports when it runs (imports under TYPE_CHECKING left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for n in ast.walk(node)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


def reachable(package: str, start: str) -> set[str]:
    """The modules of ``package`` that ``start`` reaches through runtime imports."""
    folder = ROOT / package.replace(".", "/")
    seen: set[str] = set()
    todo = [start]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = folder / f"{name}.py"
        if path.exists():
            todo += [m.removeprefix(package + ".") for m in runtime_imports(path)
                     if m.startswith(package + ".")]
    return seen


def test_the_host_imports_no_game() -> None:
    for path in (ROOT / "game/ui/table").glob("*.py"):
        games = [m for m in runtime_imports(path) if m.startswith("game.")
                 and m.split(".")[1] not in ("ui", "core", "bots", "storage", "clock", "i18n")]
        assert games == [], f"{path.name} imports {games}"


@pytest.mark.parametrize("game_id", HOSTED)
@pytest.mark.parametrize("start", ["board", "results"])
def test_the_board_and_results_never_import_the_game_ui(game_id: str, start: str) -> None:
    package = f"game.{game_id}.ui"
    assert "game_ui" not in reachable(package, start) - {"__init__"}
