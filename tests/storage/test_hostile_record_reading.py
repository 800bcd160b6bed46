"""One reading of a record file: the checker command, ``--replay`` and the Replays screen agree
on every file (an empty one, a byte-order mark, two matches, a damaged line, a last line cut
short, an unknown game), each run in a bounded subprocess (see ``hostile``); and a save that
fails part way never costs the match what was already saved."""

from __future__ import annotations

import copy
import errno
import json
from pathlib import Path
from typing import Any

import pytest
from hostile import match_path, record_lines, run

pytestmark = pytest.mark.slow


def _text(lines: list[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(line) + "\n" for line in lines).encode()


def _cases() -> dict[str, tuple[bytes, bool]]:
    """Each file and whether it can be shown (by all three alike)."""
    good = record_lines("dutch_blitz", seed=3)
    other = _text(record_lines("dutch_blitz", seed=4))
    chess = copy.deepcopy(good)
    chess[0]["game"] = "chess"
    whole = _text(good)
    middle = whole.split(b"\n")
    middle.insert(3, b'{"type": "deal", "ha')
    return {
        "empty": (b"", False),
        "blank": (b"\n\n", False),
        "byte_order_mark": (b"\xef\xbb\xbf" + whole, True),
        "two_matches": (whole + other, True),
        "damaged_line": (b"\n".join(middle), False),
        "last_line_cut_short": (whole + b'{"type": "hand_end", "ha', True),
        "unknown_game": (_text(chess), False),
    }


CASES = ["empty", "blank", "byte_order_mark", "two_matches", "damaged_line",
         "last_line_cut_short", "unknown_game"]


@pytest.mark.parametrize("case", CASES)
def test_the_checker_the_viewer_and_the_replays_list_agree(tmp_path: Path, case: str) -> None:
    content, shown = _cases()[case]
    home = tmp_path / "home"
    path = match_path(home, 1)
    path.write_bytes(content)
    shared = tmp_path / "shared.jsonl"
    shared.write_bytes(content)
    checker = run("replay", str(shared))
    assert (checker.code == 0) == shown, checker.text
    viewer = run("app", "--replay", str(shared), "--screenshot", str(tmp_path / "x.png"),
                 "--after", "1", home=tmp_path / "viewer")
    assert (viewer.code == 0) == shown and viewer.err.count("\n") == (0 if shown else 1), \
        viewer.text
    screens = run("screens", home=home)
    assert screens.code == 0 and ("watched 20261121-100001-s1" in screens.out) == shown, \
        screens.out
    if case == "unknown_game":
        assert "a game this app does not have ('chess')" in screens.out
        assert path.read_bytes() == content  # kept as it was
    if case == "last_line_cut_short":
        assert "every move follows the rules" in checker.out


def test_a_record_cut_short_is_listed_and_saving_goes_on_after_its_last_whole_line(
        tmp_path: Path) -> None:
    from game.storage.records import MatchStore

    store = MatchStore(tmp_path)
    lines = record_lines("dutch_blitz", seed=3)
    store.save_match("20261121-100001-s1", lines[:5])
    path = store.path_for("20261121-100001-s1")
    with open(path, "ab") as handle:
        handle.write(json.dumps(lines[5]).encode()[:20])  # a save cut short by a kill
    assert store.load_match("20261121-100001-s1") == lines[:5]
    assert [info.match_id for info in store.list_matches()[0]] == ["20261121-100001-s1"]
    store.append_match("20261121-100001-s1", lines[:9], 5)
    assert store.load_match("20261121-100001-s1") == lines[:9]


def test_an_append_that_fails_part_way_is_taken_back(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from game.storage import records
    from game.storage.errors import StorageError

    store = records.MatchStore(tmp_path)
    lines = record_lines("dutch_blitz", seed=3)
    store.save_match("20261121-100001-s1", lines[:5])
    path = store.path_for("20261121-100001-s1")
    before = path.read_bytes()

    class DiskFull:
        """A file on a disk that fills up half way through the write."""

        def __init__(self, handle: Any) -> None:
            self.handle = handle

        def __getattr__(self, name: str) -> Any:
            return getattr(self.handle, name)

        def __enter__(self) -> DiskFull:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()

        def write(self, data: bytes) -> int:
            self.handle.write(data[: len(data) // 2])
            self.handle.flush()
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(records, "open", lambda *a, **k: DiskFull(open(*a, **k)),  # noqa: SIM115
                        raising=False)  # (closed by DiskFull.__exit__)
    with pytest.raises(StorageError, match="No space left"):
        store.append_match("20261121-100001-s1", lines[:9], 5)
    monkeypatch.undo()
    assert path.read_bytes() == before  # nothing half-written is left
    store.append_match("20261121-100001-s1", lines[:9], 5)  # space is back: retried whole
    assert store.load_match("20261121-100001-s1") == lines[:9]
