"""When a bot acts: a timing profile in table seconds, drawn from the bot's own generator.

A bot notices a rival's change on the table only after ``perception`` seconds; each action then
takes a reaching-and-placing time that depends on what it does (a play, a flip of three, turning
the Wood over), with some spread; a Dutch play that a rival could also make costs extra
``hesitation``; a refused attempt costs ``reaction`` before the bot plans again. ``scale``
stretches every figure (adaptive pace: above 1 is slower, below 1 faster), but never past the
level's human ceiling: no action takes less than ``fastest`` seconds and no rival's change is
noticed sooner than ``fastest_look`` seconds (``levels.CEILINGS`` says where they come from).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.dutch_blitz.rules.moves import Flip, Move, Play, Recycle


@dataclass(frozen=True, slots=True)
class Timing:
    """Seconds of table time. ``spread`` is the relative random spread of each duration."""

    perception: float = 0.6
    play: float = 1.0
    flip: float = 0.9
    recycle: float = 1.4
    hesitation: float = 0.4
    reaction: float = 0.8
    spread: float = 0.35
    start: float = 1.0
    """Time from the start signal to the first move (getting the cards in hand)."""
    fastest: float = 0.0
    """The fewest seconds one action takes at any pace scale (the gap between own moves)."""
    fastest_look: float = 0.0
    """The fewest seconds before a rival's change is noticed at any pace scale."""

    def _spread(self, rng: random.Random, seconds: float, scale: float) -> float:
        return seconds * scale * (1.0 + self.spread * (2.0 * rng.random() - 1.0))

    def action_time(
        self, rng: random.Random, move: Move, contested: bool = False, scale: float = 1.0
    ) -> float:
        """How long reaching for and placing ``move`` takes."""
        if isinstance(move, Flip):
            base = self.flip
        elif isinstance(move, Recycle):
            base = self.recycle
        elif isinstance(move, Play):
            base = self.play + (self.hesitation if contested else 0.0)
        else:
            base = self.play * 1.5  # a whole Post pile is lifted with care
        seconds = base * scale * (1.0 + self.spread * (2.0 * rng.random() - 1.0))  # ``_spread``
        return seconds if seconds > self.fastest else self.fastest

    def reaction_time(self, rng: random.Random, scale: float = 1.0) -> float:
        """Pause after a refused attempt before planning again."""
        return self._spread(rng, self.reaction, scale)

    def start_time(self, rng: random.Random, scale: float = 1.0) -> float:
        return self._spread(rng, self.start, scale)

    def perception_time(self, scale: float = 1.0) -> float:
        seconds = self.perception * scale
        return seconds if seconds > self.fastest_look else self.fastest_look

    def mean_action(self) -> float:
        """A rough mean seconds per applied move (plays, flips, turn-overs, with the odd
        hesitation and refusal), calibrated on simulated hands; for pace estimates."""
        return (0.5 * self.play + 0.4 * self.flip + 0.1 * self.recycle
                + 0.15 * self.reaction + 0.1 * self.hesitation)
