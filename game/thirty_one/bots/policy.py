"""How each level of Blitz (31) bot plays a turn: knock or draw, which pile, which card to throw.

Every level works from its seat's view only. The draw is chosen by the expected worth of the
hand after it, over the cards the bot has not seen (``Pool``); the worth adds to the hand's value
a share of what one more draw could bring (so a bot keeps a two-card run at 31 when the odds are
real). Weaker levels remember fewer discards, knock at noisy thresholds, ignore potential and
make human mistakes; Expert and Master decide the knock by the sampled search in ``search``, and
Master also avoids feeding the next seat the suit it is collecting.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass

from game.bots.turn import Decision, Policy, Think
from game.thirty_one.bots.evaluate import BONUS_31, Pool, best_keep, keeps, value
from game.thirty_one.bots.knowledge import Knowledge, read_view
from game.thirty_one.bots.search import (
    Setting,
    feed_gains,
    knock_costs,
    last_throw_costs,
    last_turn_costs,
)
from game.thirty_one.bots.stakes import prepare, stakes_for
from game.thirty_one.rules.cards import POINTS, Value
from game.thirty_one.rules.core import may_knock
from game.thirty_one.rules.state import Discard, Draw, Knock, Move, View

GREEDY_KNOCK = 27
CARDS_PER_SLICE = 3
"""Unseen cards weighed per slice of the blind-draw estimate (some 0.07 ms each)."""
FEED_SAMPLES = 24
"""Hands dealt to the next seat to weigh what each possible discard would give it."""
LAST_THROW_WEIGHT = 100.0
"""After a rival's knock, points of hand worth per token of the sampled cost of a throw: the
cost decides, the worth only breaks its ties."""
_EMPTY = Pool(())


@dataclass(frozen=True, slots=True)
class Level:
    """One level's play: discards remembered, knock threshold and noise (when ``samples`` is 0),
    knock-search samples, whether the search plays the hand on (``wait``; else it knocks when
    the cost of knocking is below ``knock_below``), weight of draw potential and of not
    feeding, chance of a slip, and whether the last turn after a knock is searched."""

    memory: int
    knock_at: float
    knock_noise: float
    samples: int
    wait: bool
    potential: float
    feed: float
    mistakes: float
    knock_below: float = 0.0
    last_turn: bool = True
    knock_floor: float = 17.0
    stakes: bool = False
    patience: float = 0.0
    """Tokens of cost a searched knock may have per round played: the longer a hand runs,
    the readier a sensible player is to knock on a good hand (the rivals only get better)."""


LEVEL_PLAY: dict[str, Level] = {
    "beginner": Level(1, 24.0, 3.0, 0, False, 0.0, 0.0, 0.15),
    "casual": Level(1, 25.5, 2.0, 0, False, 0.0, 0.0, 0.06),
    "skilled": Level(6, 26.0, 1.0, 0, False, 0.0, 0.0, 0.02),
    "expert": Level(99, 0.0, 0.0, 30, False, 0.5, 0.0, 0.0, knock_below=-0.4, last_turn=False,
                    patience=0.1),
    "master": Level(99, 0.0, 0.0, 130, True, 1.0, 0.15, 0.0, knock_floor=20.0,
                    stakes=True),
}


def greedy_policy(view: View, rng: random.Random) -> Think:
    """The baseline: best immediate value; knocks at 27 or more."""
    yield from ()
    return Decision(_greedy_move(view))


def _greedy_move(view: View) -> Move:
    seat, cards, triple = view.seat, view.cards, view.rules.three_of_a_kind
    if view.phase == "discard":
        return Discard(seat, best_keep(cards, triple, view.taken)[1])
    now = value(cards, triple)
    if may_knock(view) and now >= GREEDY_KNOCK:
        return Knock(seat)
    if view.discard:
        top = view.discard[-1]
        if best_keep(cards + (top,), triple, top)[0] > now:
            return Draw(seat, "discard")
    return Draw(seat, "stock")


def level_policy(level: Level) -> Policy:
    def policy(view: View, rng: random.Random) -> Think:
        return _think(level, view, rng)
    return policy


def _think(level: Level, view: View, rng: random.Random) -> Think:
    knowledge = read_view(view, level.memory)
    if level.stakes:
        yield from prepare(view.tokens[view.seat],
                           tuple(sorted(view.tokens[seat] for seat in _order(view))))
    if view.phase == "discard":
        return (yield from _throw(level, view, knowledge, rng))
    if may_knock(view):
        knock = yield from _knock_choice(level, view, knowledge, rng)
        if knock is not None:
            return knock
    if view.knocker is not None and level.samples and level.last_turn:
        return (yield from _last_turn(level, view, knowledge, rng))
    return (yield from _draw(level, view, Pool(knowledge.unseen), rng))


def _worth(level: Level, view: View, hand: tuple[str, ...], pool: Pool, skip: str | None) -> float:
    base = value(hand, view.rules.three_of_a_kind)
    worth = float(base) + (BONUS_31 if base == 31 else 0.0)
    if level.potential and view.knocker is None:
        worth += level.potential * (pool.potential(hand, base, skip) - base)
    return worth


def _ranked(options: list[tuple[float, Move]], level: Level, rng: random.Random) -> Decision:
    options.sort(key=lambda option: -option[0])
    pick = 1 if len(options) > 1 and rng.random() < level.mistakes else 0
    gap = options[0][0] - options[1][0] if len(options) > 1 else 10.0
    return Decision(options[pick][1], closeness=max(0.0, 1.0 - gap / 3.0))


def _throw(
    level: Level, view: View, knowledge: Knowledge, rng: random.Random
) -> Generator[None, None, Decision]:
    pool = Pool(knowledge.unseen) if level.potential and view.knocker is None else _EMPTY
    choices = keeps(view.cards, view.taken)
    gains: dict[str, float] = {}
    thrown = [card for card, _ in choices]
    if level.feed:
        gains = yield from feed_gains(_setting(view), knowledge, thrown, FEED_SAMPLES, rng)
    options: list[tuple[float, Move]] = []
    for card, rest in choices:
        score = _worth(level, view, rest, pool, None) + 0.01 * (11 - POINTS[card])
        score -= level.feed * gains.get(card, 0.0)
        options.append((score, Discard(view.seat, card)))
    if view.knocker is not None and level.last_turn and level.samples:
        costs = yield from last_throw_costs(_setting(view, level.stakes), knowledge,
                                            level.samples, rng, view.knocker, thrown)
        options = [(score - LAST_THROW_WEIGHT * costs[card], Discard(view.seat, card))
                   for (score, _), (card, _) in zip(options, choices, strict=True)]
    return _ranked(options, level, rng)


def _draw(
    level: Level, view: View, pool: Pool, rng: random.Random
) -> Generator[None, None, Decision]:
    """Take the top discard or draw blind, by the expected worth after each (the blind draw
    over every unseen card, a slice of ``CARDS_PER_SLICE`` cards at a time)."""
    seat, cards = view.seat, view.cards
    options: list[tuple[float, Move]] = []
    if view.discard:
        top = view.discard[-1]
        take = max(_worth(level, view, rest, pool, None) for _, rest in keeps(cards + (top,), top))
        options.append((take, Draw(seat, "discard")))
    if level.potential and view.knocker is None:
        total = 0.0
        for done, card in enumerate(pool.cards):
            if done % CARDS_PER_SLICE == 0:
                yield
            rests = keeps(cards + (card,))
            total += max(_worth(level, view, rest, pool, card) for _, rest in rests)
        stock = total / max(1, pool.size)
    else:
        stock = pool.potential(cards, value(cards, view.rules.three_of_a_kind))
    options.append((stock, Draw(seat, "stock")))
    return _ranked(options, level, rng)


def _knock_choice(
    level: Level, view: View, knowledge: Knowledge, rng: random.Random
) -> Generator[None, None, Decision | None]:
    now: Value = value(view.cards, view.rules.three_of_a_kind)
    tokens = view.tokens[view.seat]
    if level.samples == 0:
        yield from ()
        limit = level.knock_at + rng.gauss(0.0, level.knock_noise) + (1.0 if tokens == 0 else 0.0)
        return Decision(Knock(view.seat), 0.3) if now >= limit else None
    if now < level.knock_floor:
        return None
    if now >= 30:
        return Decision(Knock(view.seat))
    setting = _setting(view, level.stakes)
    knock, wait = yield from knock_costs(setting, knowledge, level.samples, rng, level.wait)
    if not level.wait:
        wait = level.knock_below
    wait += level.patience * view.turns / max(1, len(view.in_play))
    if knock <= wait:
        return Decision(Knock(view.seat), closeness=max(0.0, 1.0 - (wait - knock) * 4))
    return None


def _last_turn(
    level: Level, view: View, knowledge: Knowledge, rng: random.Random
) -> Generator[None, None, Decision]:
    assert view.knocker is not None
    setting = _setting(view, level.stakes)
    take, draw = yield from last_turn_costs(
        setting, knowledge, level.samples, rng, view.knocker)
    move = Draw(view.seat, "discard" if take < draw else "stock")
    return Decision(move, closeness=max(0.0, 1.0 - abs(take - draw) * 4))


def _setting(view: View, stakes: bool = False) -> Setting:
    order = _order(view)
    return Setting(
        seat=view.seat, cards=view.cards, order=order, tokens=view.tokens[view.seat],
        top=view.discard[-1] if view.discard else None, triple=view.rules.three_of_a_kind,
        stakes=stakes_for(view.tokens[view.seat], [(seat, view.tokens[seat]) for seat in order])
        if stakes else None,
    )


def _order(view: View) -> tuple[int, ...]:
    seats = [(view.seat + step) % view.seats for step in range(1, view.seats)]
    return tuple(seat for seat in seats if seat in view.in_play)
