"""The Dutch Blitz board's own work each frame, a part the board holds: the 1s played for you
(when the player asked for it) and, while the hand's banner plays, the results screen made and
drawn ahead, so the frame that shows it does no more than any other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.dutch_blitz.rules.legal import legal_moves
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.ui.hand_end import DRAW_AHEAD_BUDGET, DrawAhead
from game.dutch_blitz.ui.table_parts import AUTO_ONE_DELAY

if TYPE_CHECKING:
    from game.dutch_blitz.ui.board import BlitzBoard


class FrameChores:
    """The auto-played 1s and the results made ahead, for one board."""

    def __init__(self, board: BlitzBoard) -> None:
        self.board = board
        self._auto_one: tuple[float, Play] | None = None
        self._auto_checked = -1
        self.results_warm = False
        """The results screen is made and drawn once off screen (the host may show it)."""
        self._results_ahead: DrawAhead | None = None

    def auto_play_ones(self) -> None:
        """A 1 you may start a Dutch pile with goes there by itself a moment later (unless it
        is the card in your hand, or gone by then)."""
        board = self.board
        session = board.session
        table = session.table
        if not board.hooks.auto_play_ones or table.over or session.clock.paused:
            return
        drag = board.drags.drag
        held = {board.keyboard.selected, drag.source if drag else None}
        if self._auto_one is not None:
            due, move = self._auto_one
            if board.anim >= due:
                self._auto_one = None
                self._auto_checked = -1
                if move.source not in held:  # a 1 that is gone by now simply stays unplayed
                    session.submit(move)
                    board.forget_targets()
            return
        if self._auto_checked == table.version:
            return
        self._auto_checked = table.version
        for option in legal_moves(board.view()):
            if isinstance(option, Play) and option.target == "dutch:new" \
                    and option.source not in held:
                self._auto_one = (board.anim + board.time(AUTO_ONE_DELAY), option)
                return

    def prepare_results(self) -> None:
        """While the banner plays, one step a frame once the analysis is made: make the hand
        results screen, then draw it off screen (its fonts, texts and backdrop; a few ms a
        frame), so the frame that shows it does no more than any other."""
        board = self.board
        work = board.hooks.hand_end
        if work is None or not work.done or not board.session.hand_over \
                or board.host.results_shown or self.results_warm:
            return
        if self._results_ahead is None:
            ready = board.host.ui.hand_results_scene(board.session)
            if ready is None:
                return
            board.host.results_ready = ready
            self._results_ahead = DrawAhead(ready, board.app.size)
        else:
            self.results_warm = self._results_ahead.step(DRAW_AHEAD_BUDGET)
            if self.results_warm:  # the host holds the screen until it shows it; no more
                self._results_ahead = None


__all__ = ["FrameChores"]
