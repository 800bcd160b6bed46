"""build_scripts/older_tree.py, through the scripts that compare this tree with an older commit:
a commit that cannot be checked out is a clear error, and nothing is measured."""

from __future__ import annotations

from pathlib import Path

import pytest
from script_module import module_at

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("script", ["bench_ratio", "paired_hands"])
def test_a_commit_that_does_not_exist_is_a_clear_error(
        script: str, capsys: pytest.CaptureFixture[str]) -> None:
    module = module_at(ROOT / "build_scripts" / f"{script}.py", script)
    assert module.main(["--base", "no-such-commit"]) == 2
    assert "cannot check out no-such-commit" in capsys.readouterr().err
