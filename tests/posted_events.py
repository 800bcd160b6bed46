"""Player input for UI tests, as posted pygame events (the table reads ``event.pos``;
``pygame.mouse.get_pos()`` does not follow posted events).

Two kinds of helper: ``click``, ``drag`` and ``key`` post an event and step the app a frame
at a time, as a player's hand would; ``queue_click``, ``queue_drag`` and ``queue_key`` only
post the whole gesture, for a test that then runs the app on its own.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

DRAG_STEPS = 6
"""Mouse motions between a drag's press and release."""


class Steps(Protocol):
    """The app as these helpers use it: one frame on its virtual clock."""

    def step(self) -> object: ...


def post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def _path(start: tuple[int, int], end: tuple[int, int]) -> list[tuple[int, int]]:
    return [(start[0] + (end[0] - start[0]) * i // DRAG_STEPS,
             start[1] + (end[1] - start[1]) * i // DRAG_STEPS)
            for i in range(1, DRAG_STEPS + 1)]


def drag(app: Steps, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at ``start``, move in six frames to ``end``, release there."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.step()
    for pos in _path(start, end):
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        app.step()
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.step()


def click(app: Steps, pos: tuple[int, int], frames: int = 1) -> None:
    """Press and release at ``pos``, then run ``frames`` frames."""
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    for _ in range(frames):
        app.step()


def key(app: Steps, code: int, mod: int = 0) -> None:
    """Press a key (no release), then run a frame."""
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    app.step()


def queue_click(pos: tuple[int, int]) -> None:
    """Move to ``pos``, press and release there, all posted at once."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def queue_drag(start: tuple[int, int], end: tuple[int, int]) -> None:
    """A whole drag from ``start`` to ``end``, posted at once."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for pos in _path(start, end):
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)


def queue_key(code: int) -> None:
    """Press and release a key, posted at once."""
    post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=code, mod=0)
