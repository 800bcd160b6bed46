"""Blitz (31)'s screens drawn one frame at a time at 1024x640 for the language tests: the table
at your turn, with a card drawn and one picked, a move refused, after your knock, the 31 dealt
at eight seats, the showdown after a knock and once you are out, the game results, every tip of
the coached match played through, and the replay viewer (no tests of its own).

Every text is watched where the font renders it (the table's painter keeps its own text cache,
the host draws notes and banners with its own fonts), and the table's painted boxes (the Knock
and Pause buttons, the top bar, each rival's pod, your name row) count as boxes a text must
stay inside."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
from posted_events import queue_click, queue_drag
from table_support import FAST, SLOW, new_app, open_table, painted_whole, run_until
from ui.text_watch import WINDOW, Drawn, WatchedSurface, overflowing

import game.i18n as i18n
from game.bots.headless import run_hand
from game.core.seats import SeatSpec
from game.thirty_one.definition import GAME
from game.thirty_one.rules.state import Discard, Draw, Knock
from game.thirty_one.ui import thirty_one_ui
from game.thirty_one.ui.board import ThirtyOneBoard
from game.thirty_one.ui.coach_lessons import ThirtyOneLessons, coach_move
from game.thirty_one.ui.session import HUMAN, ThirtyOneSession, match_of
from game.thirty_one.ui.showdown import ShowdownScene
from game.ui.app import App
from game.ui.coach import Tip
from game.ui.fonts import SafeFont
from game.ui.replay.viewer import ReplayScene
from game.ui.scene import Scene
from game.ui.table.scene import TableScene

Shot = tuple[str, list[Drawn], list[str]]
"""A screen's name, the texts it drew and the overflows found on it."""
Texts = dict[int, tuple[pygame.Surface, str]]


@dataclass(frozen=True)
class Box:
    """A painted box (not a widget) that its words must stay inside."""

    rect: pygame.Rect
    visible: bool = True


@contextmanager
def watching_fonts() -> Iterator[Texts]:
    """While open, every text any font renders is known by its words."""
    texts: Texts = {}
    original: Callable[..., pygame.Surface] = SafeFont.render

    def render(self: SafeFont, text: Any, antialias: bool, *args: Any,
               **kwargs: Any) -> pygame.Surface:
        image = original(self, text, antialias, *args, **kwargs)
        if isinstance(text, str):
            texts[id(image)] = (image, text)
        return image

    SafeFont.render = render  # type: ignore[method-assign]
    try:
        yield texts
    finally:
        SafeFont.render = original  # type: ignore[method-assign]


class WatchedWindow(WatchedSurface):
    """A watched window whose subsurfaces (the replay viewer draws its table on one) note
    their texts too, at their place in the window."""

    offset = (0, 0)

    def subsurface(self, *rect: Any) -> pygame.Surface:
        sub = super().subsurface(*rect)
        area = pygame.Rect(*rect)
        sub.texts, sub.drawn = self.texts, self.drawn  # type: ignore[attr-defined]
        sub.offset = (self.offset[0] + area.x, self.offset[1] + area.y)  # type: ignore[attr-defined]
        return sub

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        rect = pygame.Surface.blit(self, source, dest, area, special_flags)
        found = self.texts.get(id(source))
        if found is not None and found[0] is source:
            clipped = area is not None and pygame.Rect(area).width < source.get_width()
            self.drawn.append(Drawn(found[1], rect.move(self.offset), clipped))
        return rect


def table_boxes(scene: Scene) -> list[Box]:
    """The table's painted boxes, when ``scene`` is a Blitz (31) table."""
    board = getattr(scene, "board", None)
    if not isinstance(board, ThirtyOneBoard):
        return []
    layout = board.layout
    boxes = [Box(layout.knock), Box(layout.pause), Box(layout.hud), Box(layout.human.header)]
    return boxes + [Box(pod.area) for pod in layout.pods]


def shot(name: str, scene: Scene, texts: Texts) -> Shot:
    """``scene`` drawn fresh (the painter's kept table painted again, straight onto the watched
    window rather than into the host's kept layer) at 1024x640; a panel over the table is drawn
    over plain felt (the table under it is a shot of its own)."""
    board = getattr(scene, "board", None)
    if isinstance(board, ThirtyOneBoard):
        board.painter.kept.painted = None
    below = getattr(scene, "table", None)
    if isinstance(scene, ShowdownScene):
        scene.table = None
    surface = WatchedWindow(WINDOW, texts)
    try:
        with painted_whole(scene):
            scene.draw(surface)
    finally:
        if isinstance(scene, ShowdownScene):
            scene.table = below
    widgets = list(getattr(getattr(scene, "group", None), "widgets", []))
    found = overflowing(surface.drawn, widgets)
    floating = {note.text for note in getattr(scene, "notes", [])}
    painted = [d for d in surface.drawn if d.text not in floating]
    found += [problem for problem in overflowing(painted, table_boxes(scene))  # type: ignore[arg-type]
              if problem.startswith("outside its Box")]
    return name, surface.drawn, found


def table(app: App, seats: int, seed: int, pace: float = SLOW,
          **options: Any) -> TableScene[Any, Any, Any, Any]:
    scene = open_table(app, "thirty_one", seed, pace, bots=seats - 1, **options)
    scene.resize(WINDOW)
    return scene


def top(app: App) -> Scene:
    scene = app.top
    assert scene is not None
    return scene


def my_turn(app: App, scene: TableScene[Any, Any, Any, Any]) -> None:
    def ready() -> bool:
        return bool(scene.session.legal()) and not scene.flights.busy()
    assert run_until(app, ready, 30)


def press(app: App, key: int, wait: float = 1.0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))
    app.step()
    app.advance(wait)


def hands_by_bots(session: ThirtyOneSession, until: Callable[[], bool]) -> None:
    """Hands played at once (your seat by the greedy baseline) until ``until()``."""
    while not until():
        session.next_hand()
        if session.hand_over:
            continue
        levels: list[str | None] = [None] * len(session.seats)
        levels[HUMAN] = "greedy"
        mine = GAME.make_bots(session.match, session.table, levels)
        session.scheduler.agents = sorted([*session.scheduler.agents, *mine],
                                          key=lambda agent: agent.seat)
        run_hand(session.scheduler)


def _at_the_table(app: App, texts: Texts) -> Iterator[Shot]:
    scene = table(app, 4, seed=3, pace=FAST)
    my_turn(app, scene)
    yield shot("table, your turn", scene, texts)
    press(app, pygame.K_d)
    my_turn(app, scene)
    yield shot("table, a card drawn", scene, texts)
    press(app, pygame.K_1)
    yield shot("table, a card picked", scene, texts)
    press(app, pygame.K_k, wait=0.0)
    assert scene.notes, "knocking after a draw is refused with the core's reason"
    yield shot("table, a knock refused", scene, texts)
    knock = table(app, 4, seed=3, pace=FAST)
    my_turn(app, knock)
    press(app, pygame.K_k)
    yield shot("table, you knocked", knock, texts)
    assert run_until(app, lambda: knock.banner is not None, 30)
    yield shot("table, showdown banner", knock, texts)
    assert run_until(app, lambda: isinstance(app.top, ShowdownScene), 30)
    app.advance(3.0)
    yield shot("showdown after a knock", top(app), texts)
    dealt = table(app, 8, seed=203, pace=FAST)
    yield shot("table, 31 dealt at eight seats", dealt, texts)
    assert run_until(app, lambda: isinstance(app.top, ShowdownScene), 30)
    app.advance(3.0)
    yield shot("showdown, 31 dealt at eight seats", top(app), texts)


def _around_the_table(app: App, texts: Texts) -> Iterator[Shot]:
    ui = thirty_one_ui(app)
    session = table(app, 4, seed=2, pace=FAST, tokens=1).session
    match = match_of(session)
    hands_by_bots(session, lambda: HUMAN not in match.in_play or session.over)
    assert not session.over, "the seed has you out before the match ends"
    panel = ui.hand_results_scene(session)
    panel.resize(WINDOW)
    app.advance(3.0)
    yield shot("showdown, you are out", panel, texts)
    hands_by_bots(session, lambda: session.over)
    ui.next_hand(session)
    results = top(app)
    results.resize(WINDOW)
    yield shot("game results", results, texts)
    viewer = ui.replay_scene(list(match.record), "")
    app.push(viewer)
    viewer.resize(WINDOW)
    assert isinstance(viewer, ReplayScene)
    viewer.cursor.step_by(12)
    yield shot("replay viewer", viewer, texts)


def act(scene: TableScene[Any, Any, Any, Any], move: object) -> None:
    """The events a player posts for a tip's ``move``: click the draw pile, drag the discard to
    your hand, drag a card onto the discard pile, click Knock."""
    board = scene.board
    assert isinstance(board, ThirtyOneBoard)
    layout = board.layout
    if isinstance(move, Draw) and move.source == "stock":
        queue_click(layout.stock.center)
    elif isinstance(move, Draw):
        queue_drag(layout.discard.center, layout.human.row.center)
    elif isinstance(move, Discard):
        home = board.card_home(move.card)
        assert home is not None
        queue_drag(home.center, layout.discard.center)
    elif isinstance(move, Knock):
        queue_click(layout.knock.center)


def _tip_shot(scene: TableScene[Any, Any, Any, Any], tip: Tip, texts: Texts) -> Shot:
    name, drawn, problems = shot(f"coach tip {tip.lesson}", scene, texts)
    # the bubble wraps the tip over lines (a line may start inside a marked sentence): the tip
    # is judged whole, its lines only for where they sit
    whole = Drawn(tip.text, pygame.Rect(0, 0, 1, 1), False)
    return name, [d for d in drawn if d.text not in tip.text] + [whole], problems


def _coached(app: App, texts: Texts) -> Iterator[Shot]:
    """The coached match played through as its tips say: every lesson's tip on screen."""
    ui = thirty_one_ui(app)
    ui.start_coached(SeatSpec("You", "human"))
    app.step()
    session = ui.session
    assert session is not None and session.coach is not None
    coach, shown = session.coach, set()
    for frame in range(60 * 600):
        scene = app.top
        if isinstance(scene, ShowdownScene):
            app.advance(3.0)
            press(app, pygame.K_RETURN, wait=0.0)
            continue
        if not isinstance(scene, TableScene):
            break
        scene.resize(WINDOW)
        tip = coach.tip
        if tip is not None and tip.lesson not in shown and not scene.flights.busy():
            shown.add(tip.lesson)
            yield _tip_shot(scene, tip, texts)
        if tip is not None and frame % 20 == 0 and not scene.flights.busy():
            act(scene, tip.move)
        elif tip is None and frame % 15 == 0 and not scene.flights.busy() \
                and not session.hand_over:
            move = coach_move(session.view(), session.legal())
            if move is not None:
                act(scene, move)
        app.step()
    assert shown == set(ThirtyOneLessons.lessons), shown


def opened_in_this_language(folder: Path) -> App:
    """A new app that keeps the language in use (an app starts in its saved setting's)."""
    active, code = i18n._active, i18n._code
    app = new_app(WINDOW, folder)
    i18n._active, i18n._code = active, code
    return app


def walk(folder: Path) -> Iterator[Shot]:
    """Every Blitz (31) screen in the language now in use."""
    with watching_fonts() as texts:
        for part in (_at_the_table, _around_the_table, _coached):
            app = opened_in_this_language(folder / part.__name__)
            try:
                yield from part(app, texts)
            finally:
                app.close()
