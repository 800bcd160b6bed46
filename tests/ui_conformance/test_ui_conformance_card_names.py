"""Every game names its cards as a player says them: a bots' match played through the real table
to its results, its record stepped through in the replay viewer and the game's How to play
pages turned draw every note, banner, button, coach line, caption, results and rules text, and
none of them holds a raw card code ("5C", "10H", "X2", "R7", "B9"), which only records keep.
(The coached matches' tips are checked the same way where each game's coached match is played.)"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest
from ui_conformance.ui_conformance_support import (
    RAW_CODE,
    SIZES,
    game_ids,
    key,
    new_app,
    play_match,
    start,
)

from game.core.registry import get_game
from game.ui.app import App
from game.ui.scenes.howto import HowToPlayScene


def raw_codes(texts: set[str]) -> list[str]:
    return sorted(t for t in texts if RAW_CODE.search(t))


@contextmanager
def drawn_texts(app: App) -> Iterator[set[str]]:
    """Every text any font of the app renders while this is open."""
    texts: set[str] = set()
    real: Callable[..., pygame.font.Font] = app.font

    class Recording:
        def __init__(self, font: pygame.font.Font) -> None:
            self.font = font

        def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
            if isinstance(text, str):
                texts.add(text)
            return self.font.render(text, *args, **kwargs)

        def __getattr__(self, name: str) -> Any:
            return getattr(self.font, name)

    def recording(size: int, bold: bool = False) -> Any:
        return Recording(real(size, bold))

    app.font = recording  # type: ignore[method-assign]
    try:
        yield texts
    finally:
        app.font = real  # type: ignore[method-assign]


def step_through_replay(app: App, game_id: str) -> None:
    """The match's record in the replay viewer, stepped from its first move to its last."""
    records = app.data.records
    assert records is not None
    matches, _ = records.list_matches(game_id)
    ui = app.game_ui(game_id)
    replay = ui.replay_scene(records.load_match(matches[0].match_id), "card names")
    app.push(replay)
    app.step()
    for _ in range(400):
        before = replay.describe()
        key(app, pygame.K_RIGHT)
        if replay.describe() == before:
            break
    key(app, pygame.K_ESCAPE)


def turn_every_howto_page(app: App, game_id: str) -> None:
    howto = HowToPlayScene(app, game_id=game_id)
    app.push(howto)
    app.step()
    for _ in range(len(howto.pages)):
        key(app, pygame.K_RIGHT)
    assert howto.page == len(howto.pages) - 1
    app.pop()


@pytest.mark.parametrize("game_id", game_ids())
def test_card_names_never_show_a_raw_code(game_id: str, tmp_path: Path) -> None:
    assert RAW_CODE.search("Throw JS") and RAW_CODE.search("Martha draws 10H")
    assert not RAW_CODE.search("Throw the jack of spades: 21 in")
    app = new_app(SIZES[1], tmp_path)
    try:
        with drawn_texts(app) as texts:
            ui = start(app, get_game(game_id), seed=7)
            play_match(app, ui)
            step_through_replay(app, game_id)
            turn_every_howto_page(app, game_id)
        assert len(texts) > 20, "the match, its replay and the rules drew their words"
        assert raw_codes(texts) == []
    finally:
        app.close()
