"""The games this app offers. Adding a game is one line here (and its folder).

Each entry is the dotted path of the module that defines the game's ``GAME``; it is imported on
first use, so listing a game costs nothing until it is played.
"""

from __future__ import annotations

import importlib
from typing import Final

from game.core.definition import GameDefinition

GAME_MODULES: Final[dict[str, str]] = {
    "dutch_blitz": "game.dutch_blitz.definition",
    "dutch": "game.dutch.definition",
    "thirty_one": "game.thirty_one.definition",
    "auction": "game.auction.definition",
}

DEFAULT_GAME: Final = "dutch_blitz"


class UnknownGame(KeyError):
    """A game id that is not registered; the message lists the ones that are."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown game"


def game_ids() -> tuple[str, ...]:
    return tuple(GAME_MODULES)


def get_game(game_id: str) -> GameDefinition:
    """The definition of ``game_id``, or ``UnknownGame`` naming the games there are."""
    module_name = GAME_MODULES.get(game_id) if isinstance(game_id, str) else None
    if module_name is None:
        raise UnknownGame(f"no game {game_id!r} (games: {', '.join(GAME_MODULES)})")
    game = importlib.import_module(module_name).GAME
    if not isinstance(game, GameDefinition) or game.id != game_id:
        raise TypeError(f"{module_name}.GAME is not the definition of {game_id!r}")
    return game


def all_games() -> list[GameDefinition]:
    return [get_game(game_id) for game_id in GAME_MODULES]
