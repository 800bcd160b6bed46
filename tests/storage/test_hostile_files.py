"""A hostile or unlucky save folder: the self-test, the Replays list, the viewers and the checker
command run on damaged files in a temporary folder, each in a subprocess bounded at 300 MB and
30 s, and none crashes, hangs, floods memory or hides the player's things.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hostile import ROOT, match_path, record_lines, run, write_lines

pytestmark = pytest.mark.slow

needs_fifos = pytest.mark.skipif(
    not hasattr(os, "mkfifo"), reason="needs FIFOs and a symlink to /dev/zero")
"""Only the FIFO and device cases need a POSIX system; the rest run on Windows too."""


Lines = list[dict[str, Any]]
"""A Dutch Blitz record's lines as JSON reads them."""


@pytest.fixture(scope="module")
def blitz() -> Lines:
    return record_lines()


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


@pytest.mark.parametrize("name", ["settings.json", "stats.json"])
@pytest.mark.parametrize("kind", ["fifo", "dev_zero"])
@needs_fifos
def test_a_fifo_or_device_instead_of_a_file_neither_hangs_nor_floods(
        home: Path, name: str, kind: str) -> None:
    if kind == "fifo":
        os.mkfifo(home / name)
    else:
        (home / name).symlink_to("/dev/zero")
    result = run("app", "--self-test", home=home)
    assert result.code == 0, result.text
    assert "not a regular file" in result.out
    screens = run("screens", home=home)
    assert screens.code == 0 and "saving: True" in screens.out


@pytest.mark.parametrize("kind", ["fifo", "dev_zero"])
@needs_fifos
def test_a_fifo_or_device_instead_of_a_record_is_set_aside_not_waited_on(
        home: Path, kind: str) -> None:
    path = match_path(home, 1)
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    checker = run("replay", str(path))
    assert checker.code == 1 and "not a regular file" in checker.out
    screens = run("screens", home=home)
    assert screens.code == 0 and "no longer listed" in screens.out


def test_a_huge_newline_free_record_is_listed_within_bounds(home: Path, blitz: Lines) -> None:
    path = match_path(home, 1)
    path.write_text(json.dumps(blitz[0]) + "\n")
    with open(path, "r+b") as handle:
        handle.truncate(1 << 30)  # a 1 GB tail of zero bytes without a newline (sparse)
    screens = run("screens", home=home)
    assert screens.code == 0 and "is too large to open" in screens.out, screens.out
    checker = run("replay", str(path))
    assert checker.code == 1 and "line 2: longer than 1 MB" in checker.out


def test_a_huge_set_aside_copy_is_cut_down_on_start(home: Path) -> None:
    aside = match_path(home, 1).with_name("20261121-100001-s1.jsonl.bad-20261121-120000")
    with open(aside, "wb") as handle:
        handle.truncate(1 << 30)
    screens = run("screens", home=home)
    assert screens.code == 0 and aside.stat().st_size == 1 << 20


def test_a_lone_surrogate_name_is_set_aside_with_a_notice(home: Path, blitz: Lines) -> None:
    write_lines(match_path(home, 1), blitz)
    bad = copy.deepcopy(blitz)
    bad[0]["seats"][1]["name"] = "\ud800"
    write_lines(match_path(home, 2), bad)
    screens = run("screens", home=home)
    assert screens.code == 0, screens.text
    assert "not valid Unicode" in screens.out and "watched 20261121-100001-s1" in screens.out


WRONG_TYPES: list[tuple[str, Any]] = [
    ("level", 5), ("level", ["x"]), ("t", "abc"), ("t", None), ("t", "1e400"),
    ("rules", "fast"), ("target_score", "abc"), ("seat", "1e400"), ("hand", "1e400"),
]


def _damaged(lines: list[dict[str, Any]], field: str, value: Any) -> str:
    """The record's JSON Lines text with one field of the wrong type (``"1e400"``: the number)."""
    bad = copy.deepcopy(lines)
    if field == "level":
        bad[0]["seats"][1]["level"] = value
    elif field == "rules":
        bad[0]["rules"] = value
    elif field == "target_score":
        bad[0]["rules"]["target_score"] = value
    else:
        line = next(line for line in bad[1:] if field in line and line["type"] != "deal")
        line[field] = 0 if value == "1e400" else value
        if value == "1e400":
            texts = [json.dumps(x) for x in bad]
            index = bad.index(line)
            texts[index] = texts[index].replace(f'"{field}": 0', f'"{field}": 1e400')
            return "\n".join(texts) + "\n"
    return "".join(json.dumps(x) + "\n" for x in bad)


@pytest.mark.parametrize(("field", "value"), WRONG_TYPES)
def test_a_wrong_typed_field_is_refused_by_the_list_viewer_and_checker(
        home: Path, blitz: Lines, field: str, value: Any) -> None:
    path = match_path(home, 1)
    path.write_text(_damaged(blitz, field, value), encoding="utf-8")
    checker = run("replay", str(path))
    assert checker.code == 1 and "every move follows the rules" not in checker.out
    viewer = run("app", "--replay", str(path), "--screenshot", str(home / "x.png"), "--after", "1")
    assert viewer.code == 1 and viewer.err.count("\n") == 1, viewer.err
    assert not (home / "x.png").exists()
    screens = run("screens", home=home)
    assert screens.code == 0 and "watched" not in screens.out, screens.out
    assert not list(home.glob("crash-*"))


def test_a_good_record_renders_from_the_command_line(tmp_path: Path, blitz: Lines) -> None:
    path = write_lines(tmp_path / "shared.jsonl", blitz)
    shot = tmp_path / "shot.png"
    viewer = run("app", "--replay", str(path), "--screenshot", str(shot), "--after", "3")
    assert viewer.code == 0 and shot.stat().st_size > 1000, viewer.text


def test_the_checker_streams_a_60_mb_record(tmp_path: Path, blitz: Lines) -> None:
    path = tmp_path / "big.jsonl"
    filler = json.dumps({"type": "note", "t": 1.0, "text": "x" * 1000}) + "\n"
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(blitz[0]) + "\n")
        out.write(filler * (60 << 10))
    checker = run("replay", str(path))
    assert checker.code == 0 and checker.rss_mb < 100, (checker.text, checker.rss_mb)


@pytest.mark.parametrize(("content", "words"), [
    (b"[" * 200_000 + b"\n", "nested too deeply"),
    (b'{"type":"match_start","seed":1e400}\n', "too large to be real"),
    (b'{"type":"match_start","x":"' + b"y" * (3 << 20) + b'"}\n', "line 1: longer than 1 MB"),
    (b'{"type":"match_start","game":"dutch_blitz","version":1,"seed":' + b"9" * 5000 + b"}\n",
     "not JSON"),
])
def test_the_checker_reports_damage_without_a_traceback(
        tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    checker = run("replay", str(path))
    assert checker.code == 1 and words in checker.out, checker.text


def test_temporary_files_and_set_aside_copies_are_cleaned_on_start(home: Path) -> None:
    for n in range(30):
        (home / f".settings.json.{n:04d}.tmp").write_text("{")
        (home / f"stats.json.bad-20260101-0000{n:02d}").write_text("{")
    screens = run("screens", home=home)
    assert screens.code == 0
    names = os.listdir(home)
    assert not [n for n in names if n.endswith(".tmp")]
    assert len([n for n in names if n.startswith("stats.json.bad-")]) == 20


def test_a_second_copy_says_so_and_does_not_save(home: Path) -> None:
    hold = ("import sys, time; from game.storage.lock import acquire_lock; "
            "lock, _ = acquire_lock(sys.argv[1]); print('held', flush=True); time.sleep(60)")
    holder = subprocess.Popen([sys.executable, "-c", hold, str(home)], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        screens = run("screens", home=home)
        assert "Another copy of the game" in screens.out and "saving: False" in screens.out
    finally:
        holder.kill()
        holder.wait()
    taken = run("screens", home=home)  # its process is gone, and its lock with it
    assert "saving: True" in taken.out and "Another copy" not in taken.out
    from game.storage.lock import acquire_lock

    lock, problem = acquire_lock(home)  # released when that copy closed
    assert lock is not None and problem is None
    lock.release()


def test_a_huge_saved_window_size_is_cut_down(home: Path) -> None:
    (home / "settings.json").write_text(json.dumps({"version": 2, "window_size": [16384, 16384]}))
    screens = run("screens", home=home, env={"HOSTILE_SAVED_SIZE": "1"})
    assert screens.code == 0 and "window: 3200x2000" in screens.out, screens.text


def test_the_self_test_looks_at_saved_records(home: Path, blitz: Lines) -> None:
    write_lines(match_path(home, 1), blitz)
    path = match_path(home, 2)
    path.write_text(_damaged(blitz, "t", "abc"), encoding="utf-8")
    result = run("app", "--self-test", home=home)
    assert result.code == 0 and "2 saved matches checked" in result.out, result.text
    assert "20261121-100002-s2 cannot be shown: line" in result.out


def test_every_games_viewer_gets_the_shared_validation(home: Path) -> None:
    from game.core.registry import all_games

    n = 0
    for game in all_games():
        if game.ui_module is None:
            continue
        lines = record_lines(game.id, seed=2)
        write_lines(match_path(home, n := n + 1), lines)
        bad = copy.deepcopy(lines)
        next(line for line in bad if "t" in line)["t"] = "abc"
        write_lines(match_path(home, n := n + 1), bad)
    screens = run("screens", home=home)
    assert screens.code == 0, screens.text
    assert screens.out.count("watched ") == n // 2, screens.out
    assert screens.out.count("its time t is 'abc'") == n // 2, screens.out
