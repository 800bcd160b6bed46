"""The player's settings: the app's own (window, sound, motion, colour-blind symbols, bot speed,
the last game played) and each game's remembered setup, kept between runs.

Stored as ``settings.json`` (a versioned JSON object) in the user folder. The app's fields are
checked one by one: a bad value falls back to that field's default with a warning, unknown keys
are ignored, and a file that is not a usable JSON object is set aside (see `safe_load`). Each
game's setup lives under ``games`` as a plain object (see `game_prefs`): storage knows no game,
so the caller repairs it against the game's option schema.

Version 1 files kept Dutch Blitz's setup (bots, levels, target score, Post-pile stacking, the
ones and pace assists) among the app's fields; they load into ``game_prefs("dutch_blitz")`` as
found, for that game's schema to repair.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.core.i18n import N_, NC_, Message, Sentence, listed, sentence_of
from game.core.names import drawable_name
from game.i18n import DEFAULT_PLAYER_NAME, LANGUAGE_CHOICES, SYSTEM
from game.storage.game_prefs import (
    LEGACY_GAME,
    MAX_GAMES,
    check_game_id,
    check_games,
    check_prefs,
    legacy_blitz_prefs,
)
from game.storage.safe_load import load_repairing, save_checked
from game.storage.validate import as_bool, as_int, as_number, as_text

__all__ = [
    "SETTINGS_FILE",
    "SETTINGS_VERSION",
    "Settings",
    "load_settings",
    "save_settings",
]

SETTINGS_FILE = "settings.json"
SETTINGS_VERSION = 2
NAME_MAX_LENGTH = 24
MIN_WINDOW, MAX_WINDOW = (640, 400), (16384, 16384)
MIN_BOT_SPEED, MAX_BOT_SPEED = 0.25, 4.0


def _window_size(value: Any) -> tuple[int, int]:
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise ValueError(Sentence.of(N_("must be a width and a height")))
    width = as_int(value[0], MIN_WINDOW[0], MAX_WINDOW[0])
    height = as_int(value[1], MIN_WINDOW[1], MAX_WINDOW[1])
    return (width, height)


def _player_name(value: Any) -> str:
    """The name as typed, made drawable (`drawable_name`); refused if nothing drawable is left."""
    name = drawable_name(as_text(value, NAME_MAX_LENGTH), fallback="")
    if not name:
        raise ValueError(Sentence.of(N_("has no character that can be drawn")))
    return name


def _language(value: Any) -> str:
    """One of the language setting's choices ("system", "en", "de")."""
    if value not in LANGUAGE_CHOICES:
        raise ValueError(Sentence.of(N_("must be one of {choices}"),
                                      choices=", ".join(LANGUAGE_CHOICES)))
    return str(value)


_CHECKS: dict[str, Any] = {
    "player_name": _player_name,
    "volume": lambda v: as_number(v, 0.0, 1.0),
    "muted": as_bool,
    "reduced_motion": as_bool,
    "colour_blind_symbols": as_bool,
    "window_size": _window_size,
    "fullscreen": as_bool,
    "bot_speed": lambda v: as_number(v, MIN_BOT_SPEED, MAX_BOT_SPEED),
    "last_game": lambda v: "" if v == "" else check_game_id(v),
    "language": _language,
}
"""The app's own settings and their checks (the ``games`` object is checked separately)."""

SETTING_WORDS: dict[str, Message] = {
    "player_name": NC_("setting", "your name"),
    "volume": NC_("setting", "volume"),
    "muted": NC_("setting", "mute"),
    "reduced_motion": NC_("setting", "reduced motion"),
    "colour_blind_symbols": NC_("setting", "colour-blind symbols"),
    "window_size": NC_("setting", "window size"),
    "fullscreen": NC_("setting", "full screen"),
    "bot_speed": NC_("setting", "computer players' speed"),
    "last_game": NC_("setting", "last game played"),
    "language": NC_("setting", "language"),
}
"""Each setting as a player knows it from the Settings screen (a damaged file's notice names
the settings it reset in these words, not by their keys in the file)."""



def _no_games() -> Mapping[str, Mapping[str, Any]]:
    return MappingProxyType({})


@dataclass(frozen=True)
class Settings:
    """All user settings; every instance is valid (the constructor raises `ValueError` if not).

    ``bot_speed`` scales every bot's pace in every game (above 1 slower, below 1 quicker).
    ``games`` holds each game's remembered setup; read it with `game_prefs`, change it with
    `with_game_prefs`.
    """

    player_name: str = DEFAULT_PLAYER_NAME
    volume: float = 0.7
    muted: bool = False
    reduced_motion: bool = False
    colour_blind_symbols: bool = False
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    bot_speed: float = 1.0
    last_game: str = ""
    """The game whose setup was last started: the title offers it first next time."""
    language: str = SYSTEM
    """The app's language: "system" (the system's, else English), "en" or "de"."""
    games: Mapping[str, Mapping[str, Any]] = field(default_factory=_no_games, hash=False)

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            try:
                object.__setattr__(self, name, check(getattr(self, name)))
            except ValueError as exc:
                raise ValueError(f"{name} {exc}") from None
        try:
            games = check_games(self.games)
        except ValueError as exc:
            raise ValueError(f"games {exc}") from None
        object.__setattr__(self, "games", MappingProxyType(games))

    def game_prefs(self, game_id: str) -> dict[str, Any]:
        """``game_id``'s remembered setup as stored (a fresh copy; empty if none):
        ``{"options": {...}, "seats": n, "levels": [bot levels in seat order]}``."""
        stored = self.games.get(game_id)
        return check_prefs(stored) if stored is not None else {}

    def with_game_prefs(self, game_id: str, prefs: dict[str, Any]) -> Settings:
        """A copy remembering ``prefs`` as ``game_id``'s setup (``ValueError`` on a bad shape)."""
        games = dict(self.games)
        games[check_game_id(game_id)] = check_prefs(prefs)
        return dataclasses.replace(self, games=games)

    def replace(self, **changes: Any) -> Settings:
        """A copy with the app's `changes` applied and checked (`ValueError`/`TypeError` if
        invalid); a game's setup changes through `with_game_prefs`."""
        unknown = set(changes) - set(_CHECKS)
        if unknown:
            raise TypeError(f"unknown setting(s): {', '.join(sorted(unknown))}")
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        """The JSON object written to ``settings.json``."""
        data: dict[str, Any] = {"version": SETTINGS_VERSION}
        for name in _CHECKS:
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        data["games"] = {game: check_prefs(prefs) for game, prefs in self.games.items()}
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Build settings from a decoded JSON object, field by field.

        Returns the settings and the problems found (``"volume (must be ...)"``), each of which
        was replaced by the field's default. Unknown keys are ignored; a game's setup with a bad
        shape is dropped (with a problem), the other games' are kept.
        """
        values: dict[str, Any] = {}
        problems: list[str] = []
        for name, check in _CHECKS.items():
            if name not in data:
                continue
            try:
                values[name] = check(data[name])
            except ValueError as exc:
                problems.append(_problem(SETTING_WORDS[name], exc))
        values["games"] = _games_from(data, problems)
        return cls(**values), problems


def _problem(setting: str | Message, error: ValueError) -> str:
    """``"volume (must be between 0.0 and 1.0)"``: the setting in a player's words, and why
    its value was refused (translated where the warning is shown)."""
    # Translators: a setting as the Settings screen names it, then why its value was refused:
    # "volume (must be between 0.0 and 1.0)"
    return Sentence.of(N_("{setting} ({reason})"), setting=setting, reason=sentence_of(error))


def _games_from(data: Mapping[str, Any], problems: list[str]) -> dict[str, dict[str, Any]]:
    games: dict[str, dict[str, Any]] = {}
    stored = data.get("games", {})
    if not isinstance(stored, Mapping):
        problems.append(Sentence.of(
            N_("the games' remembered setups (must be an object of game ids)")))
        stored = {}
    for number, (game, prefs) in enumerate(stored.items()):
        if number == MAX_GAMES:
            problems.append(Sentence.of(
                N_("the games' remembered setups (more than {n}; the rest were dropped)"),
                n=MAX_GAMES))
            break
        try:
            games[check_game_id(game)] = check_prefs(prefs)
        except ValueError as exc:
            # Translators: the game's id as stored in the file (not translated): "dutch_blitz"
            where = Message.of(N_("the remembered setup of {game}"), game=str(game)[:32])
            problems.append(_problem(where, exc))
    if LEGACY_GAME not in games:
        legacy = legacy_blitz_prefs(data)
        if legacy is not None:
            games[LEGACY_GAME] = legacy
    return games


def _settings_path(folder: str | os.PathLike[str]) -> Path:
    return Path(folder) / SETTINGS_FILE


def load_settings(
    folder: str | os.PathLike[str], repair: bool = True
) -> tuple[Settings, list[str]]:
    """Read the settings from `folder`; never raises. Returns them and warnings to show (0 or 1).

    A file that cannot be used at all is set aside and defaults are returned; nothing is
    written until `save_settings`. A file with some invalid values is set aside too, and the
    repaired settings are written in its place at once, so the warning is given only once.
    With ``repair=False`` (a copy of the game that does not save) the file is only read.
    """
    return load_repairing(
        _settings_path(folder), what=N_("settings"), version=SETTINGS_VERSION,
        default=Settings, parse=Settings.from_json, to_json=Settings.to_json,
        reset_message=lambda problems: Sentence.of(
            N_("Some settings were invalid and have been reset to their defaults: {problems}."),
            problems=listed(problems)),
        repair=repair,
    )


def save_settings(folder: str | os.PathLike[str], settings: Settings) -> None:
    """Write the settings atomically; raises `StorageError` (with a readable message) on failure."""
    save_checked(_settings_path(folder), settings.to_json(), what=N_("settings"),
                 version=SETTINGS_VERSION, failed=N_("Could not save the settings: {error}"))
