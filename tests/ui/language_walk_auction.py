"""Dutch Auction's screens for the language tests, drawn one frame at a time at 1024x640: the
table in the set-aside, with a bid picked, in the player's turn (a firing power's chooser, a
purchase being paid, a hovered card's tip, a pile viewer), every tip of the coached game played
through, the score sheet and the coached score sheet, and the replay viewer (no tests of its
own).

The table draws its words with the app's fonts, not through the menu ``Style``: while watching,
the app's font getter hands out fonts that note each text they render. A text counts as the
game's when a Dutch Auction module drew it (the shared host's words are the shared part's)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame
from table_support import FAST, board_of, centre, click, drag, key, open_table, painted_whole
from ui.text_watch import WINDOW, Drawn, WatchedSurface, overflowing

from game.auction.rules.moves import Buy, PlayPower
from game.auction.ui.board import AuctionBoard
from game.auction.ui.coached_results import CoachedResultsScene
from game.auction.ui.game_ui import auction_ui
from game.auction.ui.results import ResultsScene
from game.auction.ui.viewer import PileViewer
from game.core.seats import SeatSpec
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.table.scene import TableScene
from game.ui.widgets import Style

OURS = "game.auction"


class Texts(dict[int, tuple[pygame.Surface, str]]):
    """Each rendered text image by its id (its image and words), and the ids of those the
    game drew."""

    def __init__(self) -> None:
        super().__init__()
        self.ours: set[int] = set()

    def note(self, image: pygame.Surface, words: str) -> None:
        self[id(image)] = (image, words)
        if _ours(3):
            self.ours.add(id(image))
        else:
            self.ours.discard(id(image))


COVER_SHOT = "coached game, a tip over its button"  # the bubble over what its tip asks for


@dataclass(frozen=True)
class Shot:
    name: str
    drawn: list[Drawn]
    ours: list[str]
    """The words of the texts Dutch Auction's own modules drew."""
    problems: list[str]


def _ours(depth: int = 2, reach: int = 6) -> bool:
    frame = sys._getframe(depth)
    for _step in range(reach):
        if frame is None:
            return False
        if str(frame.f_globals.get("__name__", "")).startswith(OURS):
            return True
        frame = frame.f_back  # type: ignore[assignment]
    return False


class NotingFont:
    """A font that notes each text it renders (everything else is the font's own)."""

    def __init__(self, font: pygame.font.Font, texts: Texts) -> None:
        self.font = font
        self.texts = texts

    def render(self, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = self.font.render(text, *args, **kwargs)
        self.texts.note(image, text)
        return image

    def __getattr__(self, name: str) -> Any:
        return getattr(self.font, name)


@contextmanager
def watching(app: App) -> Iterator[Texts]:
    """While open, the app's fonts and the menu ``Style`` note every text they render."""
    texts = Texts()
    original_text: Callable[..., pygame.Surface] = Style.text
    original_font = app.font

    def text(self: Style, words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = original_text(self, words, *args, **kwargs)
        texts.note(image, words)
        return image

    def font(size: int, bold: bool = False) -> Any:
        return NotingFont(original_font(size, bold), texts)

    Style.text = text  # type: ignore[method-assign, assignment]
    app.font = font  # type: ignore[method-assign]
    try:
        yield texts
    finally:
        Style.text = original_text  # type: ignore[method-assign]
        del app.font


class Box:
    """A place a text must stay inside (a button, a zone, a pile), for ``overflowing``."""

    visible = True

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect


class NotingSurface(WatchedSurface):
    """The window, noting also which of the texts drawn on it the game drew."""

    def __init__(self, texts: Texts) -> None:
        super().__init__(WINDOW, texts)
        self.ours_by_id = texts
        self.ours: list[str] = []

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        if not hasattr(self, "ours_by_id"):  # a subsurface of this one (notes nothing)
            return pygame.Surface.blit(self, source, dest, area, special_flags)
        found = self.ours_by_id.get(id(source))
        if found is not None and found[0] is source and id(source) in self.ours_by_id.ours:
            self.ours.append(found[1])
        return super().blit(source, dest, area, special_flags)


def shoot(name: str, scene: Scene, texts: Texts, boxes: Sequence[pygame.Rect] = (),
          covers: Callable[[list[Drawn]], list[tuple[pygame.Rect, int]]] | None = None) -> Shot:
    """Draw ``scene`` once at 1024x640: its texts, the game's words, and the overflows: texts
    over each other or out of the window or their widget, and the game's texts out of the
    places in ``boxes``. ``covers`` names the panels drawn over the table (each with the index
    of its first text): the texts they hide do not count."""
    surface = NotingSurface(texts)
    with painted_whole(scene):  # the table's still layer painted straight on: its words show
        scene.draw(surface)
    drawn = surface.drawn
    if covers is not None:
        hidden = {i for panel, first in covers(drawn) for i, d in enumerate(drawn[:first])
                  if panel.colliderect(d.rect)}
        drawn = [d for i, d in enumerate(drawn) if i not in hidden]
    widgets = list(getattr(getattr(scene, "group", None), "widgets", []))
    ours = [d for d in drawn if d.text in surface.ours]
    places: list[Any] = [Box(r) for r in boxes]
    problems = overflowing(drawn, widgets) + overflowing(ours, places)
    return Shot(name, drawn, surface.ours, problems)


class PaintedFrame(Scene):
    """A replay's frame painted over the whole window (the viewer paints it on a part of the
    window, whose texts the watched window cannot see)."""

    def __init__(self, app: App, replay: Any, index: int) -> None:
        super().__init__(app)
        self.replay, self.index = replay, index

    def draw(self, surface: pygame.Surface) -> None:
        self.replay.paint(self.replay.frames[self.index], surface)


def _board(scene: TableScene[Any, Any, Any, Any]) -> AuctionBoard:
    return board_of(scene, AuctionBoard)


def table_covers(scene: TableScene[Any, Any, Any, Any]
                 ) -> Callable[[list[Drawn]], list[tuple[pygame.Rect, int]]]:
    """The panels over the table: a firing power's chooser (drawn after the buttons), a
    hovered card's tip (its two lines, drawn last) and the coach's bubble."""
    board = _board(scene)

    def covers(drawn: list[Drawn]) -> list[tuple[pygame.Rect, int]]:
        found = []
        labels = {label for label, _enabled in board.button_labels().values()}
        first_button = next((i for i, d in enumerate(drawn) if d.text in labels), len(drawn))
        if board.fire_entries():
            found.append((board.chooser_rect(), first_button))
        coach, bubble = scene.session.coach, getattr(scene, "tip_box", None)
        if coach is not None and coach.tip is not None and bubble is not None:
            first = next((i for i, d in enumerate(drawn)
                          if bubble.contains(d.rect) and d.text.strip() in coach.tip.text), 0)
            found.append((bubble, first))
        place = board.hover
        if place is not None and len(drawn) >= 2:
            head, power = drawn[-2], drawn[-1]
            if place.partition(":")[2] and head.rect.bottom <= power.rect.top + 2:
                found.append((head.rect.union(power.rect).inflate(24, 12), len(drawn) - 2))
        return found

    return covers


def table_boxes(scene: TableScene[Any, Any, Any, Any]) -> list[pygame.Rect]:
    """The table's places whose words must stay inside them: the buttons shown, the sealed
    zones, the piles and the chooser of a firing power."""
    board = _board(scene)
    lay = board.layout
    boxes = [lay.buttons[name] for name in board.button_labels()]
    if scene.session.view().phase in ("set_aside", "bid"):
        boxes += [lay.aside, lay.bid]
    boxes += list(lay.piles.values()) + list(lay.rival_piles.values())
    boxes += [lay.auction_deck, lay.auction_discards]
    if board.fire_entries():
        boxes.append(board.chooser_rect())
    return boxes


def _tap(app: App, scene: TableScene[Any, Any, Any, Any], place: str) -> None:
    if place in _board(scene).last_hits:
        click(app, centre(scene, place))
    else:
        app.step()


def _sealed(app: App, scene: TableScene[Any, Any, Any, Any]) -> None:
    view = scene.session.view()
    picks = _board(scene).picks
    free = [c for c in view.hand if c != picks.aside and c not in picks.bid]
    if view.phase == "set_aside" and picks.aside is None:
        _tap(app, scene, f"hand:{free[0]}")
    elif len(picks.bid) < 2 and free:
        _tap(app, scene, f"hand:{free[-1]}")
    else:
        click(app, centre(scene, "button:primary"))


def _situation(scene: TableScene[Any, Any, Any, Any]) -> str:
    """What the table shows the player now, as the walk names its shots."""
    board, view = _board(scene), scene.session.view()
    if view.phase in ("set_aside", "bid"):
        return f"{view.phase}, {len(board.picks.bid)} bid" if board.sealed_open() else "locked"
    if view.phase != "play":
        return str(view.phase)
    if view.active != 0:
        return "rival's turn"
    if board.fire_entries():
        return "choosing for a power"
    if view.pending:
        return "a power with nothing to take"
    return "paying" if board.picks.paying is not None else "your turn"


def _turn(app: App, scene: TableScene[Any, Any, Any, Any]) -> None:
    """One gesture of the player's turn: a power first, then a purchase paid, then End turn."""
    board, view, legal = _board(scene), scene.session.view(), scene.session.legal()
    if board.fire_entries():
        key(app, pygame.K_1)
    elif view.pending:
        key(app, pygame.K_BACKSPACE)
    elif board.picks.paying is not None:
        unpaid = [c for c in view.me.offering if c not in board.picks.paid]
        if len(board.picks.paid) < board.picks.price:
            _tap(app, scene, f"offer0:{unpaid[0]}")
        else:
            key(app, pygame.K_RETURN)
    elif (powers := [m.card for m in legal if isinstance(m, PlayPower)]) \
            and f"hand:{powers[0]}" in board.last_hits:
        drag(app, centre(scene, f"hand:{powers[0]}"), board.layout.offering.center)
    elif buys := [m for m in legal if isinstance(m, Buy) and m.paid]:
        _tap(app, scene, f"slot:{max(m.slot for m in buys)}")
    else:
        _tap(app, scene, "button:primary")


WANTED = ("set_aside, 0 bid", "set_aside, 1 bid", "your turn", "rival's turn",
          "choosing for a power", "paying")


def table_walk(app: App, texts: Texts, seed: int = 3) -> Iterator[Shot]:
    """The table from the deal into the rounds, a shot of each situation the first time it
    shows with nothing in flight; then a hovered card's tip and a pile viewer."""
    scene = open_table(app, "auction", seed=seed, pace=FAST)
    seen: set[str] = set()
    for _step in range(6000):
        situation = _situation(scene)
        if situation not in seen and not scene.flights and situation in WANTED:
            seen.add(situation)
            yield shoot(f"table, {situation}", scene, texts, table_boxes(scene),
                        table_covers(scene))
        if seen >= set(WANTED) or scene.session.over:
            break
        view = scene.session.view()
        if view.phase in ("set_aside", "bid") and _board(scene).sealed_open():
            _sealed(app, scene)
        elif view.phase == "play" and view.active == 0 and not scene.flights:
            _turn(app, scene)
        else:
            app.step()
    assert seen >= set(WANTED) - {"paying", "choosing for a power"}, seen
    for _step in range(600):
        if not _board(scene).fire_entries() and not scene.flights:
            break
        if _situation(scene) == "rival's turn":
            app.step()
        else:
            _turn(app, scene)
    for place in ("slot:1", "slot:6"):
        if place in _board(scene).last_hits:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre(scene, place),
                                                 rel=(0, 0), buttons=(0, 0, 0)))
            app.step()
            yield shoot(f"table, the tip of {place}", scene, texts, table_boxes(scene),
                        table_covers(scene))
    key(app, pygame.K_v)
    viewer = app.top
    assert isinstance(viewer, PileViewer)
    yield shoot("your discards' viewer", viewer, texts)
    key(app, pygame.K_ESCAPE)


def finished_session(app: App, seed: int = 4) -> Any:
    """A game of two bots played to its score sheet on the table."""
    ui = auction_ui(app)
    seats = [SeatSpec("You", "bot", "beginner"), SeatSpec("Anna", "bot", "beginner")]
    ui.session = ui.new_session(seed, seats, {}, pace_scale=FAST)
    ui.show_table(ui.session)
    for _step in range(60000):
        if isinstance(app.top, ResultsScene):
            return ui.session
        app.step()
    raise AssertionError("the bots' game did not end")


def results_walk(app: App, texts: Texts, said: list[str]) -> Iterator[Shot]:
    """The score sheet, the coached game's score sheet and the replay of the same game (its
    frames' captions noted in ``said``: the shared viewer draws them)."""
    session = finished_session(app)
    sheet = app.top
    assert isinstance(sheet, ResultsScene)
    yield shoot("score sheet", sheet, texts)
    coached = CoachedResultsScene(app, session, auction_ui(app))
    yield shoot("coached score sheet", coached, texts)
    replay = auction_ui(app).replay_scene(list(session.match.record), "walk")
    app.push(replay)
    app.step()
    yield shoot("replay, first frame", replay, texts)
    for _step in range(12):
        key(app, pygame.K_RIGHT)
    yield shoot("replay, into the first round", replay, texts)
    key(app, pygame.K_END)
    yield shoot("replay, last frame", replay, texts)
    painted = replay.replay  # type: ignore[attr-defined]
    said += [frame.caption for frame in painted.frames]
    for index in (0, len(painted.frames) // 2, len(painted.frames) - 1):
        yield shoot(f"replay frame {index} painted", PaintedFrame(app, painted, index), texts)
    key(app, pygame.K_ESCAPE)
