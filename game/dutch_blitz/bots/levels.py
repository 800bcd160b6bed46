"""The five bot levels: display names, and each level's timing (speed) and judgement.

Speed and judgement are kept apart so the simulator can give every seat one timing profile
while each keeps its own judgement (``--timing``): the way to compare play alone. The level names,
their display names and the default level are the shared ones of ``game.core.seats``.
"""

from __future__ import annotations

from typing import Final

from game.core.seats import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
from game.dutch_blitz.bots.policy import Judgement, LevelPolicy
from game.dutch_blitz.bots.timing import Timing

HUMAN_TOP_PACE: Final = 75.0
"""Applied moves a minute of the best human players we model the top level on.

Source: the Keystroke-Level Model (Card, Moran and Newell, "The Psychology of Human-Computer
Interaction", 1983): a practised keystroke K = 0.12 s (0.08 s for the best typists), pointing
P = 1.1 s, and a choice reaction of about 0.3-0.4 s for a practised, expected choice (Hick's
law). Our fastest control is the keyboard: see the card, pick it up and play it (B / W / 1-5,
then D) is about 0.35 s + 2 K = 0.6 s at best (100 a minute), and sustained over a hand, with
looking for the next play and flipping, about 0.8 s (75 a minute). The mouse (P + a click)
is slower. Master is timed to that pace and Expert a step below it, so a very strong human
can beat both; Skilled (about 51 a minute) is the next step down.
"""

CEILINGS: Final[dict[str, tuple[float, float]]] = {
    "beginner": (0.48, 0.27),
    "casual": (0.47, 0.26),
    "skilled": (0.46, 0.25),
    "expert": (0.45, 0.25),
    "master": (0.45, 0.25),
}
"""Each level's human ceiling: the fewest seconds between two of its own moves, and after a
rival's card before it reacts to it. No pace scale (adaptive pace, bot speed) goes past them.

Source: the same Keystroke-Level Model figures as ``HUMAN_TOP_PACE``. The quickest a person can
string moves together is one practised choice reaction (0.25-0.35 s; the mental operator of the
model, shortened for an expected choice) plus the key presses of a play (2 K, 0.16-0.3 s):
0.45 s for the best players, whose quickest reaction to a card just played is about 0.25 s (the
simple visual reaction time, which no choice beats). Hands and eyes differ little between
players; recognising the play does: a weaker player's quickest move has a longer choice
reaction in it (Hick's law over the piles it still has to scan), about 0.05 s more per level
down to 0.65 s and 0.35 s for a Beginner. What a person pushed by a quicker opponent gains past
these ceilings is judgement, not speed (``envelope``).
"""

TIMINGS: Final[dict[str, Timing]] = {
    "beginner": Timing(perception=1.5, play=2.9, flip=2.2, recycle=3.2, hesitation=1.2,
                       reaction=2.0, spread=0.4, start=2.5, fastest=CEILINGS["beginner"][0],
                       fastest_look=CEILINGS["beginner"][1]),
    "casual": Timing(perception=1.1, play=2.2, flip=1.7, recycle=2.5, hesitation=0.8,
                     reaction=1.4, spread=0.35, start=1.8, fastest=CEILINGS["casual"][0],
                     fastest_look=CEILINGS["casual"][1]),
    "skilled": Timing(perception=0.7, play=1.1, flip=0.9, recycle=1.4, hesitation=0.4,
                      reaction=0.9, spread=0.3, start=1.2, fastest=CEILINGS["skilled"][0],
                      fastest_look=CEILINGS["skilled"][1]),
    "expert": Timing(perception=0.5, play=0.9, flip=0.75, recycle=1.15, hesitation=0.3,
                     reaction=0.7, spread=0.28, start=1.0, fastest=CEILINGS["expert"][0],
                     fastest_look=CEILINGS["expert"][1]),
    "master": Timing(perception=0.42, play=0.76, flip=0.62, recycle=1.0, hesitation=0.25,
                     reaction=0.55, spread=0.25, start=0.9, fastest=CEILINGS["master"][0],
                     fastest_look=CEILINGS["master"][1]),
}

JUDGEMENTS: Final[dict[str, Judgement]] = {
    "beginner": Judgement(overlook=0.6, blitz_first=0.1, free_blitz=0.3, bury=0.45,
                          mistake=0.1, rotate=0.4),
    "casual": Judgement(overlook=0.3, blitz_first=0.5, free_blitz=0.6, bury=0.2,
                        mistake=0.05, rotate=0.7),
    "skilled": Judgement(overlook=0.28, mistake=0.03, depth=1, budget=20),
    "expert": Judgement(overlook=0.145, mistake=0.02, depth=2, budget=40),
    "master": Judgement(overlook=0.01, mistake=0.002, depth=3, budget=60,
                        contested_first=True),
}
"""Each level's judgement. At four seats the plays a bot overlooks decide most of its strength:
a rival takes a Dutch spot within a second or two, so a missed play is usually lost, while a
deeper look over the bot's own piles gains little (heads-up it gains a lot). So the levels above
Skilled overlook less and fumble less at each step, and the look ahead grows with them. The
overlook rates space the three upper steps evenly (each pair beats the one below in 56-58 % of
four-seat hands; see the README's "Strength and cost")."""

SCRIPTED_JUDGEMENT: Final = Judgement(overlook=0.15, mistake=0.03, depth=1, budget=20)
"""The simulator's scripted stand-in for a person (``--human-pace``): the Skilled judgement the
adaptive-pace figures were measured against, kept as it was when Skilled changed."""


__all__ = ["CEILINGS", "DEFAULT_LEVEL", "HUMAN_TOP_PACE", "JUDGEMENTS", "LEVELS", "LEVEL_NAMES",
           "SCRIPTED_JUDGEMENT", "TIMINGS", "check_level", "judgement_for",
           "nominal_actions_per_minute", "policy_for", "timing_for"]


def check_level(level: str) -> str:
    if level not in TIMINGS:
        raise ValueError(f"no such level: {level!r} (one of {', '.join(LEVELS)})")
    return level


def timing_for(level: str) -> Timing:
    return TIMINGS[check_level(level)]


def judgement_for(level: str) -> Judgement:
    return JUDGEMENTS[check_level(level)]


def policy_for(level: str) -> LevelPolicy:
    """A fresh policy for one bot seat (it keeps a little memory of its own)."""
    return LevelPolicy(judgement_for(level))


def nominal_actions_per_minute(level: str) -> float:
    """Roughly how many moves a bot of ``level`` makes per minute at pace scale 1."""
    return 60.0 / timing_for(level).mean_action()
