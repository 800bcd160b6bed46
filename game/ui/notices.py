"""Short messages over whatever scene is up, the lasting banner of a save that fails, the kind
screen shown after a crash, and the pill a table draws a short note in (``draw_note_pill``)."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.i18n import Sentence, _, say
from game.ui import palette

NOTICE_SECONDS = 6.0
SAVE_RETRY_SECONDS = 5.0
"""How often failed saves are tried again while they fail."""

FontGetter = Callable[[int, bool], pygame.font.Font]


@dataclass
class Notice:
    text: str
    until: float


def _unit(size: tuple[int, int]) -> float:
    return min(size[0] / 1280, size[1] / 800)


def draw_notices(surface: pygame.Surface, notices: list[Notice], font: FontGetter) -> None:
    """The last three notices as pills along the bottom edge, newest lowest."""
    width, height = surface.get_size()
    unit = _unit((width, height))
    face = font(max(12, round(18 * unit)), False)
    y = height - round(16 * unit)
    for notice in reversed(notices[-3:]):
        text = face.render(notice.text, True, palette.PAPER)
        if text.get_width() > width - 40:
            text = pygame.transform.smoothscale(
                text, (width - 40, text.get_height() * (width - 40) // text.get_width()))
        box = text.get_rect().inflate(round(28 * unit), round(14 * unit))
        box.midbottom = (width // 2, y)
        pygame.draw.rect(surface, palette.INK, box, border_radius=box.height // 2)
        pygame.draw.rect(surface, palette.HIGHLIGHT, box, 2, border_radius=box.height // 2)
        surface.blit(text, text.get_rect(center=box.center))
        y = box.top - round(8 * unit)


def save_failure_text(reason: str) -> str:
    """What the player is told while saving fails (``reason``: the storage error, a
    ``Sentence`` said in the player's language)."""
    return _("Your game could not be saved ({reason}). It is kept and will be saved as soon as "
             "there is room again; nothing saved before is lost.").format(
                 reason=(say(reason) if isinstance(reason, Sentence) else reason).rstrip("."))


def draw_banner(surface: pygame.Surface, message: str, font: FontGetter) -> None:
    """``message`` on a bar across the top of the window, wrapped to its width (drawn every
    frame for as long as it holds, unlike a notice)."""
    width, _ = surface.get_size()
    unit = _unit(surface.get_size())
    face = font(max(12, round(17 * unit)), True)
    lines, line = [], ""
    for word in message.split():
        trial = f"{line} {word}".strip()
        if face.size(trial)[0] > width - round(48 * unit) and line:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    pad = round(10 * unit)
    bar = pygame.Rect(0, 0, width, len(lines) * face.get_linesize() + 2 * pad)
    pygame.draw.rect(surface, palette.INK, bar)
    pygame.draw.line(surface, palette.HIGHLIGHT, bar.bottomleft, bar.bottomright, 2)
    y = pad
    for text in lines:
        image = face.render(text, True, palette.PAPER)
        surface.blit(image, image.get_rect(midtop=(width // 2, y)))
        y += face.get_linesize()


def draw_note_pill(surface: pygame.Surface, text: pygame.Surface, centre: tuple[int, int],
                   rim: tuple[int, int, int], size_px: int, fill: tuple[int, int, int],
                   alpha: int) -> None:
    """A table's note: ``text`` on a ``fill`` pill with a ``rim`` edge, centred at ``centre``
    (kept on ``surface``), drawn at ``alpha``."""
    pill = pygame.Rect(0, 0, text.get_width() + size_px * 1.4, round(size_px * 2))
    pill.center = centre
    pill.clamp_ip(surface.get_rect())
    layer = pygame.Surface(pill.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*fill, 235), layer.get_rect(), border_radius=pill.height // 2)
    pygame.draw.rect(layer, rim, layer.get_rect(), max(2, size_px // 8),
                     border_radius=pill.height // 2)
    layer.blit(text, text.get_rect(center=layer.get_rect().center))
    layer.set_alpha(alpha)
    surface.blit(layer, pill.topleft)


def show_crash(surface: pygame.Surface, message: str, font: FontGetter,
               wait: bool) -> None:
    """``message`` centred on dark felt; with ``wait``, until a key or click (at most 60 s)."""
    surface.fill(palette.TABLE_FELT_DARK)
    width, height = surface.get_size()
    face = font(max(12, round(22 * _unit((width, height)))), False)
    lines, line = [], ""
    for word in message.split():
        trial = f"{line} {word}".strip()
        if face.size(trial)[0] > width * 0.8 and line:
            lines.append(line)
            line = word
        else:
            line = trial
    lines += [line, "", _("Press any key to close.")]
    y = height // 2 - len(lines) * face.get_linesize() // 2
    for text in lines:
        image = face.render(text, True, palette.TABLE_TEXT)
        surface.blit(image, image.get_rect(midtop=(width // 2, y)))
        y += face.get_linesize()
    pygame.display.flip()
    if not wait or os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        event = pygame.event.wait(500)
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            break


def crash_message(exc: BaseException, folder: Path | None) -> str:
    """Log ``exc`` to a crash file in ``folder`` and say so kindly, for the player."""
    from game.storage.crashlog import write_crash_log

    path: Path | None = None
    with contextlib.suppress(Exception):
        path = write_crash_log(exc, folder)
    if path:
        return _("Sorry - something went wrong and the game has to close. Your settings, "
                 "statistics and finished hands are safe. A report was saved as {path}."
                 ).format(path=path)
    return _("Sorry - something went wrong and the game has to close. Your settings, "
             "statistics and finished hands are safe. No report could be saved.")
