"""The games this app offers. Adding a game is one line here (and its folder).

Each entry of ``CATALOGUE`` names a game, says what its title tile shows (name and tagline) and
whether the app has a table for it, and gives the dotted path of the module that defines the
game's ``GAME``. The title screen needs only the catalogue, so starting the app imports no game:
a game's definition (its rules, bots and options) is imported on first use, when it is chosen,
simulated or checked. ``GAME_MODULES`` is the same list as id -> module (a game registered there
alone is read from its definition when the catalogue is asked for it).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Protocol

from game.core.i18n import N_

if TYPE_CHECKING:
    from game.core.definition import AnyGame


class GameInfo(Protocol):
    """What a game chooser shows of a game: a catalogue entry or the definition itself."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def tagline(self) -> str: ...


@dataclass(frozen=True)
class TileFan:
    """What a game's title tile shows: a fan of cards from a shared deck ("blitz", "standard"
    or "auction"; a card id, "back", or the deck's extra such as "token"), painted by the app
    from its shared card art without importing the game."""

    deck: str
    cards: tuple[str, ...]
    spread: float = 9.0
    """Degrees between neighbouring cards."""
    width_ratio: float = 3.8
    """The tile's width over a card's."""
    radius_ratio: float = 3.2
    """The fan's radius over a card's width."""
    shadow: bool = False
    extra: str = ""
    """A small picture in front of the fan (e.g. "token")."""


@dataclass(frozen=True)
class GameEntry:
    """One game in the catalogue: what the chooser shows, without importing the game."""

    id: str
    module: str
    name: str
    tagline: str
    playable: bool
    """The app has a table for it (its definition's ``ui_module`` is set)."""
    tile: TileFan | None = None
    """Its title tile's picture (None: the game's table code paints it)."""


CATALOGUE: Final[dict[str, GameEntry]] = {entry.id: entry for entry in (
    GameEntry("dutch_blitz", "game.dutch_blitz.definition", N_("Dutch Blitz"),
              N_("Race everyone at once to empty your Blitz pile."), True,
              TileFan("blitz", ("R1", "Y2", "B3", "G4", "R5"), shadow=True)),
    GameEntry("dutch", "game.dutch.definition", N_("Dutch"),
              N_("Play blind, remember what you saw, race to snap."), True,
              TileFan("standard", ("KH", "back", "X1", "back", "2C"))),
    GameEntry("thirty_one", "game.thirty_one.definition", N_("Blitz (31)"),
              N_("Draw, discard and knock: get one suit as near 31 as you can."), True,
              TileFan("standard", ("QH", "AH", "KH"), spread=11.0, width_ratio=3.2,
                      radius_ratio=3.0, extra="token")),
    GameEntry("auction", "game.auction.definition", N_("Dutch Auction"),
              N_("Bid for first pick, buy cards, and weigh strong bidders against victory "
                 "points."), True, TileFan("auction", ("G1", "R6", "P10", "B7", "G3"))),
)}

GAME_MODULES: Final[dict[str, str]] = {entry.id: entry.module for entry in CATALOGUE.values()}

DEFAULT_GAME: Final = "dutch_blitz"


class UnknownGame(KeyError):
    """A game id that is not registered; the message lists the ones that are."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"


def game_ids() -> tuple[str, ...]:
    return tuple(GAME_MODULES)


def get_game(game_id: str) -> AnyGame:
    """The definition of ``game_id``, or ``UnknownGame`` naming the games there are."""
    from game.core.definition import GameDefinition

    module_name = GAME_MODULES.get(game_id) if isinstance(game_id, str) else None
    if module_name is None:
        raise UnknownGame(f"no game {game_id!r} (games: {', '.join(GAME_MODULES)})")
    game = importlib.import_module(module_name).GAME
    if not isinstance(game, GameDefinition) or game.id != game_id:
        raise TypeError(f"{module_name}.GAME is not the definition of {game_id!r}")
    return game


def all_games() -> list[AnyGame]:
    """Every registered game's definition (imports them all: the simulator and tests' view)."""
    return [get_game(game_id) for game_id in GAME_MODULES]


def entry_of(game_id: str) -> GameEntry:
    """``game_id``'s catalogue entry; a game registered only in ``GAME_MODULES`` (or under
    another module than its entry says) is read from its definition."""
    entry = CATALOGUE.get(game_id)
    module_name = GAME_MODULES.get(game_id)
    if entry is not None and entry.module == module_name:
        return entry
    game = get_game(game_id)
    assert module_name is not None
    return GameEntry(game.id, module_name, game.name, game.tagline, game.ui_module is not None)


def catalogue() -> list[GameEntry]:
    """Every registered game's entry in registry order, importing no listed game."""
    return [entry_of(game_id) for game_id in GAME_MODULES]
