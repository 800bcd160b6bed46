"""A tiny turn game for the simulator's tests: two or three seats race to a target total.

Seats take turns adding 1 or 2 to the shared total; whoever makes it reach the target wins the
hand; the match is won by the first seat to win ``hands_to_win`` hands. With ``ties`` on, a hand
that lands exactly on the target is shared by every seat (to test shared wins). Bots: ``master``
plays the winning strategy, other levels pick at random, the ``greedy`` baseline always adds 2.
``SIM`` adds a ``--goal`` flag (alias of ``--option target=N``) and a moves-per-hand figure.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots.turn import THINK_TIMINGS, Decision, Think, TurnAgent
from game.core.authority import Table
from game.core.definition import GameDefinition, HandOutcome, Line, RecordCheck, SeatRange
from game.core.options import OptionSpec, OptionValue
from game.core.outcome import Applied, Refused, refused
from game.core.seats import SeatSpec
from game.sim.hooks import GameFigures, HandStats, SimExtras


@dataclass(frozen=True)
class Add:
    seat: int
    amount: int


@dataclass(frozen=True)
class State:
    seats: int
    target: int
    total: int = 0
    turn: int = 0
    winners: tuple[int, ...] = ()


class Rules:
    def apply(self, state: State, move: object, t: float = 0.0) -> Applied[State, Any] | Refused:
        if state.winners:
            return refused("the hand is over")
        if not isinstance(move, Add) or type(move.amount) is not int or type(move.seat) is not int:
            return refused("not a move of this game")
        if move.seat != state.turn:
            return refused("not your turn")
        if move.amount not in (1, 2) or state.total + move.amount > state.target:
            return refused("add 1 or 2, without passing the target")
        total = state.total + move.amount
        winners: tuple[int, ...] = ()
        if total == state.target:
            winners = (move.seat,)
        after = State(state.seats, state.target, total, (state.turn + 1) % state.seats, winners)
        return Applied(after, [{"type": "add", "seat": move.seat, "amount": move.amount}])

    def view(self, state: State, seat: int) -> State:
        return state

    def legal_moves(self, view: State) -> Sequence[Add]:
        if view.winners:
            return ()
        return [Add(view.turn, n) for n in (1, 2) if view.total + n <= view.target]

    def to_act(self, state: State) -> frozenset[int]:
        return frozenset() if state.winners else frozenset({state.turn})

    def is_over(self, state: State) -> bool:
        return bool(state.winners)

    def card_places(self, state: State) -> Sequence[tuple[str, str]]:
        return ()

    def sample_hidden(self, state: State, seat: int, rng: random.Random) -> State:
        return state


RULES = Rules()


@dataclass(frozen=True)
class Outcome:
    hand: int
    winners: tuple[int, ...]
    duration: float
    moves: int


@dataclass
class Match:
    seed: int
    seats: Sequence[SeatSpec]
    options: Mapping[str, OptionValue]
    record: list[Line] = field(default_factory=list)
    results: list[HandOutcome] = field(default_factory=list)
    table: Table[Any, Any, Any, Any] | None = None
    winners: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return bool(self.winners)

    def start_hand(self) -> Table[Any, Any, Any, Any]:
        hand = len(self.results) + 1
        self.record.append({"type": "deal", "hand": hand})
        state = State(len(self.seats), int(self.options["target"]), turn=(hand - 1) % 2)
        self.table = Table(RULES, state, hand, recorder=self._recorded)
        return self.table

    def _recorded(self, t: float, event: Any, state: State) -> None:
        assert self.table is not None
        self.record.append({**event, "hand": self.table.hand, "t": round(t, 3)})
        if not state.winners:
            return
        winners = state.winners
        if self.options["ties"]:
            winners = tuple(range(len(self.seats)))
        moves = sum(1 for line in self.record if line.get("type") == "add"
                    and line["hand"] == self.table.hand)
        self.results.append(Outcome(self.table.hand, winners, t, moves))
        self.record.append({"type": "hand_end", "hand": self.table.hand, "winners": winners})
        wins = [sum(seat in r.winners for r in self.results) for seat in range(len(self.seats))]
        if max(wins) >= int(self.options["hands_to_win"]):
            self.winners = tuple(s for s, n in enumerate(wins) if n == max(wins))
            self.record.append({"type": "match_end", "winners": list(self.winners)})


def new_match(seed: int, seats: Sequence[SeatSpec], options: Mapping[str, OptionValue]) -> Match:
    if not 2 <= len(seats) <= 3:
        raise ValueError("the toy race needs 2 or 3 seats")
    match = Match(seed, seats, options)
    match.record.append({"type": "match_start", "game": "toy", "version": 1, "seed": seed,
                         "rules": dict(options),
                         "seats": [spec.record(i) for i, spec in enumerate(seats)]})
    return match


def _policy(level: str) -> Any:
    def choose(view: State, rng: random.Random) -> Think:
        yield
        moves = RULES.legal_moves(view)
        if level == "greedy":
            return Decision(moves[-1])
        if level == "master":
            for move in moves:
                if (view.target - view.total - move.amount) % 3 == 0:
                    return Decision(move)
        return Decision(rng.choice(list(moves)), closeness=0.5)
    return choose


def make_bots(match: Match, table: Table[Any, Any, Any, Any], levels: Sequence[str | None], *,
              pace_scale: float = 1.0, timing: str | None = None) -> list[Any]:
    return [TurnAgent(seat, table, _policy(level), random.Random(f"{match.seed}:{seat}"),
                      THINK_TIMINGS[timing or ("skilled" if level == "greedy" else level)],
                      level=level, pace_scale=pace_scale)
            for seat, level in enumerate(levels) if level is not None]


def check_record(lines: Iterable[Line]) -> RecordCheck:
    count = hands = 0
    state: State | None = None
    target, seats = 10, 2
    for line in lines:
        count += 1
        kind = line.get("type")
        if kind == "match_start":
            target, seats = line["rules"]["target"], len(line["seats"])
        elif kind == "deal":
            hands += 1
            state = State(seats, target, turn=(line["hand"] - 1) % 2)
        elif kind == "add":
            if state is None:
                return RecordCheck(False, count, hands, f"line {count}: a move before the deal")
            outcome = RULES.apply(state, Add(line["seat"], line["amount"]))
            if isinstance(outcome, Refused):
                return RecordCheck(False, count, hands, f"line {count}: {outcome.text}")
            state = outcome.state
    return RecordCheck(True, count, hands)


class Figures(GameFigures):
    def __init__(self) -> None:
        self.moves: dict[str, list[int]] = {}

    def add_hand(self, hand: HandStats) -> None:
        assert isinstance(hand.outcome, Outcome)
        for level in hand.levels:
            self.moves.setdefault(level, []).append(hand.outcome.moves)

    def per_level(self, level: str) -> dict[str, object]:
        moves = self.moves.get(level, [])
        return {"moves_per_hand": round(sum(moves) / len(moves), 2) if moves else None}

    def summary(self) -> dict[str, object]:
        return {"toy_figure": 1}


class Extras(SimExtras):
    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--goal", type=int, help="alias of --option target=N")

    def option_assignments(self, args: argparse.Namespace) -> list[str]:
        return [f"target={args.goal}"] if args.goal is not None else []

    def figures(self, args: argparse.Namespace) -> GameFigures:
        return Figures()


SIM = Extras()

GAME = GameDefinition(
    id="toy", name="Toy race", tagline="Add 1 or 2; reach the target.",
    seats=SeatRange(2, 3, 2),
    options=(OptionSpec("target", "int", 10, "Target", minimum=3, maximum=50),
             OptionSpec("hands_to_win", "int", 2, "Hands to win", minimum=1, maximum=9),
             OptionSpec("ties", "bool", False, "Every hand shared")),
    rules=RULES, new_match=new_match, make_bots=make_bots, check_record=check_record,
    ui_module=None, baselines=("greedy",), sim_module="sim_toy_game",
)
