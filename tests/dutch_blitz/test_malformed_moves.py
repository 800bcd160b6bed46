"""The engine refuses, never raises on, anything that is not a well-formed legal move, and says
what is actually wrong: "beaten to it" only when a rival's card now holds the spot."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from core_tables import pile, seat, table

from game.core.outcome import Applied, Refused
from game.dutch_blitz.rules.cards import card
from game.dutch_blitz.rules.core import RULES
from game.dutch_blitz.rules.deal import deal
from game.dutch_blitz.rules.engine import apply
from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.moves import Flip, Play, Reason, Recycle, Stack
from game.dutch_blitz.rules.places import Place, parse_place
from game.dutch_blitz.rules.state import DutchPile, Rules, TableState

REST = "Y9 Y8"

HUGE = "post:" + "1" * 5000


def _state() -> TableState:
    return table(seat(["R5", "Y1", "B7"], blitz=REST + " R2", wood="G4", hand="B3"),
                 seat(["G9", "B4", "Y3"], blitz=REST + " R3", hand="G1"),
                 dutch=(pile("R1"),), stack=True)


MALFORMED: list[tuple[str, object, Reason]] = [
    ("superscript digit", Play(0, "post:²", "dutch:new"), Reason.BAD_SOURCE),
    ("leading zero source", Play(0, "post:00", "dutch:new"), Reason.BAD_SOURCE),
    ("leading zero target", Play(0, "post:1", "post:01"), Reason.BAD_TARGET),
    ("5,000-digit index", Play(0, HUGE, "dutch:new"), Reason.BAD_SOURCE),
    ("5,000-digit target", Play(0, "post:1", "dutch:" + "9" * 5000), Reason.BAD_TARGET),
    ("negative index", Play(0, "post:-1", "dutch:new"), Reason.BAD_SOURCE),
    ("spaces", Play(0, " post:1", "dutch:new"), Reason.BAD_SOURCE),
    ("source not text", Play(0, 7, "dutch:new"), Reason.BAD_SOURCE),  # type: ignore[arg-type]
    ("target not text", Play(0, "post:1", None), Reason.BAD_TARGET),  # type: ignore[arg-type]
    ("target the hand", Play(0, "wood", "hand"), Reason.BAD_TARGET),
    ("rotate None", Recycle(0, None), Reason.NOT_A_MOVE),  # type: ignore[arg-type]
    ("rotate a number", Recycle(0, 1), Reason.NOT_A_MOVE),  # type: ignore[arg-type]
    ("bool as a seat", Flip(True), Reason.NO_SUCH_SEAT),
    ("bool as a seat in a play", Play(False, "post:1", "dutch:new"), Reason.NO_SUCH_SEAT),
    ("seat as text", Flip("0"), Reason.NO_SUCH_SEAT),  # type: ignore[arg-type]
    ("seat out of range", Flip(2), Reason.NO_SUCH_SEAT),
    ("negative seat", Flip(-1), Reason.NO_SUCH_SEAT),
    ("huge seat", Flip(10 ** 5000), Reason.NO_SUCH_SEAT),
    ("not a move", "flip", Reason.NOT_A_MOVE),
    ("None", None, Reason.NOT_A_MOVE),
    ("a card as a move", card("R2"), Reason.NOT_A_MOVE),
    ("named card not the top", Play(0, "blitz", "dutch:0", card("Y8")), Reason.NOT_ON_TOP),
    ("named card as text", Play(0, "blitz", "dutch:0", "R2"), Reason.NOT_A_MOVE),  # type: ignore
    ("stack source not text", Stack(0, None, "post:0"), Reason.NOT_A_MOVE),  # type: ignore
    ("stack leading zero", Stack(0, "post:01", "post:0"), Reason.BAD_SOURCE),
    ("stack superscript", Stack(0, "post:1", "post:¹"), Reason.NO_SUCH_PILE),
]


@pytest.mark.parametrize("name, move, reason", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_a_malformed_move_is_refused_with_a_reason_and_changes_nothing(
        name: str, move: object, reason: Reason) -> None:
    state = _state()
    outcome = apply(state, move)
    assert isinstance(outcome, Refused), name
    assert outcome.reason is reason
    assert outcome.text and not outcome.reason.is_race_lost
    assert isinstance(RULES.apply(state, move, 3.0), Refused)


PLACES: list[tuple[object, Place | None]] = [
    ("blitz", Place("blitz")),
    ("wood", Place("wood")),
    ("hand", Place("hand")),
    ("dutch:new", Place("dutch_new")),
    ("post:0", Place("post", 0)),
    ("dutch:12", Place("dutch", 12)),
    ("dutch:999", Place("dutch", 999)),
    ("dutch:1000", None),
    ("post:00", None),
    ("post:07", None),
    ("post:²", None),
    ("post:١", None),  # an Arabic-Indic digit
    ("post:", None),
    ("post:+1", None),
    ("post: 1", None),
    ("Post:1", None),
    ("dutch:New", None),
    ("post:1 ", None),
    (HUGE, None),
    (3, None),
    (None, None),
    (b"post:1", None),
]


@pytest.mark.parametrize("text, place", PLACES)
def test_places_are_read_strictly(text: object, place: Place | None) -> None:
    assert parse_place(text) == place
    if place is not None:
        assert place.code == text


# --- rulings: say what is actually wrong -------------------------------------------------------

RULINGS: list[tuple[str, str, str, str, Reason]] = [
    # (what, Dutch pile with owners "card@seat ...", the mover's top card, source, reason)
    ("a 1 onto an existing red pile", "R1@1", "R1", "blitz", Reason.ONE_STARTS_NEW_PILE),
    ("a 1 onto a pile a rival has built up", "R1@1 R2@1", "R1", "blitz",
     Reason.ONE_STARTS_NEW_PILE),
    ("a rival's 3 landed first", "R1@0 R2@0 R3@1", "R3", "blitz", Reason.PILE_TAKEN),
    ("the pile went past by the seat's own plays", "R1@1 R2@1 R3@1 R4@0 R5@0", "R3",
     "blitz", Reason.PILE_PAST),
    ("the pile went well past", "R1@1 R2@1 R3@1 R4@1 R5@1", "R3", "blitz", Reason.PILE_PAST),
    ("the 10 that finished it was a rival's", " ".join(f"R{n}@1" for n in range(1, 11)), "R10",
     "blitz", Reason.PILE_COMPLETE),
    ("a 4 onto a pile finished long ago", " ".join(f"R{n}@1" for n in range(1, 11)), "R4",
     "blitz", Reason.PILE_FINISHED),
    ("a number too high", "R1@1", "R5", "blitz", Reason.NOT_NEXT_NUMBER),
    ("another colour", "B1@1", "R2", "blitz", Reason.WRONG_COLOUR),
]


def _owned_pile(text: str) -> DutchPile:
    entries = [entry.split("@") for entry in text.split()]
    return DutchPile(tuple(card(code) for code, _ in entries),
                     tuple(int(owner) for _, owner in entries))


@pytest.mark.parametrize("what, dutch, top, source, reason", RULINGS, ids=[r[0] for r in RULINGS])
def test_a_refused_dutch_play_names_the_real_reason(what: str, dutch: str, top: str, source: str,
                                                    reason: Reason) -> None:
    state = table(seat(["B9", "B8", "B7"], blitz=REST + " " + top),
                  seat(["G9", "G8", "G7"], blitz=REST), dutch=(_owned_pile(dutch),))
    outcome = apply(state, Play(0, source, "dutch:0", card(top)))
    assert isinstance(outcome, Refused)
    assert outcome.reason is reason, what
    assert outcome.reason.is_race_lost == (reason in (Reason.PILE_TAKEN, Reason.PILE_COMPLETE))


def test_the_next_number_still_goes_on() -> None:
    state = table(seat(["B9", "B8", "B7"], blitz=REST + " R4"),
                  seat(["G9", "G8", "G7"], blitz=REST), dutch=(_owned_pile("R1@1 R2@0 R3@1"),))
    assert isinstance(apply(state, Play(0, "blitz", "dutch:0", card("R4"))), Applied)


# --- match creation ----------------------------------------------------------------------------

BAD_RULES: list[tuple[str, int, Rules]] = [
    ("two seats with 3 Posts", 2, Rules(post_piles=3)),
    ("four seats with 5 Posts", 4, Rules(post_piles=5)),
    ("a target of 0", 3, Rules(post_piles=3, target_score=0)),
    ("a target given as a bool", 3, Rules(post_piles=3, target_score=True)),
    ("Post piles given as text", 3, Rules(post_piles="3")),  # type: ignore[arg-type]
    ("stack option as a number", 3, Rules(post_piles=3, move_post_stack=1)),  # type: ignore
]


@pytest.mark.parametrize("what, seats, rules", BAD_RULES, ids=[b[0] for b in BAD_RULES])
def test_a_match_with_rules_its_seats_cannot_play_is_refused_at_creation(
        what: str, seats: int, rules: Rules) -> None:
    assert rules.problem(seats) is not None
    with pytest.raises(ValueError):
        Match([SeatInfo(f"S{i}") for i in range(seats)], rules, seed=1)


def test_the_rules_for_each_table_size_are_accepted() -> None:
    for seats in (2, 3, 4):
        rules = Rules.for_seats(seats)
        assert rules.problem(seats) is None
        Match([SeatInfo(f"S{i}") for i in range(seats)], rules, seed=1)


KINDS: list[tuple[Callable[..., object], int]] = [(Play, 4), (Flip, 1), (Recycle, 2), (Stack, 3)]
"""Each move type with how many fields it takes: the junk test fills them with anything."""


def test_random_junk_moves_never_raise() -> None:
    rng = random.Random(3)
    junk: list[object] = [None, True, False, -1, 0, 1, 2, 10 ** 40, "", "post:0", "post:٣",
                          "dutch:new", "blitz", "wood", "hand", 1.5, card("R1"), (), "x" * 500]
    state = deal(Rules.for_seats(3), 3, random.Random(1))
    for _ in range(3000):
        kind, arity = rng.choice(KINDS)
        move = kind(*(rng.choice(junk) for _ in range(arity)))
        outcome = apply(state, move)
        if isinstance(outcome, Refused):
            assert outcome.text
