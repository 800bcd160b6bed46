"""Random legal and illegal actions from every seat: the table's invariants always hold."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from game.core.outcome import Applied
from game.dutch_blitz.rules.authority import new_table
from game.dutch_blitz.rules.cards import COLOURS, Card
from game.dutch_blitz.rules.deal import deal
from game.dutch_blitz.rules.legal import legal_moves_for
from game.dutch_blitz.rules.moves import Flip, Play, Recycle, Stack
from game.dutch_blitz.rules.state import Rules

PLACES = ["blitz", "wood", "hand", "post:0", "post:1", "post:2", "post:3", "post:4", "post:9",
          "dutch:0", "dutch:1", "dutch:5", "dutch:new", "nowhere"]


class TableMachine(RuleBasedStateMachine):
    """Seats act in any order with any moves, as a racing table would."""

    @rule(seats=st.integers(2, 4), seed=st.integers(0, 10_000), stack=st.booleans())
    @precondition(lambda self: not hasattr(self, "table"))
    def deal(self, seats: int, seed: int, stack: bool) -> None:
        rules = Rules.for_seats(seats, move_post_stack=stack)
        self.table = new_table(deal(rules, seats, random.Random(seed)))
        self.t = 0.0

    def _submit(self, move: object) -> None:
        before, version = self.table.state, self.table.version
        outcome = self.table.submit(move, self.t)
        self.t += 0.1
        if isinstance(outcome, Applied):
            assert self.table.version == version + 1
        else:
            assert self.table.state is before, "a refused move changed the table"
            assert self.table.version == version

    @precondition(lambda self: hasattr(self, "table"))
    @rule(data=st.data())
    def legal_move(self, data: st.DataObject) -> None:
        seat = data.draw(st.integers(0, self.table.state.seat_count - 1))
        moves = legal_moves_for(self.table.state, seat)
        if moves:
            move = data.draw(st.sampled_from(moves))
            outcome = self.table.submit(move, self.t)
            assert isinstance(outcome, Applied), f"listed {move} as legal but refused: {outcome}"

    @precondition(lambda self: hasattr(self, "table"))
    @rule(seat=st.integers(-1, 4), source=st.sampled_from(PLACES), dest=st.sampled_from(PLACES),
          colour=st.sampled_from(COLOURS), number=st.integers(1, 10), named=st.booleans())
    def any_play(self, seat: int, source: str, dest: str, colour: str, number: int,
                 named: bool) -> None:
        self._submit(Play(seat, source, dest, Card(colour, number) if named else None))

    @precondition(lambda self: hasattr(self, "table"))
    @rule(seat=st.integers(0, 3), rotate=st.booleans(), kind=st.sampled_from("FRS"),
          source=st.sampled_from(PLACES), dest=st.sampled_from(PLACES))
    def any_other(self, seat: int, rotate: bool, kind: str, source: str, dest: str) -> None:
        move = {"F": Flip(seat), "R": Recycle(seat, rotate), "S": Stack(seat, source, dest)}
        self._submit(move[kind])

    @precondition(lambda self: hasattr(self, "table"))
    @invariant()
    def every_card_accounted_for(self) -> None:
        state = self.table.state
        for seat in range(state.seat_count):
            cards = state.cards_of(seat)
            assert len(cards) == 40 and len(set(cards)) == 40

    @precondition(lambda self: hasattr(self, "table"))
    @invariant()
    def dutch_piles_ascend_by_colour_from_one(self) -> None:
        for pile in self.table.state.dutch:
            assert [c.number for c in pile.cards] == list(range(1, len(pile.cards) + 1))
            assert {c.colour for c in pile.cards} == {pile.colour}

    @precondition(lambda self: hasattr(self, "table"))
    @invariant()
    def posts_descend_and_alternate(self) -> None:
        state = self.table.state
        for seat in state.seats:
            assert len(seat.posts) == state.rules.post_piles
            for pile in seat.posts:
                assert pile or state.over is not None, "an empty Post slot during play"
                for lower, upper in zip(pile[1:], pile, strict=False):
                    assert lower.number == upper.number - 1
                    assert lower.is_boy != upper.is_boy

    @precondition(lambda self: hasattr(self, "table"))
    @invariant()
    def the_hand_ends_exactly_when_a_blitz_pile_is_empty_or_stalemate(self) -> None:
        state = self.table.state
        empty = [i for i, s in enumerate(state.seats) if not s.blitz]
        if empty:
            assert state.over is not None and state.over.reason == "blitz"
            assert state.over.seat in empty
        elif state.over is not None:
            assert state.over.reason == "stalemate"


TableMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=80, deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_table_machine = TableMachine.TestCase
