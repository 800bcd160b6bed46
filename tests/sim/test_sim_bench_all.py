"""``python -m game.sim --game all --bench``: the benchmark of every registered game in turn."""

from __future__ import annotations

import pytest

from game import sim
from game.core.registry import game_ids


def test_all_games_is_for_the_benchmark_only(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        sim.main(["--game", "all", "--hands", "1"])
    assert stop.value.code == 2
    assert "--bench only" in capsys.readouterr().err


@pytest.mark.slow
def test_the_benchmark_of_every_game_in_cpu_time(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--game=all", "--bench", "--hands", "1"]) == 0
    out = capsys.readouterr().out
    for game_id in game_ids():
        assert f"{game_id}, " in out
    assert out.count("hands per CPU second") >= len(game_ids())
