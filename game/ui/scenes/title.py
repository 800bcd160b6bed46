"""The title screen: a game chooser (one tile per playable game) and the way to every screen.

Each registered game with a table in this app gets a tile with its picture, name and one-line
tagline; choosing a tile opens that game's setup. How to play, Statistics and Replays show the
game whose tile has the focus (the last one chosen).

The tiles come from the registry's catalogue, so the title's first frame imports no game. A
tile's picture is a fan of cards the catalogue describes, painted from the shared card art
(``game.ui.tile_art``) without importing the game: the first frame shows the tiles' panels,
names and taglines and the pictures follow a card per frame after it, each fading in; a picture
once painted is kept (per game, size and settings) and shows at once when the title returns. A
game whose entry describes no picture has its table code paint it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame

from game.core.i18n import Words
from game.core.registry import GameInfo, TileFan
from game.i18n import N_, _, say
from game.ui import palette
from game.ui.scenes.base import MenuScene, go, rosette, tulip
from game.ui.services import Services
from game.ui.tile_art import fan_steps
from game.ui.widgets import INK, INK_SOFT, PAPER, Button, Style, blit_text, draw_panel

APP_NAME = "Card Table"
PICTURE_FADE_SECONDS = 0.25
"""A tile picture painted after the first frame fades in over this long."""
_PICTURES: dict[tuple[str, tuple[int, int], object], pygame.Surface] = {}
"""Painted tile pictures by (game id, size, settings), kept for the next title."""
_PICTURES_KEPT = 16
TAGLINE = N_("folk card games against the computer, unofficial")
PictureSteps = Callable[[tuple[int, int]], Iterator[pygame.Surface | None]]
"""Paints a tile picture of a size: None after each piece, then the picture."""


HOVER_FILL = (0xFF, 0xF6, 0xD8)
"""A tile under the pointer: a warmer paper, with a thin glowing ring."""


class GameTile(Button):
    """A big button for one game: its picture, its name and its tagline."""

    def __init__(self, game: GameInfo, picture: Callable[[tuple[int, int]], pygame.Surface],
                 on_click: Callable[[], Any], picture_key: Callable[[], object] = lambda: None,
                 now: Callable[[], float] = lambda: 0.0,
                 steps: PictureSteps | None = None) -> None:
        super().__init__(game.name, on_click)
        self.game = game
        self.picture = picture
        self.steps = steps
        """Paints the picture a piece per call (None: ``picture`` paints it in one go)."""
        self._painting: tuple[tuple[int, int], Iterator[pygame.Surface | None]] | None = None
        self.picture_key = picture_key
        self.now = now
        self._image: pygame.Surface | None = None
        self._shown_at: float | None = None
        """When a picture painted after the first frame arrived (it fades in from then)."""

    def picture_area(self, style: Style) -> pygame.Rect:
        pad = style.px(22)
        return pygame.Rect(self.rect.x + pad, self.rect.y + pad, self.rect.width - 2 * pad,
                           self.rect.height - 2 * pad - style.px(84))

    def has_picture(self, style: Style) -> bool:
        """The picture for the tile's size is at hand (painted, or kept from an earlier title)."""
        area = self.picture_area(style)
        if area.width <= 8 or area.height <= 8:
            return True
        if self._image is not None and self._image.get_size() == area.size:
            return True
        kept = _PICTURES.get((self.game.id, area.size, self.picture_key()))
        if kept is not None:
            self._image = kept
        return kept is not None

    def settled(self, style: Style) -> bool:
        """The picture is painted and has faded in (nothing of the tile moves any more)."""
        return not self.visible or (self.has_picture(style) and self._shown_at is None)

    def paint_picture(self, style: Style, fade: bool, at_once: bool = True) -> None:
        """Paint the picture for the tile's size (fading in when ``fade``); ``at_once=False``:
        only the next piece of it when it is painted in pieces (a card a call)."""
        if self.has_picture(style):
            return
        size = self.picture_area(style).size
        if self.steps is None:
            image = self.picture(size)
        else:
            if self._painting is None or self._painting[0] != size:
                self._painting = (size, self.steps(size))
            found = next(self._painting[1], None)
            while found is None and at_once:
                found = next(self._painting[1])
            if found is None:
                return
            image, self._painting = found, None
        if len(_PICTURES) >= _PICTURES_KEPT:
            _PICTURES.clear()
        self._image = _PICTURES[(self.game.id, size, self.picture_key())] = image
        self._shown_at = self.now() if fade else None

    def draw(self, surface: pygame.Surface, style: Style) -> None:
        fill = HOVER_FILL if self.hovered else PAPER
        draw_panel(surface, self.rect, style, fill=fill)
        if self.focused or self.hovered:  # the pointer's tile glows too, a thinner ring
            ring = self.rect.inflate(style.px(10), style.px(10))
            width = style.px(4) if self.focused else style.px(2)
            pygame.draw.rect(surface, palette.HIGHLIGHT, ring, max(2, width),
                             border_radius=style.px(20))
        pad = style.px(22)
        area = self.picture_area(style)
        if self._image is not None and self._image.get_size() != area.size \
                and area.width > 8 and area.height > 8:
            self.paint_picture(style, fade=False)  # resized: repaint at once (game is loaded)
        if self._image is not None and self._image.get_size() == area.size:
            self._blit_picture(surface, area)
        name = style.text(_(self.game.name), 30, INK, bold=True)
        blit_text(surface, name, "midtop", (self.rect.centerx, area.bottom + style.px(8)))
        y = area.bottom + style.px(46)
        for tag in self._tagline(style, self.rect.width - 2 * pad):
            y = blit_text(surface, tag, "midtop", (self.rect.centerx, y)).bottom

    def _tagline(self, style: Style, width: int) -> list[pygame.Surface]:
        """The tagline on one line, or on two smaller ones when one would not fit."""
        tagline = _(self.game.tagline)
        tag = style.text(tagline, 17, INK_SOFT)
        if tag.get_width() <= width:
            return [tag]
        words = tagline.split()
        half = min(range(1, len(words)), default=1, key=lambda i: abs(
            len(" ".join(words[:i])) - len(" ".join(words[i:]))))
        lines = [style.text(" ".join(part), 15, INK_SOFT) for part in (words[:half],
                                                                     words[half:]) if part]
        return [line if line.get_width() <= width else pygame.transform.smoothscale(
            line, (width, line.get_height() * width // line.get_width())) for line in lines]

    def _blit_picture(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        assert self._image is not None
        alpha = 255
        if self._shown_at is not None:
            alpha = int(255 * min(1.0, max(0.0, self.now() - self._shown_at)
                                  / PICTURE_FADE_SECONDS))
            if alpha >= 255:
                self._shown_at = None
        self._image.set_alpha(alpha)
        surface.blit(self._image, area)
        self._image.set_alpha(255)


class TitleScene(MenuScene):
    """A tile per game / Continue (when a match can be resumed) / How to play / Statistics /
    Replays / Settings / About & credits / Quit."""

    rests = True

    def __init__(self, app: Services) -> None:
        self.games = app.playable_games()
        self._drawn = False
        super().__init__(app)

    def build(self) -> None:
        from game.ui.scenes.credits import CreditsScene
        from game.ui.scenes.howto import HowToPlayScene
        from game.ui.scenes.replays import ReplaysScene
        from game.ui.scenes.settings import SettingsScene
        from game.ui.scenes.statistics import StatisticsScene

        self.tiles = {game.id: self._tile(game) for game in self.games}
        self.buttons = {
            "continue": Button(N_("Continue"), self._continue, hotkey=pygame.K_c),
            "howto": Button(N_("How to play"), lambda: go(self.app, HowToPlayScene(self.app)),
                            hotkey=pygame.K_h),
            "stats": Button(N_("Statistics"), lambda: go(self.app, StatisticsScene(self.app)),
                            hotkey=pygame.K_s),
            "replays": Button(N_("Replays"), lambda: go(self.app, ReplaysScene(self.app)),
                              hotkey=pygame.K_r),
            "settings": Button(N_("Settings"), lambda: go(self.app, SettingsScene(self.app)),
                               hotkey=pygame.K_o),
            "about": Button(N_("About & credits"), lambda: go(self.app, CreditsScene(self.app)),
                            hotkey=pygame.K_a),
            "quit": Button(N_("Quit"), self._quit, hotkey=pygame.K_q),
        }
        for widget in (*self.tiles.values(), *self.buttons.values()):
            self.group.add(widget)
        self.buttons["continue"].visible = self.can_continue()
        self.buttons["continue"].detail = self.continue_detail()
        chosen = self.tiles.get(self.app.chosen_game) or next(iter(self.tiles.values()), None)
        self.group.focus(chosen or self.buttons["settings"])

    def _tile(self, game: GameInfo) -> GameTile:
        def open_setup() -> None:
            from game.ui.scenes.setup import SetupScene

            self.app.chosen_game = game.id
            go(self.app, SetupScene(self.app, game.id))

        fan = getattr(game, "tile", None)
        steps: PictureSteps | None = None
        if isinstance(fan, TileFan):  # painted from the shared card art: no game imported
            def steps(size: tuple[int, int]) -> Iterator[pygame.Surface | None]:
                return fan_steps(fan, size, self.app.art,
                                 self.app.settings.colour_blind_symbols)

        return GameTile(game, lambda size: self.app.game_ui(game.id).tile_picture(size),
                        open_setup, picture_key=lambda: self.app.settings, now=self.app.now,
                        steps=steps)

    def draw(self, surface: pygame.Surface) -> None:
        """The screen; after its first frame, one missing tile picture is painted per frame."""
        if self._drawn:
            missing = next((tile for tile in self.tiles.values()
                            if tile.visible and not tile.has_picture(self.style)), None)
            if missing is not None:
                missing.paint_picture(self.style, fade=True, at_once=False)
        super().draw(surface)
        self._drawn = True

    def still_for(self) -> float | None:
        """Drawn every frame until every game's picture is painted and faded in; then still."""
        if not self._drawn or not all(tile.settled(self.style) for tile in self.tiles.values()):
            return 0.0
        return None

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        focused = self.group.focused
        if isinstance(focused, GameTile):
            self.app.chosen_game = focused.game.id

    def can_continue(self) -> bool:
        """A match is in progress and the player can go back to it."""
        return self.app.resumable() is not None

    def enter(self) -> None:
        self.buttons["quit"].calm()
        self.buttons["continue"].visible = self.can_continue()
        self.buttons["continue"].detail = self.continue_detail()
        self.layout()

    def continue_detail(self) -> Words:
        """Which match Continue goes back to, and where ("Dutch Auction, round 4")."""
        from game.ui.table.flow import TableUI

        ui = self.app.resumable()
        return ui.progress_words() if isinstance(ui, TableUI) else ""

    def _quit(self) -> None:
        """Quit; with a match in progress (lost on quitting), the first press asks."""
        unfinished = self.continue_detail()
        if not unfinished or self.buttons["quit"].ask_first(N_("Quit and end it?"),
                                                            unfinished):
            self.app.quit()

    def _continue(self) -> None:
        ui = self.app.resumable()
        if ui is not None:
            ui.resume()

    def back(self) -> None:
        """Esc on the title does nothing (Quit is a button)."""

    def layout(self) -> None:
        w, h = self.size
        shown = [b for b in self.buttons.values() if b.visible]
        bw, bh, gap = self.px(260), self.px(50), self.px(14)
        total = len(shown) * bh + (len(shown) - 1) * gap
        self.panel = pygame.Rect(0, 0, bw + self.px(64), total + self.px(64))
        self.panel.midright = (w - self.px(48), h // 2 + self.px(40))
        y = self.panel.y + self.px(32)
        for button in shown:
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (self.panel.centerx, y)
            y += bh + gap
        self._layout_tiles(pygame.Rect(self.px(48), self.px(190),
                                       self.panel.left - self.px(96), h - self.px(250)))

    def _layout_tiles(self, area: pygame.Rect) -> None:
        tiles = list(self.tiles.values())
        if not tiles:
            return
        columns = 1 if len(tiles) == 1 else 2
        rows = (len(tiles) + columns - 1) // columns
        gap = self.px(28)
        tile_w = min(self.px(520), (area.width - gap * (columns - 1)) // columns)
        tile_h = min(self.px(520), (area.height - gap * (rows - 1)) // rows)
        grid_w = tile_w * columns + gap * (columns - 1)
        x0 = area.centerx - grid_w // 2
        for index, tile in enumerate(tiles):
            row, col = divmod(index, columns)
            tile.rect = pygame.Rect(x0 + col * (tile_w + gap), area.y + row * (tile_h + gap),
                                    tile_w, tile_h)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        y = self.px(86)
        cx = (self.px(48) + self.panel.left - self.px(48)) // 2
        for dx, colour in ((self.px(4), palette.TABLE_FELT_DARK), (0, palette.TABLE_TEXT)):
            image = self.style.text(APP_NAME, 58, colour, bold=True)
            title_rect = blit_text(surface, image, "center", (cx + dx, y + dx))
        tag = self.style.text(_(TAGLINE), 22, palette.HIGHLIGHT)
        blit_text(surface, tag, "center", (cx, title_rect.bottom + self.px(16)))
        r = self.px(22)
        rosette(surface, (title_rect.left - r * 1.6, y), r)
        rosette(surface, (title_rect.right + r * 1.6, y), r)
        base_y = h - self.px(22)
        for i, colour in enumerate((palette.RED, palette.YELLOW, palette.BLUE, palette.GREEN)):
            tulip(surface, (self.panel.centerx + (i - 1.5) * self.px(60), base_y),
                  self.px(44), colour)
        draw_panel(surface, self.panel, self.style)
        if not self.tiles:
            self.text(surface, _("No game can be played here yet."), 24, (cx, h // 2),
                      palette.TABLE_TEXT, anchor="center")
        hint = self.style.text(_("Arrow keys and Enter, or the mouse"), 15,
                               palette.TABLE_TEXT_MUTED)
        blit_text(surface, hint, "midtop", (self.panel.centerx, self.panel.bottom + self.px(14)))
        not_saving = getattr(self.app, "not_saving", None)  # lasting: see App.not_saving
        if not_saving:
            self.paragraph(surface, say(not_saving), 16,
                           pygame.Rect(self.px(48), h - self.px(56), self.panel.left - self.px(96),
                                       0), palette.HIGHLIGHT)
        del w

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info["games"] = list(self.tiles)
        info["buttons"] = [b.label for b in self.buttons.values() if b.visible]
        return info
