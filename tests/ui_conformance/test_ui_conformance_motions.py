"""Every registered game's board says what an event looks like as data: through a bots-only
match on the real scene, each event's answer is a list of known motions, asking for it moves,
lands, notes and sounds nothing (the host's flights, notes, banner, results' time and sounds
are as they were), and the host plays what comes back (cards fly, the match reaches its
results)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from motion_support import footprint
from ui_conformance.ui_conformance_support import SIZES, game_ids, new_app, play_match, start

from game.core.registry import get_game
from game.ui.table.motion import MOTION_TYPES
from game.ui.table.scene import TableScene


@pytest.mark.parametrize("game_id", game_ids())
def test_events_come_back_as_motions_that_only_the_host_plays(
        game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app(SIZES[0])
    sounds: list[str] = []
    spy: Any = app
    spy.play = sounds.append
    kinds: Counter[str] = Counter()
    wrong: list[str] = []

    def listening(scene: TableScene[Any, Any, Any, Any], t: float, event: Any,
                  state: Any) -> None:
        before, heard = footprint(scene), len(sounds)
        motions = scene.board.on_event(t, event, state)
        if footprint(scene) != before or len(sounds) != heard:
            wrong.append(f"{type(event).__name__} was played by the board itself")
        wrong.extend(f"{type(event).__name__} gave {m!r}" for m in motions
                     if not isinstance(m, MOTION_TYPES))
        kinds.update(type(m).__name__ for m in motions)
        scene.play_motions(motions)

    monkeypatch.setattr(TableScene, "on_event", listening)
    try:
        ui = start(app, get_game(game_id))
        play_match(app, ui)
    finally:
        app.close()
    assert wrong == []
    assert kinds["Fly"] > 0, "cards flew"
    assert kinds["ShowBanner"] + kinds["ResultsAfter"] > 0, "a hand's end had its motion"
    assert sounds, "the host sounded what the boards asked for"
