"""About & credits: the program's name and version and the licence notices of what it holds.

The notices are ``assets/notices/NOTICES.txt``, the same file every download carries next to
the program, so the page and the download cannot disagree. The text scrolls (Up/Down, Page
Up/Page Down, Home/End, the mouse wheel); Esc or Back returns to the title.
"""

from __future__ import annotations

import sys
from typing import Any

import pygame

from game import __version__
from game.i18n import N_, _
from game.paths import AssetsNotFound, find_assets_dir
from game.ui import palette
from game.ui.scenes.base import MenuScene
from game.ui.services import Services
from game.ui.widgets import INK, Button, draw_panel

NOTICES = ("notices", "NOTICES.txt")
"""Where the notices are, under the assets folder."""
TEXT_SIZE = 16
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -10,
               pygame.K_PAGEDOWN: 10, pygame.K_HOME: -10**6, pygame.K_END: 10**6}


def version_line() -> str:
    """What the About page and ``--version`` say: the program's name and version."""
    return f"Card Table {__version__}"


def notice_lines() -> list[str]:
    """The notices file's lines (a line saying where to find them if it is missing)."""
    try:
        path = find_assets_dir().joinpath(*NOTICES)
        return path.read_text(encoding="utf-8").splitlines()
    except (AssetsNotFound, OSError, UnicodeDecodeError):
        return [_("The licence notices are missing from this copy (notices/NOTICES.txt)."),
                _("See https://github.com/pygame-community/pygame-ce for pygame-ce's "
                  "licence.")]


def _library_versions() -> str:
    sdl = ".".join(str(part) for part in pygame.get_sdl_version())
    python = ".".join(str(part) for part in sys.version_info[:3])
    return f"pygame-ce {pygame.version.ver}, SDL {sdl}, Python {python}"


class CreditsScene(MenuScene):
    """The version, the libraries' versions and the scrolling licence notices."""

    heading = N_("About & credits")
    rests = True

    def __init__(self, app: Services) -> None:
        self.lines = notice_lines()
        self.top = 0
        self.subheading = f"{version_line()}  ·  {_library_versions()}"
        super().__init__(app)

    def build(self) -> None:
        self.back_button = Button(N_("Back"), self.back, primary=True)
        self.group.add(self.back_button)
        self.group.focus(self.back_button)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(w - self.px(60), self.px(1160)),
                                 max(self.px(120), h - self.px(160)))
        self.panel.midtop = (w // 2, self.px(132))
        self.back_button.rect = pygame.Rect(0, 0, self.px(170), self.px(52))
        self.back_button.rect.bottomright = (self.panel.right - self.px(36),
                                             self.panel.bottom - self.px(24))
        self.scroll(0)

    def visible_rows(self) -> int:
        line_h = self.style.font(self.px(TEXT_SIZE), False).get_linesize()
        return max(1, (self.back_button.rect.top - self.panel.top - self.px(40)) // line_h)

    def scroll(self, rows: int) -> None:
        most = max(0, len(self.lines) - self.visible_rows())
        self.top = max(0, min(most, self.top + rows))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * int(event.y))
            return
        super().handle(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.style)
        font = self.style.font(self.px(TEXT_SIZE), False)
        x, y = self.panel.x + self.px(36), self.panel.y + self.px(24)
        for index in range(self.top, min(len(self.lines), self.top + self.visible_rows())):
            line = self.lines[index]
            following = self.lines[index + 1] if index + 1 < len(self.lines) else ""
            heading = index == 0 or (bool(line) and not line[0].isspace()
                                     and following[:1].isspace())
            colour = palette.RED if heading else INK
            surface.blit(self.style.text(line.rstrip(), TEXT_SIZE, colour, heading), (x, y))
            y += font.get_linesize()
        shown = _("lines {first}-{last} of {count}  (Up/Down, Page Up/Down, the mouse "
                  "wheel)").format(first=self.top + 1, count=len(self.lines),
                                   last=min(len(self.lines), self.top + self.visible_rows()))
        self.text(surface, shown, 14, (x, self.back_button.rect.centery), INK, anchor="midleft")

    def describe(self) -> dict[str, Any]:
        info = super().describe()
        info.update(top=self.top, lines=len(self.lines), version=__version__)
        return info
