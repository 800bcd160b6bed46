"""The scene stack's contract: every screen of the game is a Scene driven by the App.

The App owns the window, the fixed-step loop and the shared ``Services`` (art, fonts, sounds,
settings, storage, the games' UIs); it forwards events to the top scene, updates the top scene
at 60 Hz and draws the stack from the lowest opaque scene upwards (so a pause overlay shows the
table beneath it). A still screen is not drawn again: the top scene says how long it stays as
drawn (``still_for``) and the app sleeps on the next event or timer meanwhile. A scene hears
``enter`` when it becomes the top, ``cover`` when another is pushed over it and ``close`` when
it leaves the stack (see ``game.ui.scene_stack``). Scenes never touch the rules beyond asking
the core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.ui.services import Services


class Scene:
    """One screen. Subclasses override what they need."""

    opaque: bool = True
    """False for overlays (pause, dialogs): the scene below is drawn first."""

    def __init__(self, app: Services) -> None:
        self.app = app

    def enter(self) -> None:
        """Became the top scene (pushed, or uncovered by a pop)."""

    def cover(self) -> None:
        """Another scene was pushed on top; this one stays on the stack and will enter again."""

    def close(self) -> None:
        """Left the stack (popped, replaced or reset): stop listening to anything outside."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event; read positions from ``event.pos``."""

    def window_gone(self) -> None:
        """The window was minimised or hidden (the app says so before the event itself): a
        table opens its pause menu, so its clock stops while nothing of it can be seen."""

    def update(self, dt: float) -> None:
        """Advance by one fixed step of ``dt`` seconds."""

    def late_update(self, spent: float) -> bool:
        """Once a frame, after its drawing, which took ``spent`` seconds of the frame clock
        so far: work that may wait (a table's bots act). True: the next frame draws it."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto ``surface`` (the window's size)."""

    def presented(self, alone: bool) -> list[pygame.Rect] | None:
        """The window showed a frame. ``alone``: the frame is this scene's last ``draw`` and
        nothing else (no scene over it, no notice), and the answer is the places of the window
        that draw changed (None: all of it, the default); else the window no longer shows
        this scene's frame as it drew it (asked once, when that changes)."""
        del alone
        return None

    def still_for(self) -> float | None:
        """How long the scene stays as drawn if no input comes, asked every frame of the top
        scene: ``0.0`` while something moves (drawn every frame: the default, so a scene that
        says nothing is drawn as it always was); a number of seconds when nothing changes
        before then (the next bot move, a note's end, a clock's next second); ``None`` when
        nothing changes until an event comes.

        A scene that says it is still may not be drawn or updated until then: the app sleeps
        on the next event or that timer, and then updates the scene once with all the time it
        slept (``update(dt)`` with a long ``dt``), so what it times must follow a clock or
        that ``dt``, never a count of frames. Anything that changes without an event or a
        named time calls ``app.invalidate()``."""
        return 0.0

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layout."""

    def describe(self) -> dict[str, Any]:
        """A small summary for tests and bug reports (e.g. the scene's name and state)."""
        return {"scene": type(self).__name__}
