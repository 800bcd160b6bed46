"""The record checker command: simulated records pass, damaged files are reported, never raised."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import check
from game.sim import main as sim_main


def checked(capsys: pytest.CaptureFixture[str], *files: Path) -> tuple[int, str]:
    code = check.main([str(f) for f in files])
    return code, capsys.readouterr().out.strip()


@pytest.fixture
def toy_record(toy: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "toy.jsonl"
    assert sim_main(["--game", toy, "--matches", "3", "--seats", "3", "--record", str(path)]) == 0
    capsys.readouterr()
    return path


def test_a_simulated_record_round_trips(
        capsys: pytest.CaptureFixture[str], toy_record: Path) -> None:
    lines = toy_record.read_text().splitlines()
    code, out = checked(capsys, toy_record)
    assert code == 0
    assert out == f"3 matches, {len(lines)} lines: every move follows the rules"


def test_several_files_are_all_counted(
        capsys: pytest.CaptureFixture[str], toy_record: Path, tmp_path: Path) -> None:
    other = tmp_path / "copy.jsonl"
    other.write_text(toy_record.read_text() + "\n\n")
    code, out = checked(capsys, toy_record, other)
    assert code == 0 and out.startswith("6 matches")


def test_a_broken_move_names_file_match_and_line(
        capsys: pytest.CaptureFixture[str], toy_record: Path) -> None:
    lines = toy_record.read_text().splitlines()
    second = [i for i, line in enumerate(lines) if '"match_start"' in line][1]
    move = next(i for i in range(second, len(lines)) if '"add"' in lines[i])
    bad = json.loads(lines[move])
    bad["amount"] = 3
    lines[move] = json.dumps(bad)
    toy_record.write_text("\n".join(lines) + "\n")
    code, out = checked(capsys, toy_record)
    assert code == 1
    assert out.startswith(f"{toy_record}: match 2 (starting on line {second + 1}):")
    assert "add 1 or 2" in out


@pytest.mark.parametrize(("content", "message"), [
    (b'{"type":"match_start","game":"toy"\n', "line 1: not JSON"),
    (b"[1, 2]\n", "line 1: not a record line"),
    (b'{"type": 7}\n', "line 1: not a record line"),
    (b"\xff\xfe\n", "line 1: not UTF-8"),
    (b"[" * 100_000 + b"\n", "line 1: nested too deeply"),
    (b'{"type":"x","n":' + b"9" * 5000 + b"}\n", "line 1: not JSON"),
    (b'{"type":"deal","hand":1}\n', "before any match_start"),
    (b'{"type":"match_start","game":"chess"}\n', "no game 'chess'"),
    (b'{"type":"match_start","game":["toy"]}\n', "not a game id"),
    (b'{"type":"match_start","game":"toy","rules":{"target":10},"seats":[1,2]}\n',
     "line 1: seat 1 is not an object"),
    (b'{"type":"match_start","game":"toy","rules":{"target":10},'
     b'"seats":[{"name":"A","kind":"bot"},{"name":"B","kind":"human"}]}\n'
     b'{"type":"deal","hand":"one"}\n', "line 2: its hand is 'one'"),
    (b'{"type":"match_start","game":"toy","seats":[{"name":"A","kind":"bot"}]}\n',
     "line 1: damaged record (KeyError)"),
])
def test_a_damaged_file_is_reported_not_raised(
        capsys: pytest.CaptureFixture[str], toy: str, tmp_path: Path, content: bytes,
        message: str) -> None:
    path = tmp_path / "damaged.jsonl"
    path.write_bytes(content)
    code, out = checked(capsys, path)
    assert code == 1 and message in out, out


def test_a_huge_line_is_refused_unread(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "huge.jsonl"
    path.write_bytes(b'{"type":"match_start","pad":"' + b"x" * (2 << 20) + b'"}\n')
    code, out = checked(capsys, path)
    assert code == 1 and "line 1: longer than 1 MB" in out


def test_a_file_cut_off_mid_line_is_read_up_to_its_last_whole_line(
        capsys: pytest.CaptureFixture[str], toy_record: Path) -> None:
    """As the Replays screen and the viewer read it (a save cut short by a full disk)."""
    data = toy_record.read_bytes()
    toy_record.write_bytes(data[: len(data) - 7])
    code, out = checked(capsys, toy_record)
    assert code == 0 and out.startswith("3 matches"), out
    middle = data[: len(data) // 2] + b'{"type": "x' + b"\n" + data[len(data) // 2:]
    toy_record.write_bytes(middle)  # a damaged line that is not the last is still damage
    code, out = checked(capsys, toy_record)
    assert code == 1 and "not JSON" in out


def test_a_missing_file_is_a_problem(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out = checked(capsys, tmp_path / "nowhere.jsonl")
    assert code == 1 and "cannot read" in out


def test_no_files_is_bad_usage(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        check.main([])
    assert exit_info.value.code == 2
