"""Scoring a hand and deciding a match, including ties at the target."""

from __future__ import annotations

from core_tables import applied, pile, seat, table

from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.rules.scoring import match_winner, score_hand
from game.dutch_blitz.rules.state import Rules, TableState


def test_hand_score_is_dutch_cards_minus_twice_blitz_left() -> None:
    state = table(
        seat(["R4", "G5", "B9"], blitz="Y9 Y8 G7"),
        seat(["Y4", "G4", "B4"], blitz="R9"),
        dutch=(pile("R1 R2 R3"), pile("B1 B2", owner=1)),
    )
    scores = score_hand(state)
    assert [(s.dutch, s.blitz_left, s.hand_score) for s in scores] == [(3, 3, -3), (2, 1, 0)]


def test_dutch_cards_count_for_the_seat_that_placed_them() -> None:
    state = table(seat(["R2", "G5", "B9"], blitz="Y9 Y8", hand="G1"),
                  seat(["Y4"], blitz="R9 R8", hand="G1"), dutch=(pile("R1", owner=1),))
    state = applied(state, Play(0, "post:0", "dutch:0")).state
    assert [s.dutch for s in score_hand(state)] == [1, 1]


def test_match_winner_rules() -> None:
    assert match_winner([74, 10], 75) is None
    assert match_winner([80, 76], 75) == 0
    assert match_winner([76, 80, 20], 75) == 1
    assert match_winner([80, 80, 10], 75) is None  # a tie at the top plays one more hand
    assert match_winner([80, 80, 90], 75) == 2


def test_a_tied_match_plays_on_until_one_seat_leads() -> None:
    match = Match([SeatInfo("A"), SeatInfo("B")], Rules.for_seats(2, 5), seed=1)
    match.totals = [10, 10]
    assert match_winner(match.totals, 5) is None
    match.totals = [10, 12]
    assert match_winner(match.totals, 5) == 1


def test_match_record_ends_with_the_winner_and_no_hand_after_it() -> None:
    from blitz_play import play_match

    match = play_match(3, 2, Rules.for_seats(3, 20))
    assert match.over and match.winner is not None
    assert max(match.totals) >= 20
    assert match.totals[match.winner] == max(match.totals)
    assert match.totals.count(max(match.totals)) == 1
    assert [r.totals for r in match.results][-1] == tuple(match.totals)
    try:
        match.start_hand()
    except RuntimeError as error:
        assert "over" in str(error)
    else:
        raise AssertionError("a hand was dealt after the match was won")


def test_the_match_records_first_even_when_a_listener_moves_at_once() -> None:
    """The record hears every event before any listener, and a listener's own move (auto-play)
    is applied and recorded after the event it reacted to, never in between."""
    from game.core.outcome import Applied
    from game.dutch_blitz.rules.events import Event, Flipped, HandEnded
    from game.dutch_blitz.rules.moves import Flip

    match = Match([SeatInfo("A"), SeatInfo("B")], Rules.for_seats(2, 5), seed=4)
    table = match.start_hand()
    heard: list[tuple[str, int]] = []

    def listener(t: float, event: Event, state: TableState) -> None:
        heard.append((type(event).__name__, len(match.record)))
        if isinstance(event, Flipped) and event.seat == 0 and len(heard) == 1:
            assert isinstance(table.submit(Flip(1), t), Applied)  # seat 1 answers at once

    table.subscribe(listener)
    assert isinstance(table.submit(Flip(0), 1.0), Applied)
    flips = [line for line in match.record if line["type"] == "flip"]
    assert [line["seat"] for line in flips] == [0, 1]
    assert heard[:2] == [("Flipped", 3), ("Flipped", 4)]  # each in the record when heard
    ended: list[bool] = []
    table.subscribe(lambda t, e, s: ended.append(bool(match.results))
                    if isinstance(e, HandEnded) else None)
    t = 2.0
    while not table.over:  # play the hand out: the result exists before the listener hears it
        moves = table.legal_moves(0) or table.legal_moves(1)
        table.submit(moves[0], t)
        t += 1.0
    assert ended == [True]
