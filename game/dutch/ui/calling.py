"""The "Dutch!" call, which is final, asked twice: the first press of the button (or D) only
arms it -- the button then reads "Yes, call Dutch" and the status line says what the call
does -- and a second press calls. End turn, any other move, Esc or the call going away disarm
it.

In the coached match the call waits for the lessons: while the coach has any other lesson left
the call is refused with a note naming them, so the match never ends before it has taught
everything; a call the player makes on their own after that counts as the calling lesson.
"""

from __future__ import annotations

from game.dutch.rules.moves import Call, Move
from game.dutch.ui.coach_lessons import LESSON_WORDS
from game.dutch.ui.controller import InputController
from game.dutch.ui.session import HUMAN
from game.i18n import N_, _

CONFIRM = N_("Yes, call Dutch")
ARMED_TEXT = N_("Sure? The call is final (not lowest: +10). Click again or press D; Esc: not yet")


class CallConfirm(InputController):
    """The two-step call and the coached match's wait for its lessons."""

    call_armed = False

    def lessons_before_call(self) -> list[str]:
        """The coach's lessons still to teach before a call (none outside the coached match)."""
        coach = self.session.coach
        if coach is None:
            return []
        return list(dict.fromkeys(_(LESSON_WORDS.get(lesson, lesson))
                                  for lesson in coach.left() if lesson != "call"))

    def press(self, name: str) -> None:
        if name != "dutch":
            self.call_armed = False
            super().press(name)
            return
        at = self.layout.buttons["dutch"].midleft
        left = self.lessons_before_call()
        if Call(HUMAN) in self.legal() and left:
            self.note(_("Not yet: the coach still has {lessons} to show you").format(
                lessons=", ".join(left)), at, warn=True)
            self.app.play("refuse")
        elif self.call_armed or Call(HUMAN) not in self.legal():
            self.call_armed = False
            if self.attempt(Call(HUMAN), at) and self.session.coach is not None:
                self.session.coach.learned("call")
        else:
            self.call_armed = True
            self.app.play("tick")

    def attempt(self, move: Move, at: tuple[int, int] | None = None) -> bool:
        done = super().attempt(move, at)
        if done:
            self.call_armed = False
        return done

    def back(self) -> bool:
        """Esc takes back an armed call first (then a Jack's pick, else the host pauses)."""
        if self.call_armed:
            self.call_armed = False
            return True
        return super().back()

    def keep_call_armed(self) -> None:
        """Each frame: the arming lasts only while the call is still possible."""
        if self.call_armed and Call(HUMAN) not in self.legal():
            self.call_armed = False


__all__ = ["ARMED_TEXT", "CONFIRM", "CallConfirm"]
