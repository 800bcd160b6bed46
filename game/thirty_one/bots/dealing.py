"""Dealing the rivals' unknown cards for the knock search, and how the search is sliced.

A sample deals the rivals' hands from the cards the bot has not seen, in a way that agrees
with what each rival did: a rival who drew blind ``k`` times has kept the better cards of
``3 + k`` it saw (it threw the others, which the bot did see), a rival holding cards it took
from the discard pile is dealt the rest so that they count, and a rival whose last turn was a
blind draw is dealt a hand that would have left the top discard and thrown what it threw.
A search counts its work in ``Slices`` and yields whenever a slice is full.
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass

from game.thirty_one.bots.evaluate import best_keep, value, value3
from game.thirty_one.bots.knowledge import Knowledge
from game.thirty_one.bots.stakes import Stakes
from game.thirty_one.rules.cards import POINTS, SUIT_OF, Value

MAX_HISTORY = 12
RIVAL_KNOCK = 27
KNOCKER_FLOOR = 24
KNOCKER_TRIES = 8
KNOWN_TRIES = 4
WORK_PER_SLICE = 6
"""Search work between two yields, in units of one rival dealt or one card drawn in a
play-forward (some 0.03 ms each): a slice stays near 0.2 ms whatever the table size (a whole
deal of the rivals is the smallest piece, at eight seats about 0.2 ms)."""
CONSISTENT_TRIES = 3

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
    (``search._net``)."""


class Slices:
    """The work done since a search last yielded: a search adds each piece's units and
    yields when ``done`` says a slice is full (a yield draws nothing from the random
    generator, so a search gives the same answer however it is sliced)."""

    __slots__ = ("work",)

    def __init__(self) -> None:
        self.work = 0

    def done(self, units: int) -> bool:
        """Add ``units``; whether a slice is full (then the count starts again)."""
        self.work += units
        if self.work < WORK_PER_SLICE:
            return False
        self.work = 0
        return True


def _dealt_work(setting: Setting, knowledge: Knowledge) -> int:
    """The work units of one deal of the rivals (each with its blind draws replayed)."""
    return sum(1 + replayed_draws(knowledge.stock_draws.get(rival, 0)) // 2
               for rival in setting.order)


def sample_rivals(
    setting: Setting, knowledge: Knowledge, rng: random.Random, knocker: int | None = None
) -> tuple[Hands, list[str]]:
    """A sample of the rivals' hands (``deal_rivals``) that agrees with each rival's last blind
    draw when a few tries find one."""
    sampling = sampling_rivals(setting, knowledge, rng, Slices(), knocker)
    while True:
        try:
            next(sampling)
        except StopIteration as done:
            sample: tuple[Hands, list[str]] = done.value
            return sample


def sampling_rivals(
    setting: Setting, knowledge: Knowledge, rng: random.Random, slices: Slices,
    knocker: int | None = None,
) -> Generator[None, None, tuple[Hands, list[str]]]:
    """``sample_rivals`` in a search: it yields when a deal fills a slice of ``slices``."""
    dealt = _dealt_work(setting, knowledge)
    hands, stock = deal_rivals(setting, knowledge, rng, knocker)
    for _ in range(CONSISTENT_TRIES):
        if slices.done(dealt):
            yield
        if all(_agrees(hands[r], d, setting.triple) for r, d in knowledge.declined.items()
               if r in hands):
            break
        hands, stock = deal_rivals(setting, knowledge, rng, knocker)
    else:
        if slices.done(dealt):
            yield
    return hands, stock


def _agrees(hand: list[str], declined: tuple[str, str], triple: Value | bool) -> bool:
    """Whether a greedy-like rival now holding ``hand`` could have left the top discard ``top``
    and thrown ``thrown`` on its last turn (it did not knock then, nor want ``top``)."""
    top, thrown = declined
    if len(hand) < 3:
        return True
    for drawn in hand + [thrown]:
        before = [c for c in hand if c != drawn] + ([thrown] if drawn != thrown else [])
        now = value(before, triple)
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
