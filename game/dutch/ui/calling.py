"""The "Dutch!" call, which is final, asked twice: the first press of the button (or D) only
arms it -- the button then reads "Yes, call Dutch" and the status line says what the call
does -- and a second press calls. End turn, any other move, Esc or the call going away disarm
it.

In the coached match the call waits for the lessons: while the coach has any other lesson left
the call is refused with a note naming them, so the match never ends before it has taught
everything; a call the player makes on their own after that counts as the calling lesson.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.dutch.rules.moves import Call
from game.dutch.ui.coach_lessons import LESSON_WORDS
from game.dutch.ui.session import HUMAN
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.dutch.ui.board import DutchBoard

CONFIRM = N_("Yes, call Dutch")
ARMED_TEXT = N_("Sure? The call is final (not lowest: +10). Click again or press D; Esc: not yet")


class CallConfirm:
    """The two-step call and the coached match's wait for its lessons."""

    def __init__(self, board: DutchBoard) -> None:
        self.board = board
        self.armed = False
        """The call was pressed once: the next press calls."""

    def lessons_before_call(self) -> list[str]:
        """The coach's lessons still to teach before a call (none outside the coached match)."""
        coach = self.board.session.coach
        if coach is None:
            return []
        return list(dict.fromkeys(_(LESSON_WORDS.get(lesson, lesson))
                                  for lesson in coach.left() if lesson != "call"))

    def press(self) -> None:
        """The "Dutch!" button (or D): arm the call, or call when armed."""
        board = self.board
        at = board.layout.buttons["dutch"].midleft
        left = self.lessons_before_call()
        if Call(HUMAN) in board.legal() and left:
            board.note(_("Not yet: the coach still has {lessons} to show you").format(
                lessons=", ".join(left)), at, warn=True)
            board.app.play("refuse")
        elif self.armed or Call(HUMAN) not in board.legal():
            self.armed = False
            if board.input.attempt(Call(HUMAN), at) and board.session.coach is not None:
                board.session.coach.learned("call")
        else:
            self.armed = True
            board.app.play("tick")

    def back(self) -> bool:
        """Esc takes back an armed call first (then the input's picks, else the host
        pauses)."""
        if self.armed:
            self.armed = False
            return True
        return self.board.input.back()

    def keep_armed(self) -> None:
        """Each frame: the arming lasts only while the call is still possible."""
        if self.armed and Call(HUMAN) not in self.board.legal():
            self.armed = False


__all__ = ["ARMED_TEXT", "CONFIRM", "CallConfirm"]
