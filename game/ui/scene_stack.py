"""The stack of scenes and their lifecycle: the top scene gets the input, the others wait.

Lifecycle events a scene hears (see ``game.ui.scene.Scene``):

- ``enter()``: it became the top scene (pushed, or uncovered when the scene above was popped);
- ``cover()``: another scene was pushed on top of it; it stays on the stack and comes back;
- ``close()``: it left the stack (popped, replaced, or cleared by ``reset_to``) and should let
  go of whatever it listens to. A closed scene may be pushed again later; it then enters anew.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.scene import Scene


class SceneStack:
    """The scenes of one window, lowest first. ``size_of()`` gives the window's size (or a
    subclass says it in ``stack_size``)."""

    def __init__(self, size_of: Callable[[], tuple[int, int]] | None = None) -> None:
        self.scenes: list[Scene] = []
        self._size_of = size_of

    def stack_size(self) -> tuple[int, int]:
        if self._size_of is None:
            raise NotImplementedError
        return self._size_of()

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    @property
    def depth(self) -> int:
        """How many scenes are on the stack."""
        return len(self.scenes)

    def push(self, scene: Scene) -> None:
        """Show ``scene`` on top; the one beneath is covered."""
        if self.scenes:
            self.scenes[-1].cover()
        self._show(scene)

    def pop(self) -> Scene | None:
        """Close the top scene; the one beneath enters again."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.close()
        if self.scenes:
            self.scenes[-1].resize(self.stack_size())
            self.scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Close the top scene and show ``scene`` in its place."""
        if self.scenes:
            self.scenes.pop().close()
        self._show(scene)

    def reset_to(self, scene: Scene) -> None:
        """Close every scene and show ``scene`` alone."""
        while self.scenes:
            self.scenes.pop().close()
        self._show(scene)

    def _show(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.resize(self.stack_size())
        scene.enter()

    def first_drawn(self) -> int:
        """The index of the lowest scene to draw: the topmost opaque one."""
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                return index
        return 0
