"""build_scripts/paired_hands.py: the same Blitz (31) hands on two trees, and their paired
difference."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from script_module import module_at

ROOT = Path(__file__).resolve().parent.parent


def _script() -> ModuleType:
    return module_at(ROOT / "build_scripts" / "paired_hands.py", "paired_hands")


def test_a_tree_against_itself_scores_the_same_on_every_hand(
        capsys: pytest.CaptureFixture[str]) -> None:
    code = _script().main(["--base", "HEAD", "--hands", "6", "--seats", "3",
                           "--level", "skilled", "--json"])
    assert code == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["hands"] == 6 and figures["base"] == "HEAD"
    assert figures["base_mean"] == figures["new_mean"]
    assert figures["difference"] == 0 and figures["standard_error"] == 0


def test_pairing_takes_out_what_both_trees_share() -> None:
    figures = _script().compare([1.0, -1.0, 0.5, -0.5], [1.5, -0.5, 1.0, 0.0])
    assert figures["difference"] == 0.5 and figures["standard_error"] == 0
    assert figures["unpaired_standard_error"] > 0.5


def test_bad_numbers_are_refused() -> None:
    with pytest.raises(SystemExit) as stop:
        _script().main(["--base", "HEAD", "--hands", "1"])
    assert stop.value.code == 2
