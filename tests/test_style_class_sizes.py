"""The house style's class limit, kept by a test: no class in the game over 400 lines counting
the project classes it is built on (its mixins and bases in ``game``), so a class cannot hide
its size in a chain of mixins.

Every module of ``game`` is imported (windowless: SDL's dummy drivers) and every class it
defines is measured as the lines of its own source (decorators included) plus those of each
``game`` class in its method resolution order.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
import pkgutil
from functools import cache
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import game  # noqa: E402

MAX_CLASS_LINES = 400

def game_modules() -> list[str]:
    """Every module of the ``game`` package except the command-line entry points."""
    found = pkgutil.walk_packages(game.__path__, prefix="game.")
    return sorted(info.name for info in found if not info.name.endswith("__main__"))


@cache
def own_lines(path: str) -> dict[str, int]:
    """The lines of each class defined in the source file at ``path``, by qualified name."""
    sizes: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef) and child.end_lineno is not None:
                first = min([child.lineno] + [d.lineno for d in child.decorator_list])
                sizes[prefix + child.name] = child.end_lineno - first + 1
                visit(child, f"{prefix}{child.name}.")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, f"{prefix}{child.name}.<locals>.")

    visit(ast.parse(Path(path).read_text(encoding="utf-8")), "")
    return sizes


def class_lines(cls: type) -> int:
    """``cls``'s lines together with those of every ``game`` class it is built on."""
    total = 0
    for part in cls.__mro__:
        if part.__module__.startswith("game."):
            total += own_lines(inspect.getfile(part))[part.__qualname__]
    return total


@cache
def game_class_sizes() -> dict[str, int]:
    """Every class defined in a ``game`` module, by its dotted name, with its size."""
    sizes: dict[str, int] = {}
    for name in game_modules():
        module = importlib.import_module(name)
        for value in vars(module).values():
            if inspect.isclass(value) and value.__module__ == name:
                sizes[f"{name}.{value.__qualname__}"] = class_lines(value)
    return sizes


def test_every_game_module_is_measured() -> None:
    sizes = game_class_sizes()
    assert len(game_modules()) > 200 and len(sizes) > 300
    assert sizes["game.ui.app.App"] > 100  # the app's own class is among them


def test_no_class_over_400_lines_counting_its_bases() -> None:
    sizes = game_class_sizes()
    over = {name: size for name, size in sizes.items()
            if size > MAX_CLASS_LINES}
    assert not over, f"classes over {MAX_CLASS_LINES} lines with their bases: {over}"
