"""The knock search: sample the rivals' hands from what the bot knows and play the hand forward.

Each sample deals the rivals' unknown cards from the cards the bot has not seen, in a way that
agrees with what each rival did: a rival who drew blind ``k`` times has kept the better cards of
``3 + k`` it saw (it threw the others, which the bot did see). Then the rivals play their last
turns after a knock now (``knock``), or one more round is played (``wait``: everyone draws,
a rival strong enough knocks, else the bot knocks next turn). Both estimates are the expected
cost in tokens to the bot; the search yields every few samples so a long think is sliced.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, replace

from game.thirty_one.bots.evaluate import BONUS_31, best_keep, value3
from game.thirty_one.bots.knowledge import Knowledge
from game.thirty_one.bots.stakes import Stakes
from game.thirty_one.rules.cards import POINTS, SUIT_OF, Value

MAX_HISTORY = 12
RIVAL_KNOCK = 27
SELF_KNOCK = 26
MAX_ROLLOUT_TURNS = 40
KNOCKER_FLOOR = 24
KNOCKER_TRIES = 8
KNOWN_TRIES = 4
WORK_PER_SLICE = 20
"""Search work between two yields, in units of one rival dealt or one card drawn in a
play-forward (about 0.1 ms each): a slice stays near 2 ms whatever the table size."""
CONSISTENT_TRIES = 3
ELIMINATION = 1.0
"""Extra cost of being put out (the match is lost) on top of the token itself."""

Hands = dict[int, list[str]]


@dataclass(frozen=True, slots=True)
class Setting:
    """The bot's seat, its three cards, the seats in turn order after it, its tokens."""

    seat: int
    cards: tuple[str, ...]
    order: tuple[int, ...]
    tokens: int
    top: str | None
    triple: Value | bool
    stakes: Stakes | None = None
    """The match, when the cost of a hand is weighed by it (``stakes``); None: by tokens
    (``_net``)."""


def knock_costs(
    setting: Setting, knowledge: Knowledge, samples: int, rng: random.Random, wait: bool
) -> Generator[None, None, tuple[float, float]]:
    """Mean cost of knocking now, and of waiting a round (0 when ``wait`` is off)."""
    totals = [0.0, 0.0]

    def one() -> int:
        hands, stock = sample_rivals(setting, knowledge, rng)
        left = stock[:]
        totals[0] += _knock_now(setting, {r: h[:] for r, h in hands.items()}, left)
        work = _work(setting, knowledge, len(stock) - len(left))
        if wait:
            before = len(stock)
            totals[1] += _wait_round(setting, hands, stock)
            work += before - len(stock)
        return work

    yield from _in_slices(samples, one)
    return totals[0] / samples, totals[1] / samples


def _in_slices(samples: int, one: Callable[[], int]) -> Generator[None, None, None]:
    """Run ``one`` (a sample played, giving back its work units) ``samples`` times, yielding
    before the next sample whenever ``WORK_PER_SLICE`` units are done: how every search here
    slices a long think."""
    work = 0
    for _ in range(samples):
        if work >= WORK_PER_SLICE:
            work = 0
            yield
        work += one()


def _work(setting: Setting, knowledge: Knowledge, drawn: int) -> int:
    """The work units of one sample: its rivals dealt (with their blind draws replayed and
    the redeals that make them agree with what they did), and ``drawn`` cards played on."""
    redeals = 1 + (CONSISTENT_TRIES + 1) // 2 if knowledge.declined else 1
    dealt = sum(1 + replayed_draws(knowledge.stock_draws.get(rival, 0)) // 2
                for rival in setting.order)
    return dealt * redeals + drawn


def last_turn_costs(
    setting: Setting, knowledge: Knowledge, samples: int, rng: random.Random, knocker: int
) -> Generator[None, None, tuple[float, float]]:
    """After a rival's knock: mean cost of taking the top discard, and of drawing blind."""
    rest = _still_to_play(setting, knocker)
    totals = [0.0, 0.0]

    def one() -> int:
        hands, stock = sample_rivals(setting, knowledge, rng, knocker)
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
        return _work(setting, knowledge, 2 * len(setting.order))

    yield from _in_slices(samples, one)
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

    def one() -> int:
        hands, stock = sample_rivals(setting, knowledge, rng, knocker)
        for card in throws:
            mine = [c for c in setting.cards if c != card]
            totals[card] += _finish(setting, mine, {r: h[:] for r, h in hands.items()},
                                    stock[:], card, rest, knocker)
        return _work(setting, knowledge, len(throws) * len(rest))

    yield from _in_slices(samples, one)
    return {card: total / max(1, samples) for card, total in totals.items()}


def _finish(
    setting: Setting, mine: list[str], hands: Hands, stock: list[str], top: str,
    rest: Sequence[int], knocker: int,
) -> float:
    if _value(mine, setting.triple) == 31:
        return _thirty_one(setting, setting.seat)
    return _last_turns(setting, mine, hands, stock, top, rest, knocker)


def sample_rivals(
    setting: Setting, knowledge: Knowledge, rng: random.Random, knocker: int | None = None
) -> tuple[Hands, list[str]]:
    """A sample of the rivals' hands (``deal_rivals``) that agrees with each rival's last blind
    draw when a few tries find one."""
    hands, stock = deal_rivals(setting, knowledge, rng, knocker)
    for _ in range(CONSISTENT_TRIES):
        if all(_agrees(hands[r], d, setting.triple) for r, d in knowledge.declined.items()
               if r in hands):
            break
        hands, stock = deal_rivals(setting, knowledge, rng, knocker)
    return hands, stock


def _agrees(hand: list[str], declined: tuple[str, str], triple: Value | bool) -> bool:
    """Whether a greedy-like rival now holding ``hand`` could have left the top discard ``top``
    and thrown ``thrown`` on its last turn (it did not knock then, nor want ``top``)."""
    top, thrown = declined
    if len(hand) < 3:
        return True
    for drawn in hand + [thrown]:
        before = [c for c in hand if c != drawn] + ([thrown] if drawn != thrown else [])
        now = _value(before, triple)
        if now >= RIVAL_KNOCK or best_keep(before + [top], triple, top)[0] > now:
            continue
        if best_keep(before + [drawn], triple)[1] == thrown:
            return True
    return False


def deal_rivals(
    setting: Setting, knowledge: Knowledge, rng: random.Random, knocker: int | None = None
) -> tuple[Hands, list[str]]:
    """Rivals' hands and the stock; a ``knocker`` is dealt a hand it would knock with, when
    a few tries find one, and a rival holding cards it took from the discard pile is dealt
    the rest so that those cards count in its hand (it took them because they raised it)."""
    pool = list(knowledge.unseen)
    rng.shuffle(pool)
    returned: list[str] = []
    hands: Hands = {}
    for rival in setting.order:
        known = list(knowledge.rival_known.get(rival, ()))
        draws = replayed_draws(knowledge.stock_draws.get(rival, 0))
        for attempt in range(KNOWN_TRIES if known else 1):
            hand, back = _deal_one(setting, known, draws, pool, rival == knocker, rng)
            if attempt == KNOWN_TRIES - 1 or _counts_known(hand, len(known), setting.triple):
                break
            pool[:0] = hand[len(known):] + back
        hands[rival] = hand
        returned += back
    stock = pool + returned
    rng.shuffle(stock)
    return hands, stock


def replayed_draws(draws: int) -> int:
    """How many blind draws to replay for a rival who drew blind ``draws`` times: half as many
    again, because a real player also improves by what it takes from the discard pile and
    what it keeps on a tie, which the replay does not see (measured: with the plain count the
    dealt hands came out one to two points weaker than greedy players' real hands)."""
    return min(draws + draws // 2, MAX_HISTORY)


def _deal_one(
    setting: Setting, known: list[str], draws: int, pool: list[str], knocks: bool,
    rng: random.Random,
) -> tuple[list[str], list[str]]:
    """One rival's hand from the end of ``pool``: its known cards and the rest dealt, then its
    ``draws`` blind draws replayed (each looks at a random card of ``pool`` and keeps it when
    that raises the hand, leaving the card it threw in its place, so a long history never
    uses the pool up and the rivals dealt after it still get whole hands); redealt a few
    times for a knocker below ``KNOCKER_FLOOR``. Also gives the cards a redeal set aside."""
    returned: list[str] = []
    hand = known + [pool.pop() for _ in range(3 - len(known)) if pool]
    fixed = len(known)
    for _ in range(draws if len(hand) == 3 and pool else 0):  # a swap keeps the pool's size
        spot = rng.randrange(len(pool))
        seen = pool[spot]
        best, slot = value3(hand[0], hand[1], hand[2], setting.triple), -1
        for i in range(fixed, 3):
            trial = hand[:]
            trial[i] = seen
            score = value3(trial[0], trial[1], trial[2], setting.triple)
            if score > best:
                best, slot = score, i
        if slot >= 0:
            pool[spot], hand[slot] = hand[slot], seen
    for _ in range(KNOCKER_TRIES if knocks else 0):
        if len(hand) < 3 or value3(hand[0], hand[1], hand[2], setting.triple) >= KNOCKER_FLOOR:
            break
        returned += hand[fixed:]
        hand = hand[:fixed] + [pool.pop() for _ in range(3 - fixed) if pool]
    return hand, returned


def _counts_known(hand: list[str], fixed: int, triple: Value | bool) -> bool:
    """Whether each of the first ``fixed`` cards of ``hand`` is in a suit that counts."""
    if len(hand) < 3:
        return True
    worth = value3(hand[0], hand[1], hand[2], triple)
    for card in hand[:fixed]:
        suit = SUIT_OF[card]
        if sum(POINTS[c] for c in hand if SUIT_OF[c] == suit) < worth:
            return False
    return True


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


def _wait_round(setting: Setting, hands: Hands, stock: list[str]) -> float:
    """Play the hand on without knocking now: everyone draws in turn; a rival knocks at
    ``RIVAL_KNOCK``, the bot at ``SELF_KNOCK``; then the last turns and the showdown."""
    seats = (setting.seat,) + setting.order
    mine, top = list(setting.cards), setting.top
    for turn in range(MAX_ROLLOUT_TURNS):
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

    def one() -> int:
        hand = sample_rivals(alone, knowledge, rng)[0][nxt]
        if len(hand) >= 3:
            now = _value(hand, setting.triple)
            for card in cards:
                took = best_keep(hand + [card], setting.triple, card)[0]
                if took > now:
                    gains[card] += took - now + (BONUS_31 if took == 31 else 0.0)
        return _work(alone, knowledge, len(cards))

    yield from _in_slices(samples, one)
    return {card: gain / samples for card, gain in gains.items()}
