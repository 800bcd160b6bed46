"""A game of Dutch Auction left after its first round is kept in the match store, listed as
unfinished and checked as good up to where it stopped (so it can be watched)."""

from __future__ import annotations

from pathlib import Path

from game.auction.definition import GAME
from game.auction.ui.session import auction_session
from game.core.seats import SeatSpec
from game.ui.user_data import UserData


def test_a_game_left_after_its_first_round_is_kept_and_can_be_watched(tmp_path: Path) -> None:
    data = UserData(tmp_path)
    clock = [0.0]
    seats = [SeatSpec("Casual 1", "bot", "casual"), SeatSpec("Casual 2", "bot", "casual")]
    session = auction_session(5, seats, {}, pace_scale=0.25, time_source=lambda: clock[0],
                              user_data=data)
    for _ in range(200_000):  # play until the first round's end is in the record, then leave
        record = session.match.record
        if any(line.get("type") == "round_end" for line in record):
            break
        clock[0] += 0.05
        session.tick()
    else:
        raise AssertionError("the first round did not end")
    assert data.records is not None
    infos, problems = data.records.list_matches(GAME.id)
    assert len(infos) == 1 and not problems and not infos[0].finished
    lines = data.records.load_match(infos[0].match_id)
    assert GAME.check_record(lines).ok and lines[-1]["type"] != "match_end"
    assert any(line.get("type") == "round_end" for line in lines)
