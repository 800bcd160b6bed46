"""Small things several screens share: bot levels and names, seat names, number formats."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.dutch_blitz.rules.cards import DECKS


def bot_name(seat: int) -> str:
    """The name of the computer player in ``seat`` (1-3), the same the table uses."""
    try:
        from game.ui.session import bot_name as table_bot_name
    except ImportError:
        return ("Anna", "Jakob", "Martha")[(seat - 1) % 3]
    return table_bot_name(seat)

TARGET_CHOICES: tuple[int, ...] = (25, 50, 75, 100, 150, 200)

WINDOW_CHOICES: tuple[tuple[int, int], ...] = (
    (1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080), (1920, 1200),
    (2560, 1440),
)


def levels() -> tuple[str, ...]:
    """The bot levels, easiest first."""
    try:
        from game.dutch_blitz.bots.levels import LEVELS
    except ImportError:
        from game.storage.settings import LEVELS
    return tuple(LEVELS)


def level_name(level: str | None) -> str:
    """The display name of a bot level (``"casual"`` -> ``"Casual"``)."""
    if not level:
        return ""
    try:
        from game.dutch_blitz.bots.levels import LEVEL_NAMES
    except ImportError:
        LEVEL_NAMES = {}  # noqa: N806
    names: Any = LEVEL_NAMES
    if isinstance(names, dict) and level in names:
        return str(names[level])
    if isinstance(names, Sequence) and not isinstance(names, str):
        order = levels()
        if level in order and order.index(level) < len(names):
            return str(names[order.index(level)])
    return level.replace("_", " ").title()


def deck_of(seat: int) -> str:
    return DECKS[seat % len(DECKS)]


def nearest_index(options: Sequence[Any], value: Any) -> int:
    """Index of ``value`` in ``options``, else of the nearest number (0 if not numbers)."""
    if value in options:
        return list(options).index(value)
    try:
        return min(range(len(options)), key=lambda i: abs(options[i] - value))
    except TypeError:
        return 0


def seconds_text(seconds: float | None) -> str:
    """``83.4`` -> ``"1:23"``; short times keep a decimal (``"4.2 s"``); None -> ``"-"``."""
    if seconds is None:
        return "-"
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, rest = divmod(int(round(seconds)), 60)
    return f"{minutes}:{rest:02d}"


def seat_name(seats: Sequence[Any], seat: int) -> str:
    if 0 <= seat < len(seats):
        return str(getattr(seats[seat], "name", None) or f"Seat {seat + 1}")
    return f"Seat {seat + 1}"


def go_to_title(app: Any) -> None:
    """Back to the title screen: through the App's own flow when it has one."""
    to_title = getattr(app, "to_title", None)
    if callable(to_title):
        to_title()
        return
    from game.ui.scenes.title import TitleScene

    app.replace(TitleScene(app))
