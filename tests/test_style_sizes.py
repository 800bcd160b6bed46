"""The house style's size limits, kept by a test: no source file over 400 lines and no function
over 60, in the game, its tests and its build scripts (small modules with one job)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("game", "tests", "build_scripts")
MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 60


def sources() -> list[Path]:
    return sorted(p for folder in FOLDERS for p in (ROOT / folder).rglob("*.py"))


def test_the_sources_are_found() -> None:
    assert len(sources()) > 100


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(ROOT)))
def test_small_files_and_functions(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n")
    assert lines <= MAX_FILE_LINES, f"{lines} lines: split it by job"
    long = [f"{node.name} ({node.end_lineno - node.lineno + 1} lines)"
            for node in ast.walk(ast.parse(text))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.end_lineno is not None
            and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES]
    assert not long, "functions over 60 lines: " + ", ".join(long)
