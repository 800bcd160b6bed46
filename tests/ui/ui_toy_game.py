"""A second playable game for the UI tests: the simulator's toy race with a small pygame side.

Registered as ``uitoy`` by the tests that need it (``GAME_MODULES["uitoy"] = "ui.ui_toy_game"``);
its UI records what the setup screen starts instead of opening a table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

import pygame
from sim.sim_toy_game import GAME as SIM_TOY

from game.core.definition import Line
from game.core.options import OptionSpec, OptionValue
from game.core.seats import SeatSpec
from game.storage.settings import Settings
from game.ui.howto_page import HowToPage
from game.ui.scene import Scene
from game.ui.scenes.howto import HowToPlayScene
from game.ui.services import Services

GAME = dataclasses.replace(
    SIM_TOY, id="uitoy", tagline="Add 1 or 2 and be first to the target.",
    ui_module="ui.ui_toy_game",
    options=SIM_TOY.options + (
        OptionSpec("pace", "choice", "calm", "Pace", choices=("calm", "brisk", "wild"),
                   choice_labels=("Calm", "Brisk", "Wild")),
        OptionSpec("handicap", "float", 0.5, "Handicap", minimum=0.0, maximum=2.0, step=0.5)),
)

UI_OPTIONS: tuple[OptionSpec, ...] = (OptionSpec("hints", "bool", True, "Show hints"),)


def _picture(pen: HowToPlayScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    pen.caption(surface, "1 or 2", area.center)


class ToyUI:
    ui_options = UI_OPTIONS
    bench_flying = 0

    def __init__(self, services: Services) -> None:
        self.services = services
        self.started: list[tuple[int, list[SeatSpec], dict[str, OptionValue]]] = []
        self.paused = 0

    def start(self, seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> None:
        self.started.append((seed, list(seats), dict(options)))

    def can_resume(self) -> bool:
        return False

    def resume(self) -> None:
        """Nothing to resume."""

    def pause(self) -> None:
        self.paused += 1

    def bot_name(self, seat: int) -> str:
        return f"Robot {seat}"

    def seat_picture(self, seat: int, width: int) -> pygame.Surface | None:
        return None

    def tile_picture(self, size: tuple[int, int]) -> pygame.Surface:
        picture = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.circle(picture, (200, 40, 40), (size[0] // 2, size[1] // 2),
                           min(size) // 3)
        return picture

    def howto_pages(self) -> Sequence[HowToPage]:
        return (HowToPage("Add", "Add 1 or 2 to the count.", _picture),)

    def replay_scene(self, lines: list[Line], title: str) -> Scene:
        return Scene(self.services)

    def settings_changed(self, settings: Settings) -> None:
        """Nothing cached."""

    def prepare_bench(self, flying: int) -> Callable[[int], None]:
        raise RuntimeError("the toy race has no table to time")


def make_ui(services: Services) -> ToyUI:
    return ToyUI(services)
