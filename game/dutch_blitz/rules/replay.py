"""Replaying a match record through the engine, checking every line against the rules.

Each action line (play, flip, recycle, stack) is turned back into a move and applied; the engine
must accept it and produce exactly the lines that follow it in the record (refills, the hand end
with its scores and totals, the match end). ``replay_states`` yields the table after every line,
which is how a saved match is watched again.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from game.core.i18n import N_, Message, Param, Sentence
from game.core.outcome import Refused, reason_words
from game.dutch_blitz.rules.engine import apply
from game.dutch_blitz.rules.events import Event, Flipped, HandEnded, Played, Recycled, Stacked
from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle, Stack
from game.dutch_blitz.rules.record import (
    FORMAT_VERSION,
    GAME_ID,
    Line,
    RecordError,
    event_line,
    line_event,
    seat_from_layout,
)
from game.dutch_blitz.rules.scoring import match_winner, score_hand
from game.dutch_blitz.rules.state import Rules, TableState


class ReplayError(RecordError):
    """The record breaks a rule or disagrees with the engine; the message (a ``Sentence``, for
    the UI to say in the player's language) says where."""


def _wrong(where: Message, msgid: str, **params: Param) -> ReplayError:
    """The error at ``where`` ("line 5 (play)") saying ``msgid`` (marked with ``N_``)."""
    # Translators: {where} is "line 5 (play)", {problem} what is wrong on that line
    return ReplayError(Sentence.of(N_("{where}: {problem}"), where=where,
                                   problem=Message.of(msgid, **params)))


@dataclass(frozen=True, slots=True)
class ReplayStep:
    index: int
    line: Line
    hand: int
    state: TableState


def _move_for(event: Event) -> Move:
    match event:
        case Played():
            return Play(event.seat, event.source, event.target, event.card)
        case Recycled():
            return Recycle(event.seat, event.rotate)
        case Stacked():
            return Stack(event.seat, event.source, event.target)
        case Flipped():
            return Flip(event.seat)
    raise ReplayError(Sentence.of(N_("not a move: {event}"), event=repr(event)))


def _same(recorded: Line, produced: Line) -> bool:
    keys = set(produced) - {"t"}
    return all(recorded.get(key) == produced[key] for key in keys)


class _Replayer:
    """The state of a replay between lines: the rules, the table, the totals, the lines owed."""

    def __init__(self) -> None:
        self.rules: Rules | None = None
        self.seat_count = 0
        self.state: TableState | None = None
        self.hand = 0
        self.totals: list[int] = []
        self.pending: list[Line] = []
        self.finished = False

    def read(self, kind: object, line: Line, where: Message) -> bool:
        """Check one line against the rules; True when the line moved the table on (False for
        ``match_start`` and for a line type a reader ignores)."""
        if kind == "match_start":
            self.match_start(line, where)
            return False
        if self.rules is None:
            raise _wrong(where, N_("the record does not start with match_start"))
        if self.finished:
            raise _wrong(where, N_("a line after match_end"))
        if self.pending and kind not in ("refill", "hand_end", "match_end"):
            raise _wrong(where, N_("expected {kind} first"), kind=self.pending[0]["type"])
        readers = {"deal": self.deal, "play": self.action, "flip": self.action,
                   "recycle": self.action, "stack": self.action, "refill": self.refill,
                   "hand_end": self.hand_end, "match_end": self.match_end}
        reader = readers.get(kind) if isinstance(kind, str) else None
        if reader is None:
            return False
        reader(line, where)
        return True

    def match_start(self, line: Line, where: Message) -> None:
        if line.get("game", GAME_ID) != GAME_ID:
            raise _wrong(where, N_("a record of another game: {game}"), game=repr(line.get("game")))
        if line.get("version") != FORMAT_VERSION:
            raise _wrong(where, N_("unknown record version {version}"),
                         version=repr(line.get("version")))
        r = line["rules"]
        rules = Rules(int(r["post_piles"]), int(r["target_score"]),
                      bool(r.get("move_post_stack", False)))
        self.seat_count = len(line["seats"])
        problem = rules.problem(self.seat_count)
        if problem is not None:
            raise ReplayError(Sentence.of(N_("{where}: {problem}"), where=where, problem=problem))
        self.rules = rules
        self.totals = [0] * self.seat_count

    def deal(self, line: Line, where: Message) -> None:
        assert self.rules is not None
        if self.state is not None and self.state.over is None:
            raise _wrong(where, N_("a new deal before hand {hand} ended"), hand=self.hand)
        if match_winner(self.totals, self.rules.target_score) is not None:
            raise _wrong(where, N_("a deal after the match was won"))
        self.hand = int(line["hand"])
        layout = sorted(line["layout"], key=lambda entry: entry["seat"])
        if len(layout) != self.seat_count:
            raise _wrong(where, N_("{dealt} seats dealt, expected {seats}"), dealt=len(layout),
                         seats=self.seat_count)
        state = TableState(self.rules, tuple(seat_from_layout(entry) for entry in layout))
        for seat in range(self.seat_count):
            cards = state.cards_of(seat)
            if len(cards) != 40 or len(set(cards)) != 40:
                raise _wrong(where, N_("seat {seat} was not dealt its 40 cards"), seat=seat + 1)
            if len(state.seats[seat].posts) != self.rules.post_piles or \
                    len(state.seats[seat].blitz) != 10:
                raise _wrong(where, N_("seat {seat} was not dealt by the rules"), seat=seat + 1)
        self.state = state

    def action(self, line: Line, where: Message) -> None:
        if self.state is None or line.get("hand") != self.hand:
            raise _wrong(where, N_("an event outside hand {hand}"), hand=self.hand)
        event = line_event(line)
        outcome = apply(self.state, _move_for(event))
        if isinstance(outcome, Refused):
            raise _wrong(where, N_("refused by the rules: {reason}"), reason=reason_words(outcome))
        produced = [event_line(e, self.hand, 0.0) for e in outcome.events
                    if not isinstance(e, HandEnded)]
        if not _same(line, produced[0]):
            raise _wrong(where, N_("the rules give {line}"), line=str(produced[0]))
        self.pending = produced[1:]
        self.state = outcome.state
        if self.state.over is not None:
            self.pending.append({"type": "hand_end"})

    def refill(self, line: Line, where: Message) -> None:
        pending = self.pending
        if not pending or pending[0]["type"] != "refill" or not _same(line, pending[0]):
            raise _wrong(where, N_("no such refill is due"))
        pending.pop(0)

    def hand_end(self, line: Line, where: Message) -> None:
        state = self.state
        if state is None or state.over is None or self.pending != [{"type": "hand_end"}]:
            raise _wrong(where, N_("the hand has not ended by the rules"))
        self.pending = []
        if line.get("reason") != state.over.reason or line.get("seat") != state.over.seat:
            raise _wrong(where, N_("the rules end it as {end}"), end=str(state.over))
        for score in score_hand(state):
            self.totals[score.seat] += score.hand_score
            written = next((s for s in line["scores"] if s["seat"] == score.seat), None)
            expected = {"seat": score.seat, "dutch": score.dutch,
                        "blitz_left": score.blitz_left, "hand_score": score.hand_score,
                        "total": self.totals[score.seat]}
            if written is None or any(written.get(k) != v for k, v in expected.items()):
                raise _wrong(where, N_("the score should be {score}"), score=str(expected))

    def match_end(self, line: Line, where: Message) -> None:
        assert self.rules is not None
        winner = match_winner(self.totals, self.rules.target_score)
        if winner is None or line.get("winner") != winner:
            raise _wrong(where, N_("the winner by the rules is {winner}"), winner=str(winner))
        totals = [{"seat": seat, "total": total} for seat, total in enumerate(self.totals)]
        if line.get("totals") != totals:
            raise _wrong(where, N_("the totals by the rules are {totals}"), totals=str(totals))
        self.finished = True


def replay_states(lines: Iterable[Line]) -> Iterator[ReplayStep]:
    """Yield the table state after each line; raise ReplayError at the first disagreement."""
    replayer = _Replayer()
    for index, line in enumerate(lines):
        kind = line.get("type")
        where = Message.of(N_("line {number} ({kind})"), number=index + 1, kind=str(kind))
        moved = replayer.read(kind, line, where)
        if moved and replayer.state is not None:
            yield ReplayStep(index, line, replayer.hand, replayer.state)
    if replayer.pending:
        raise ReplayError(Sentence.of(N_("the record ends before the {kind} it owes"),
                                      kind=replayer.pending[0]["type"]))


def replay(lines: Iterable[Line]) -> TableState | None:
    """Check a whole record; return the last table state (None for a record with no deal)."""
    last = None
    for step in replay_states(lines):
        last = step.state
    return last


def split_matches(lines: Iterable[Line]) -> Iterator[list[Line]]:
    """Cut a JSON Lines stream holding several matches into one list of lines per match."""
    current: list[Line] = []
    for line in lines:
        if line.get("type") == "match_start" and current:
            yield current
            current = []
        current.append(line)
    if current:
        yield current


def main(argv: list[str] | None = None) -> int:
    """``python -m game.dutch_blitz.rules.replay FILE...``: the former name of the shared checker
    ``python -m game.replay`` (which streams the files and checks every line's shape first)."""
    from game.replay import main as check_files

    return check_files(argv, prog="python -m game.dutch_blitz.rules.replay")

if __name__ == "__main__":
    raise SystemExit(main())
