"""Small things several screens share: bot levels and names, seat names, number formats."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.i18n import N_, N_plural, whole
from game.core.names import seat_words
from game.core.seats import LEVEL_NAMES, LEVELS
from game.i18n import _, ngettext
from game.storage.stats_view import seconds
from game.ui.services import Services
from game.ui.widgets import Stepper

BOT_NAMES = ("Anna", "Jakob", "Martha", "Eli", "Ruth", "Levi", "Esther")
"""Seven names: Blitz (31) seats up to seven computer players, each with their own name."""


def bot_name(seat: int) -> str:
    """The name of the computer player in ``seat`` (1, 2, ...), the same at every table."""
    return BOT_NAMES[(seat - 1) % len(BOT_NAMES)]


TARGET_CHOICES: tuple[int, ...] = (25, 50, 75, 100, 150, 200)

WINDOW_CHOICES: tuple[tuple[int, int], ...] = (
    (1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080), (1920, 1200),
    (2560, 1440),
)


def levels() -> tuple[str, ...]:
    """The bot levels, easiest first."""
    return LEVELS


LEVEL_WORDS = (N_("Beginner"), N_("Casual"), N_("Skilled"), N_("Expert"), N_("Master"))
"""The five levels' names as the catalogue has them (``LEVEL_NAMES``' values)."""


def level_name(level: str | None) -> str:
    """The display name of a bot level in the player's language (``"casual"`` ->
    ``"Casual"``); a game's scripted baseline by its own name."""
    if not level:
        return ""
    return _(LEVEL_NAMES.get(level) or level.replace("_", " ").title())


def nearest_index(options: Sequence[Any], value: Any) -> int:
    """Index of ``value`` in ``options``, else of the nearest number (0 if not numbers)."""
    if value in options:
        return list(options).index(value)
    try:
        return min(range(len(options)), key=lambda i: abs(options[i] - value))
    except TypeError:
        return 0


seconds_text = seconds
"""``83.4`` -> ``"1:23"``; short times keep a decimal (``"4.2 s"``); None -> ``"-"``."""


def seat_name(seats: Sequence[Any], seat: int) -> str:
    if 0 <= seat < len(seats):
        name = getattr(seats[seat], "name", None)
        if name:
            return str(name)
    return seat_words(seat + 1)


def game_picker(app: Services, on_change: Callable[[str], None]) -> Stepper:
    """A "Game" stepper over the playable games, at the chosen one (hidden with only one)."""
    games = app.playable_games()
    ids = [game.id for game in games] or [app.chosen_game]
    names = {game.id: game.name for game in games}
    index = ids.index(app.chosen_game) if app.chosen_game in ids else 0
    stepper = Stepper(N_("Game"), ids, index, on_change,
                      fmt=lambda gid: _(names.get(gid, gid)))
    stepper.visible = len(ids) > 1
    stepper.compact = True  # it sits on the felt beside the heading
    return stepper


def hand_words(game_id: str) -> tuple[str, str]:
    """The game's word for one part of a match and for several ("round", "rounds"), from its
    definition; "hand", "hands" for a game this app does not have."""
    from game.core.registry import UnknownGame, get_game

    try:
        game = get_game(game_id)
    except (UnknownGame, TypeError, ImportError):
        return "hand", "hands"
    return game.hand_word, game.hands_word


COUNTED: dict[str, tuple[str, str]] = {
    "hand": N_plural("{n} hand", "{n} hands"),
    "round": N_plural("{n} round", "{n} rounds"),
    "game": N_plural("{n} game", "{n} games"),
    "match": N_plural("{n} match", "{n} matches"),
}
"""A number of a match's parts in each word a game has for them ("3 rounds")."""


def counted(word: str, n: int) -> str:
    """``n`` of the parts a game calls ``word`` ("hand", "round"), in the player's language."""
    pair = COUNTED.get(word)
    if pair is None:
        return f"{whole(n)} {word if n == 1 else word + 's'}"
    return ngettext(pair[0], pair[1], n).format(n=whole(n))


NUMBERED = {"hand": N_("hand {n}"), "round": N_("round {n}"), "game": N_("game {n}")}
"""Which part of a match is being played, in each word a game has for them ("round 3")."""


def numbered(word: str, n: int) -> str:
    """Part number ``n`` of a match, a game calling its parts ``word`` ("round 3")."""
    return _(NUMBERED.get(word, f"{word} {{n}}")).format(n=n)
