"""What a token is worth in the match: the chance of being the last player standing.

A simple model of the rest of the match: every hand one seat still in play, each as likely as
the others, loses one token; a seat on no tokens ("on its face") that loses is out; the last
seat in wins. A hand's outcome then costs the bot the chance of winning the match it takes
away (a rival's lost token gives some back), so a token matters more near the end: putting a
rival on its face out is worth more than taking a token from a rival on three.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache


@lru_cache(maxsize=65536)
def win_chance(mine: int, rivals: tuple[int, ...]) -> float:
    """The chance that the seat holding ``mine`` tokens outlasts rivals holding ``rivals``
    (sorted, each 0 or more; 0 is on its face)."""
    if not rivals:
        return 1.0
    total = win_chance(mine - 1, rivals) if mine > 0 else 0.0
    done: set[int] = set()
    for index, tokens in enumerate(rivals):
        if tokens in done:
            continue
        done.add(tokens)
        count = rivals.count(tokens)
        rest = rivals[:index] + rivals[index + 1:]
        if tokens > 0:
            rest = tuple(sorted(rest + (tokens - 1,)))
        total += count * win_chance(mine, rest)
    return total / (len(rivals) + 1)


def chance_after(mine: int, rivals: Mapping[int, int], losses: Mapping[int, int]) -> float:
    """The bot's chance of winning the match after a hand with ``losses`` (seat to tokens lost;
    the bot's own seat is -1), from ``mine`` tokens and each rival's ``rivals`` tokens."""
    left = mine - losses.get(-1, 0)
    if left < 0:
        return 0.0
    still = tuple(sorted(t - losses.get(s, 0) for s, t in rivals.items()
                         if t - losses.get(s, 0) >= 0))
    return win_chance(left, still)


def stake_cost(mine: int, rivals: Sequence[tuple[int, int]], losses: Mapping[int, int],
               scale: float) -> float:
    """What the losses cost the bot, in chances of winning the match times ``scale``."""
    table = dict(rivals)
    return scale * (chance_after(mine, table, {}) - chance_after(mine, table, losses))
