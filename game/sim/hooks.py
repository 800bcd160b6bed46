"""What a game may add to the simulator: its own flags, scripted seats and figures.

The simulator drives every game through its ``GameDefinition`` alone. A game that wants more
(Dutch Blitz's ``--target`` and ``--human-pace``, its cards-to-Dutch figures) names a module in
``GameDefinition.sim_module`` whose ``SIM`` is a ``SimExtras``; every method has a default that
adds nothing, so a game overrides only what it needs. Nothing here knows a game.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.authority import Table
from game.core.definition import AnyGame, BotAgent, GameMatch, HandOutcome
from game.core.seats import SeatSpec


@dataclass
class SeatStats:
    """What one seat did in one hand: attempts at the table, applied, refused, races lost."""

    attempts: int = 0
    applied: int = 0
    refused: int = 0
    races_lost: int = 0


@dataclass(frozen=True)
class HandStats:
    """One finished hand as the tallies see it: its outcome, who sat where, what each did."""

    match: GameMatch
    outcome: HandOutcome
    levels: tuple[str, ...]
    seats: tuple[SeatStats, ...]
    pace_scale: float = 1.0


class MatchHooks:
    """A game's say in one match: seat changes, extra agents, the pace of each hand."""

    fixed_seats: int = 0
    """Leading seats the game's hooks fill themselves (e.g. a scripted player in seat 0):
    ``--rotate`` moves the levels round the other seats only, so no level is dropped."""

    def seats(self, specs: list[SeatSpec]) -> list[SeatSpec]:
        """The seats the match is made with (a scripted seat may replace a bot)."""
        return specs

    def pace_scale(self) -> float:
        """The bots' pace scale for the next hand."""
        return 1.0

    def agents(
        self, match: GameMatch, table: Table[Any, Any, Any, Any], agents: list[BotAgent]
    ) -> list[BotAgent]:
        """The agents of the hand: the game's bots plus any scripted seats."""
        return agents

    def on_attempt(self, attempt: Any) -> None:
        """Every attempt any agent made, in order."""

    def end_hand(self, outcome: HandOutcome) -> None:
        """The hand has ended."""


class GameFigures:
    """A game's own numbers over a whole run (per level, per seat and overall)."""

    def add_hand(self, hand: HandStats) -> None:
        """Count one finished hand."""

    def add_match(self, match: GameMatch) -> None:
        """Count one finished match."""

    def per_level(self, level: str) -> dict[str, object]:
        return {}

    def per_seat(self, seat: int) -> dict[str, object]:
        return {}

    def summary(self) -> dict[str, object]:
        return {}

    def text(self) -> list[str]:
        """Extra lines for the readable report."""
        return []


@dataclass
class SimExtras:
    """A game's additions to ``python -m game.sim``; the defaults add nothing.

    ``level_names`` are extra names ``--levels`` accepts (a scripted seat, say) besides
    ``GameDefinition.all_levels``.
    """

    level_names: tuple[str, ...] = field(default=())

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add the game's own flags."""

    def option_assignments(self, args: argparse.Namespace) -> list[str]:
        """``NAME=VALUE`` options the game's own flags stand for (checked like ``--option``)."""
        return []

    def check_arguments(self, args: argparse.Namespace) -> str | None:
        """A message for a bad combination of the game's flags, or None."""
        return None

    def match_hooks(self, args: argparse.Namespace) -> MatchHooks:
        """A fresh hook object for each match."""
        return MatchHooks()

    def figures(self, args: argparse.Namespace) -> GameFigures:
        """A fresh tally of the game's own figures for one run."""
        return GameFigures()


NO_EXTRAS = SimExtras()


def extras_of(game: AnyGame) -> SimExtras:
    """The game's simulator additions (``NO_EXTRAS`` when it names none)."""
    module_name = game.sim_module
    if not module_name:
        return NO_EXTRAS
    extras = importlib.import_module(module_name).SIM
    if not isinstance(extras, SimExtras):
        raise TypeError(f"{module_name}.SIM is not a SimExtras")
    return extras


def seat_levels(specs: Sequence[SeatSpec]) -> list[str | None]:
    """The level each seat's bot plays at (None for a seat that is not a bot)."""
    return [spec.level if spec.kind == "bot" else None for spec in specs]
