"""Replaying a record with the rules: ``check_record`` reports the first line that does not
follow (never raises on damaged input).

The deal must be the one the match seed gives (the seed also fixes every reshuffle); each later
line is turned back into the move that made it (a ``power`` line of a hand card is the card's
play and its firing; a line of the loser, or the ``restock``, ends the winner's turn), the move
is applied, and the lines the rules write must be exactly the recorded ones.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from typing import Any

from game.auction.rules.core import RULES
from game.auction.rules.deal import deal
from game.auction.rules.moves import Bid, Buy, Done, Fire, Move, PlayPower, SetAside
from game.auction.rules.record import GAME_ID, VERSION, Line, deal_line, event_lines
from game.auction.rules.state import BID, OVER, SET_ASIDE, Options, State
from game.core.definition import RecordCheck
from game.core.i18n import N_, Message, Param, Sentence, at_line, sentence_of
from game.core.outcome import Refused, reason_words


class Problem(Exception):
    """The first thing wrong with a record: a ``Sentence``, for the UI to say in the player's
    language."""


def _wrong(msgid: str, **params: Param) -> Problem:
    """The problem saying ``msgid`` (marked with ``N_``) with its parameters."""
    return Problem(Sentence.of(msgid, **params))


def _on_line(number: int, msgid: str, **params: Param) -> Problem:
    """The problem on line ``number`` saying ``msgid`` (marked with ``N_``)."""
    return Problem(at_line(number, Message.of(msgid, **params)))


def _header(line: Any) -> tuple[int, Options]:
    if not isinstance(line, dict) or line.get("type") != "match_start":
        raise _wrong(N_("line 1 is not a match_start line"))
    if line.get("game") != GAME_ID or line.get("version") != VERSION:
        raise _wrong(N_("not a Dutch Auction record of version 1"))
    seed, rules, seats = line.get("seed"), line.get("rules"), line.get("seats")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise _wrong(N_("the seed is not a whole number"))
    if not isinstance(rules, dict) or set(rules) != {"ten_card_face"} or not isinstance(
            rules["ten_card_face"], bool):
        raise _wrong(N_("rules must be {rules}"), rules='{"ten_card_face": true|false}')
    if not isinstance(seats, list) or len(seats) != 2 or not all(
            isinstance(s, dict) and s.get("seat") == i for i, s in enumerate(seats)):
        raise _wrong(N_("seats must list seat 0 and seat 1"))
    return seed, Options(ten_card_face=rules["ten_card_face"])


def _same(recorded: Any, written: Line, number: int, last_t: float) -> float:
    if not isinstance(recorded, dict):
        raise _wrong(N_("line {number} is not an object"), number=number)
    t = recorded.get("t", last_t)
    if not isinstance(t, (int, float)) or isinstance(t, bool) or t < last_t:
        raise _on_line(number, N_("time goes backwards or is not a number"))
    bare = {k: v for k, v in recorded.items() if k != "t"}
    expected = {k: v for k, v in written.items() if k != "t"}
    if json.dumps(bare, sort_keys=True) != json.dumps(expected, sort_keys=True):
        raise _on_line(number, N_("recorded {found} but the rules give {want}"), found=str(bare),
                       want=str(expected))
    return float(t)


def _sealed_moves(state: State, lines: list[Any], pos: int) -> list[Move]:
    kind = "set_aside" if state.phase == SET_ASIDE else "bid"
    waiting = sorted(state.sealed_waiting())
    found: dict[object, Any] = {}
    for line in lines[pos:pos + len(state.seats)]:
        if isinstance(line, dict) and line.get("type") == kind:
            found[line.get("seat")] = line
    if any(s not in found for s in waiting):
        raise _on_line(pos + 1, N_("expected the {kind} of seat(s) {seats}"), kind=kind,
                       seats=str(waiting))
    if kind == "set_aside":
        return [SetAside(s, found[s].get("card")) for s in waiting]
    return [Bid(s, _cards(found[s].get("cards"))) for s in waiting]


def _cards(value: Any) -> tuple[Any, ...]:
    return tuple(value) if isinstance(value, list) else ("?",)


def _play_moves(state: State, line: Any, pos: int) -> list[Move]:
    if not isinstance(line, dict):
        raise _wrong(N_("line {number} is not an object"), number=pos + 1)
    kind, seat = line.get("type"), line.get("seat")
    active = state.active
    assert active is not None
    moves: list[Move] = []
    if kind == "restock":
        moves.append(Done(active))
        if active == state.winner:
            moves.append(Done(1 - active))
        return moves
    if kind not in ("power", "buy"):
        raise _on_line(pos + 1, N_("a {kind} line during the purchase phase"), kind=repr(kind))
    if seat != active and active == state.winner:
        moves.append(Done(active))
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in (0, 1):
        raise _on_line(pos + 1, N_("no such seat"))
    if kind == "buy":
        moves.append(Buy(seat, line.get("slot_cost", -1), _cards(line.get("paid"))))
        return moves
    card = line.get("card")
    if not state.pending and card in state.seats[seat].hand:
        moves.append(PlayPower(seat, card))
    moves.append(Fire(seat, line.get("target"), line.get("from"), line.get("of")))
    return moves


def _replay(lines: list[Any], seen: list[tuple[int, State]] | None = None) -> None:
    if not lines:
        raise _wrong(N_("the record is empty"))
    seed, options = _header(lines[0])
    dealt = deal(random.Random(seed), options)
    written = [deal_line(dealt.decks, dealt.auction_deck, dealt.display)]
    written += event_lines(dealt.events)
    last_t = 0.0
    pos = 1
    state = dealt.state
    if seen is not None:
        seen.append((1 + len(written), state))
    while True:
        for line in written:
            if pos >= len(lines):
                return  # a match left before its end: good up to where it stopped
            last_t = _same(lines[pos], line, pos + 1, last_t)
            pos += 1
        if state.phase == OVER:
            break
        if pos >= len(lines):
            return  # a match left before its end: good up to where it stopped
        moves = (_sealed_moves(state, lines, pos) if state.phase in (SET_ASIDE, BID)
                 else _play_moves(state, lines[pos], pos))
        written = []
        for move in moves:
            outcome = RULES.apply(state, move)
            if isinstance(outcome, Refused):
                raise Problem(at_line(pos + 1, reason_words(outcome)))
            state = outcome.state
            written += event_lines(outcome.events)
            if seen is not None:
                seen.append((pos + len(written), state))
    if pos != len(lines):
        raise _on_line(pos + 1, N_("lines after the end of the match"))


def check_record(lines: Iterable[Line]) -> RecordCheck:
    """Replay one match's lines; the first violation, if any."""
    try:
        items = list(lines)
    except Exception as exc:  # noqa: BLE001 - damaged input is reported, never raised
        return RecordCheck(False, 0, 0, Sentence.of(N_("unreadable record: {error}"),
                                                    error=sentence_of(exc)))
    try:
        _replay(items)
    except Problem as problem:
        return RecordCheck(False, len(items), 0, sentence_of(problem))
    except Exception as exc:  # noqa: BLE001
        return RecordCheck(False, len(items), 0, Sentence.of(N_("damaged record: {error}"),
                                                             error=repr(exc)))
    return RecordCheck(True, len(items), 1)




def replay_states(lines: Iterable[Line]) -> list[tuple[int, State]]:
    """The states a valid record passes through, each with the number of lines written by
    then (for a replay viewer); ``ValueError`` naming the first problem of a bad record."""
    seen: list[tuple[int, State]] = []
    try:
        _replay(list(lines), seen)
    except Problem as problem:
        raise ValueError(sentence_of(problem)) from None
    return seen
