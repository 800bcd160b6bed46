"""The five levels' policies: the sealed choices by ``sealed.choose``, phase 3 by
``search.Phase3Search`` on a state rebuilt from the seat's view (its own moves depend only on
what it sees). A phase-3 plan is kept: while the table shows what the plan expected, the next
planned move is played without searching again."""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass, field

from game.auction.bots.evaluate import Weights
from game.auction.bots.sealed import choose
from game.auction.bots.search import Phase3Search
from game.auction.rules.engine import apply
from game.auction.rules.hidden import own_state
from game.auction.rules.moves import Bid, Done, Move, SetAside
from game.auction.rules.state import BID, SET_ASIDE
from game.auction.rules.view import View, view
from game.bots.turn import Decision, Think
from game.core.outcome import Refused


@dataclass(frozen=True, slots=True)
class LevelPlay:
    samples: int
    budget: int
    noise: float
    weights: Weights


LEVEL_PLAY: dict[str, LevelPlay] = {
    "beginner": LevelPlay(3, 8, 6.5, Weights(strength=0.2, power=0.0, progress=False,
                                             horizon=0.3)),
    "casual": LevelPlay(5, 30, 4.0, Weights(strength=0.3, power=0.1, progress=False,
                                            horizon=0.3)),
    "skilled": LevelPlay(10, 100, 2.6, Weights(strength=0.5, power=0.2, horizon=0.4)),
    "expert": LevelPlay(20, 300, 1.5, Weights(strength=0.7, power=0.3, horizon=0.5)),
    "master": LevelPlay(40, 1500, 0.0, Weights(strength=0.7, power=0.8, horizon=0.6, aside=0.0,
                                               paying=True, retrieve=1.0)),
}


@dataclass
class LevelPolicy:
    """A level's policy for one seat (keeps the current phase-3 plan between decisions)."""

    play: LevelPlay
    plan: dict[View, Move] = field(default_factory=dict)

    def __call__(self, seen: View, rng: random.Random) -> Think:
        if seen.phase in (SET_ASIDE, BID):
            self.plan.clear()
            choice = yield from choose(seen, rng, self.play.samples, self.play.weights,
                                       self.play.noise)
            if seen.phase == SET_ASIDE:
                aside = choice.aside if choice.aside is not None else seen.hand[0]
                return Decision(SetAside(seen.seat, aside), choice.closeness)
            return Decision(Bid(seen.seat, choice.bid), choice.closeness)
        planned = self.plan.get(seen)
        if planned is not None:
            return Decision(planned, 0.0)
        state = own_state(seen)
        rival = seen.rival
        capacity = len(rival.offering) + 0.5 * rival.hand_count
        search = Phase3Search(seen.seat, self.play.weights, self.play.budget, self.play.noise,
                              rng, capacity)
        result = yield from search.run(state)
        yield from self._remember(state, seen.seat, result.moves)
        yield from search.release()
        first = result.moves[0] if result.moves else Done(seen.seat)
        gap = result.value - result.runner_up
        return Decision(first, max(0.0, 1.0 - gap / 3.0))

    def _remember(self, state: object, seat: int,
                  moves: tuple[Move, ...]) -> Generator[None, None, None]:
        """Keep the plan's next move by the view each move of it leads to (a slice each)."""
        self.plan.clear()
        for move, following in zip(moves, moves[1:], strict=False):
            yield
            outcome = apply(state, move)  # type: ignore[arg-type]
            if isinstance(outcome, Refused):
                return
            state = outcome.state
            self.plan[view(outcome.state, seat)] = following


def level_policy(level: str) -> LevelPolicy:
    return LevelPolicy(LEVEL_PLAY[level])
