"""The shared screens drawn one frame at a time at 1024x640 for the language tests: Statistics of
every game (figures, and an empty chart), Replays (a kept match marked Coached, Delete asked,
an empty list), the replay viewer's transport with the table log open, the title with Continue's
detail and the Quit question, and the lessons-done page (no tests of its own).

Besides the menu ``Style``'s texts, the table log's own renders (its title, hint, lines and the
"Log (L)" tab) are watched. A game's own words (a replay frame's caption, its log lines, what
its painter draws) are its part's: the viewer's shots keep only the host's texts."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame
from table_support import new_app
from ui.language_walk import Shot, StillMatch
from ui.text_watch import WINDOW, Drawn, WatchedSurface, overflowing, watching_texts

from game.core.registry import game_ids
from game.core.seats import SeatSpec
from game.i18n import current_language, set_command_line_language
from game.sim.cli import main as simulate
from game.storage.records import load_record_file, new_match_id
from game.storage.stats import GameStats, HandSummary, MatchSummary, Stats
from game.ui.app import App
from game.ui.replay.log_panel import ReplayLog
from game.ui.replay.viewer import ReplayScene
from game.ui.scene import Scene
from game.ui.scenes.replays import ReplaysScene, when_text
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.title import APP_NAME, TitleScene
from game.ui.table.flow import TableUI
from game.ui.table.lessons_done import LEAD, LessonsDoneScene
from game.ui.table.log_view import LogView
from game.ui.watch import replay_scene_for

Texts = dict[int, tuple[pygame.Surface, str]]
STARTED = datetime(2026, 3, 5, 19, 40)
"""When the kept match began (March: a month whose short name differs in German)."""


@contextmanager
def watching_log_texts(texts: Texts) -> Iterator[None]:
    """While open, the table log's renders are known by their words too."""
    original: Callable[..., pygame.Surface] = LogView._text

    def text(self: LogView, words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = original(self, words, *args, **kwargs)
        texts[id(image)] = (image, words)
        return image

    LogView._text = text  # type: ignore[method-assign, assignment]
    try:
        yield
    finally:
        LogView._text = original  # type: ignore[method-assign]


class WatchedWindow(WatchedSurface):
    """A watched window whose subsurfaces (the replay viewer's table area) are watched too,
    their texts noted where they land in the window."""

    def subsurface(self, *rect: Any) -> pygame.Surface:
        part = pygame.Surface.subsurface(self, *rect)
        part.texts, part.drawn = self.texts, self.drawn  # type: ignore[attr-defined]
        return part

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        before = len(self.drawn)
        rect = super().blit(source, dest, area, special_flags)
        dx, dy = self.get_abs_offset()
        if dx or dy:
            self.drawn[before:] = [Drawn(d.text, d.rect.move(dx, dy), d.clipped)
                                   for d in self.drawn[before:]]
        return rect


def frame(scene: Scene, texts: Texts) -> list[Drawn]:
    """Draw ``scene`` once at 1024x640 and return the texts it drew (subsurfaces too)."""
    surface = WatchedWindow(WINDOW, texts)
    scene.draw(surface)
    return surface.drawn


def played(low_wins: bool) -> GameStats:
    """A few hands and two matches at two levels: every tile has a value and a note."""
    stats = GameStats()
    for score, won, level in ((12, True, "casual"), (-4, False, "casual"), (7, True, "expert"),
                              (30, True, "expert")):
        stats = stats.with_hand(HandSummary(score, won, 95.0, (level,), low_wins=low_wins,
                                            counts={"knocks": 1, "calls": 1, "calls_won": 1,
                                                    "rounds": 3, "bids_won": 2,
                                                    "blitzed": 1, "cards_moved": 30},
                                            highs={"cards_per_minute": 19.0},
                                            lows={"blitz_seconds": 48.2}))
    for won in (True, True, False):
        stats = stats.with_match(MatchSummary(won, ("casual",), 40, 4, low_wins=low_wins))
    return stats


def _shot(name: str, scene: Scene, texts: Texts,
          own: Callable[[Drawn], Drawn | None] = lambda d: d) -> Shot:
    """``scene``'s texts (``own``: the part of each that is this walk's, None for none)."""
    drawn = [d for d in (own(d) for d in frame(scene, texts)) if d is not None]
    widgets = getattr(getattr(scene, "group", None), "widgets", [])
    return name, drawn, overflowing(drawn, widgets)


def _statistics(app: App, texts: Texts) -> Iterator[Shot]:
    for game_id in game_ids():
        app.chosen_game = game_id
        app.data.stats = Stats({game_id: played(game_id == "dutch")})
        yield _shot(f"statistics {game_id}", StatisticsScene(app), texts)
    app.data.stats = Stats({})
    for game_id in ("dutch", "auction"):
        app.chosen_game = game_id
        yield _shot(f"statistics {game_id}, nothing played", StatisticsScene(app), texts)


def kept_match(folder: Path) -> list[dict[str, Any]]:
    """A short Dutch match of bots, as a record."""
    path = folder / "dutch.jsonl"
    assert simulate(["--game", "dutch", "--matches", "1", "--seed", "4", "--levels", "beginner",
                     "--record", str(path)]) == 0
    return load_record_file(path)


def _replays(app: App, texts: Texts, lines: list[dict[str, Any]]) -> Iterator[Shot]:
    records = app.data.records
    assert records is not None
    match_id = new_match_id(STARTED, 4)
    records.save_match(match_id, lines)
    app.data.mark_coached(match_id)
    app.chosen_game = "dutch"
    replays = ReplaysScene(app)
    yield _shot("replays dutch", replays, texts)
    replays.delete_current()
    yield _shot("replays dutch, delete asked", replays, texts)
    app.chosen_game = "auction"
    yield _shot("replays auction, none kept", ReplaysScene(app), texts)


def _viewer(app: App, texts: Texts, lines: list[dict[str, Any]]) -> Iterator[Shot]:
    viewer = replay_scene_for(app, lines, when_text(STARTED))
    assert isinstance(viewer, ReplayScene)
    viewer.resize(WINDOW)
    for _step in range(12):
        viewer.act("step", 1)

    def host_only(d: Drawn) -> Drawn | None:
        """The host's words: a game's log lines and its frame's caption are the game's; the
        bar's line is clipped to its width by design (the title and the hand stay in view)."""
        shown = viewer.cursor.frame
        game_words = set(viewer.panel.texts(viewer.cursor)) if isinstance(
            viewer.panel, ReplayLog) else set()
        in_log = d.rect.x >= viewer.panel_area.x and d.rect.y > viewer.px(30)
        if d.text in game_words or in_log:
            return None
        if shown is not None and shown.caption and d.text.endswith(shown.caption):
            return Drawn(d.text[:-len(shown.caption)], d.rect, False)
        return d

    yield _shot("replay viewer", viewer, texts, host_only)
    viewer.toggle_log()
    yield _shot("replay viewer, log open", viewer, texts, host_only)
    viewer.act("play", 0)
    yield _shot("replay viewer, playing", viewer, texts, host_only)


def _title_and_lessons(app: App, texts: Texts) -> Iterator[Shot]:
    ui = app.game_ui("dutch")
    assert isinstance(ui, TableUI)
    ui.start(11, [SeatSpec("You", "human"), SeatSpec("Anna", "bot", "casual")], {})
    title = TitleScene(app)
    yield _shot("title, a match to continue", title, texts)
    title._quit()
    yield _shot("title, quit asked", title, texts)
    # the page's own words; a game's epilogue is its own (here the page's lead stands in)
    yield _shot("lessons done", LessonsDoneScene(app, StillMatch(), lambda: None, (LEAD,)),
                texts)


def names_allowed(app: App, lines: list[dict[str, Any]]) -> set[str]:
    """Names, not the app's words: the program's, the players' and the bots' names."""
    seats = lines[0].get("seats", [])
    return {APP_NAME, app.settings.player_name, "You", "Anna",
            *(str(seat.get("name")) for seat in seats if isinstance(seat, dict))}


def walk_shared(folder: Path) -> Iterator[Shot]:
    """Every shared screen of this walk in the language now in use; the caption of the replay
    viewer's shown frame last (a game's words, left to its own walk)."""
    lines = kept_match(folder)
    set_command_line_language(current_language())  # over the new user folder's setting
    try:
        app = new_app(WINDOW, folder / "user")
    finally:
        set_command_line_language(None)
    try:
        with watching_texts() as watched:
            texts: Texts = watched
            with watching_log_texts(texts):
                yield from _statistics(app, texts)
                yield from _replays(app, texts, lines)
                yield from _viewer(app, texts, lines)
                yield from _title_and_lessons(app, texts)
        yield names_allowed(app, lines)  # type: ignore[misc]
    finally:
        app.close()
