"""A match left before its end, in every game: its record is listed, passes the checker and can be
watched up to where it stopped (each case in a bounded subprocess, see ``hostile``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hostile import match_path, record_lines, run, write_lines

pytestmark = pytest.mark.slow


def _games() -> list[str]:
    from game.core.registry import all_games

    return [game.id for game in all_games() if game.ui_module is not None]


@pytest.mark.parametrize("game", _games())
def test_a_match_left_early_is_listed_checked_and_watched(tmp_path: Path, game: str) -> None:
    home = tmp_path / "home"
    lines = record_lines(game, seed=2)
    ends = [i + 1 for i, line in enumerate(lines[:-2]) if line["type"] in ("hand_end", "round_end")]
    cuts = [*(ends[:2] or [len(lines) // 2]), len(lines) - 1]  # where the table saves, and
    # a record whose match_end is missing
    for number, cut in enumerate(cuts, start=1):
        write_lines(match_path(home, number), lines[:cut])
    screens = run("screens", home=home, timeout=120)
    assert screens.code == 0, screens.text
    assert screens.out.count("watched ") == len(cuts), screens.out
    for number in range(1, len(cuts) + 1):  # the checker agrees
        checker = run("replay", str(match_path(home, number)))
        assert checker.code == 0, checker.text
    viewer = run("app", "--replay", str(match_path(home, 2)), "--screenshot",
                 str(tmp_path / "x.png"), "--after", "5", home=tmp_path / "v", timeout=90)
    assert viewer.code == 0, viewer.text
