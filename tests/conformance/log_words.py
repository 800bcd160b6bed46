"""The table log's words for a literal record, the one loop every game's log-words test runs:
the record fed to a fresh ``TableLog`` in the game's words, and the lines it says."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.definition import AnyGame
from game.core.table_log import TableLog


def log_texts(game: AnyGame, record: Sequence[dict[str, Any]]) -> list[str]:
    """What ``game``'s table log says for ``record``, one text a line said, newest last."""
    log = TableLog(game.log_words)
    log.feed(record)
    return log.texts()
