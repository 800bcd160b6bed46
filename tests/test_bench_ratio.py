"""build_scripts/bench_ratio.py: the same matches on two trees in turn, and their CPU ratio."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from script_module import module_at

ROOT = Path(__file__).resolve().parent.parent


def _script() -> ModuleType:
    return module_at(ROOT / "build_scripts" / "bench_ratio.py", "bench_ratio")


def test_a_tree_against_itself_plays_the_same_hands(capsys: pytest.CaptureFixture[str]) -> None:
    code = _script().main(["--base", "HEAD", "--matches", "1", "--repeats", "1",
                           "--seats", "2", "--level", "beginner", "--json"])
    assert code == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["hands"] == figures["base_hands"] > 0
    assert figures["base_ms_per_hand"] > 0 and figures["new_ms_per_hand"] > 0
    assert figures["ratio"] > 0 and figures["base"] == "HEAD"


def test_bad_numbers_are_refused() -> None:
    with pytest.raises(SystemExit) as stop:
        _script().main(["--base", "HEAD", "--matches", "0"])
    assert stop.value.code == 2
