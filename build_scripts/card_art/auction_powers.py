"""Power pictograms of the Dutch Auction 6-10 (each in a 100 x 100 box, drawn in one dark
colour on paper) and their short lines of text.

6 cash in: a card going into a painted dower chest. 7 duplicate: a card and its copy with a
"once more" arrow. 8-10 take a same-suit card back: an arrow out of a discard pile marked with
an auctioneer's gavel (the auction discards) or a little house (your own discards).
"""

from __future__ import annotations

from collections.abc import Callable

from build_scripts.card_art.common import rrect
from build_scripts.card_art.ornaments import heart

POWER_LINES: dict[int, tuple[str, ...]] = {
    6: ("CASH IN",),
    7: ("DUPLICATE",),
    8: ("FROM AUCTION", "DISCARDS"),
    9: ("FROM YOUR", "DISCARDS"),
    10: ("FROM YOUR OR", "AUCTION DISCARDS"),
}


def _card(x: float, y: float, w: float, h: float, c: str, hi: str, sw: float = 4) -> str:
    return f'<path d="{rrect(x, y, w, h, 4)}" fill="{hi}" stroke="{c}" stroke-width="{sw}"/>'


def _arrow(d: str, tip: tuple[float, float], direction: str, c: str) -> str:
    """A thick stroked arrow along ``d`` with a triangular head at ``tip`` pointing
    ``direction`` (up, down, right)."""
    x, y = tip
    heads = {
        "up": f"M{x - 10},{y + 10} L{x},{y - 4} L{x + 10},{y + 10} Z",
        "down": f"M{x - 10},{y - 10} L{x},{y + 4} L{x + 10},{y - 10} Z",
        "right": f"M{x - 10},{y - 10} L{x + 4},{y} L{x - 10},{y + 10} Z",
    }
    return (
        f'<path d="{d}" fill="none" stroke="{c}" stroke-width="6" stroke-linecap="round"/>'
        f'<path d="{heads[direction]}" fill="{c}" stroke="{c}" stroke-width="2" '
        f'stroke-linejoin="round"/>'
    )


def _gavel(x: float, y: float, c: str) -> str:
    return (
        f'<g transform="translate({x},{y}) rotate(-35)">'
        f'<path d="{rrect(-11, -6, 22, 12, 3)}" fill="{c}"/>'
        f'<path d="M0,5 V22" stroke="{c}" stroke-width="4.5" stroke-linecap="round"/></g>'
    )


def _house(x: float, y: float, c: str) -> str:
    d = f"M{x - 11},{y + 11} V{y - 1} L{x},{y - 11} L{x + 11},{y - 1} V{y + 11} Z"
    return f'<path d="{d}" fill="{c}"/>'


def _pile(x: float, y: float, c: str, hi: str, mark: str) -> str:
    """Three stacked cards (top-left at x, y; 34 x 40) with ``mark`` on the top card."""
    out = _card(x + 6, y + 6, 34, 40, c, hi, 3) + _card(x + 3, y + 3, 34, 40, c, hi, 3)
    out += _card(x, y, 34, 40, c, hi, 3.5)
    return out + (_gavel(x + 17, y + 20, c) if mark == "gavel" else _house(x + 17, y + 21, c))


def cash_in(c: str, hi: str) -> str:
    """6: a card dropping into a dower chest."""
    return (
        f'<path d="{rrect(14, 56, 72, 38, 4)}" fill="{c}"/>'
        f'<path d="M12,58 C12,44 88,44 88,58 Z" fill="{c}"/>'
        f'<path d="M14,60 H86" stroke="{hi}" stroke-width="2.5"/>'
        + heart(50, 76, 1.3, hi)
        + f'<circle cx="26" cy="77" r="3" fill="{hi}"/><circle cx="74" cy="77" r="3" fill="{hi}"/>'
        + _card(36, 4, 28, 34, c, hi)
        + _arrow("M50,22 V40", (50, 42), "down", c)
    )


def duplicate(c: str, hi: str) -> str:
    """7: a card, its copy, and a looping "once more" arrow."""
    return (
        _card(10, 36, 36, 50, c, hi)
        + _card(54, 36, 36, 50, c, hi)
        + f'<circle cx="28" cy="61" r="7" fill="{c}"/><circle cx="72" cy="61" r="7" fill="{c}"/>'
        + _arrow("M28,30 C30,8 66,6 70,24", (71, 28), "down", c)
    )


def from_auction(c: str, hi: str) -> str:
    """8: out of the auction discards."""
    return _pile(8, 48, c, hi, "gavel") + _arrow("M30,42 C34,18 58,12 74,14", (80, 14), "right", c)


def from_personal(c: str, hi: str) -> str:
    """9: out of your own discards."""
    return _pile(8, 48, c, hi, "house") + _arrow("M30,42 C34,18 58,12 74,14", (80, 14), "right", c)


def from_either(c: str, hi: str) -> str:
    """10: out of either discard pile."""
    return (
        _pile(2, 52, c, hi, "house")
        + _pile(56, 52, c, hi, "gavel")
        + _arrow("M20,46 C22,28 38,22 48,14", (50, 10), "up", c)
        + _arrow("M76,46 C74,28 60,22 52,16", (50, 10), "up", c)
    )


PICTOGRAMS: dict[int, Callable[[str, str], str]] = {
    6: cash_in,
    7: duplicate,
    8: from_auction,
    9: from_personal,
    10: from_either,
}
