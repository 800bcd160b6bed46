"""Making the bot seats of one hand of Blitz (31): a turn agent per bot seat on the shared
scheduler, each with its own generator derived from the match seed, seat and hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots.seating import policy_of, seat_turn_bots
from game.bots.turn import Policy
from game.core.authority import Table
from game.core.definition import BotAgent, GameMatch
from game.thirty_one.bots.policy import LEVEL_PLAY, greedy_policy, level_policy

BASELINE_POLICIES: dict[str, Policy] = {"greedy": greedy_policy}
BASELINES = tuple(BASELINE_POLICIES)


def policy_for(level: str) -> Policy:
    """The policy of a level name or baseline; ``ValueError`` for an unknown one."""
    return policy_of(level, BASELINE_POLICIES, LEVEL_PLAY,
                     lambda name: level_policy(LEVEL_PLAY[name]))


def make_bots(match: GameMatch, table: Table[Any, Any, Any, Any], levels: Sequence[str | None],
              *, pace_scale: float = 1.0, timing: str | None = None) -> list[BotAgent]:
    """One turn agent per seat whose level is given (None marks a human seat)."""
    return seat_turn_bots("thirty_one", match, table, levels, policy_for,
                          pace_scale=pace_scale, timing=timing)
