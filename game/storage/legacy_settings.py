"""Dutch Blitz's setup under the names the first settings format gave it.

The first format kept one game's setup among the app's own fields: ``bot_count`` (1-3 bots),
``bot_levels`` (one per bot), ``target_score``, ``move_post_stack``, ``auto_play_ones`` and
``adaptive_pace``. Those names still read and change that game's preferences (see
``Settings.replace``), checked as they always were; the preferences themselves are the one copy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from game.core.seats import DEFAULT_LEVEL, LEVELS
from game.storage.game_prefs import LEGACY_GAME
from game.storage.validate import as_bool, as_int

GAME: Final = LEGACY_GAME
MIN_BOTS, MAX_BOTS = 1, 3
MIN_TARGET, MAX_TARGET = 10, 500
DEFAULTS: Final[dict[str, Any]] = {"target_score": 75, "move_post_stack": False,
                                   "auto_play_ones": True, "adaptive_pace": False}
DEFAULT_BOTS: Final = 3

_OPTION_CHECKS: Final[dict[str, Any]] = {
    "target_score": lambda v: as_int(v, MIN_TARGET, MAX_TARGET),
    "move_post_stack": as_bool,
    "auto_play_ones": as_bool,
    "adaptive_pace": as_bool,
}


def _level_list(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list | tuple):
        raise ValueError("must be a list of level names")
    if not MIN_BOTS <= len(value) <= MAX_BOTS:
        raise ValueError(f"must name {MIN_BOTS} to {MAX_BOTS} levels")
    for level in value:
        if level not in LEVELS:
            raise ValueError(f"levels must be among {', '.join(LEVELS)}")
    return tuple(value)


def fit_levels(levels: tuple[str, ...], count: int) -> tuple[str, ...]:
    """Truncate or pad (repeating the last level) so there is one level per bot."""
    if len(levels) >= count:
        return levels[:count]
    filler = levels[-1] if levels else DEFAULT_LEVEL
    return levels + (filler,) * (count - len(levels))


def bot_count(prefs: Mapping[str, Any]) -> int:
    seats = prefs.get("seats")
    try:
        return as_int(seats - 1 if isinstance(seats, int) else seats, MIN_BOTS, MAX_BOTS)
    except (ValueError, TypeError):
        return DEFAULT_BOTS


def bot_levels(prefs: Mapping[str, Any]) -> tuple[str, ...]:
    levels = prefs.get("levels")
    known = tuple(level for level in levels if level in LEVELS) \
        if isinstance(levels, list) else ()
    return fit_levels(known, bot_count(prefs))


def option(prefs: Mapping[str, Any], name: str) -> Any:
    options = prefs.get("options")
    if isinstance(options, Mapping) and name in options:
        try:
            return _OPTION_CHECKS[name](options[name])
        except ValueError:
            pass
    return DEFAULTS[name]


def updated(prefs: dict[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """``prefs`` with the first format's ``changes`` applied, checked as that format did."""
    options = dict(prefs.get("options") or {})
    for name, check in _OPTION_CHECKS.items():
        if name in changes:
            try:
                options[name] = check(changes[name])
            except ValueError as exc:
                raise ValueError(f"{name} {exc}") from None
    count = bot_count(prefs)
    if "bot_count" in changes:
        try:
            count = as_int(changes["bot_count"], MIN_BOTS, MAX_BOTS)
        except ValueError as exc:
            raise ValueError(f"bot_count {exc}") from None
    levels = bot_levels(prefs)
    if "bot_levels" in changes:
        try:
            levels = _level_list(changes["bot_levels"])
        except ValueError as exc:
            raise ValueError(f"bot_levels {exc}") from None
        if "bot_count" in changes and len(levels) != count:
            raise ValueError("bot_levels must name exactly one level per bot")
        count = count if "bot_count" in changes else len(levels)
    return {**prefs, "options": options, "seats": count + 1,
            "levels": list(fit_levels(levels, count))}
