"""What a token is worth in the match: the chance of being the last player standing.

A simple model of the rest of the match: every hand one seat still in play, each as likely as
the others, loses one token; a seat on no tokens ("on its face") that loses is out; the last
seat in wins. A hand's outcome then costs the bot the chance of winning the match it takes
away (a rival's lost token gives some back), so a token's weight follows the match: putting
out the last rival wins it, and the fewer seats are left, the more a rival's token counts.
The whole table of chances from a state is worked out in slices (``prepare``) before a search.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass

CHANCES_PER_SLICE = 15
"""Match states listed or worked out between two yields of ``prepare`` (a few microseconds
each)."""

_CHANCES: dict[tuple[int, tuple[int, ...]], float] = {}
"""Every chance worked out so far, by the bot's tokens and the rivals' (at most 7 x 3432 states
at eight seats of six tokens)."""


def win_chance(mine: int, rivals: tuple[int, ...]) -> float:
    """The chance that the seat holding ``mine`` tokens outlasts rivals holding ``rivals``
    (sorted, each 0 or more; 0 is on its face)."""
    known = _CHANCES.get((mine, rivals))
    if known is not None:
        return known
    chance = _combine(mine, rivals, [win_chance(m, r) for m, r in _next_states(mine, rivals)])
    _CHANCES[(mine, rivals)] = chance
    return chance


def prepare(mine: int, rivals: tuple[int, ...]) -> Generator[None, None, None]:
    """Work out the chances of every state the match can reach from this one, the states a
    hand leads to first, yielding every ``CHANCES_PER_SLICE`` states: at eight seats of six
    tokens the whole table (24,024 states) takes about 150 ms, which one step must not hold
    up. Each state's next states are listed once, and its chance is ``win_chance``'s own sum
    of theirs, so the table holds the very same numbers."""
    if (mine, rivals) in _CHANCES:
        return
    chances = _CHANCES
    stack = [((mine, rivals), _next_states(mine, rivals), 0)]
    done = 0
    while stack:
        state, after, looked = stack[-1]
        while looked < len(after) and after[looked] in chances:
            looked += 1
        if looked < len(after):  # work out that next state first (it cannot be on the stack:
            stack[-1] = (state, after, looked)  # each hand leaves fewer tokens)
            following = after[looked]
            stack.append((following, _next_states(*following), 0))
        else:
            stack.pop()
            chances[state] = _combine(state[0], state[1], [chances[a] for a in after])
        done += 1  # (a state listed or worked out: the first descent lists dozens at once)
        if done % CHANCES_PER_SLICE == 0:
            yield


def _next_states(mine: int, rivals: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
    """The states after the next hand (none once no rival is left): the bot loses a token (if
    it has one: else it is out), then each distinct rival count in turn loses one."""
    if not rivals:
        return []
    states = [(mine - 1, rivals)] if mine > 0 else []
    for index, tokens in enumerate(rivals):
        if index and rivals[index - 1] == tokens:
            continue
        rest = rivals[:index] + rivals[index + 1:]
        if tokens > 0:
            rest = tuple(sorted(rest + (tokens - 1,)))
        states.append((mine, rest))
    return states


def _combine(mine: int, rivals: tuple[int, ...], chances: list[float]) -> float:
    """The chance of a state from the chances of ``_next_states`` (each rival as likely as the
    bot to lose the next hand; rivals with the same count share their state)."""
    if not rivals:
        return 1.0
    total = 0.0
    at = 0
    if mine > 0:
        total += chances[0]
        at = 1
    for index, tokens in enumerate(rivals):
        if index and rivals[index - 1] == tokens:
            continue
        total += rivals.count(tokens) * chances[at]
        at += 1
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


@dataclass(frozen=True, slots=True)
class Stakes:
    """One bot's match at the start of a search: its ``mine`` tokens, each rival's (by seat),
    its chance of winning now (``before``) and one over what losing one token of its own takes
    from that chance (``per_token``), worked out once for every outcome the search weighs."""

    mine: int
    rivals: Mapping[int, int]
    before: float
    per_token: float

    def cost(self, losses: Mapping[int, int]) -> float:
        """``stake_cost`` of ``losses`` in the bot's own tokens (its seat is -1)."""
        return self.per_token * (self.before - chance_after(self.mine, self.rivals, losses))


def stakes_for(mine: int, rivals: Sequence[tuple[int, int]]) -> Stakes:
    """The ``Stakes`` of a bot on ``mine`` tokens against ``rivals`` (seat, tokens)."""
    table = dict(rivals)
    before = chance_after(mine, table, {})
    lost = before - chance_after(mine, table, {-1: 1})
    return Stakes(mine, table, before, 1.0 / max(lost, 1e-3))
