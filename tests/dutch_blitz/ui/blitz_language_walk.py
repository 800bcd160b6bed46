"""Dutch Blitz's screens drawn one frame at a time at 1024x640 for the language tests: the table
mid-game with the player to act (with a refusal, a lost race and "no place" notes up), the
end-of-hand banner, a coach tip, the hand results, the match results and the replay viewer
(no tests of its own).

The table draws its words through the game's text cache and the host's fonts, not only through
the menus' ``Style``, so every line any font renders is noted here (``rendered``), with where
it lands when it is laid straight on the window (``drawn``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
from table_support import BOT_NAMES, blitz_config, board_of, my_turn, run_until
from ui.text_watch import WINDOW, Drawn, WatchedSurface, overflowing

from game.core.seats import SeatSpec
from game.dutch_blitz.bots.policy import SimplePolicy
from game.dutch_blitz.rules.cards import Card, card_name, card_words, full_deck
from game.dutch_blitz.rules.moves import Play, Reason
from game.dutch_blitz.ui import blitz_ui
from game.dutch_blitz.ui.board import BlitzBoard
from game.dutch_blitz.ui.director import hand_banner
from game.dutch_blitz.ui.results import HandResultsScene, MatchResultsScene
from game.dutch_blitz.ui.session import HUMAN, BlitzSession, MatchConfig
from game.i18n import current_language, use_language
from game.i18n.pseudo import CLOSE, OPEN, strip_marked
from game.ui.app import App
from game.ui.fonts import SafeFont
from game.ui.scene import Scene
from game.ui.scenes.common import BOT_NAMES as APP_BOT_NAMES
from game.ui.table.scene import TableScene
from game.ui.widgets import Style

PLAYER = "You"
"""The player's seat name (a name, not a word of the app)."""


@dataclass(frozen=True)
class Shot:
    """One screen: the texts laid on the window, every line rendered for it, the overflows."""

    name: str
    drawn: list[Drawn]
    rendered: list[str]
    problems: list[str]


@contextmanager
def watching_fonts() -> Iterator[tuple[dict[int, tuple[Any, str]], list[str]]]:
    """While open, every line a font renders (and every menu ``Style`` text) is known by its
    words; ``rendered`` lists them in order."""
    texts: dict[int, tuple[Any, str]] = {}
    rendered: list[str] = []
    font_render = SafeFont.render
    style_text: Callable[..., pygame.Surface] = Style.text

    def render(self: SafeFont, text: Any, antialias: bool, *args: Any,
               **kwargs: Any) -> pygame.Surface:
        image = font_render(self, text, antialias, *args, **kwargs)
        if isinstance(text, str) and text.strip():
            texts[id(image)] = (image, text)
            rendered.append(text)
        return image

    def text(self: Style, words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = style_text(self, words, *args, **kwargs)
        texts[id(image)] = (image, words)
        return image

    SafeFont.render = render  # type: ignore[method-assign]
    Style.text = text  # type: ignore[method-assign, assignment]
    try:
        yield texts, rendered
    finally:
        SafeFont.render = font_render  # type: ignore[method-assign]
        Style.text = style_text  # type: ignore[method-assign]


class Window(WatchedSurface):
    """The watched window; a part drawn into a subsurface of it (the replay viewer's table)
    is not watched for where it lands (pygame makes the subsurface without ``__init__``), but
    its words are still noted as rendered."""

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        if "texts" not in self.__dict__:
            return pygame.Surface.blit(self, source, dest, area, special_flags)
        return super().blit(source, dest, area, special_flags)


class Camera:
    """Draws scenes onto a watched window-sized surface and keeps the shots."""

    def __init__(self, texts: dict[int, tuple[Any, str]], rendered: list[str]) -> None:
        self.texts = texts
        self.rendered = rendered
        self.shots: list[Shot] = []
        self.seen = 0
        self.pictures: dict[str, pygame.Surface] = {}
        """Each screen as drawn (to save and look at)."""

    def shoot(self, name: str, scene: Scene, extra: list[str] | None = None) -> None:
        """Draw ``scene``; its shot holds every line rendered since the last shot (also in
        the frames played between them: a table renders its captions once)."""
        start = self.seen
        surface = Window(WINDOW, self.texts)
        scene.draw(surface)
        widgets = getattr(getattr(scene, "group", None), "widgets", [])
        drawn = surface.drawn
        said = [*self.rendered[start:], *(d.text for d in drawn), *(extra or [])]
        self.seen = len(self.rendered)
        self.shots.append(Shot(name, drawn, said, overflowing(drawn, widgets)))
        self.pictures[name] = surface.copy()


def new_app(folder: Path) -> App:
    """An app at 1024x640 on the virtual clock, in the language in use before it started (an
    app starts in its saved setting's language)."""
    code = current_language()
    app = App(WINDOW, fullscreen=False, virtual_time=True, user_folder=folder, sound=False,
              crash_screen=False)
    use_language(code)
    return app


def played(levels: tuple[str, ...], seed: int, target: int, until_over: bool) -> BlitzSession:
    """A session played on a virtual clock (you by a simple policy every 1.2 s): one hand, or
    every hand until the match is over."""
    now = [0.0]
    session = MatchConfig.quick(levels, seed=seed, target=target).session(
        time_source=lambda: now[0])
    policy, rng = SimplePolicy(), random.Random(seed)
    while True:
        due = now[0] + 1.2
        while not session.hand_over:
            now[0] += 0.2
            session.tick()
            if now[0] >= due and not session.hand_over:
                move = policy.choose(session.view(), rng)
                if move is not None:
                    session.submit(move)
                due += 1.2
        if not until_over or session.match.over:
            return session
        session.next_hand()


def _table(camera: Camera, app: App) -> None:
    """Four seats mid-game, the player to act, with notes of each kind up."""
    ui = blitz_ui(app)
    config = blitz_config(5, pace=1.0, levels=("casual", "casual", "casual"))
    ui.start_match(config)
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    run_until(app, lambda: any(len(pile.cards) > 1 for pile in scene.session.state.dutch), 60)
    assert my_turn(app, scene), "the player never got a move"
    board = board_of(scene, BlitzBoard)
    camera.shoot("table mid-game", scene)
    board.refused(Play(HUMAN, "post:0", "post:1"), Reason.ROTATE_NOT_ALLOWED)
    camera.shoot("table, a refusal", scene)
    scene.notes.clear()
    board.input.no_place("post:0")
    camera.shoot("table, no place", scene)
    scene.notes.clear()
    index, pile = next((i, p) for i, p in enumerate(scene.session.state.dutch)
                       if len(p.cards) > 1)
    board.input.beaten_at(f"dutch:{index}", Card(pile.colour, 2))  # "Anna war schneller: ..."
    camera.shoot("table, a lost race", scene)
    scene.notes.clear()
    run_until(app, lambda: scene.session.hand_over, 600)
    run_until(app, lambda: scene.banner is not None
              and scene.anim > scene.banner.started + 0.8, 10)
    camera.shoot("table, the hand's end", scene)
    banner = hand_banner("blitz", BOT_NAMES[0], False, 0.0, 3.0)
    mine = hand_banner("blitz", PLAYER, True, 0.0, 3.0)
    stalemate = hand_banner("stalemate", None, False, 0.0, 3.0)
    camera.shoot("table, banners", scene, [b.title for b in (banner, mine, stalemate)]
                 + [b.subtitle for b in (banner, mine, stalemate)])


def _coach(camera: Camera, app: App) -> None:
    ui = blitz_ui(app)
    ui.start_coached(SeatSpec(PLAYER, "human"))
    app.step()
    scene = app.top
    assert isinstance(scene, TableScene)
    coach = scene.session.coach
    assert coach is not None and coach.tip is not None
    camera.shoot("coach's first tip", scene, [coach.tip.text])
    app.to_title()


def _results(camera: Camera, app: App) -> None:
    ui = blitz_ui(app)
    hand = played(("casual", "expert", "master"), 3, 75, until_over=False)
    scene = HandResultsScene(app, hand, ui)
    camera.shoot("hand results", scene)
    over = played(("beginner",), 4, 10, until_over=True)
    scene = HandResultsScene(app, over, ui)
    camera.shoot("hand results, the match over", scene)
    final = MatchResultsScene(app, over, ui)
    camera.shoot("match results", final)
    from game.ui.replay.viewer import ReplayScene

    viewer = ui.replay_scene(list(hand.match.record), "Replay")
    assert isinstance(viewer, ReplayScene)
    app.push(viewer)
    for _frame in range(40):
        viewer.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode="", scancode=0))
    camera.shoot("replay viewer", viewer)


def walk(folder: Path) -> Iterator[Shot]:
    """Every Dutch Blitz screen in the language now in use."""
    with watching_fonts() as (texts, rendered):
        camera = Camera(texts, rendered)
        app = new_app(folder)
        try:
            _table(camera, app)
            _coach(camera, app)
            _results(camera, app)
        finally:
            app.close()
        yield from camera.shots


NAMES = {PLAYER, *BOT_NAMES, *APP_BOT_NAMES, "Replay"}
"""Words that are names: the player's, the bots', the replay's title given here."""


def card_names() -> list[str]:
    """The cards' names as the card-naming functions say them in the language in use (theirs
    to translate), longest first."""
    return sorted({name for c in full_deck() for name in (card_name(c), card_words(c),
                                                        card_name(c, gender=True))},
                  key=len, reverse=True)

SHARED_WORDS: frozenset[str] = frozenset()
"""Words of other parts of the app this walk may let through: none, now that the table host,
the shared results screen and the replay viewer are translated too."""
SHARED_LINES = re.compile(r"^(\d+(\.\d+)? s|\d+:\d\d|\d+ of \d+)$")
"""Times and counts the shared screens write (``seconds_text``, the viewer's frame count)."""
TITLE_PARTS = "  ·  "
"""The replay viewer's line: its own title, unit and time, then this game's words."""


def game_words(text: str) -> str:
    """What of a drawn line is this game's to translate: card names, names and the shared
    screens' words taken out; of the replay viewer's line, the frame's description."""
    if TITLE_PARTS in text:
        text = text.rsplit(TITLE_PARTS, 1)[1]
    if text in NAMES or text in SHARED_WORDS or SHARED_LINES.match(text):
        return ""
    for name in card_names():
        text = text.replace(name, "")
    return text


def unmarked(text: str) -> str:
    """``text`` without its pseudo-language parts, also a marked text's first or last line
    when a bubble wrapped it (a line between them has no plain letters at all)."""
    text = strip_marked(text)
    if OPEN in text:
        text = text[:text.index(OPEN)]
    if CLOSE in text:
        text = text[text.rindex(CLOSE) + 1:]
    return text
