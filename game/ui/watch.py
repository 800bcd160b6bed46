"""Opening a match record in the replay viewer with its game's frames, after the one shared
validation.

The Replays screen and ``python -m game --replay FILE`` both come here: the whole record is
checked (``game.core.record_check.validate``: the shape every record shares, then the game's own
``check_record``) before the game's ``replay_scene`` sees a line of it, so nothing a record holds
can crash a viewer. A record that cannot be shown gives a sentence for the player instead. The
viewer gets the game's table log as its panel (L opens it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.names import seat_words
from game.core.record_check import LEGACY_GAME, validate
from game.core.registry import UnknownGame, get_game
from game.i18n import _, shown
from game.storage.record_index import drawable_seats
from game.ui.scene import Scene
from game.ui.services import Services

__all__ = ["replay_scene_for"]


def replay_scene_for(app: Services, lines: Sequence[dict[str, Any]],
                     title: str) -> Scene | str:
    """The viewer of ``lines`` (one match), or why it cannot be shown."""
    result = validate(lines)
    if not result.ok:
        return _("This match cannot be shown: {problem}.").format(problem=shown(result.problem))
    game_id = lines[0].get("game", LEGACY_GAME)
    try:
        game = get_game(game_id)
    except UnknownGame:
        return _("This match is of a game this app does not have.")
    if game.id not in {playable.id for playable in app.playable_games()}:
        return _("{game} matches cannot be watched here yet.").format(game=_(game.name))
    from game.ui.replay.log_panel import ReplayLog
    from game.ui.replay.viewer import ReplayScene

    # a name of zero-width characters is drawn as "Seat N" in the player's language
    start = drawable_seats(lines[0], seat_words)
    drawn = [start, *lines[1:]]
    scene = app.game_ui(game.id).replay_scene(drawn, title)
    if isinstance(scene, ReplayScene) and scene.panel is None:
        scene.panel = ReplayLog(game.log_words, drawn, app.font)
    return scene
