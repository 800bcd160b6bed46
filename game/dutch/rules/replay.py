"""``check_record``: replay a Dutch match record with the rules core, line by line.

Each move line (with any ``reshuffle`` line that came before it) becomes a move; the lines the
core's events would write must equal the record's, exactly. The end of a turn and the closing
of the last window are not recorded, so the replay inserts them where the next line needs them.
Damaged input of any kind is reported as a problem, never raised on.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.core.definition import RecordCheck
from game.core.i18n import N_, Param, Sentence, at_line, sentence_of
from game.core.outcome import Refused, reason_words
from game.dutch.rules.cards import DECK
from game.dutch.rules.engine import apply
from game.dutch.rules.events import Event, RoundEnded
from game.dutch.rules.moves import Call, Close, Discard, Draw, EndTurn, JackSwap, Look, Snap, Swap
from game.dutch.rules.record import (
    Line,
    deal_line,
    event_line,
    match_end_line,
    match_start_line,
    peek_lines,
    round_end_line,
    settings_of,
)
from game.dutch.rules.state import MAX_SEATS, MIN_SEATS, DutchState, Settings, from_deal
from game.dutch.rules.turns import next_seat

MOVE_LINES = ("draw", "swap", "discard", "snap", "look", "jack_swap", "call", "reshuffle")


class Bad(ValueError):
    """A violation found while replaying; the message (a ``Sentence``, for the UI to say in the
    player's language) says what."""


def _wrong(msgid: str, **params: Param) -> Bad:
    """The violation saying ``msgid`` (marked with ``N_``) with its parameters."""
    return Bad(Sentence.of(msgid, **params))


class EndedEarly(Bad):
    """The record stops before the match ends (the player left it): good up to there."""


@dataclass
class Replay:
    lines: list[Line]
    pos: int = 0
    rounds_done: int = 0

    def take(self) -> Line:
        if self.pos >= len(self.lines):
            raise EndedEarly(Sentence.of(N_("the record ends early")))
        line = self.lines[self.pos]
        if not isinstance(line, dict):
            raise _wrong(N_("a line is not a JSON object"))
        self.pos += 1
        return line

    def expect(self, want: Line) -> None:
        got = self.take()
        if got != want:
            raise _wrong(N_("expected {want} but found {found}"), want=str(want), found=str(got))


def check_record(lines: Iterable[Line]) -> RecordCheck:
    try:
        items = list(lines)
    except Exception as exc:  # a broken iterator is damaged input too
        return RecordCheck(False, 0, 0, Sentence.of(N_("unreadable record: {error}"),
                                                    error=sentence_of(exc)))
    if not items:
        return RecordCheck(False, 0, 0, Sentence.of(N_("the record is empty")))
    rp = Replay(items)
    try:
        _replay(rp)
    except EndedEarly:
        return RecordCheck(True, rp.pos, rp.rounds_done)  # a match left early: good so far
    except Bad as bad:
        return RecordCheck(False, rp.pos, rp.rounds_done, at_line(rp.pos, sentence_of(bad)))
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        malformed = Sentence.of(N_("malformed ({error})"), error=repr(exc))
        return RecordCheck(False, rp.pos, rp.rounds_done, at_line(rp.pos, malformed))
    return RecordCheck(True, rp.pos, rp.rounds_done)


def _replay(rp: Replay) -> None:
    start = rp.take()
    if start.get("type") != "match_start" or start.get("game") != "dutch":
        raise _wrong(N_("the record does not start with a Dutch match_start"))
    rules, seats = start["rules"], start["seats"]
    if not isinstance(rules, dict):
        raise _wrong(N_("bad rules"))
    n = len(seats)
    if not MIN_SEATS <= n <= MAX_SEATS or start != match_start_line(start["seed"], rules, seats):
        raise _wrong(N_("bad match_start"))
    try:
        settings = settings_of(rules)
    except ValueError as bad:
        raise Bad(sentence_of(bad)) from None
    rounds = rules["rounds"]
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 100:
        raise _wrong(N_("bad number of rounds"))
    totals = [0] * n
    starter: int | None = None
    for round_no in range(1, rounds + 1):
        state = _deal(rp, n, round_no, settings, f"dutch-reshuffle:{start['seed']}")
        if starter is not None and state.starter != (starter + 1) % n:
            raise _wrong(N_("the starting seat does not move one seat on"))
        starter = state.starter
        end = _play_round(rp, state)
        totals = [a + b for a, b in zip(totals, end.scores, strict=True)]
        rp.expect(round_end_line(round_no, end, totals))
        rp.rounds_done += 1
    low = min(totals)
    rp.expect(match_end_line([s for s, v in enumerate(totals) if v == low], totals))
    if rp.pos != len(rp.lines):
        raise _wrong(N_("lines after the match end"))


def _deal(rp: Replay, n: int, round_no: int, settings: Settings, key: str) -> DutchState:
    line = rp.take()
    if line.get("type") != "deal" or line.get("round") != round_no:
        raise _wrong(N_("expected the deal of round {round}"), round=round_no)
    layouts = tuple(tuple(line["layouts"][str(s)]) for s in range(n))
    stock = tuple(line["stock"])
    starter = line["starter"]
    if not isinstance(starter, int) or isinstance(starter, bool) or not 0 <= starter < n:
        raise _wrong(N_("bad starter"))
    if any(len(layout) != 4 for layout in layouts):
        raise _wrong(N_("every layout starts with four cards"))
    cards = [c for layout in layouts for c in layout] + list(stock)
    if sorted(map(str, cards)) != sorted(DECK) or len(cards) != len(DECK):
        raise _wrong(N_("the deal is not the 55-card deck"))
    state = from_deal(n, round_no, starter, layouts, stock, settings, key)
    if line != deal_line(state):
        raise _wrong(N_("bad deal line"))
    for want in peek_lines(state):
        rp.expect(want)
    return state


def _play_round(rp: Replay, state: DutchState) -> RoundEnded:
    while True:
        if rp.pos >= len(rp.lines):
            raise _wrong(N_("the round has no end"))
        line = rp.lines[rp.pos]
        kind = line.get("type") if isinstance(line, dict) else None
        if kind == "round_end":
            state, end = _close(state)
            if end is None:
                raise _wrong(N_("the round ends before the rules end it"))
            return end
        if kind not in MOVE_LINES:
            raise _wrong(N_("unexpected line {line}"), line=str(line))
        lead = rp.lines[rp.pos + 1] if kind == "reshuffle" and rp.pos + 1 < len(rp.lines) else line
        state, end = _step(rp, state, lead)
        if end is not None:
            nxt = rp.lines[rp.pos] if rp.pos < len(rp.lines) else None
            if not isinstance(nxt, dict) or nxt.get("type") != "round_end":
                raise _wrong(N_("the round is over but the record goes on"))
            return end


def move_of_line(line: Line) -> object:
    """The move a record's move line stands for (a draw, swap, discard, snap, look, Jack's
    swap or call); ``Bad`` for any other line."""
    kind, seat = line["type"], line["seat"]
    if kind == "draw":
        return Draw(seat, line["from"])
    if kind == "swap":
        return Swap(seat, line["slot"])
    if kind == "discard":
        return Discard(seat)
    if kind == "snap":
        return Snap(seat, line["slot"])
    if kind == "look":
        return Look(seat, line["owner"], line["slot"])
    if kind == "jack_swap":
        a, b = line["a"], line["b"]
        return JackSwap(seat, a["owner"], a["slot"], b["owner"], b["slot"])
    if kind == "call":
        return Call(seat)
    raise _wrong(N_("not a move line: {line}"), line=str(line))


def _apply(state: DutchState, move: object, t: Any) -> tuple[DutchState, list[Event]]:
    out = apply(state, move, t)
    if isinstance(out, Refused):
        raise _wrong(N_("{move} refused: {reason}"), move=str(move), reason=reason_words(out))
    return out.state, list(out.events)


def _step(rp: Replay, state: DutchState, lead: Line) -> tuple[DutchState, RoundEnded | None]:
    t = lead["t"]
    events: list[Event] = []
    if lead["type"] == "draw" and state.phase == "after":
        state, events = _apply(state, EndTurn(state.turn), t)
    state, more = _apply(state, move_of_line(lead), t)
    end: RoundEnded | None = None
    for event in events + more:
        if isinstance(event, RoundEnded):
            end = event
            continue
        want = event_line(state.round, t, event)
        if want is not None:
            rp.expect(want)
    return state, end


def close_round(state: DutchState) -> tuple[DutchState, list[Event]]:
    """The moves the record leaves out before its ``round_end``, applied: the end of the turn,
    then, once the last window has shut, the round's close, or the next seat's draw from a
    stock that cannot be refilled (ruling 8: the round ends ``stock_exhausted``, no line)."""
    events: list[Event] = []
    if state.phase == "after":
        state, events = _apply(state, EndTurn(state.turn), state.now)
    if state.phase == "done":
        w = state.window
        t = max(state.now, w.closes) if w is not None else state.now
        nxt = next_seat(state, state.turn)
        move = Close(state.turn) if nxt is None else Draw(nxt, "stock")
        state, more = _apply(state, move, t)
        events += more
    return state, events


def _close(state: DutchState) -> tuple[DutchState, RoundEnded | None]:
    state, events = close_round(state)
    ends = [e for e in events if isinstance(e, RoundEnded)]
    return state, ends[0] if ends else None
