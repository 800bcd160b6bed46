"""The games' pygame sides as the App holds them: each made on first use, then kept for the run.

A game's UI comes from its definition's ``ui_module`` (``make_ui(services)``), imported only
when the game is first chosen, so the shared screens never import a game package. This part
of the App also answers which games are playable, which game the title starts on, and which
one has a match the title's Continue can take the player back to.
"""

from __future__ import annotations

import contextlib
import importlib
from typing import TYPE_CHECKING

from game.core.registry import DEFAULT_GAME, GameEntry, catalogue, get_game

if TYPE_CHECKING:
    from game.storage.settings import Settings
    from game.ui.services import GameUI, Services


class GameUIs:
    """The game UIs made so far for one app (``services``: what each is made with)."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.made: dict[str, GameUI] = {}

    @staticmethod
    def playable() -> list[GameEntry]:
        """The registered games that have a table in this app, in registry order (from the
        registry's catalogue: no game is imported until it is chosen)."""
        return [entry for entry in catalogue() if entry.playable]

    def get(self, game_id: str) -> GameUI:
        """The pygame side of ``game_id`` (made on first use, then kept for the whole run)."""
        ui = self.made.get(game_id)
        if ui is None:
            game = get_game(game_id)
            if game.ui_module is None:
                raise ValueError(f"{game.name} cannot be played in the app yet")
            ui = importlib.import_module(game.ui_module).make_ui(self.services)
            self.made[game_id] = ui
        return ui

    def last_game(self, settings: Settings) -> str:
        """The game last played, when this app still has it; else the default game."""
        last = settings.last_game
        known = {game.id for game in self.playable()}
        return last if last in known else DEFAULT_GAME

    def resumable(self) -> GameUI | None:
        """The game with a match the title's Continue can take the player back to (the last
        run's unfinished matches are rebuilt the first time this is asked)."""
        if self.services.data.unfinished:
            from game.ui.table.resume import take_unfinished

            take_unfinished(self.services)
        return next((ui for ui in self.made.values() if ui.can_resume()), None)

    def settings_changed(self, settings: Settings) -> None:
        for ui in self.made.values():
            ui.settings_changed(settings)

    def pause_all(self) -> None:
        """Every match in progress stays paused (for Continue)."""
        for ui in self.made.values():
            ui.pause()

    def keep_unfinished(self) -> None:
        """Every match in progress kept to the moment (the app is closing)."""
        for ui in self.made.values():
            with contextlib.suppress(Exception):
                getattr(ui, "keep_unfinished", lambda: None)()
