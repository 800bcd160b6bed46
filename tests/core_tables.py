"""Literal table states for scenario tests: piles written as card codes, bottom to top."""

from __future__ import annotations

from game.core.outcome import Applied
from game.dutch_blitz.rules.cards import Card, card
from game.dutch_blitz.rules.engine import apply
from game.dutch_blitz.rules.events import Event
from game.dutch_blitz.rules.state import DutchPile, Rules, SeatState, TableState


def cards(text: str) -> tuple[Card, ...]:
    return tuple(card(code) for code in text.split())


def seat(
    posts: list[str],
    blitz: str = "",
    wood: str = "",
    hand: str = "",
    moved: bool = False,
    idle: int = 0,
) -> SeatState:
    return SeatState(
        posts=tuple(cards(p) for p in posts),
        blitz=cards(blitz),
        wood=cards(wood),
        hand=cards(hand),
        moved_since_turnover=moved,
        idle_recycles=idle,
    )


def pile(text: str, owner: int = 0) -> DutchPile:
    cs = cards(text)
    return DutchPile(cs, (owner,) * len(cs))


def table(*seats: SeatState, dutch: tuple[DutchPile, ...] = (), stack: bool = False) -> TableState:
    rules = Rules(post_piles=len(seats[0].posts), target_score=75, move_post_stack=stack)
    return TableState(rules, tuple(seats), dutch)


def applied(state: TableState, move: object, t: float = 0.0) -> Applied[TableState, Event]:
    """The outcome of ``move``, which the scenario expects the rules to accept."""
    outcome = apply(state, move, t)
    assert isinstance(outcome, Applied), f"{move} was refused: {outcome.text}"
    return outcome
