"""The knock search: sample the rivals' hands from what the bot knows and play the hand forward.

Each sample deals the rivals' unknown cards from the cards the bot has not seen, agreeing with
what each rival did (``dealing``). Then the rivals play their last turns after a knock now
(``knock``), or one more round is played (``wait``: everyone draws, a rival strong enough
knocks, else the bot knocks next turn). Both estimates are the expected cost in tokens to the
bot. The search yields whenever ``WORK_PER_SLICE`` units of work are done (``Slices``), also
inside a sample (between its redeals and its play-forwards), so a long think is cut into
slices of a fraction of a millisecond.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence
from dataclasses import replace

from game.thirty_one.bots.dealing import MAX_HISTORY as MAX_HISTORY
from game.thirty_one.bots.dealing import RIVAL_KNOCK, Hands, Slices, sampling_rivals
from game.thirty_one.bots.dealing import Setting as Setting
from game.thirty_one.bots.dealing import replayed_draws as replayed_draws
from game.thirty_one.bots.dealing import sample_rivals as sample_rivals
from game.thirty_one.bots.evaluate import BONUS_31, best_keep, value3
from game.thirty_one.bots.knowledge import Knowledge
from game.thirty_one.rules.cards import Value

SELF_KNOCK = 26
MAX_ROLLOUT_TURNS = 40
ELIMINATION = 1.0
"""Extra cost of being put out (the match is lost) on top of the token itself."""


def knock_costs(
    setting: Setting, knowledge: Knowledge, samples: int, rng: random.Random, wait: bool
) -> Generator[None, None, tuple[float, float]]:
    """Mean cost of knocking now, and of waiting a round (0 when ``wait`` is off)."""
    totals = [0.0, 0.0]
    slices = Slices()
    for _ in range(samples):
        hands, stock = yield from sampling_rivals(setting, knowledge, rng, slices)
        totals[0] += _knock_now(setting, {r: h[:] for r, h in hands.items()}, stock[:])
        if slices.done(len(setting.order)):
            yield
        if wait:
            totals[1] += yield from _wait_round(setting, hands, stock, slices)
    return totals[0] / samples, totals[1] / samples


def last_turn_costs(
    setting: Setting, knowledge: Knowledge, samples: int, rng: random.Random, knocker: int
) -> Generator[None, None, tuple[float, float]]:
    """After a rival's knock: mean cost of taking the top discard, and of drawing blind."""
    rest = _still_to_play(setting, knocker)
    totals = [0.0, 0.0]
    slices = Slices()
    for _ in range(samples):
        hands, stock = yield from sampling_rivals(setting, knowledge, rng, slices, knocker)
        if setting.top is not None:
            four = list(setting.cards) + [setting.top]
            _, thrown = best_keep(four, setting.triple, setting.top)
            mine = [c for c in four if c != thrown]
            totals[0] += _finish(setting, mine, {r: h[:] for r, h in hands.items()},
                                 stock[:], thrown, rest, knocker)
        if stock:
            four = list(setting.cards) + [stock.pop()]
            _, thrown = best_keep(four, setting.triple)
            mine = [c for c in four if c != thrown]
            totals[1] += _finish(setting, mine, hands, stock, thrown, rest, knocker)
        if slices.done(2 * len(setting.order)):
            yield
    take = totals[0] / samples if setting.top is not None else 99.0
    return take, totals[1] / samples


def _still_to_play(setting: Setting, knocker: int) -> tuple[int, ...]:
    """The seats after the bot that still have their last turn after ``knocker``'s knock."""
    return setting.order[:setting.order.index(knocker)] if knocker in setting.order else ()


def last_throw_costs(
    setting: Setting, knowledge: Knowledge, samples: int, rng: random.Random, knocker: int,
    throws: Sequence[str],
) -> Generator[None, None, dict[str, float]]:
    """After a rival's knock, holding four cards: the mean cost of each card of ``throws``,
    every throw weighed on the same sampled rivals and stock (the seats still to play take
    the thrown card when it helps them)."""
    rest = _still_to_play(setting, knocker)
    totals = dict.fromkeys(throws, 0.0)
    slices = Slices()
    for _ in range(samples):
        hands, stock = yield from sampling_rivals(setting, knowledge, rng, slices, knocker)
        for card in throws:
            mine = [c for c in setting.cards if c != card]
            totals[card] += _finish(setting, mine, {r: h[:] for r, h in hands.items()},
                                    stock[:], card, rest, knocker)
            if slices.done(len(rest)):
                yield
    return {card: total / max(1, samples) for card, total in totals.items()}


def _finish(
    setting: Setting, mine: list[str], hands: Hands, stock: list[str], top: str,
    rest: Sequence[int], knocker: int,
) -> float:
    if _value(mine, setting.triple) == 31:
        return _thirty_one(setting, setting.seat)
    return _last_turns(setting, mine, hands, stock, top, rest, knocker)


def greedy_turn(
    hand: list[str], top: str | None, stock: list[str], triple: Value | bool
) -> tuple[list[str], str | None]:
    """A last-turn model: take the top discard if it helps, else draw; keep the best three."""
    if len(hand) < 3:
        return hand, top
    now = value3(hand[0], hand[1], hand[2], triple)
    if top is not None:
        four = hand + [top]
        took, thrown = best_keep(four, triple, forbidden=top)
        if took > now or not stock:
            return [c for c in four if c != thrown], thrown
    if not stock:
        return hand, top
    four = hand + [stock.pop()]
    _, thrown = best_keep(four, triple)
    return [c for c in four if c != thrown], thrown


def _cost(setting: Setting, loss: int) -> float:
    if loss > setting.tokens:
        return setting.tokens + 1 + ELIMINATION
    return float(loss)


def _value(hand: Sequence[str], triple: Value | bool) -> Value:
    return value3(hand[0], hand[1], hand[2], triple) if len(hand) == 3 else 0


def _net(setting: Setting, losses: dict[int, int]) -> float:
    """The bot's cost in tokens, less a fair share of what the rivals lose (or, with the
    rivals' tokens known, the match chances the hand takes away, per token the bot could lose)."""
    mine = losses.pop(setting.seat, 0)
    if setting.stakes is not None:
        losses[-1] = mine
        return setting.stakes.cost(losses)
    share = 1.0 / max(1, len(setting.order))
    return _cost(setting, mine) - share * sum(losses.values())


def _thirty_one(setting: Setting, winner: int) -> float:
    return _net(setting, {s: 1 for s in setting.order + (setting.seat,) if s != winner})


def _showdown(setting: Setting, mine: list[str], hands: Hands, knocker: int) -> float:
    values = {r: _value(h, setting.triple) for r, h in hands.items()}
    values[setting.seat] = _value(mine, setting.triple)
    low = min(values.values())
    lowest = [s for s, v in values.items() if v == low]
    if lowest == [knocker]:
        return _net(setting, {knocker: 2})
    return _net(setting, {s: 1 for s in lowest if s != knocker})


def _last_turns(
    setting: Setting, mine: list[str], hands: Hands, stock: list[str], top: str | None,
    seats: Sequence[int], knocker: int,
) -> float:
    for seat in seats:
        if seat == setting.seat:
            mine, top = greedy_turn(mine, top, stock, setting.triple)
            if _value(mine, setting.triple) == 31:
                return _thirty_one(setting, seat)
            continue
        hands[seat], top = greedy_turn(hands[seat], top, stock, setting.triple)
        if _value(hands[seat], setting.triple) == 31:
            return _thirty_one(setting, seat)
    return _showdown(setting, mine, hands, knocker)


def _knock_now(setting: Setting, hands: Hands, stock: list[str]) -> float:
    return _last_turns(
        setting, list(setting.cards), hands, stock, setting.top, setting.order, setting.seat)


def _wait_round(
    setting: Setting, hands: Hands, stock: list[str], slices: Slices
) -> Generator[None, None, float]:
    """Play the hand on without knocking now: everyone draws in turn; a rival knocks at
    ``RIVAL_KNOCK``, the bot at ``SELF_KNOCK``; then the last turns and the showdown (a turn
    is a unit of ``slices``' work)."""
    seats = (setting.seat,) + setting.order
    mine, top = list(setting.cards), setting.top
    for turn in range(MAX_ROLLOUT_TURNS):
        if slices.done(1):
            yield
        seat = seats[turn % len(seats)]
        hand = mine if seat == setting.seat else hands[seat]
        limit = RIVAL_KNOCK if seat != setting.seat else SELF_KNOCK
        if turn and _value(hand, setting.triple) >= limit:
            index = turn % len(seats)
            rest = seats[index + 1:] + seats[:index]
            return _last_turns(setting, mine, hands, stock, top, rest, seat)
        if not stock:
            break
        hand, top = greedy_turn(hand, top, stock, setting.triple)
        if seat == setting.seat:
            mine = hand
        else:
            hands[seat] = hand
        if _value(hand, setting.triple) == 31:
            return _thirty_one(setting, seat)
    return 0.0


def feed_gains(
    setting: Setting, knowledge: Knowledge, cards: Sequence[str], samples: int,
    rng: random.Random,
) -> Generator[None, None, dict[str, float]]:
    """For each card of ``cards``, how much the next seat is expected to gain by taking it
    from the discard pile (it takes a card only when that raises its hand; a 31 counts its
    bonus), over ``samples`` hands dealt to that seat as in ``deal_rivals``."""
    gains = dict.fromkeys(cards, 0.0)
    if not setting.order or samples <= 0:
        return gains
    nxt = setting.order[0]
    alone = replace(setting, order=(nxt,))
    slices = Slices()
    for _ in range(samples):
        hand = (yield from sampling_rivals(alone, knowledge, rng, slices))[0][nxt]
        if len(hand) >= 3:
            now = _value(hand, setting.triple)
            for card in cards:
                took = best_keep(hand + [card], setting.triple, card)[0]
                if took > now:
                    gains[card] += took - now + (BONUS_31 if took == 31 else 0.0)
        if slices.done(len(cards)):
            yield
    return {card: gain / samples for card, gain in gains.items()}
