"""The interface one game implements so the app, the simulator and the tests can host it.

A game package exposes one ``GameDefinition`` (usually as ``GAME`` in its ``definition``
module) and the registry lists it. Everything the shared parts need goes through it: the setup
screen draws ``options``; the simulator and the app make a match with ``new_match`` and bots with
``make_bots``; the replays screen, ``--replay`` and the checker command use ``check_record``
(always behind the shape every record shares, ``game.core.record_check``); the app imports
the game's pygame side lazily from ``ui_module`` so nothing here imports pygame. A game whose
table is not built yet has ``ui_module = None``: the simulator and the tests play it, the title
screen does not offer it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypedDict, TypeVar

from game.core.authority import Table
from game.core.options import OptionSpec, OptionValue
from game.core.rules import RulesCore
from game.core.seats import DEFAULT_LEVEL, LEVELS, SeatSpec
from game.core.table_log import LogWords, no_words

Line = dict[str, Any]
"""One record line (a JSON object)."""

S = TypeVar("S")
M = TypeVar("M")
E = TypeVar("E")
V = TypeVar("V")


class HandOutcome(Protocol):
    """What every game's hand (or round) result tells the shared parts."""

    @property
    def hand(self) -> int: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def duration(self) -> float: ...


class GameMatch(Protocol):
    """A match in progress: hands (or rounds) one after another, one seeded generator, one record.

    ``start_hand`` deals the next hand and returns its authority; the match records every event
    the authority applies and, when the core ends the hand, scores it and decides the match.
    """

    seed: int

    @property
    def record(self) -> list[Line]:
        """Every record line so far, in order (a match may write them when this is read)."""
        ...

    @property
    def seats(self) -> Sequence[SeatSpec]: ...

    @property
    def options(self) -> Mapping[str, OptionValue]: ...

    @property
    def table(self) -> Table[Any, Any, Any, Any] | None: ...

    @property
    def results(self) -> Sequence[HandOutcome]: ...

    @property
    def over(self) -> bool: ...

    @property
    def winners(self) -> tuple[int, ...]: ...

    def start_hand(self) -> Table[Any, Any, Any, Any]: ...


class BotAgent(Protocol):
    """One computer seat on the bot scheduler (see ``game.bots.scheduler``)."""

    seat: int
    level: str | None

    def due(self) -> float | None: ...

    def step(self, t: float) -> Sequence[Any]: ...


@dataclass(frozen=True, slots=True)
class RecordCheck:
    """The result of replaying one match record against the rules."""

    ok: bool
    lines: int
    hands: int
    problem: str = ""


@dataclass(frozen=True, slots=True)
class SeatRange:
    minimum: int
    maximum: int
    default: int

    def allows(self, seats: int) -> bool:
        return self.minimum <= seats <= self.maximum


NewMatch = Callable[[int, Sequence[SeatSpec], Mapping[str, OptionValue]], GameMatch]
MakeBots = Callable[..., list[BotAgent]]
CheckRecord = Callable[[Iterable[Line]], RecordCheck]


class PackageModules(TypedDict):
    """The modules a game package keeps where every game keeps them (``package_modules``),
    given to its ``GameDefinition`` as ``**package_modules(id)``."""

    ui_module: str
    stats_module: str
    sim_module: str


def package_modules(package: str) -> PackageModules:
    """Where the game package ``game.<package>`` keeps its table (``ui``), its statistics'
    words (``stats``) and its simulator's extras (``simulation``)."""
    return PackageModules(ui_module=f"game.{package}.ui", stats_module=f"game.{package}.stats",
                          sim_module=f"game.{package}.simulation")


@dataclass(frozen=True)
class GameDefinition(Generic[S, M, E, V]):
    """One game, as the shared parts see it: generic over the game's state, move, event and
    view, so a game's own code (its table session, say) keeps those types through it.

    ``new_match(seed, seats, options)`` raises ``ValueError`` with a readable message for seats
    or options it cannot play (the options have been checked against ``options`` already).
    ``make_bots(match, table, levels, *, pace_scale=1.0, timing=None)`` returns one agent per
    bot seat of the hand (``levels[seat]`` is None for a human seat); ``baselines`` are extra
    scripted players the simulator's ``--levels`` accepts by name. ``check_record`` replays
    one match's lines and says whether every move follows the rules.
    """

    id: str
    name: str
    tagline: str
    seats: SeatRange
    options: tuple[OptionSpec, ...]
    rules: RulesCore[S, M, E, V]
    new_match: NewMatch
    make_bots: MakeBots
    check_record: CheckRecord
    ui_module: str | None
    levels: tuple[str, ...] = LEVELS
    baselines: tuple[str, ...] = field(default=())
    credit: str = ""
    sim_module: str | None = None
    """Dotted path of a module whose ``SIM`` (a ``game.sim.hooks.SimExtras``) adds the game's
    own simulator flags, scripted seats and figures; None when it adds nothing."""
    hand_word: str = "hand"
    hands_word: str = "hands"
    """What the game calls one part of a match that is scored and counted ("hand", or
    "round" in a game of rounds): the one source of the word for every shared screen
    (Continue, Replays, the statistics of a game whose statistics count those parts)."""
    stats_module: str | None = None
    """Dotted path of a pure module whose ``STATS_VIEW`` (a ``game.storage.stats_view
    .StatsView``) shows the game's statistics in its own words; None: the generic figures."""
    log_words: LogWords = no_words
    """The table log's sentence for one record line, in the game's words (``game.core
    .table_log``); the default says nothing."""

    @property
    def all_levels(self) -> tuple[str, ...]:
        return self.levels + self.baselines

    @property
    def default_level(self) -> str:
        """The bot level a seat gets when none is chosen: the setup screen, the app's and the
        simulator's command lines all ask here."""
        return DEFAULT_LEVEL if DEFAULT_LEVEL in self.levels else self.levels[0]


AnyGame = GameDefinition[Any, Any, Any, Any]
"""A game as the shared parts hold it (the registry, the simulator, the screens)."""
