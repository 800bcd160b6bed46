"""Building Dutch Auction tables by hand for the scenario tests, and playing matches quickly
(bots, or a seeded random player that submits any legal move)."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from typing import Any

from auction_referee import referee

from game.auction.definition import GAME
from game.auction.rules.core import RULES
from game.auction.rules.match import Match
from game.auction.rules.state import PLAY, Options, Pending, Seat, State
from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.outcome import Applied, Refused
from game.core.seats import SeatSpec

R = RULES


def cards(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def seat(deck: str = "", hand: str = "", discards: str = "", offering: str = "",
         cashed: str = "", fired: str = "", **fields: Any) -> Seat:
    """A seat from space-separated card lists (piles bottom to top)."""
    return Seat(deck=cards(deck), hand=cards(hand), discards=cards(discards),
                offering=cards(offering), cashed=cards(cashed),
                fired=frozenset(cards(fired)), **fields)


def table(s0: Seat, s1: Seat, *, display: str = "", auction_deck: str = "",
          auction_discards: str = "", face: bool = False, pending: tuple[Pending, ...] = (),
          **fields: Any) -> State:
    """A table in phase 3 by default (seat 0 won the bid and acts); ``display`` names six
    slots, ``-`` for an empty one."""
    slots = tuple(None if c == "-" else c for c in cards(display)) if display else ()
    slots = slots + (None,) * (6 - len(slots))
    base = State(seats=(s0, s1), display=slots, auction_deck=cards(auction_deck),
                 auction_discards=cards(auction_discards), options=Options(face), phase=PLAY,
                 active=0, winner=0, slot1=slots[0], pending=pending, seed=7)
    return replace(base, **fields)


def ok(state: State, *moves: object) -> tuple[State, list[Any]]:
    events: list[Any] = []
    for move in moves:
        out = R.apply(state, move)
        assert isinstance(out, Applied), f"{move}: {getattr(out, 'text', out)}"
        state = out.state
        events.extend(out.events)
    return state, events


def no(state: State, move: object) -> str:
    out = R.apply(state, move)
    assert isinstance(out, Refused), f"{move} was accepted"
    return out.text


def bot_match(seed: int, levels: list[str], face: bool = False) -> Match:
    match = GAME.new_match(seed, [SeatSpec(level, "bot", level) for level in levels],
                           {"ten_card_face": face})
    table_ = match.start_hand()
    run_hand(BotScheduler(table_, GAME.make_bots(match, table_, levels)))
    assert isinstance(match, Match)
    return match


def random_match(seed: int, face: bool = False) -> Match:
    """Both seats submit uniformly random legal moves (every power and payment gets used)."""
    rng = random.Random(f"auction-random:{seed}")
    match = Match(seed, [SeatSpec("A", "bot", "random"), SeatSpec("B", "bot", "random")],
                  {"ten_card_face": face})
    table_ = match.start_hand()
    t = 0.0
    while not table_.over:
        seat_ = rng.choice(sorted(table_.to_act()))
        moves = table_.legal_moves(seat_)
        t += 0.5
        table_.submit(rng.choice(list(moves)), t)
    return match


PAIRS = [("beginner", "casual"), ("skilled", "expert"), ("master", "buy_vp"),
         ("bid_then_vp", "master"), ("random", "random")]


def check_many(matches: int) -> int:
    """Both checkers over ``matches`` simulated matches per option; the number of failures."""
    failures = 0
    for face in (False, True):
        for n in range(matches):
            pair = PAIRS[n % len(PAIRS)]
            match = (random_match(n, face) if pair[0] == "random"
                     else bot_match(n, list(pair), face))
            check = GAME.check_record(match.record)
            problem = referee(match.record)
            if not check.ok or problem is not None:
                failures += 1
                print(f"seed {n} face {face} {pair}: {check.problem} / {problem}")
        print(f"ten_card_face={face}: {matches} matches checked, {failures} failures so far")
    return failures


if __name__ == "__main__":  # python tests/auction/auction_play.py MATCHES
    sys.exit(1 if check_many(int(sys.argv[1]) if len(sys.argv) > 1 else 100) else 0)
