"""Names made drawable at one place (``game.core.names``), checked by drawing them with pygame:
zero-width, format, combining and other undrawable characters never reach a font alone, and
the game's fonts never raise whatever text they are given."""

from __future__ import annotations

import os
import unicodedata

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.names import drawable_name  # noqa: E402
from game.paths import find_assets_dir  # noqa: E402

REPORTED = ("\u200b", "\u034f", "\ufeff", "\u00ad", "\u2060", "\u180e", "\U000e0001", "\u200d",
            "\u202e", "\u3164", "\u115f", "\ufe0f", "\u0300", "\u20dd", "\u2028", "\u2029",
            "\U000f0000", "\ue000", "\u0378", "\x00", "\x1b")


def _sample() -> list[str]:
    """Every format, combining, separator, control, private-use and unassigned character of
    the Basic Multilingual Plane, a tag and two private-use planes' first characters."""
    wanted = {"Cf", "Mn", "Me", "Mc", "Zl", "Zp", "Zs", "Cc", "Co", "Cn"}
    found = [chr(code) for code in range(0x10000)
             if code < 0xD800 or code > 0xDFFF
             if unicodedata.category(chr(code)) in wanted]
    return [*found, *REPORTED]


@pytest.fixture(scope="module")
def font() -> pygame.font.Font:
    pygame.font.init()
    return pygame.font.Font(find_assets_dir() / "fonts" / "OpenSans-Regular.ttf", 20)


def test_every_undrawable_name_is_made_drawable_by_the_plain_font(font: pygame.font.Font) -> None:
    refused = []
    for char in _sample():
        for name in (char, char * 3, f" {char} ", f"{char}\u200b"):
            cleaned = drawable_name(name, "You")
            try:
                surface = font.render(cleaned, True, (0, 0, 0))
            except (pygame.error, ValueError) as error:
                refused.append((hex(ord(char)), cleaned, str(error)))
                continue
            assert surface.get_width() > 0
    assert not refused, refused[:10]


def test_a_pygame_refusal_is_what_is_prevented(font: pygame.font.Font) -> None:
    with pytest.raises(pygame.error):
        font.render("\u200b", True, (0, 0, 0))
    assert drawable_name("\u200b") == "Player" and drawable_name("\u034f", "You") == "You"


@pytest.mark.parametrize(("given", "kept"), [
    ("Zoë", "Zoë"), ("e\u0301", "é"), ("  Ann\u200b  Lee ", "Ann Lee"), ("李小龙", "李小龙"),
    ("🃏 Jack", "🃏 Jack"), ("A\u2028B", "A B"), ("\u0301Bo", "Bo"), ("a" * 80, "a" * 64),
    (None, "Player"), (5, "Player"),
])
def test_ordinary_names_are_kept_and_strange_ones_cleaned(given: object, kept: str) -> None:
    assert drawable_name(given) == kept


def test_the_games_fonts_never_raise() -> None:
    from game.ui.fonts import Fonts

    fonts = Fonts()
    for text in (*REPORTED, "\u200b\u034f", "a\x00b", "x" * 40_000, ""):
        for bold in (False, True):
            surface = fonts.get(20, bold).render(text, True, (0, 0, 0))
            assert surface.get_height() > 0
