"""Start-up: the title's first frame imports no game, its pictures follow one per frame, and the
registry's catalogue says what each game's definition says."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)

from game.core.registry import CATALOGUE, GAME_MODULES, catalogue, get_game
from game.ui.app import App
from game.ui.scenes.title import TitleScene


@pytest.mark.parametrize("game_id", sorted(CATALOGUE))
def test_the_catalogue_shows_what_the_games_definition_says(game_id: str) -> None:
    entry, game = CATALOGUE[game_id], get_game(game_id)
    assert (entry.id, entry.name, entry.tagline) == (game.id, game.name, game.tagline)
    assert entry.playable == (game.ui_module is not None)
    assert GAME_MODULES[game_id] == entry.module


def test_a_game_registered_by_module_alone_is_read_from_its_definition() -> None:
    GAME_MODULES["uitoy"] = "ui.ui_toy_game"
    try:
        listed = {entry.id: entry for entry in catalogue()}
        assert listed["uitoy"].tagline == "Add 1 or 2 and be first to the target."
        assert list(listed) == list(GAME_MODULES)
    finally:
        GAME_MODULES.pop("uitoy", None)


_FIRST_FRAME = """
import json, sys, tempfile
from pathlib import Path
from game.ui.app import App
app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=Path(tempfile.mkdtemp()),
          sound=False, crash_screen=False)
app.push(app.title_scene())
app.step()
first = sorted(m for m in sys.modules if m.split(".")[1:2] and m.split(".")[1] in {games})
for _ in range(10):
    app.step()
later = sorted(m for m in sys.modules if m.split(".")[1:2] and m.split(".")[1] in {games})
print(json.dumps([first, later]))
"""


def test_the_title_imports_no_game_while_it_settles() -> None:
    games = set(CATALOGUE)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", _FIRST_FRAME.replace("{games}", repr(games))],
                          env=env, capture_output=True, text=True, check=True,
                          cwd=Path(__file__).resolve().parents[2])
    first, later = json.loads(done.stdout.strip().splitlines()[-1])
    assert first == []  # no rules, bots or tables of any game before the title shows
    assert later == []  # nor while it settles: its pictures come from the shared card art


def _title(tmp_path: Path) -> tuple[App, TitleScene]:
    app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=tmp_path,
              sound=False, crash_screen=False)
    title = TitleScene(app)
    app.push(title)
    return app, title


def test_tile_pictures_come_a_card_a_frame_after_the_first_and_fade_in(tmp_path: Path) -> None:
    from game.ui.scenes import title as title_module

    title_module._PICTURES.clear()
    app, title = _title(tmp_path)
    try:
        tiles = list(title.tiles.values())
        app.step()
        assert not any(tile.has_picture(title.style) for tile in tiles)
        painted = [0]
        while painted[-1] < len(tiles) and len(painted) < 100:
            app.step()
            now = sum(tile.has_picture(title.style) for tile in tiles)
            assert now - painted[-1] <= 1  # at most one picture a frame
            painted.append(now)
        assert painted[-1] == len(tiles)
        assert len(painted) > 2 * len(tiles) + 2  # each picture over several frames, a card each
        centre = tiles[-1].picture_area(title.style).center
        just_painted = app.screen.get_at(centre)
        app.advance(title_module.PICTURE_FADE_SECONDS + 0.1)
        assert app.screen.get_at(centre) != just_painted  # it was still fading in
    finally:
        app.close()


def test_the_title_shows_its_pictures_at_once_when_it_returns(tmp_path: Path) -> None:
    app, title = _title(tmp_path)
    try:
        app.advance(0.5)
        assert all(tile.has_picture(title.style) for tile in title.tiles.values())
        app.to_title()
        again = app.top
        assert isinstance(again, TitleScene) and again is not title
        app.step()
        assert all(tile.has_picture(again.style) for tile in again.tiles.values())
    finally:
        app.close()


def test_the_felt_is_the_same_every_run_and_stays_felt_green() -> None:
    import pygame

    from game.ui import palette
    from game.ui.art_plain import make_felt

    one, two = make_felt((300, 200)), make_felt((300, 200))
    assert pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(two, "RGB")
    for x, y in ((5, 5), (150, 100), (295, 195), (64, 130)):
        r, g, b, _ = one.get_at((x, y))
        assert g > r and g > b - 10  # green felt, no stray pixels
        assert abs(g - palette.TABLE_FELT[1]) < 60


@pytest.mark.parametrize("game_id", sorted(CATALOGUE))
def test_a_tile_painted_from_the_catalogue_is_a_fan_of_cards(game_id: str) -> None:
    import pygame

    from game.ui.art import CardArt
    from game.ui.tile_art import fan_picture, fan_steps

    fan = CATALOGUE[game_id].tile
    assert fan is not None
    pygame.display.init()
    steps = list(fan_steps(fan, (300, 200), CardArt()))
    assert steps[:-1] == [None] * (len(fan.cards) + 1)  # a piece per card
    picture = steps[-1]
    assert picture is not None and picture.get_size() == (300, 200)
    assert picture.get_at((150, 100))[3] == 255  # a card in the middle
    assert picture.get_at((2, 2))[3] == 0  # clear around the fan
    again = fan_picture(fan, (300, 200), CardArt())
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(picture, "RGBA")


_PARTS_STARTED = """
import json, tempfile
from pathlib import Path
import pygame
from game.ui.app import App
app = App((1024, 640), fullscreen=False, virtual_time=True, user_folder=Path(tempfile.mkdtemp()),
          sound=False, crash_screen=False)
app.push(app.title_scene())
app.step()
print(json.dumps([pygame.display.get_init(), pygame.font.get_init(),
                  pygame.joystick.get_init(), bool(pygame.mixer.get_init())]))
app.close()
"""


def test_the_app_starts_no_controllers_and_a_silent_app_no_audio() -> None:
    """Controllers are never read, so their subsystem is never started: on Windows it loads
    XInput, whose device thread outlived its DLL at exit under wine and crashed a finished run."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", _PARTS_STARTED], env=env, capture_output=True,
                          text=True, check=True, cwd=Path(__file__).resolve().parents[2])
    display, font, joystick, mixer = json.loads(done.stdout.strip().splitlines()[-1])
    assert (display, font) == (True, True)
    assert not joystick
    assert not mixer  # sound off: no audio device is opened
