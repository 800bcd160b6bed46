"""Dutch Blitz as the app, the simulator and the tests see it: its ``GameDefinition``.

The options schema here is the one source of the setup screen's rows, ``--option NAME=VALUE`` and
the ``rules`` object of the records (plus ``post_piles``, which follows from the number of seats).
"Ones go out by themselves" is a player's assist setting of the table, not a rule, so it is not
an option here and never reaches a record.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Final

from game.core.definition import (
    BotAgent,
    GameDefinition,
    Line,
    RecordCheck,
    SeatRange,
    package_modules,
)
from game.core.i18n import N_, Sentence, at_line, sentence_of
from game.core.options import OptionSpec, OptionValue, resolve
from game.core.record_shape import RecordShape
from game.core.seats import SeatSpec
from game.dutch_blitz.bots.factory import make_bot_seats
from game.dutch_blitz.bots.scheduler import agents_for
from game.dutch_blitz.log_words import log_words
from game.dutch_blitz.rules.authority import Table
from game.dutch_blitz.rules.cards import DECKS
from game.dutch_blitz.rules.core import RULES
from game.dutch_blitz.rules.match import Match, SeatInfo
from game.dutch_blitz.rules.record import GAME_ID, RecordError
from game.dutch_blitz.rules.replay import replay_states
from game.dutch_blitz.rules.state import DEFAULT_TARGET, MAX_SEATS, MIN_SEATS, Rules

OPTIONS: Final = (
    OptionSpec("target_score", "int", DEFAULT_TARGET, N_("Play to"),
               help=N_("the match ends when someone reaches this total"), minimum=10, maximum=500,
               step=5),
    OptionSpec("move_post_stack", "bool", False, N_("Move whole Post piles"),
               help=N_("a whole Post pile may be moved onto another Post pile it fits")),
)


def rules_for(seats: int, options: Mapping[str, OptionValue]) -> Rules:
    """The match rules for ``seats`` seats and ``options`` (checked against ``OPTIONS``)."""
    values = resolve(OPTIONS, options)
    target, stack = values["target_score"], values["move_post_stack"]
    assert isinstance(target, int) and isinstance(stack, bool)
    return Rules.for_seats(seats, target_score=target, move_post_stack=stack)


def new_match(seed: int, seats: Sequence[SeatSpec], options: Mapping[str, OptionValue]) -> Match:
    """A match of ``seats`` (each plays the deck of its seat number unless it names one)."""
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise ValueError(f"Dutch Blitz needs {MIN_SEATS} to {MAX_SEATS} seats, not {len(seats)}")
    infos = [spec if isinstance(spec, SeatInfo) else
             SeatInfo(spec.name, spec.kind, DECKS[i], spec.level) for i, spec in enumerate(seats)]
    return Match(infos, rules_for(len(seats), options), seed)


def make_bots(
    match: Match,
    table: Table,
    levels: Sequence[str | None],
    *,
    pace_scale: float = 1.0,
    timing: str | None = None,
) -> list[BotAgent]:
    """An agent per bot seat of this hand (``None`` in ``levels`` marks a seat that is not)."""
    bots = make_bot_seats(levels, match.seed, table.hand, pace_scale=pace_scale, timing=timing)
    agents: list[BotAgent] = list(agents_for(table, bots))
    return agents


def check_record(lines: Iterable[Line]) -> RecordCheck:
    """Replay one match's lines against the rules; never raises on a damaged record.

    The problem names the line it was found on (counting from 1). Every line is first held to
    the shape all records share (``game.core.record_shape``: a seat's ``level`` of ``5``, a ``t``
    of ``"abc"``, ``rules`` of ``"fast"`` or a ``hand`` of ``1e400`` are refused even where the
    rules would not look at them).
    """
    shape = RecordShape(OPTIONS)
    reader = _Lines(shape.guard(lines))
    hands = 0
    try:
        for step in replay_states(reader):
            hands = max(hands, step.hand)
        if shape.problem is not None:
            return RecordCheck(False, reader.number, hands, shape.problem)
    except (RecordError, KeyError, TypeError, ValueError, AttributeError, IndexError,
            RecursionError, OverflowError) as error:
        if shape.problem is not None:
            return RecordCheck(False, reader.number, hands, shape.problem)
        problem = sentence_of(error) or type(error).__name__
        if not problem.startswith("line "):
            problem = at_line(reader.number, problem)
        return RecordCheck(False, reader.number, hands, problem)
    return RecordCheck(True, reader.number, hands)


class _Lines:
    """The record's lines, counting how many have been read; a line that is not a JSON object
    is a ``RecordError``."""

    def __init__(self, lines: Iterable[Any]) -> None:
        self._lines = lines
        self.number = 0

    def __iter__(self) -> Iterator[Line]:
        for line in self._lines:
            self.number += 1
            if not isinstance(line, dict):
                raise RecordError(at_line(self.number, Sentence.of(N_("not a record line"))))
            yield line


GAME: Final = GameDefinition(
    id=GAME_ID,
    name=N_("Dutch Blitz"),
    tagline=N_("Race everyone at once to empty your Blitz pile."),
    seats=SeatRange(MIN_SEATS, MAX_SEATS, MAX_SEATS),
    options=OPTIONS,
    rules=RULES,
    new_match=new_match,
    make_bots=make_bots,
    check_record=check_record,
    log_words=log_words,
    **package_modules("dutch_blitz"),
    credit="Dutch Blitz is a trademark of the Dutch Blitz Game Company; this is an unofficial "
           "fan-made version.",
)
