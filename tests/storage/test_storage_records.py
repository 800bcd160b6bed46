"""The match record store: saving, listing with summaries, loading, pruning, bad files."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.storage.errors import RecordError, StorageError
from game.storage.records import RECORDS_DIR, MatchStore, new_match_id
from game.storage.userdir import ENV_VAR


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


def match_lines(seed: int = 7, hands: int = 2, finished: bool = True,
                plays_per_hand: int = 3) -> list[dict[str, Any]]:
    lines: list[dict[str, Any]] = [{
        "type": "match_start", "version": 1, "seed": seed,
        "rules": {"post_piles": 3, "target_score": 75, "move_post_stack": False},
        "seats": [
            {"seat": 0, "name": "You", "deck": "pump", "kind": "human"},
            {"seat": 1, "name": "Hettie", "deck": "pail", "kind": "bot", "level": "skilled"},
        ],
    }]
    totals = [0, 0]
    for number in range(1, hands + 1):
        lines.append({"type": "deal", "hand": number, "layout": []})
        for k in range(plays_per_hand):
            lines.append({"type": "play", "hand": number, "t": k * 0.5, "seat": k % 2,
                          "card": "R1", "from": "blitz", "to": "dutch:new"})
        totals = [totals[0] + 10, totals[1] + 30]
        lines.append({"type": "hand_end", "hand": number, "t": 90.0, "reason": "blitz",
                      "seat": 1, "scores": [
                          {"seat": 0, "dutch": 10, "blitz_left": 0, "hand_score": 10,
                           "total": totals[0]},
                          {"seat": 1, "dutch": 30, "blitz_left": 0, "hand_score": 30,
                           "total": totals[1]}]})
    if finished:
        lines.append({"type": "match_end", "winner": 1,
                      "totals": [{"seat": 0, "total": totals[0]},
                                 {"seat": 1, "total": totals[1]}]})
    return lines


def mid(day: int, seed: int = 1) -> str:
    return new_match_id(datetime(2026, 11, day, 10, 15, 0), seed)


def test_match_id_names_start_time_and_seed() -> None:
    assert new_match_id(datetime(2026, 11, 21, 10, 15, 0), 123) == "20261121-101500-s123"


def test_save_and_load_round_trip(home: Path) -> None:
    store = MatchStore(home)
    lines = match_lines()
    mixed: list[dict[str, Any] | str] = [json.dumps(line, indent=1) for line in lines[:2]]
    mixed += lines[2:]
    path = store.save_match(mid(1), mixed)
    assert path == home / RECORDS_DIR / f"{mid(1)}.jsonl"
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n") and len(text.splitlines()) == len(lines)
    assert [json.loads(row) for row in text.splitlines()] == lines
    assert store.load_match(mid(1)) == lines


@pytest.mark.parametrize("bad", [
    [],
    [{"type": "deal"}],
    [{"no_type": 1}],
    ["[1, 2]"],
    ["{broken"],
    [{"type": "match_start", "x": float("nan")}],
    [{"type": "match_start"}, {"type": 5}],
])
def test_malformed_lines_are_refused_and_nothing_is_written(home: Path, bad: list[Any]) -> None:
    store = MatchStore(home)
    store.save_match(mid(1), match_lines())
    with pytest.raises(ValueError):
        store.save_match(mid(1), bad)
    assert store.load_match(mid(1)) == match_lines()


@pytest.mark.parametrize("bad_id", ["../settings", "20261121-101500", "x", "20261121-101500-s1/"])
def test_bad_ids_are_refused(home: Path, bad_id: str) -> None:
    with pytest.raises(ValueError):
        MatchStore(home).save_match(bad_id, match_lines())
    with pytest.raises(ValueError):
        MatchStore(home).load_match(bad_id)


def test_list_is_newest_first_with_summaries(home: Path) -> None:
    store = MatchStore(home)
    store.save_match(mid(3, 30), match_lines(seed=30, hands=4, finished=True))
    store.save_match(mid(5, 50), match_lines(seed=50, hands=1, finished=False))
    store.save_match(mid(1, 10), match_lines(seed=10, hands=0, finished=False))
    matches, warnings = store.list_matches()
    assert warnings == []
    assert [m.match_id for m in matches] == [mid(5, 50), mid(3, 30), mid(1, 10)]
    newest, finished, fresh = matches
    assert newest.started == datetime(2026, 11, 5, 10, 15, 0) and newest.seed == 50
    assert (newest.hands, newest.finished, newest.winner, newest.winner_name) == (
        1, False, None, None)
    assert newest.totals == ((0, 10), (1, 30))
    assert (finished.hands, finished.finished, finished.winner) == (4, True, 1)
    assert finished.winner_name == "Hettie" and finished.totals == ((0, 40), (1, 120))
    assert [s.name for s in finished.seats] == ["You", "Hettie"]
    assert finished.seats[1].level == "skilled" and finished.seats[0].kind == "human"
    assert (fresh.hands, fresh.totals) == (0, ())


def test_summary_of_a_long_record(home: Path) -> None:
    store = MatchStore(home)
    lines = match_lines(hands=3, finished=False, plays_per_hand=400)
    lines.append({"type": "deal", "hand": 4, "layout": []})
    lines += [{"type": "play", "hand": 4, "t": 1.0, "seat": 0, "card": "R1", "from": "wood",
               "to": "post:0", "pad": "x" * 100}] * 1500  # >64 KiB after the last hand_end
    store.save_match(mid(2), lines)
    [info], warnings = store.list_matches()
    assert warnings == [] and info.hands == 3 and not info.finished


def test_listing_reflects_a_resave(home: Path) -> None:
    store = MatchStore(home)
    store.save_match(mid(2), match_lines(hands=1, finished=False))
    assert store.list_matches()[0][0].hands == 1
    store.save_match(mid(2), match_lines(hands=2, finished=True))
    [info], _ = store.list_matches()
    assert info.hands == 2 and info.finished


BROKEN = {
    "garbage": b"\x00\x01\x02 not json\n",
    "empty": b"",
    "not_a_start": b'{"type": "deal", "hand": 1}\n',
    "array_line": (json.dumps(match_lines()[0]) + "\n[1, 2]\n").encode(),
    "bad_seats": b'{"type": "match_start", "seats": "everyone"}\n',
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_broken_files_are_skipped_with_one_warning(home: Path, kind: str) -> None:
    store = MatchStore(home)
    store.save_match(mid(2), match_lines())
    broken = store.path_for(mid(9))
    broken.write_bytes(BROKEN[kind])
    with pytest.raises(RecordError):
        store.load_match(mid(9))
    matches, warnings = store.list_matches()
    assert [m.match_id for m in matches] == [mid(2)]
    assert len(warnings) == 1 and mid(9) in warnings[0]
    [aside] = (home / RECORDS_DIR).glob("*.bad-*")
    assert aside.read_bytes() == BROKEN[kind] and aside.name in warnings[0]
    assert store.list_matches() == (matches, [])


def test_a_name_with_an_impossible_date_is_not_a_match(home: Path) -> None:
    store = MatchStore(home)
    with pytest.raises(ValueError):
        store.save_match("20261399-256199-s1", match_lines())
    (home / RECORDS_DIR).mkdir()
    (home / RECORDS_DIR / "20261399-256199-s1.jsonl").write_text("not ours")
    assert store.list_matches() == ([], [])


def test_records_from_a_newer_version_are_skipped_but_kept(home: Path) -> None:
    store = MatchStore(home)
    newer = match_lines()
    newer[0] = newer[0] | {"version": 2}
    store.save_match(mid(4), newer)
    store.save_match(mid(3), match_lines())
    matches, warnings = store.list_matches()
    assert [m.match_id for m in matches] == [mid(3)]
    assert len(warnings) == 1 and "newer version" in warnings[0]
    assert store.path_for(mid(4)).exists()
    with pytest.raises(RecordError, match="newer version"):
        store.load_match(mid(4))


def test_load_missing_match(home: Path) -> None:
    with pytest.raises(RecordError, match="no match record"):
        MatchStore(home).load_match(mid(1))


def test_pruning_keeps_the_newest(home: Path) -> None:
    store = MatchStore(home, keep=5)
    for day in range(1, 9):
        store.save_match(mid(day), match_lines(seed=day))
    matches, _ = store.list_matches()
    assert [m.match_id for m in matches] == [mid(day) for day in range(8, 3, -1)]
    store.save_match(mid(2), match_lines())  # even a match that sorts oldest survives its save
    ids = [m.match_id for m in store.list_matches()[0]]
    assert len(ids) == 5 and mid(2) in ids and mid(4) not in ids


def test_pruning_ignores_foreign_files_and_limits_set_aside_copies(home: Path) -> None:
    store = MatchStore(home, keep=2)
    folder = home / RECORDS_DIR
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    for n in range(25):
        (folder / f"{mid(1, n)}.jsonl.bad-20261121-101500").write_text("bad")
    stale = folder / f".{mid(1)}.jsonl.abc.tmp"
    stale.write_text("partial")
    os.utime(stale, (0, 0))
    store.save_match(mid(2), match_lines())
    assert (folder / "notes.txt").exists()
    assert len(list(folder.glob("*.bad-*"))) == 20
    assert not stale.exists()


def test_delete_match(home: Path) -> None:
    store = MatchStore(home)
    store.save_match(mid(1), match_lines())
    store.delete_match(mid(1))
    store.delete_match(mid(1))
    assert store.list_matches() == ([], [])


def test_unwritable_store_raises_storage_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StorageError):
        MatchStore(blocker).save_match(mid(1), match_lines())


def test_keep_must_be_positive(home: Path) -> None:
    with pytest.raises(ValueError):
        MatchStore(home, keep=0)



# --- records of several games ------------------------------------------------------------------

@pytest.mark.parametrize("game, listed", [
    ("dutch_blitz", "dutch_blitz"), ("thirty_one", "thirty_one"), ("future_game", "future_game"),
    (None, "dutch_blitz"),  # records from before games had ids are Dutch Blitz's
    (7, "?"), ("", "?"), ("Bad Game!", "?"), (["dutch_blitz"], "?"), ("x" * 500, "?"),
])
def test_every_record_is_listed_with_its_game_never_a_crash(
    home: Path, game: object, listed: str
) -> None:
    store = MatchStore(home)
    lines = match_lines()
    if game is not None:
        lines[0] = lines[0] | {"game": game}
    store.save_match(mid(3), lines)
    [info], warnings = store.list_matches()
    assert warnings == [] and info.game == listed and info.hands == 2


def test_the_list_can_show_one_game(home: Path) -> None:
    store = MatchStore(home)
    store.save_match(mid(3), match_lines())
    store.save_match(mid(4), [match_lines()[0] | {"game": "thirty_one"}])
    store.save_match(mid(5), [match_lines(seed=9)[0] | {"game": "dutch_blitz"}])
    assert [m.match_id for m in store.list_matches("dutch_blitz")[0]] == [mid(5), mid(3)]
    assert [m.match_id for m in store.list_matches("thirty_one")[0]] == [mid(4)]
    assert store.list_matches("auction") == ([], [])
    assert len(store.list_matches()[0]) == 3


def test_other_games_end_lines_give_rounds_totals_and_the_winner(home: Path) -> None:
    store = MatchStore(home)
    start = match_lines()[0] | {"game": "dutch"}
    store.save_match(mid(3), [
        start, {"type": "deal", "round": 1},
        {"type": "round_end", "round": 1, "scores": {"0": 5, "1": 9}, "totals": {"0": 5, "1": 9}},
        {"type": "round_end", "round": 2, "totals": {"0": 12, "1": 30}},
        {"type": "match_end", "winners": [1], "totals": {"0": 12, "1": 30}},
    ])
    store.save_match(mid(4), [start | {"game": "auction"}, {"type": "round_end", "round": 12},
                              {"type": "match_end", "winners": [0, 1],
                               "scores": {"0": {"total": 16}, "1": {"total": 16}, "x": 1}}])
    auction, dutch = store.list_matches()[0]
    assert (dutch.hands, dutch.finished, dutch.winner, dutch.totals) == \
        (2, True, 1, ((0, 12), (1, 30)))
    assert dutch.winner_name == "Hettie"
    assert (auction.hands, auction.winner, auction.totals) == (12, None, ((0, 16), (1, 16)))
