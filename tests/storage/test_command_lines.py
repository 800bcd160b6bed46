"""Command lines with empty or missing values are refused in one line with exit status 2, and
the simulator's ``--record`` never destroys what its file held (it appends whole lines)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from game.__main__ import main as app_main
from game.replay import main as replay_main
from game.sim import main as sim_main


def _one_line_exit_2(capsys: pytest.CaptureFixture[str], main: Callable[[list[str]], object],
                     argv: list[str]) -> str:
    with pytest.raises(SystemExit) as done:
        main(argv)
    err = capsys.readouterr().err
    assert done.value.code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize(("main", "argv", "words"), [
    (app_main, ["--game", ""], "no game ''"),
    (app_main, ["--game", "", "--seats", "2"], "no game ''"),
    (sim_main, ["--record", ""], "--record needs a file name"),
    (sim_main, ["--record", " "], "--record needs a file name"),
    (replay_main, [], "FILE"),
    (replay_main, [""], "needs a name"),
], ids=["app-game", "app-game-seats", "sim-record", "sim-record-space", "replay-none",
        "replay-empty"])
def test_an_empty_or_missing_value_is_one_line_and_exit_2(
        capsys: pytest.CaptureFixture[str], main: Callable[[list[str]], object], argv: list[str],
        words: str) -> None:
    assert words in _one_line_exit_2(capsys, main, argv)


def test_the_simulator_record_keeps_a_last_line_without_its_newline(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    before = '{"type":"match_start","note":"kept"}'
    path.write_text(before)  # a whole line, only its newline missing
    assert sim_main(["--matches", "1", "--record", str(path)]) == 0
    text = path.read_text()
    assert text.startswith(before + "\n") and text.endswith("\n")
    assert all(json.loads(line) for line in text.splitlines())
    assert len(text.splitlines()) > 2
