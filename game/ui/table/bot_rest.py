"""Whether the bots act at the end of a frame, from what the frame cost so far.

The bots act once a frame, after it is drawn (``TableScene.late_update``): their move is drawn
in the next frame, so no frame carries both a move (the rules applying it, the table's
reactions, the bots' thinking) and the painting of the last one. A move that changes much of
the table (a deal, a round's end) makes a few heavy frames in a row: the places the window
shows anew are painted, many cards fly, what they covered is put back. So after a frame whose
update and drawing took more than ``REST_AFTER_SECONDS`` of the frame thread's CPU the bots
rest, and act at the end of the next frame whatever it cost (that frame paints no place of
the kept layer that may wait, ``LayerBudget.begin``): at worst they act every other frame
(thirty times a second), and no move waits longer than a frame more. The cost is read on the
app's frame clock (``Services.frame_clock``: the frame thread's CPU time; under virtual time
a clock that never moves, so a test's bots act every frame unless it gives the loop a clock
of its own).
"""

from __future__ import annotations

REST_AFTER_SECONDS = 0.005
"""At the end of a frame that took more than this (update and drawing) the bots rest."""


class BotRest:
    """Whether the bots act at the end of this frame, from what it cost."""

    def __init__(self) -> None:
        self.rested = False
        """The bots rested at the end of the last frame (they act at the end of this one)."""
        self.rests = 0
        """Frames the bots rested in (a test or a benchmark reads it)."""

    def rest(self, spent: float) -> bool:
        """The frame took ``spent`` seconds so far: whether the bots rest at its end (never
        two frames running)."""
        rest = spent > REST_AFTER_SECONDS and not self.rested
        self.rested = rest
        self.rests += rest
        return rest


__all__ = ["REST_AFTER_SECONDS", "BotRest"]
