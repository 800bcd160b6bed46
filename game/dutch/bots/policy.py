"""The turn decisions of a Dutch bot, from its view and what it still remembers.

A generator policy (it yields while sampling, so the shared scheduler can slice a long think):
draw from the discard pile when its top beats a slot's belief clearly; keep a drawn card in
the slot where it gains most against that slot's belief (an unknown slot counts as the mean of
the unseen cards, plus a little for the knowledge gained); use the powers for information and
for Jack swaps that hand a rival a known high card for a known or believed low one; call when
the sampled chance of being strictly lowest after the last circuit beats the level's threshold.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from game.bots.turn import Decision
from game.dutch.bots.levels import GREEDY_CALL_SUM, LevelParams
from game.dutch.rules.cards import DECK, POWER_JACK, POWER_OTHER, POWER_OWN, VALUES
from game.dutch.rules.moves import Call, Close, Discard, Draw, EndTurn, JackSwap, Look, Move, Swap
from game.dutch.rules.view import HIDDEN, DutchView, at, legal_moves

Pos = tuple[int, int]
Think = Generator[None, None, Decision]
INFO_BONUS = 1.2
RIVAL_GAIN = 2.0  # points a rival is assumed to gain on its last turn, on average
STALEMATE_ROUNDS = 25  # turns each after which any bot calls
SAMPLES_PER_SLICE = 6
"""Deals weighed between two yields of the call decision (some 0.04 ms each at six seats)."""


class Beliefs:
    """A seat's beliefs: remembered cards by position and the pool of cards it has not placed."""

    def __init__(self, v: DutchView, recalled: dict[Pos, str]) -> None:
        self.v = v
        self.cards = {p: c for p, c in recalled.items() if _present(v, p)}
        seen = set(self.cards.values()) | set(v.discard)
        if v.drawn is not None and v.drawn != HIDDEN:
            seen.add(v.drawn)
        self.pool = [c for c in DECK if c not in seen]
        self.mean = sum(VALUES[c] for c in self.pool) / max(1, len(self.pool))

    def slots(self, owner: int) -> list[int]:
        return [i for i, c in enumerate(self.v.layouts[owner]) if c is not None]

    def belief(self, pos: Pos) -> float:
        card = self.cards.get(pos)
        return self.mean if card is None else float(VALUES[card])

    def estimate(self, owner: int) -> float:
        return sum(self.belief((owner, i)) for i in self.slots(owner))

    def unknown(self, owner: int) -> list[int]:
        return [i for i in self.slots(owner) if (owner, i) not in self.cards]


def _present(v: DutchView, pos: Pos) -> bool:
    owner, slot = pos
    layout = v.layouts[owner] if 0 <= owner < v.seats else ()
    return 0 <= slot < len(layout) and layout[slot] is not None


def decide(v: DutchView, recalled: dict[Pos, str], p: LevelParams, rng: random.Random) -> Think:
    """The seat's next turn move (the caller makes sure it is the seat's moment to act)."""
    b = Beliefs(v, recalled)
    w = v.window  # the seat acts once the window has shut: the moves it may make then
    moves = legal_moves(at(v, w.closes) if w is not None and v.phase in ("draw", "done") else v)
    if p.noise > 0 and rng.random() < p.noise:
        careless = [m for m in moves if isinstance(m, (Draw, Swap, Discard))]
        if careless:
            return Decision(rng.choice(careless), 0.5)
    if any(isinstance(m, Close) for m in moves):
        return Decision(Close(v.seat))
    if v.phase in ("draw", "done"):
        return Decision(_draw(v, b, p), 0.2)
    if v.phase == "hold":
        return Decision(*_keep(v, b, p))
    power = _power(v, b, p, rng)
    if power is not None:
        return Decision(power, 0.3)
    if v.ender is None:
        call = yield from _should_call(v, b, p, rng)
        if call:
            return Decision(Call(v.seat), 0.6)
    return Decision(EndTurn(v.seat))


def _draw(v: DutchView, b: Beliefs, p: LevelParams) -> Move:
    if v.draws > 0 and v.discard:
        top = VALUES[v.discard[-1]]
        worst = max((b.belief((v.seat, i)) for i in b.slots(v.seat)), default=0.0)
        if p.greedy:
            known = [VALUES[b.cards[(v.seat, i)]] for i in b.slots(v.seat)
                     if (v.seat, i) in b.cards]
            if top <= 2 and known and top < max(known):
                return Draw(v.seat, "discard")
        elif top <= 4 and top + max(1.0, p.keep_margin) + 1.0 < worst:
            return Draw(v.seat, "discard")
    return Draw(v.seat, "stock")


def _keep(v: DutchView, b: Beliefs, p: LevelParams) -> tuple[Move, float]:
    assert v.drawn is not None and v.drawn != HIDDEN
    value = VALUES[v.drawn]
    must = v.drawn_from == "discard"
    slots = b.slots(v.seat)
    if p.greedy:
        known = [(VALUES[b.cards[(v.seat, i)]], i) for i in slots if (v.seat, i) in b.cards]
        unknown = b.unknown(v.seat)
        if known and value < max(known)[0]:
            return Swap(v.seat, max(known)[1]), 0.1
        if unknown and (value <= 3 or must):
            return Swap(v.seat, unknown[0]), 0.1
        if must:
            return Swap(v.seat, max(known)[1]), 0.1
        return Discard(v.seat), 0.1
    best, best_gain = slots[0], -99.0
    for i in slots:
        gain = b.belief((v.seat, i)) - value
        if (v.seat, i) not in b.cards:
            gain += INFO_BONUS
        if gain > best_gain:
            best, best_gain = i, gain
    if must or best_gain > p.keep_margin:
        return Swap(v.seat, best), max(0.0, 1.0 - abs(best_gain - p.keep_margin) / 3)
    return Discard(v.seat), max(0.0, 1.0 - abs(best_gain - p.keep_margin) / 3)


def _power(v: DutchView, b: Beliefs, p: LevelParams, rng: random.Random) -> Move | None:
    me = v.seat
    if v.power == POWER_OWN:
        unknown = b.unknown(me)
        return Look(me, me, rng.choice(unknown)) if unknown else None
    rivals = [s for s in range(v.seats) if s not in (me, v.caller) and b.slots(s)]
    if not rivals:
        return None
    threat = min(rivals, key=lambda s: (b.estimate(s), s))
    if v.power == POWER_OTHER and p.rival_look:
        for s in [threat, *rivals]:
            unknown = b.unknown(s)
            if unknown:
                return Look(me, s, rng.choice(unknown))
        return None
    if v.power == POWER_JACK and p.use_jack:
        return _jack(v, b, rivals, threat)
    return None


def _jack(v: DutchView, b: Beliefs, rivals: list[int], threat: int) -> Move | None:
    me = v.seat
    mine = [(b.belief((me, i)), i) for i in b.slots(me) if (me, i) in b.cards]
    if not mine or v.caller == me:
        return None
    high, slot = max(mine)
    best: tuple[float, int, int] | None = None
    for s in rivals:
        for j in b.slots(s):
            gain = high - b.belief((s, j)) + (0.5 if s == threat else 0.0)
            if (s, j) not in b.cards:
                gain -= 1.0  # a believed card is worth less than a known one
            if gain >= 3.0 and (best is None or gain > best[0]):
                best = (gain, s, j)
    if best is None:
        return None
    return JackSwap(me, me, slot, best[1], best[2])


def _should_call(v: DutchView, b: Beliefs, p: LevelParams, rng: random.Random) -> Generator[
        None, None, bool]:
    me = v.seat
    rounds_played = v.draws / v.seats
    if rounds_played > STALEMATE_ROUNDS:
        return True  # a round that goes on and on: anybody calls in the end
    if p.greedy:
        known = sum(VALUES[b.cards[(me, i)]] for i in b.slots(me) if (me, i) in b.cards)
        return known + 5 * len(b.unknown(me)) <= GREEDY_CALL_SUM
    if p.samples == 0:  # impatience: the longer the round, the readier to call
        return b.estimate(me) <= p.naive_call + rounds_played / 2
    if b.estimate(me) > 12:
        return False
    rivals = [s for s in range(v.seats) if s != me and b.slots(s)]
    if len(rivals) < v.seats - 1:
        return False  # an emptied rival already makes the call a loss
    holes = [(s, i) for s in [me, *rivals] for i in b.unknown(s)]
    wins = 0
    for n in range(p.samples):
        if n % SAMPLES_PER_SLICE == SAMPLES_PER_SLICE - 1:
            yield
        dealt = dict(zip(holes, rng.sample(b.pool, min(len(holes), len(b.pool))), strict=False))
        own = sum(VALUES[dealt[(me, i)]] if (me, i) in dealt else b.belief((me, i))
                  for i in b.slots(me))
        lowest = True
        for s in rivals:
            total = sum(VALUES[dealt[(s, i)]] if (s, i) in dealt else b.belief((s, i))
                        for i in b.slots(s))
            if total - rng.uniform(0, 2 * RIVAL_GAIN) <= own:
                lowest = False
                break
        wins += lowest
    return wins / p.samples >= p.call_chance
