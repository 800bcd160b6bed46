"""An unfinished match survives a restart of the app, in every game: the next start offers
Continue with the same words, and Continue brings back the same table (seed, seats, options,
moves so far, score, hand or round, table time); a crash between moves loses nothing the player
did; a damaged or foreign save is set aside with a notice and the title still opens; a match
that ends, or a new one, leaves no old match to continue. Why a save does not rebuild is told
in the player's language, the reason too ("ihr Startwert ist keine Zahl", a refused move)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from table_support import FAST, SLOW, key, my_turn, new_app, open_table, run_until

from game.i18n import use_language
from game.ui.app import App
from game.ui.scenes import TitleScene
from game.ui.table.scene import TableScene

MOVE_KEYS = {
    "thirty_one": (pygame.K_d, pygame.K_1, pygame.K_RETURN),
    "dutch": (pygame.K_RETURN, pygame.K_s, pygame.K_x, pygame.K_RETURN),
    "auction": (pygame.K_1, pygame.K_1, pygame.K_RETURN, pygame.K_RETURN),
    "dutch_blitz": (pygame.K_SPACE,),
}
"""Keys that make the player's moves at each game's table (draw and throw, flip three...)."""
TURNS = {"thirty_one": 3, "dutch": 6, "auction": 8, "dutch_blitz": 5}


def _title(app: App) -> TitleScene:
    app.to_title()
    app.step()
    title = app.top
    assert isinstance(title, TitleScene)
    return title


def _play(app: App, scene: TableScene[Any, Any, Any, Any], game: str, turns: int) -> None:
    """The player's moves by keys, ``turns`` times when it is their turn."""
    for _ in range(turns):
        if not my_turn(app, scene, 20):
            break
        for code in MOVE_KEYS[game]:
            key(app, code)
            for _ in range(15):
                app.step()


def _table(app: App) -> tuple[Any, ...]:
    """What the player would check at the table: the state, the hands or rounds played, the
    record so far, the table time, the seats and options."""
    title = _title(app)
    ui = app.game_ui(app.chosen_game)
    session = ui.session  # type: ignore[attr-defined]
    assert title.buttons["continue"].visible
    return (session.state, len(session.match.results), session.match.record, session.now(),
            session.seed, session.seats, session.options, session.pace_scale)


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(MOVE_KEYS))
def test_continue_after_a_restart_brings_back_the_same_table(tmp_path: Path, game: str) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        scene = open_table(app, game, seed=5, pace=FAST, bots=2 if game != "auction" else 1)
        app.chosen_game = game
        _play(app, scene, game, TURNS[game])
        assert sum(map(len, scene.session.hands_moves)) > 5
        words = _title(app).buttons["continue"].detail
        before = _table(app)
    finally:
        app.close()
    again = new_app((1024, 640), tmp_path)
    try:
        again.chosen_game = game
        title = _title(again)
        assert title.buttons["continue"].visible and title.buttons["continue"].detail == words
        assert _table(again) == before
        key(again, pygame.K_c)
        run_until(again, lambda: isinstance(again.top, TableScene), 5)
        table = again.top
        assert isinstance(table, TableScene)
        made = sum(map(len, table.session.hands_moves))
        _play(again, table, game, 2)
        assert sum(map(len, table.session.hands_moves)) > made  # the match goes on
    finally:
        again.close()


def test_a_crash_between_moves_loses_none_of_the_players_moves(tmp_path: Path) -> None:
    """Dutch Blitz is real time: it comes back exactly as it was at the player's last move."""
    app = new_app((1024, 640), tmp_path)
    scene = open_table(app, "dutch_blitz", seed=4, pace=SLOW, bots=2)
    _play(app, scene, "dutch_blitz", 3)
    session = scene.session
    assert session.moves_made == 3
    kept = (session.state, session.match.record, session.table.last_t)
    app.data.flush()  # what the writer thread had written when the app died
    again = new_app((1024, 640), tmp_path)
    try:
        again.chosen_game = "dutch_blitz"
        restored = again.game_ui("dutch_blitz") if _title(again) else None
        back = restored.session  # type: ignore[union-attr]
        assert (back.state, back.match.record, back.table.last_t) == kept
        assert back.now() == pytest.approx(kept[2])
    finally:
        again.close()
        app.close()


def _notices(app: App) -> str:
    return " ".join(notice.text for notice in app.notices)


@pytest.mark.parametrize("content", [
    b"{\"format\": \"card-table unfinished match\", \"vers",
    b"[1, 2, 3]",
    b"{\"format\": \"something else\", \"version\": 1}",
])
def test_a_damaged_or_foreign_save_is_set_aside_and_the_title_opens(
        tmp_path: Path, content: bytes) -> None:
    folder = tmp_path / "unfinished"
    folder.mkdir()
    (folder / "dutch.json").write_bytes(content)
    app = new_app((1024, 640), tmp_path)
    try:
        title = _title(app)
        assert not title.buttons["continue"].visible
        assert "The unfinished Dutch match could not be restored" in _notices(app)
        assert [p.name.startswith("dutch.json.bad-") for p in folder.iterdir()] == [True]
    finally:
        app.close()


def test_a_save_whose_moves_the_rules_refuse_is_set_aside(tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        scene = open_table(app, "thirty_one", seed=5, pace=FAST, bots=1)
        _play(app, scene, "thirty_one", 2)
    finally:
        app.close()
    save = tmp_path / "unfinished" / "thirty_one.json"
    text = save.read_text()
    assert '"seat":0' in text
    save.write_text(text.replace('"seat":0', '"seat":1', 1))
    again = new_app((1024, 640), tmp_path)
    try:
        title = _title(again)
        assert not title.buttons["continue"].visible
        assert "was refused" in _notices(again)
        assert not save.exists()
    finally:
        again.close()


def test_a_new_match_replaces_the_kept_one(tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        scene = open_table(app, "dutch", seed=5, pace=FAST, bots=1)
        _play(app, scene, "dutch", 2)
        open_table(app, "dutch", seed=9, pace=FAST, bots=3)
    finally:
        app.close()
    again = new_app((1024, 640), tmp_path)
    try:
        _title(again)
        session = again.game_ui("dutch").session  # type: ignore[attr-defined]
        assert session.seed == 9 and len(session.seats) == 4
    finally:
        again.close()


@pytest.mark.slow
def test_a_finished_match_leaves_nothing_to_continue(tmp_path: Path) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        scene = open_table(app, "auction", seed=5, pace=FAST, bots=1)
        session = scene.session
        for _ in range(60):
            if session.over:
                break
            _play(app, scene, "auction", 1)
        assert session.over
        app.data.flush()
        assert not (tmp_path / "unfinished" / "auction.json").exists()
    finally:
        app.close()
    again = new_app((1024, 640), tmp_path)
    try:
        assert not _title(again).buttons["continue"].visible
    finally:
        again.close()


def _a_seat_changed(text: str) -> str:
    return text.replace('"seat":0', '"seat":1', 1)


def _no_seed(text: str) -> str:
    save = json.loads(text)
    save["seed"] = "five"
    return json.dumps(save)


@pytest.mark.parametrize(("damage", "told"), [
    (_a_seat_changed, "ein Zug von Runde 1 wurde abgelehnt: "),
    (_no_seed, "(ihr Startwert ist keine Zahl)"),
], ids=["refused-move", "no-seed"])
def test_a_save_that_does_not_rebuild_is_told_in_german(
        tmp_path: Path, damage: Callable[[str], str], told: str) -> None:
    app = new_app((1024, 640), tmp_path)
    try:
        _play(app, open_table(app, "thirty_one", seed=5, pace=FAST, bots=1), "thirty_one", 2)
    finally:
        app.close()
    save = tmp_path / "unfinished" / "thirty_one.json"
    save.write_text(damage(save.read_text()))
    (tmp_path / "settings.json").write_text(json.dumps({"version": 2, "language": "de"}))
    again = new_app((1024, 640), tmp_path)
    try:
        _title(again)
        said = _notices(again)
        assert "ließ sich nicht wiederherstellen" in said and told in said, said
    finally:
        again.close()
        use_language("en")
