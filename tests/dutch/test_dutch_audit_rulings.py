"""Scenario tests for the rulings an outside audit of Dutch found the engine getting wrong.

Powers after swaps (ruling 4) and old records that keep their option's old meaning; a round
that ends because the stock cannot be refilled (ruling 8) replays; listed moves are legal at
the view's own time; a late snap of a wrong card after a hit is a wrong snap (ruling 2).
"""

from __future__ import annotations

import json
from pathlib import Path

from dutch_play import R, no, ok, play_match, table
from dutch_referee import referee

from game.core.seats import SeatSpec
from game.dutch.definition import GAME
from game.dutch.rules.events import Snapped
from game.dutch.rules.moves import Close, Discard, Draw, EndTurn, Look, Snap, Swap
from game.dutch.rules.state import Settings, Window
from game.dutch.rules.view import at
from game.dutch.ui.replay_model import build_frames
from game.replay import main as replay_main

L0 = ["9H", "QS", "2D", "7C"]
L1 = ["5C", "8D", "KH", "3S"]


def test_by_default_a_card_swapped_out_of_the_layout_gives_its_power() -> None:
    state, _ = ok(table([L0, L1], ["2C"]), Draw(0, "stock"))
    state, _ = ok(state, Swap(0, 0), 1.0)  # 2C in, 9H out: look at another player's card
    assert state.power == "other"
    assert Look(0, 1, 0) in R.legal_moves(R.view(state, 0))
    state, _ = ok(state, Look(0, 1, 0), 1.5)
    assert R.view(state, 0).layouts[1][0] == "5C"


def test_cabo_powers_narrows_powers_to_a_card_drawn_from_the_stock_and_thrown_at_once() -> None:
    cabo = Settings(cabo_powers=True)
    state, _ = ok(table([L0, L1], ["2C"], settings=cabo), Draw(0, "stock"))
    state, _ = ok(state, Swap(0, 0), 1.0)
    assert state.power is None and "no power" in no(state, Look(0, 1, 0), 1.5)
    state, _ = ok(table([L0, L1], ["9S"], settings=cabo), Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)
    assert state.power == "other"


def test_the_options_label_says_what_it_does() -> None:
    [spec] = [s for s in GAME.options if s.name == "cabo_powers"]
    assert spec.default is False
    assert "drawn" in spec.help and "swapped" in spec.help


OLD_STOCK = ["10C", "10D", "10H", "10S", "2C", "2H", "2S", "3C", "3D", "3H", "4C", "4H", "4S",
             "5D", "5H", "5S", "6D", "6H", "6S", "7C", "7D", "7S", "8C", "8H", "8S", "9D", "9H",
             "9S", "AC", "AD", "AH", "AS", "JC", "JD", "JH", "JS", "KC", "KD", "KS", "QC", "QD",
             "QH", "X1", "X2", "X3", "6C", "4D"]
OLD_RECORD = """
{"type":"match_start","game":"dutch","version":1,"seed":7,"rules":{"rounds":1,"snap_window":2.0,\
"cabo_powers":true,"emptied_off_turn_minus_10":false},"seats":[{"seat":0,"name":"You",\
"kind":"human"},{"seat":1,"name":"Bot","kind":"bot","level":"casual"}]}
{"type":"deal","round":1,"starter":0,"layouts":{"0":["7H","QS","2D","9C"],\
"1":["5C","8D","KH","3S"]},"stock":STOCK}
{"type":"peek","round":1,"t":0.0,"seat":0,"slots":[2,3]}
{"type":"peek","round":1,"t":0.0,"seat":1,"slots":[2,3]}
{"type":"draw","round":1,"t":1.0,"seat":0,"from":"stock","card":"4D"}
{"type":"swap","round":1,"t":2.0,"seat":0,"slot":0,"card_in":"4D","card_out":"7H"}
{"type":"discard","round":1,"t":2.0,"seat":0,"card":"7H"}
{"type":"look","round":1,"t":2.5,"seat":0,"owner":0,"slot":1}
{"type":"call","round":1,"t":3.0,"seat":0}
{"type":"draw","round":1,"t":4.5,"seat":1,"from":"stock","card":"6C"}
{"type":"discard","round":1,"t":5.0,"seat":1,"card":"6C"}
{"type":"round_end","round":1,"reason":"circuit","caller":0,"emptied":null,\
"layouts":{"0":["4D","QS","2D","9C"],"1":["5C","8D","KH","3S"]},"sums":{"0":25,"1":15},\
"bonus":{"0":10},"scores":{"0":35,"1":15},"totals":{"0":35,"1":15}}
{"type":"match_end","winners":[1],"totals":{"0":35,"1":15}}
"""
"""A record written before powers after swaps became the default: ``cabo_powers`` on then
meant that the swapped-out 7H gives its power (the look at 2.5 s)."""


def _old_record(**rules: object) -> list[dict[str, object]]:
    text = OLD_RECORD.replace("STOCK", json.dumps(OLD_STOCK))
    lines = [json.loads(raw) for raw in text.strip().splitlines()]
    lines[0]["rules"] |= rules
    return lines


def test_a_record_from_before_the_change_keeps_its_options_old_meaning() -> None:
    old = _old_record()
    assert GAME.check_record(old).ok, GAME.check_record(old).problem
    assert referee(old) is None
    frames, problem = build_frames(old)  # the Replays screen shows it too, the look included
    assert problem == "" and any("look" in frame.caption.lower() for frame in frames)
    # the same lines written today with the option on: the swap gives no power, the look fails
    assert not GAME.check_record(_old_record(swap_powers=False)).ok
    # ... and today's default (swap powers on) is what the old record played
    assert GAME.check_record(_old_record(cabo_powers=False, swap_powers=True)).ok
    # an old record with the option off gave no power for a swapped-out card
    assert "refused" in str(GAME.check_record(_old_record(cabo_powers=False)).problem)
    assert "disagree" in str(GAME.check_record(_old_record(swap_powers=True)).problem)


def test_new_records_say_what_the_powers_option_meant() -> None:
    for on in (False, True):
        match = GAME.new_match(1, [SeatSpec("A", "bot", "casual"), SeatSpec("B", "bot", "casual")],
                               {"cabo_powers": on})
        assert match.record[0]["rules"]["cabo_powers"] is on
        assert match.record[0]["rules"]["swap_powers"] is (not on)


def _exhaust_the_stock() -> list[dict[str, object]]:
    """A real match whose round ends because the next seat must draw from an empty stock that
    the discard pile (one card) cannot refill: seat 1's wrong snaps take the whole stock."""
    match = GAME.new_match(3, [SeatSpec("A", "human"), SeatSpec("B", "human")],
                           {"rounds": 1, "snap_window": 4.0})
    tbl = match.start_hand()
    state = tbl.state
    first = state.turn
    other = 1 - first
    assert not isinstance(tbl.submit(Draw(first, "stock"), 0.5), type(None))
    tbl.submit(Discard(first), 1.0)
    rank = tbl.state.discard[-1][:-1]
    wrong = next(i for i, c in enumerate(tbl.state.layouts[other]) if c[:-1] != rank)
    t = 1.0
    while tbl.state.stock:
        t += 0.01
        events = tbl.submit(Snap(other, wrong), round(t, 3)).events  # type: ignore[union-attr]
        assert isinstance(events[-1], Snapped) and not events[-1].ok
    assert tbl.state.stock == () and len(tbl.state.discard) == 1
    tbl.submit(EndTurn(first), 1.9)
    assert Draw(other, "stock") in R.legal_moves(at(R.view(tbl.state, other), 5.0))
    tbl.submit(Draw(other, "stock"), 5.0)
    assert tbl.over and tbl.state.end_reason == "stock_exhausted"
    assert match.over and match.record[-2]["reason"] == "stock_exhausted"
    assert match.record[-3]["type"] == "snap"  # no line for the draw that found no card
    return match.record


def test_a_round_that_ends_with_an_exhausted_stock_replays(tmp_path: Path,
                                                          capsys: object) -> None:
    record = _exhaust_the_stock()
    checked = GAME.check_record(record)
    assert checked.ok, checked.problem
    assert referee(record) is None
    path = tmp_path / "exhausted.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in record), encoding="utf-8")
    assert replay_main([str(path)]) == 0
    frames, problem = build_frames(record)
    assert problem == "" and "stock_exhausted" in frames[-2].caption


def test_draws_and_the_close_are_listed_only_once_the_window_has_shut() -> None:
    state, _ = ok(table([L0, L1], ["5S", "2C"]), Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)  # window until 3.0
    state, _ = ok(state, EndTurn(0), 1.2)
    listed = R.legal_moves(R.view(state, 1))
    assert Draw(1, "stock") not in listed and Snap(1, 0) in listed
    assert all(not isinstance(m, Draw) for m in R.legal_moves(at(R.view(state, 1), 2.9)))
    assert Draw(1, "stock") in R.legal_moves(at(R.view(state, 1), 3.0))
    last = table([L0, L1], ["5S"], phase="done", ender=1, turn=0,
                 window=Window("5", 1.0, 3.0), now=1.2)
    assert Close(0) not in R.legal_moves(R.view(last, 0))
    assert "still open" in no(last, Close(0), 1.2)
    assert Close(0) in R.legal_moves(at(R.view(last, 0), 3.0))


def test_a_late_snap_of_a_card_that_does_not_match_is_a_wrong_snap() -> None:
    state = table([L0, L1, ["5D", "JC", "X1", "4H"]], ["AC", "6S", "7H", "5S"])
    state, _ = ok(state, Draw(0, "stock"))
    state, _ = ok(state, Discard(0), 1.0)  # 5S
    state, _ = ok(state, Snap(2, 0), 1.5)  # 5D hits
    state, events = ok(state, Snap(1, 1), 1.6)  # 8D is no 5, after the hit
    assert events == [Snapped(1, 1, "8D", False, "7H", 4)]
    assert state.layouts[1] == ("5C", "8D", "KH", "3S", "7H")
    assert Snap(1, 0) in R.legal_moves(R.view(state, 1))  # still listed: beaten, or wrong


def _powers_after_swaps(record: list[dict[str, object]]) -> int:
    """How many looks and Jack swaps follow a discard that came out of a layout by a swap."""
    used, swapped, kind = 0, False, ""
    for line in record:
        if line["type"] == "draw":
            swapped, kind = False, ""
        elif line["type"] == "swap":
            swapped = True
        elif line["type"] == "discard":
            kind = "swap" if swapped else "throw"
        elif line["type"] in ("look", "jack_swap") and kind == "swap":
            used += 1
    return used


def test_the_bots_use_the_powers_a_swap_now_gives_and_none_with_cabo_powers() -> None:
    levels = ["master", "skilled", "casual", "greedy"]
    default = play_match(2, levels, {"rounds": 2}).record
    assert _powers_after_swaps(default) > 0
    assert GAME.check_record(default).ok and referee(default) is None
    cabo = play_match(2, levels, {"rounds": 2, "cabo_powers": True}).record
    assert _powers_after_swaps(cabo) == 0
    assert GAME.check_record(cabo).ok and referee(cabo) is None
