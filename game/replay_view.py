"""``python -m game --replay FILE``: a shared match record of any game, in its replay viewer.

The record's first line says which game it is. The file is read like the Replays screen reads
its own (a regular file, size and line bounds: ``game.storage.records.load_record_file``) and
goes through the one shared validation (``game.ui.watch``) before the viewer sees it. A record
that cannot be shown gives one sentence on stderr and exit status 1: no traceback, no crash log.
With ``--screenshot PATH --after S`` the viewer plays S seconds headless on the virtual clock
and the window is saved, as for a table.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App

__all__ = ["headless_app", "run_replay", "save_screenshot"]

PROG = "card-table"


def _fail(message: str) -> int:
    text = f"{PROG}: {message}"
    print(text.encode("utf-8", "backslashreplace").decode("utf-8"), file=sys.stderr)
    return 1


def headless_app(size: tuple[int, int] | None) -> App:
    """An app on the virtual clock with no window shown, no sound and no saving."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") \
            and sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App

    return App(size or (1280, 800), fullscreen=False, virtual_time=True, user_folder=None,
               sound=False, crash_screen=False)


def save_screenshot(app: App, path: str, after: float) -> int:
    """Run ``after`` seconds of the app's virtual time, then save the window to ``path``."""
    start = app.now()
    code = app.run(until=lambda app: app.now() - start >= after)
    if code == 0:
        try:
            app.save_screenshot(path)
        except Exception as error:  # noqa: BLE001 - pygame.error or OSError: one line, exit 1
            code = _fail(f"could not save {path}: {error}")
        else:
            print(f"saved {path} at {app.now() - start:.2f} s of table time "
                  f"({app.size[0]}x{app.size[1]})")
    app.close()
    return code


def run_replay(path: str, screenshot: str | None, after: float,
               size: tuple[int, int] | None) -> int:
    """Open the record at ``path`` in its viewer (or render it headless); the exit code."""
    from game.storage.errors import RecordError
    from game.storage.records import load_record_file

    try:
        lines = load_record_file(path)
    except RecordError as error:
        from game.core.i18n import sentence_of
        from game.i18n import say

        return _fail(say(sentence_of(error)))
    if screenshot is None:
        from game.ui.app import App

        app = App(size)
    else:
        app = headless_app(size)
    from game.ui.watch import replay_scene_for

    title = os.path.basename(path)[:60]
    try:
        scene = replay_scene_for(app, lines, title)
    except Exception as error:  # noqa: BLE001 - the viewer could not be built: say so
        from game.i18n import _

        scene = _("This match cannot be shown ({error}).").format(error=type(error).__name__)
    if isinstance(scene, str):
        app.close()
        return _fail(f"{path}: {scene}")
    app.push(app.title_scene())  # closing the viewer leads to the title, as in the app
    app.push(scene)
    if screenshot is not None:
        from game.ui.replay.viewer import ReplayScene

        if isinstance(scene, ReplayScene) and after > 0:
            scene.act("play", 0)  # the picture shows the match ``after`` seconds in
        return save_screenshot(app, screenshot, after)
    code = app.run()
    app.close()
    return code
