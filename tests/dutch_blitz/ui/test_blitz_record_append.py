"""Hand ends append the match record (never rewrite it), on a writer thread in the real app."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.storage.records import MatchStore, new_match_id
from game.ui.user_data import UserData


def record(hands: int) -> list[dict[str, Any]]:
    lines: list[dict[str, Any]] = [{"type": "match_start", "game": "dutch_blitz"}]
    for hand in range(1, hands + 1):
        lines += [{"type": "deal", "hand": hand}, {"type": "hand_end", "hand": hand}]
    return lines


def file_lines(store: MatchStore, match_id: str) -> list[dict[str, Any]]:
    text = store.path_for(match_id).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines()]


@pytest.mark.parametrize("background", [False, True])
def test_each_hand_end_appends_only_its_lines(tmp_path: Path, background: bool) -> None:
    data = UserData(tmp_path, background=background)
    match_id = new_match_id(datetime(2026, 1, 2, 3, 4, 5), 7)
    for hands in range(1, 6):
        data.save_match(match_id, record(hands))
    store = data.records
    assert store is not None
    assert file_lines(store, match_id) == record(5)
    data.close()


def test_the_file_is_not_rewritten_after_the_first_hand(tmp_path: Path) -> None:
    data = UserData(tmp_path)
    match_id = new_match_id(datetime(2026, 1, 2, 3, 4, 5), 7)
    data.save_match(match_id, record(1))
    store = data.records
    assert store is not None
    path = store.path_for(match_id)
    inode = path.stat().st_ino  # an atomic rewrite would replace the file (a new inode)
    data.save_match(match_id, record(2))
    assert path.stat().st_ino == inode and file_lines(store, match_id) == record(2)


def test_a_removed_file_is_written_whole_again(tmp_path: Path) -> None:
    data = UserData(tmp_path)
    match_id = new_match_id(datetime(2026, 1, 2, 3, 4, 5), 7)
    data.save_match(match_id, record(1))
    store = data.records
    assert store is not None
    store.path_for(match_id).unlink()
    data.save_match(match_id, record(2))
    assert file_lines(store, match_id) == record(2)


def test_a_writer_thread_problem_is_told_not_raised(tmp_path: Path) -> None:
    data = UserData(tmp_path, background=True)
    data.save_match("not-an-id", record(1))
    data.flush()
    assert data.failing  # told by the app's lasting bar, kept to be retried
    data.close()
