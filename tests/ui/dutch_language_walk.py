"""Dutch's screens drawn one frame at a time at 1024x640 for its language tests: the start peek,
the table with the player to act (four seats, holding a drawn card, the discards fanned out), each
coach tip of the coached match played through, the coached round's results and the practice
match's end, both round results and the match sheet of a bots' match, and the replay viewer
(no tests of its own)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
from posted_events import click, key, queue_click, queue_key
from table_support import board_of, painted_whole
from ui.text_watch import WINDOW, Drawn, WatchedSurface, overflowing

import game.i18n as i18n
from game.bots.headless import run_hand
from game.bots.scheduler import BotScheduler
from game.core.options import defaults
from game.core.registry import get_game
from game.core.seats import SeatSpec
from game.dutch.rules.moves import Call, Discard, Draw, EndTurn, JackSwap, Look, Snap, Swap
from game.dutch.ui import dutch_ui
from game.dutch.ui.board import DutchBoard
from game.dutch.ui.coach_again import CoachAgainScene
from game.dutch.ui.coach_lessons import LESSON_WORDS
from game.dutch.ui.results import MatchSheetScene, RoundResultsScene
from game.dutch.ui.reveal import fan_area
from game.dutch.ui.session import HUMAN, DutchSession, peeking
from game.ui.app import App
from game.ui.replay.viewer import ReplayScene
from game.ui.scene import Scene
from game.ui.table.scene import TableScene
from game.ui.watch import replay_scene_for

Texts = dict[int, tuple[pygame.Surface, str]]
Shot = tuple[str, list[Drawn], list[str]]
"""A screen's name, the texts to check for translation and the overflows found on it."""
NAMES = {"You", "Anna", "Martha", "Jakob", "Bot 1", "Bot 2"}


class RecordingFont:
    """A font that notes each text it renders while ``on`` (the table draws with fonts, not
    with the menus' ``Style``), so a watched surface knows the words of each image."""

    on = False

    def __init__(self, font: pygame.font.Font, texts: Texts) -> None:
        self._font = font
        self._texts = texts

    def render(self, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = self._font.render(text, *args, **kwargs)
        if RecordingFont.on:
            self._texts[id(image)] = (image, text)
        return image

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


def make_app(folder: Path) -> App:
    return App(WINDOW, fullscreen=False, virtual_time=True, user_folder=folder, sound=False,
               crash_screen=False)


Cover = Callable[[list[Drawn]], tuple[pygame.Rect, int] | None]
"""Where an opaque overlay (the coach's bubble, the discards' fan) lies and the index of its
first text: the table's texts drawn before it under it are hidden, not overlapped."""


def checked(drawn: list[Drawn], boxes: list[Any], cover: Cover | None) -> list[str]:
    """The overflows of ``drawn`` in ``boxes``, but for the texts and buttons an overlay hides."""
    found = cover(drawn) if cover is not None else None
    if found is not None:
        rect, first = found
        drawn = [d for i, d in enumerate(drawn) if i >= first or not d.rect.colliderect(rect)]
        boxes = [box for box in boxes if not box.rect.colliderect(rect)]
    return overflowing(drawn, boxes)


def shoot(name: str, scene: Scene, texts: Texts, cover: Cover | None = None) -> Shot:
    """Draw ``scene`` once with fresh text images and say what it drew and what overflowed."""
    for owner in (getattr(scene, "board", None), getattr(scene, "replay", None)):
        painter = getattr(owner, "painter", None)
        if painter is not None:
            painter.forget_texts()  # its cached images were made while nobody watched
    texts.clear()
    surface = WatchedSurface(WINDOW, texts)
    inside: list[Drawn] = []
    replay = getattr(scene, "replay", None)
    if replay is not None:
        replay.paint = watched_paint(replay.paint, texts, inside)
    RecordingFont.on = True
    try:
        with painted_whole(scene):  # the table's texts are drawn on the watched surface itself
            scene.draw(surface)
    finally:
        RecordingFont.on = False
        if replay is not None:
            del replay.paint
    drawn = surface.drawn + inside
    found = checked(drawn, boxes_of(scene), cover)
    if isinstance(scene, ReplayScene):  # the transport is the shared viewer's: Dutch's words
        caption = Drawn(scene.caption().split("  ·  ")[-1], surface.get_rect(), False)
        return name, [*inside, caption], found  # are its table and its caption's last part
    return name, drawn, found


def boxes_of(scene: Scene) -> list[Any]:
    """The boxes a text must stay inside: the scene's widgets, the table's buttons."""
    boxes: list[Any] = list(getattr(getattr(scene, "group", None), "widgets", []))
    if isinstance(scene, TableScene):
        dutch = board_of(scene, DutchBoard)
        boxes += [SimpleNamespace(visible=True, rect=dutch.layout.buttons[name])
                  for name in dutch.overlays.button_labels()]
    return boxes


def watched_paint(paint: Any, texts: Texts, inside: list[Drawn]) -> Any:
    """The replay's painting onto its area (a subsurface the watch cannot see into) watched on
    a surface of its own, the texts moved to where the area lies in the window."""

    def watched(frame: Any, area: pygame.Surface) -> None:
        own = WatchedSurface(area.get_size(), texts)
        paint(frame, own)
        dx, dy = area.get_abs_offset()
        inside.extend(Drawn(d.text, d.rect.move(dx, dy), d.clipped) for d in own.drawn)

    return watched


def wait(app: App, test: Any, frames: int = 60 * 120) -> None:
    for _ in range(frames):
        if test():
            return
        app.step()
    raise AssertionError("timed out")


def table_shots(app: App, texts: Texts) -> Iterator[Shot]:
    """A four-seat table: the start peek, your turn, a drawn card held, the discards fanned."""
    app.update_settings(app.settings.replace(bot_speed=4.0))
    seats = [SeatSpec("You", "human")] + [SeatSpec(n, "bot", "casual")
                                          for n in ("Anna", "Martha", "Jakob")]
    dutch_ui(app).start(11, seats, {"rounds": 2, "peek_seconds": 5.0})
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    board = board_of(scene, DutchBoard)
    yield shoot("table, start peek", scene, texts)
    click(app, board.layout.buttons["ready"].center)
    wait(app, lambda: Draw(HUMAN, "stock") in board.legal() and not scene.flights.busy())
    yield shoot("table, your turn", scene, texts)
    key(app, pygame.K_s)
    wait(app, lambda: board.holding() and not scene.flights.busy())
    yield shoot("table, holding the drawn card", scene, texts)
    key(app, pygame.K_x)
    app.step()
    key(app, pygame.K_v)
    app.step()
    fan = fan_area(WINDOW, board.layout.discard)
    yield shoot("table, the discards fanned", scene, texts,
                lambda drawn: (fan, max(i for i, d in enumerate(drawn) if fan.contains(d.rect))))
    key(app, pygame.K_v)


def in_bubble(drawn: Drawn, tip: str) -> bool:
    return bool(drawn.text.strip()) and drawn.text.strip() in tip


def bubble_cover(tip: str) -> Cover:
    """The coach's bubble: round the lines of the tip's words."""

    def cover(drawn: list[Drawn]) -> tuple[pygame.Rect, int] | None:
        lines = [i for i, d in enumerate(drawn) if in_bubble(d, tip)]
        if not lines:
            return None
        rect = drawn[lines[0]].rect.unionall([drawn[i].rect for i in lines])
        return rect.inflate(24, 24), lines[0]

    return cover


def act(scene: TableScene[Any, Any, Any, Any], move: object) -> None:
    """The keys and clicks a player uses for ``move``."""
    board = board_of(scene, DutchBoard)
    view = scene.session.view()
    if isinstance(move, Draw):
        if peeking(scene.session):
            queue_key(pygame.K_RETURN)
        queue_click(board.layout.stock.center)
    elif isinstance(move, Swap):
        queue_key(pygame.K_1 + move.slot)
    elif isinstance(move, Discard):
        queue_key(pygame.K_x)
    elif isinstance(move, Snap):
        spot = board.slot_rect(view, HUMAN, move.slot).center
        queue_click(spot)
        queue_click(spot)
    elif isinstance(move, Look):
        queue_click(board.slot_rect(view, move.owner, move.slot).center)
    elif isinstance(move, JackSwap):
        queue_click(board.slot_rect(view, move.a_owner, move.a_slot).center)
        queue_click(board.slot_rect(view, move.b_owner, move.b_slot).center)
    elif isinstance(move, Call):
        queue_key(pygame.K_d)
        queue_key(pygame.K_d)
    elif isinstance(move, EndTurn):
        queue_key(pygame.K_RETURN)


def own_move(session: DutchSession) -> object | None:
    """The player's move when no tip is up: draw, throw or swap, end the turn."""
    legal = session.legal()
    if Draw(HUMAN, "stock") in legal:
        return Draw(HUMAN, "stock")
    if session.view().phase == "hold" and session.view().turn == HUMAN:
        return Discard(HUMAN) if Discard(HUMAN) in legal else next(
            m for m in legal if isinstance(m, Swap))
    return EndTurn(HUMAN) if EndTurn(HUMAN) in legal else None


def coached_shots(app: App, texts: Texts) -> Iterator[Shot]:
    """The coached match played through: each tip as it shows, then both results screens."""
    ui = dutch_ui(app)
    ui.start_coached(SeatSpec("You", "human"))
    app.step()
    session = ui.session
    assert session is not None and session.coach is not None
    coach = session.coach
    shot_lessons: set[str] = set()
    for frame in range(60 * 400):
        scene = app.top
        if not isinstance(scene, TableScene):
            break
        tip = coach.tip
        if tip is not None and tip.lesson not in shot_lessons and frame % 20 == 0:
            shot_lessons.add(tip.lesson)
            name, drawn, found = shoot(f"coach tip {tip.lesson}", scene, texts,
                                       bubble_cover(tip.text))
            bubble = [d for d in drawn if in_bubble(d, tip.text)]
            whole = Drawn(tip.text, bubble[0].rect if bubble else pygame.Rect(0, 0, 1, 1),
                         False)
            yield name, [d for d in drawn if d not in bubble] + [whole], found
        if tip is not None and frame % 20 == 0:
            act(scene, tip.move)
        elif tip is None and frame % 15 == 0 and not scene.flights.busy():
            move = own_move(session)
            if move is not None:
                act(scene, move)
        app.step()
    assert len(shot_lessons) >= 5, shot_lessons
    results = app.top
    assert isinstance(results, RoundResultsScene)
    app.advance(3.0)
    app.step()
    yield shoot("coached round results", results, texts)
    again = CoachAgainScene(app, session, ui)
    again.missed = again.missed or [i18n._(LESSON_WORDS["peek"]), i18n._(LESSON_WORDS["snap"])]
    yield shoot("practice match over", again, texts)


def results_shots(app: App, texts: Texts) -> Iterator[Shot]:
    """A bots' match of two rounds at four seats: both round results and the match sheet."""
    app.update_settings(app.settings.replace(bot_speed=4.0))
    seats = [SeatSpec(n, "bot", "skilled") for n in ("You", "Anna", "Martha", "Jakob")]
    dutch_ui(app).start(11, seats, {"rounds": 2, "peek_seconds": 2.0})
    for number in (1, 2):
        wait(app, lambda: isinstance(app.top, RoundResultsScene), 60 * 600)
        app.advance(4.0)
        app.step()
        shown = app.top
        assert shown is not None
        yield shoot(f"round {number} results", shown, texts)
        key(app, pygame.K_RETURN)
        app.step()
    wait(app, lambda: isinstance(app.top, MatchSheetScene))
    sheet = app.top
    assert sheet is not None
    yield shoot("match sheet", sheet, texts)


def record() -> list[dict[str, Any]]:
    game = get_game("dutch")
    seats = [SeatSpec(name, "bot", game.default_level) for name in ("Bot 1", "Bot 2")]
    match = game.new_match(5, seats, defaults(game.options))
    while not match.over:
        table = match.start_hand()
        run_hand(BotScheduler(table, game.make_bots(match, table, [game.default_level] * 2)))
    return list(match.record)


def replay_shots(app: App, texts: Texts) -> Iterator[Shot]:
    """The replay viewer on a few positions of a bots' match, the round's end among them."""
    viewer = replay_scene_for(app, record(), "a match")
    assert isinstance(viewer, ReplayScene), viewer
    app.reset_to(app.title_scene())
    app.push(viewer)
    app.step()
    frames = len(viewer.replay.frames)
    ends = [i for i, f in enumerate(viewer.replay.frames) if f.ends_hand]
    for index in (0, 3, frames // 2, ends[0], frames - 1):
        viewer.cursor.go_to(index)
        viewer._sync()
        app.step()
        yield shoot(f"replay frame {index}", viewer, texts)


def walk(folder: Path, texts: Texts, speak: Callable[[], object]) -> list[Shot]:
    """Every Dutch screen above, each part in an app of its own speaking ``language``."""
    shots: list[Shot] = []
    for part, maker in (("table", table_shots), ("coached", coached_shots),
                        ("results", results_shots), ("replay", replay_shots)):
        app = make_app(folder / part)
        speak()  # the language under test, over the app's own setting
        try:
            shots += list(maker(app, texts))
        finally:
            app.close()
    return shots
