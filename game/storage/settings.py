"""The player's settings: what they chose on the setup and settings screens, kept between runs.

Stored as ``settings.json`` (a versioned JSON object) in the user folder. Loading checks every
field on its own: a bad value falls back to that field's default with a warning, unknown keys are
ignored, and a file that is not a usable JSON object is set aside (see `safe_load`).
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.storage.atomic import write_json_atomic
from game.storage.errors import StorageError
from game.storage.safe_load import (
    ensure_overwritable,
    load_repairing,
)
from game.storage.validate import as_bool, as_int, as_number, as_text

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "SETTINGS_FILE",
    "SETTINGS_VERSION",
    "Settings",
    "load_settings",
    "save_settings",
]

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 1
LEVELS: tuple[str, ...] = ("beginner", "casual", "skilled", "expert", "master")
DEFAULT_LEVEL = "casual"
MIN_BOTS, MAX_BOTS = 1, 3
MIN_TARGET, MAX_TARGET = 10, 500
NAME_MAX_LENGTH = 24
MIN_WINDOW, MAX_WINDOW = (640, 400), (16384, 16384)


def _bot_levels(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list | tuple):
        raise ValueError("must be a list of level names")
    if not MIN_BOTS <= len(value) <= MAX_BOTS:
        raise ValueError(f"must name {MIN_BOTS} to {MAX_BOTS} levels")
    for level in value:
        if level not in LEVELS:
            raise ValueError(f"levels must be among {', '.join(LEVELS)}")
    return tuple(value)


def _window_size(value: Any) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise ValueError("must be a width and a height")
    width = as_int(value[0], MIN_WINDOW[0], MAX_WINDOW[0])
    height = as_int(value[1], MIN_WINDOW[1], MAX_WINDOW[1])
    return (width, height)


_CHECKS: dict[str, Any] = {
    "bot_count": lambda v: as_int(v, MIN_BOTS, MAX_BOTS),
    "bot_levels": _bot_levels,
    "player_name": lambda v: as_text(v, NAME_MAX_LENGTH),
    "target_score": lambda v: as_int(v, MIN_TARGET, MAX_TARGET),
    "move_post_stack": as_bool,
    "auto_play_ones": as_bool,
    "adaptive_pace": as_bool,
    "volume": lambda v: as_number(v, 0.0, 1.0),
    "muted": as_bool,
    "reduced_motion": as_bool,
    "colour_blind_symbols": as_bool,
    "window_size": _window_size,
    "fullscreen": as_bool,
}


def _fit_levels(levels: tuple[str, ...], count: int) -> tuple[str, ...]:
    """Truncate or pad (repeating the last level) so there is one level per bot."""
    if len(levels) >= count:
        return levels[:count]
    filler = levels[-1] if levels else DEFAULT_LEVEL
    return levels + (filler,) * (count - len(levels))


@dataclass(frozen=True)
class Settings:
    """All user settings; every instance is valid (the constructor raises `ValueError` if not)."""

    bot_count: int = 3
    bot_levels: tuple[str, ...] = (DEFAULT_LEVEL,) * 3
    player_name: str = "You"
    target_score: int = 75
    move_post_stack: bool = False
    auto_play_ones: bool = True
    adaptive_pace: bool = False
    volume: float = 0.7
    muted: bool = False
    reduced_motion: bool = False
    colour_blind_symbols: bool = False
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            try:
                object.__setattr__(self, name, check(getattr(self, name)))
            except ValueError as exc:
                raise ValueError(f"{name} {exc}") from None
        if len(self.bot_levels) != self.bot_count:
            raise ValueError("bot_levels must name exactly one level per bot")

    def replace(self, **changes: Any) -> Settings:
        """A copy with `changes` applied and checked (`ValueError`/`TypeError` if invalid).

        Changing `bot_count` alone trims or extends `bot_levels` (new bots get the level of the
        last one), so the setup screen can change the two independently.
        """
        unknown = set(changes) - set(_CHECKS)
        if unknown:
            raise TypeError(f"unknown setting(s): {', '.join(sorted(unknown))}")
        if "bot_count" in changes and "bot_levels" not in changes:
            count = as_int(changes["bot_count"], MIN_BOTS, MAX_BOTS)
            changes["bot_levels"] = _fit_levels(self.bot_levels, count)
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The JSON object written to ``settings.json``."""
        data: dict[str, Any] = {"version": SETTINGS_VERSION}
        for name in _CHECKS:
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Build settings from a decoded JSON object, field by field.

        Returns the settings and the problems found (``"volume (must be ...)"``), each of which
        was replaced by the field's default. Unknown keys are ignored.
        """
        defaults = cls()
        values: dict[str, Any] = {}
        problems: list[str] = []
        for name, check in _CHECKS.items():
            if name not in data:
                continue
            try:
                values[name] = check(data[name])
            except ValueError as exc:
                problems.append(f"{name} ({exc})")
        count = values.get("bot_count", defaults.bot_count)
        levels = values.get("bot_levels", defaults.bot_levels)
        if len(levels) != count:
            if "bot_levels" in values:
                problems.append("bot_levels (one level per bot is needed)")
            values["bot_levels"] = _fit_levels(levels, count)
        return cls(**values), problems


def _settings_path(folder: str | os.PathLike[str]) -> Path:
    return Path(folder) / SETTINGS_FILE


def load_settings(folder: str | os.PathLike[str]) -> tuple[Settings, list[str]]:
    """Read the settings from `folder`; never raises. Returns them and warnings to show (0 or 1).

    A file that cannot be used at all is set aside and defaults are returned; nothing is
    written until `save_settings`. A file with some invalid values is set aside too, and the
    repaired settings are written in its place at once, so the warning is given only once.
    """
    return load_repairing(
        _settings_path(folder), what="settings", version=SETTINGS_VERSION,
        default=Settings, parse=Settings.from_json, to_json=Settings.to_json,
        reset_message=lambda problems: "Some settings were invalid and have been reset to "
        "their defaults: " + "; ".join(problems) + ".",
    )


def save_settings(folder: str | os.PathLike[str], settings: Settings) -> None:
    """Write the settings atomically; raises `StorageError` (with a readable message) on failure."""
    path = _settings_path(folder)
    try:
        ensure_overwritable(path, what="settings", version=SETTINGS_VERSION)
        write_json_atomic(path, settings.to_json())
    except OSError as exc:
        raise StorageError(f"Could not save the settings: {exc.strerror or exc}") from exc
