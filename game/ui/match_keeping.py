"""Where every game's table session hands what it has finished: the match record, each hand's
summary and the match's summary. In the app this is ``game.ui.user_data.UserData``; in tests it
is left out (None) or a small fake. One protocol for every game, so no session defines its own.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Protocol

from game.storage.summaries import HandSummary, MatchSummary


class MatchKeeper(Protocol):
    """Keeps finished matches: the record lines, and the statistics of hands and matches."""

    def save_match(self, match_id: str, lines: list[dict[str, Any]]) -> None: ...
    def record_hand(self, game_id: str, summary: HandSummary) -> None: ...
    def record_match(self, game_id: str, summary: MatchSummary) -> None: ...


def new_match_id(started: datetime | None, seed: int) -> str:
    """The id a new match's record is saved under (now, when ``started`` is not given)."""
    from game.storage.records import new_match_id as make_id  # loaded when a match starts

    return make_id(started or datetime.now(), seed)
