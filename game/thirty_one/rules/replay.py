"""Checking a Blitz (31) record by replaying it with the rules: ``check_record(lines)``.

Every deal must hold the whole deck once, go to the seats still in play from the right dealer;
every move must be legal when it was made, and every derived line (reshuffle, 31, hand end,
match end) must say what the rules say. The first violation is reported; damaged input never
raises.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable
from typing import Any

from game.core.definition import RecordCheck
from game.core.i18n import N_, Param, Sentence, at_line, sentence_of
from game.core.outcome import Refused, reason_words
from game.thirty_one.rules.cards import DECK_SET
from game.thirty_one.rules.engine import apply, next_seat, settle_deal
from game.thirty_one.rules.record import GAME_ID, VERSION, Line, event_line, move_of
from game.thirty_one.rules.scoring import match_winners
from game.thirty_one.rules.state import MAX_SEATS, MIN_SEATS, HandEnded, HandState, Rules


class Violation(Exception):
    """A line that breaks the rules or the format; the message (a ``Sentence``, for the UI to
    say in the player's language) says how."""


def _wrong(msgid: str, **params: Param) -> Violation:
    """The violation saying ``msgid`` (marked with ``N_``) with its parameters."""
    return Violation(Sentence.of(msgid, **params))


@dataclasses.dataclass
class _Replay:
    rules: Rules
    seats: int
    dealer: int
    tokens: list[int]
    in_play: tuple[int, ...]
    state: HandState | None = None
    pending: list[Line] = dataclasses.field(default_factory=list)
    hands: int = 0
    winners: tuple[int, ...] | None = None
    last_t: float = 0.0


def check_record(lines: Iterable[Line]) -> RecordCheck:
    count, replay = 0, None
    try:
        for line in lines:
            count += 1
            if not isinstance(line, dict):
                raise _wrong(N_("not a JSON object"))
            if replay is None:
                replay = _start(line)
            else:
                _step(replay, line)
        if replay is None:
            raise _wrong(N_("the record is empty"))
        return RecordCheck(True, count, replay.hands)  # a match left early: good so far
    except Violation as problem:
        return RecordCheck(False, count, replay.hands if replay else 0,
                           at_line(count, sentence_of(problem)))
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as damage:
        hands = replay.hands if replay else 0
        return RecordCheck(False, count, hands,
                           at_line(count, Sentence.of(N_("damaged ({damage})"),
                                                      damage=repr(damage))))


def _start(line: Line) -> _Replay:
    if line.get("type") != "match_start" or line.get("game") != GAME_ID:
        raise _wrong(N_("a Blitz (31) record starts with its match_start line"))
    if line.get("version") != VERSION:
        raise _wrong(N_("unknown record version {version}"), version=repr(line.get("version")))
    rules = _rules(line.get("rules"))
    seats, seed = line.get("seats"), line.get("seed")
    if not isinstance(seats, list) or not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise _wrong(N_("seats must list 2 to 8 seats"))
    if type(seed) is not int:
        raise _wrong(N_("the seed must be a whole number"))
    dealer = random.Random(seed).randrange(len(seats))
    return _Replay(rules, len(seats), dealer, [rules.tokens] * len(seats), tuple(range(len(seats))))


def _rules(raw: Any) -> Rules:
    if not isinstance(raw, dict):
        raise _wrong(N_("rules must be an object"))
    tokens, triple, early = raw.get("tokens"), raw.get("three_of_a_kind"), raw.get(
        "no_first_round_knock")
    if type(tokens) is not int or not 1 <= tokens <= 6:
        raise _wrong(N_("rules.tokens must be 1 to 6"))
    if triple is not False and (type(triple) not in (int, float) or triple not in (30, 30.5)):
        raise _wrong(N_("rules.three_of_a_kind must be false, 30 or 30.5"))
    if type(early) is not bool:
        raise _wrong(N_("rules.no_first_round_knock must be true or false"))
    return Rules(tokens, triple, early)


def _step(replay: _Replay, line: Line) -> None:
    kind = line.get("type")
    if kind in ("draw", "discard", "knock", "reshuffle", "thirty_one"):
        t = line.get("t")
        if not isinstance(t, (int, float)) or isinstance(t, bool) or not replay.last_t <= t < 1e9:
            raise _wrong(N_("t must be a time no earlier than the line before"))
        replay.last_t = float(t)
    if replay.pending:
        _expect(replay, line)
        return
    if replay.winners is not None:
        raise _wrong(N_("a line after the match ended"))
    if kind == "deal":
        _deal(replay, line)
        return
    if replay.state is None or replay.state.phase == "over":
        raise _wrong(N_("a {kind} line outside a hand"), kind=repr(kind))
    if line.get("hand") != replay.state.hand:
        raise _wrong(N_("wrong hand number"))
    if kind == "reshuffle":
        _reshuffle(replay, line)
    else:
        _move(replay, line)


def _expect(replay: _Replay, line: Line) -> None:
    wanted = replay.pending.pop(0)
    for key, value in wanted.items():
        if key != "t" and line.get(key, ...) != value:
            raise _wrong(N_("{kind} should have {key} {value}"), kind=wanted["type"], key=key,
                         value=repr(value))
    if wanted["type"] == "hand_end":
        _end_hand(replay)


def _move(replay: _Replay, line: Line) -> None:
    assert replay.state is not None
    move = move_of(line)
    if move is None:
        raise _wrong(N_("a {kind} line where a move was due"), kind=repr(line.get("type")))
    outcome = apply(replay.state, move)
    if isinstance(outcome, Refused):
        raise _wrong(N_("illegal move: {reason}"), reason=reason_words(outcome))
    replay.state = outcome.state
    lines = [event_line(event, replay.state.hand, 0.0) for event in outcome.events]
    replay.pending = lines
    _expect(replay, line)


def _reshuffle(replay: _Replay, line: Line) -> None:
    state = replay.state
    assert state is not None
    stock = line.get("stock")
    if state.stock or state.phase != "draw":
        raise _wrong(N_("a reshuffle while the draw pile still has cards"))
    if not isinstance(stock, list) or sorted(map(str, stock)) != sorted(state.discard[:-1]):
        raise _wrong(N_("the reshuffled pile is not the discard pile under its top card"))
    replay.state = dataclasses.replace(
        state, stock=tuple(stock), discard=state.discard[-1:], reshuffles=state.reshuffles + 1)


def _deal(replay: _Replay, line: Line) -> None:
    if replay.state is not None and replay.state.phase != "over":
        raise _wrong(N_("a deal before the hand ended"))
    number = replay.hands + 1
    if line.get("hand") != number or line.get("dealer") != replay.dealer:
        raise _wrong(N_("hand {hand} should be dealt by seat {seat}"), hand=number,
                     seat=replay.dealer + 1)
    if line.get("in_play") != list(replay.in_play):
        raise _wrong(N_("the seats in play are {seats}"),  # counted from 1, as a player does
                     seats=", ".join(str(seat + 1) for seat in replay.in_play))
    raw_hands, discard, stock = line.get("hands"), line.get("discard"), line.get("stock")
    if not isinstance(raw_hands, dict) or set(raw_hands) != {str(s) for s in replay.in_play}:
        raise _wrong(N_("hands must name exactly the seats in play"))
    if not isinstance(discard, list) or len(discard) != 1 or not isinstance(stock, list):
        raise _wrong(N_("one card starts the discard pile; the rest is the stock"))
    hands: list[tuple[str, ...]] = [() for _ in range(replay.seats)]
    for seat in replay.in_play:
        cards = raw_hands[str(seat)]
        if not isinstance(cards, list) or len(cards) != 3:
            raise _wrong(N_("seat {seat} must be dealt three cards"), seat=seat + 1)
        hands[seat] = tuple(cards)
    cards = [c for h in hands for c in h] + discard + stock
    if len(cards) != 52 or set(cards) != DECK_SET:
        raise _wrong(N_("the deal does not hold the 52 cards once each"))
    replay.hands = number
    replay.last_t = 0.0
    state = HandState(
        rules=replay.rules, hand=number, seats=replay.seats, in_play=replay.in_play,
        dealer=replay.dealer, tokens=tuple(replay.tokens), hands=tuple(hands),
        stock=tuple(stock), discard=tuple(discard),
        to_play=next_seat(replay.in_play, replay.dealer, replay.seats), phase="draw",
        known=tuple(() for _ in range(replay.seats)),
    )
    replay.state, events = settle_deal(state)
    replay.pending = [event_line(event, number, 0.0) for event in events]


def _end_hand(replay: _Replay) -> None:
    assert replay.state is not None and replay.state.result is not None
    result: HandEnded = replay.state.result
    for seat, left in result.tokens:
        replay.tokens[seat] = left
    replay.in_play = tuple(seat for seat, _ in result.tokens)
    winners = match_winners(result)
    if winners is not None:
        replay.winners = winners
        replay.pending = [{"type": "match_end", "winners": list(winners), "hands": replay.hands}]
    else:
        replay.dealer = next_seat(replay.in_play, replay.dealer, replay.seats)
