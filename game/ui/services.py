"""What every scene may ask of the app, as one typed object, and what a game's UI offers it.

Scenes receive a ``Services`` (the ``App`` in the game, a small stand-in in tests) and use it
directly: no probing for optional attributes. A game's pygame side (``GameUI``) is reached
through ``game_ui(game_id)``, which imports the game's ``ui_module`` on first use, so shared
screens never import a game package.

A game's ``ui_module`` (named in its ``GameDefinition``) provides:

- ``make_ui(services) -> GameUI``: called once per app; the object below;
- ``UI_OPTIONS``: the extra setup rows of its table (the player's preferences, not rules), the
  same as ``GameUI.ui_options``, so ``--option`` can check them before a window opens.

The shared screens then need nothing else: the chooser shows ``tile_picture``, the setup screen
draws the game's options schema plus ``ui_options`` and calls ``start``, How to play turns
``howto_pages``, Replays opens ``replay_scene``, Continue uses ``can_resume``/``resume``, and
the frame benchmark calls ``prepare_bench``. A game UI that also has ``coach_lessons`` and
``start_coached`` (``CoachedGameUI``) gets a "Coached match" button on its setup screen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

if TYPE_CHECKING:
    from game.core.definition import Line
    from game.core.options import OptionSpec, OptionValue
    from game.core.registry import GameInfo
    from game.core.seats import SeatSpec
    from game.storage.settings import Settings
    from game.ui.art import CardArt
    from game.ui.howto_page import HowToPage
    from game.ui.scene import Scene
    from game.ui.user_data import UserData


class SoundPlayer(Protocol):
    """The sound board (or a silent stand-in)."""

    def play(self, name: str) -> None: ...

    def set_volume(self, volume: float) -> None: ...

    def set_muted(self, muted: bool) -> None: ...


@runtime_checkable
class GameUI(Protocol):
    """One game's pygame side, made once per app by its ui module's ``make_ui(services)``.

    ``ui_options`` are extra setup rows that are the player's preferences rather than rules
    (they are stored with the game's options but not written to records). ``start`` opens a new
    match's table; ``can_resume``/``resume``/``pause`` serve the title's Continue.
    """

    ui_options: tuple[OptionSpec, ...]
    bench_flying: int
    """The cards the frame benchmark's busy table keeps in the air at least."""

    def start(self, seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> None: ...

    def can_resume(self) -> bool: ...

    def resume(self) -> None: ...

    def pause(self) -> None: ...

    def bot_name(self, seat: int) -> str: ...

    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None: ...

    def tile_picture(self, size: tuple[int, int]) -> pygame.Surface: ...

    def howto_pages(self) -> Sequence[HowToPage]: ...

    def replay_scene(self, lines: list[Line], title: str) -> Scene: ...

    def settings_changed(self, settings: Settings) -> None: ...

    def prepare_bench(self, flying: int) -> Callable[[int], None]:
        """Open a busy table for the frame benchmark; the function that keeps it busy
        (``flying``: the cards it keeps in the air at least, adding its own to the bots';
        ``bench_flying`` for the game's busy table, 0: only the bots' own cards fly)."""
        ...


@runtime_checkable
class CoachedGameUI(Protocol):
    """A game UI that also offers a coached first match (optional: games without these two
    methods simply offer no coach). ``coach_lessons`` names what the coach teaches (shown on the
    setup screen); ``start_coached`` opens the coached match for the player's seat."""

    def coach_lessons(self) -> Sequence[str]: ...

    def start_coached(self, player: SeatSpec) -> None: ...


def coached(ui: GameUI) -> CoachedGameUI | None:
    """``ui`` as a coaching game UI, or None when that game has no coach yet (a game on the
    shared table host always has the two methods; it names no lessons when it has no coach)."""
    return ui if isinstance(ui, CoachedGameUI) and ui.coach_lessons() else None


@runtime_checkable
class Services(Protocol):
    """The app's shared services and its scene stack."""

    art: CardArt
    sounds: SoundPlayer
    settings: Settings
    data: UserData
    chosen_game: str
    """The game the title screen last opened (for How to play, Statistics and Replays)."""

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def top(self) -> Scene | None: ...

    @property
    def depth(self) -> int: ...

    def font(self, size: int, bold: bool = False) -> pygame.font.Font: ...

    def now(self) -> float: ...

    def think_clock(self) -> float:
        """The clock the bots' thinking budget of a frame is read on (the frame thread's CPU
        time; under virtual time one counting its readings, the same in every run)."""
        ...

    def frame_clock(self) -> float:
        """The clock a frame's cost is read on (the frame thread's CPU time; under virtual
        time one that never moves: every frame costs nothing on it)."""
        ...

    def play(self, sound: str) -> None: ...

    def update_settings(self, settings: Settings) -> None: ...

    def notify(self, text: str) -> None: ...

    def game_ui(self, game_id: str) -> GameUI: ...

    def resumable(self) -> GameUI | None: ...

    def playable_games(self) -> Sequence[GameInfo]: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> None: ...

    def reset_to(self, scene: Scene) -> None: ...

    def to_title(self) -> None: ...

    def quit(self) -> None: ...
