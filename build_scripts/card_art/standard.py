"""The standard 52-card deck and its jokers, in the Dutch Blitz cards' paper, outline and corner
radius: suit pips of our own drawing, the classic pip layouts, a large corner index (rank over
suit) for fanned hands, aces in a hex-sign rosette, distelfink jokers, one back, and the painted
wooden token. Court cards are drawn in ``standard_court``.

Card ids: rank ``A 2-10 J Q K`` + suit ``S H D C`` (``"AS"``, ``"10H"``, ``"KC"``), jokers
``X1``-``X3``. ``four_colour=True`` draws diamonds blue and clubs green.
"""

from __future__ import annotations

from build_scripts.card_art.blitz_backs import folk_back
from build_scripts.card_art.common import INK, PAPER, H, W, card_base, f, rrect, svg_doc
from build_scripts.card_art.glyphs import lettering, numeral
from build_scripts.card_art.ornaments import distelfink, petal, rosette, tulip
from game.ui import palette
from game.ui.palette import hex_colour as hx

RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
JOKERS: tuple[str, ...] = ("X1", "X2", "X3")
CARD_IDS: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS) + JOKERS

RED = hx(palette.RED)
GOLD = "#e2a72e"
SKIN = "#f6dcc0"
BACK_TINT, BACK_DARK = "#a8402e", "#5c1d13"

# Suit pips in a box about 44 x 44 centred on (0, 0), each one closed path (or a few).
PIPS: dict[str, str] = {
    "H": (
        "M0,20 C-15,9 -22,0 -22,-8 C-22,-16 -16,-21 -10,-21 C-5,-21 -1,-18 0,-13 "
        "C1,-18 5,-21 10,-21 C16,-21 22,-16 22,-8 C22,0 15,9 0,20 Z"
    ),
    "D": "M0,-23 Q9,-9 18,0 Q9,9 0,23 Q-9,9 -18,0 Q-9,-9 0,-23 Z",
    "S": (
        "M0,-22 C-5,-14 -21,-6 -21,5 C-21,12 -16,16 -10,16 C-6,16 -3,14 -1.5,11 "
        "C-2,16 -4,19 -9,22 H9 C4,19 2,16 1.5,11 C3,14 6,16 10,16 C16,16 21,12 21,5 "
        "C21,-6 5,-14 0,-22 Z"
    ),
    "C": (
        "M0,-21 C6,-21 10,-17 10,-11 C10,-7 8,-4 5,-2 C8,-4 11,-5 13,-5 C19,-5 22,0 22,6 "
        "C22,12 18,16 12,16 C7,16 3,13 1.5,9 C2,15 4,19 9,22 H-9 C-4,19 -2,15 -1.5,9 "
        "C-3,13 -7,16 -12,16 C-18,16 -22,12 -22,6 C-22,0 -19,-5 -13,-5 C-11,-5 -8,-4 -5,-2 "
        "C-8,-4 -10,-7 -10,-11 C-10,-17 -6,-21 0,-21 Z"
    ),
}

# Classic pip positions: columns and rows in view-box units; pips below the middle turn over.
_L, _C, _R = 88.0, 125.0, 162.0
_T, _B, _M = 76.0, 274.0, 175.0
_Q1, _Q3 = _T + (_B - _T) / 3, _T + 2 * (_B - _T) / 3
LAYOUTS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((_C, _T), (_C, _B)),
    "3": ((_C, _T), (_C, _M), (_C, _B)),
    "4": ((_L, _T), (_R, _T), (_L, _B), (_R, _B)),
    "5": ((_L, _T), (_R, _T), (_C, _M), (_L, _B), (_R, _B)),
    "6": ((_L, _T), (_R, _T), (_L, _M), (_R, _M), (_L, _B), (_R, _B)),
    "7": ((_L, _T), (_R, _T), (_C, (_T + _M) / 2), (_L, _M), (_R, _M), (_L, _B), (_R, _B)),
    "8": (
        (_L, _T), (_R, _T), (_C, (_T + _M) / 2), (_L, _M), (_R, _M),
        (_C, (_M + _B) / 2), (_L, _B), (_R, _B),
    ),
    "9": (
        (_L, _T), (_R, _T), (_L, _Q1), (_R, _Q1), (_C, _M),
        (_L, _Q3), (_R, _Q3), (_L, _B), (_R, _B),
    ),
    "10": (
        (_L, _T), (_R, _T), (_C, (_T + _Q1) / 2), (_L, _Q1), (_R, _Q1),
        (_L, _Q3), (_R, _Q3), (_C, (_Q3 + _B) / 2), (_L, _B), (_R, _B),
    ),
}  # fmt: skip


def suit_colour(suit: str, four_colour: bool) -> str:
    """Ink colour of ``suit``: black and red, or spades black, hearts red, diamonds blue,
    clubs green."""
    if four_colour and suit == "D":
        return hx(palette.BLUE)
    if four_colour and suit == "C":
        return hx(palette.GREEN)  # stays apart from the red with deuteranopia too
    return RED if suit in "HD" else INK


def suit_tint(suit: str, four_colour: bool) -> str:
    """Pale wash of the suit colour (court panels, ace rosettes)."""
    if four_colour and suit == "D":
        return hx(palette.CARD_COLOURS_LIGHT["B"])
    if four_colour and suit == "C":
        return hx(palette.CARD_COLOURS_LIGHT["G"])
    return hx(palette.CARD_COLOURS_LIGHT["R"]) if suit in "HD" else "#dcdcd6"


def pip(suit: str, x: float, y: float, size: float, colour: str, flip: bool = False) -> str:
    """One suit pip ``size`` units wide centred on (x, y), upside down if ``flip``."""
    s = size / 44
    rot = " rotate(180)" if flip else ""
    return (
        f'<path d="{PIPS[suit]}" transform="translate({f(x)},{f(y)}){rot} scale({f(s)})" '
        f'fill="{colour}"/>\n'
    )


def corner_index(rank: str, suit: str, colour: str) -> str:
    """Rank over suit pip in the top-left corner and, turned over, in the bottom-right."""
    one = numeral(rank, 34, 46, 66, 50 if rank == "10" else 46, colour, colour, 0)
    one += pip(suit, 34, 104, 38, colour)
    return one + f'<g transform="rotate(180,{W / 2},{H / 2})">\n{one}</g>\n'


def pin_line(colour: str) -> str:
    """The thin folk pin-line just inside the card edge, in the suit colour."""
    return (
        f'<path d="{rrect(9, 9, W - 18, H - 18, 10)}" fill="none" stroke="{colour}" '
        f'stroke-width="1.6" stroke-opacity="0.55"/>\n'
    )


def pip_face(rank: str, suit: str, four_colour: bool) -> str:
    """A number card 2-10 with the classic pip layout."""
    c = suit_colour(suit, four_colour)
    out = [card_base(), pin_line(c), corner_index(rank, suit, c)]
    dense = rank in ("8", "9", "10")  # smaller pips, columns a little wider apart
    size, spread = (38, 4.0) if dense else (44, 0.0)
    for x, y in LAYOUTS[rank]:
        x += spread if x > _C else -spread if x < _C else 0
        out.append(pip(suit, x, y, size, c, flip=y > _M + 1))
    return svg_doc("".join(out))


def ace_face(suit: str, four_colour: bool) -> str:
    """An ace: one large pip on a hex-sign rosette, tulips below."""
    c, tint = suit_colour(suit, four_colour), suit_tint(suit, four_colour)
    cx, cy = W / 2, H / 2
    ring = " ".join(petal(cx, cy, 56, 84, i * 22.5, 9) for i in range(16))
    out = [card_base(), pin_line(c), corner_index("A", suit, c)]
    out.append(f'<path d="{ring}" fill="{tint}"/>\n')
    out.append(
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="62" fill="{PAPER}" stroke="{c}" '
        f'stroke-width="2.4"/>\n'
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="55" fill="none" stroke="{c}" '
        f'stroke-width="1.4" stroke-dasharray="1.5 5" stroke-linecap="round"/>\n'
    )
    out.append(pip(suit, cx, cy + 1, 84, c))
    out.append(tulip(cx - 40, 300, 0.46, c, c, -18) + tulip(cx + 40, 300, 0.46, c, c, 18))
    out.append(rosette(cx, 52, 13, c, c, PAPER))
    return svg_doc("".join(out))


JOKER_COLOURS: dict[str, tuple[str, str, str]] = {
    # body, wing, flower
    "X1": ("#f2b824", RED, hx(palette.GREEN)),
    "X2": ("#f2b824", hx(palette.BLUE), RED),
    "X3": (RED, "#2e7d4f", "#f2b824"),
}


def joker_face(card_id: str) -> str:
    """A joker: a big distelfink on a tulip branch under the word JOKER; a 0 over a small bird
    in the corners."""
    body, wing, flower = JOKER_COLOURS[card_id]
    out = [card_base(), pin_line(INK)]
    out.append(f'<path d="{rrect(46, 40, 158, 270, 70)}" fill="{hx(palette.PAPER_SHADE)}"/>\n')
    out.append(
        '<path d="M70,262 C100,240 150,240 182,262" fill="none" stroke="#2e7d4f" '
        'stroke-width="5" stroke-linecap="round"/>\n'
    )
    out.append(tulip(84, 292, 0.9, flower, "#2e7d4f", -14))
    out.append(tulip(168, 292, 0.9, flower, "#2e7d4f", 14))
    out.append(tulip(126, 300, 1.05, RED if flower != RED else "#f2b824", "#2e7d4f"))
    out.append(distelfink(118, 160, 3.0, body, wing))
    out.append(
        f'<circle cx="{f(118 + 22 * 3)}" cy="{f(160 - 12 * 3)}" r="5.5" fill="{INK}" '
        f'stroke="{PAPER}" stroke-width="2"/>\n'
    )
    out.append(lettering("JOKER", W / 2, 66, 24, 104, INK, 15))
    # the corner index says what a joker is worth where it counts (0 in "Dutch"), as the
    # number on every other card does, over a small bird instead of a suit pip
    corner = numeral("0", 34, 46, 66, 46, INK, INK, 0) + distelfink(34, 102, 0.62, INK, wing)
    out.append(corner + f'<g transform="rotate(180,{W / 2},{H / 2})">\n{corner}</g>\n')
    return svg_doc("".join(out))


def emblem_star(c: str, hi: str) -> str:
    """An eight-point hex-sign star with a rosette heart (box 100 x 100)."""
    star = " ".join(petal(50, 50, 6, 48, i * 45 - 90, 11) for i in range(8))
    small = " ".join(petal(50, 50, 20, 38, i * 45 - 67.5, 6) for i in range(8))
    return (
        f'<path d="{star}" fill="{c}"/><path d="{small}" fill="{c}" fill-opacity="0.55"/>'
        f'<circle cx="50" cy="50" r="9" fill="{hi}" stroke="{c}" stroke-width="3"/>'
    )


def back_svg() -> str:
    """The one back of the standard deck: brick red, a hex-sign star in the medallion."""
    return folk_back(BACK_TINT, BACK_DARK, emblem_star(BACK_DARK, PAPER))


def token_svg() -> str:
    """A small painted wooden disc (square 100 x 100 view box): a wood edge showing its
    thickness, a painted red top with a paper rosette."""
    wood, edge, top = "#c98a4b", "#8a5527", "#b8332c"
    rosette = " ".join(petal(50, 46, 4, 30, i * 60 - 90, 10) for i in range(6))
    body = (
        f'<ellipse cx="50" cy="54" rx="44" ry="40" fill="{edge}" stroke="{INK}" '
        f'stroke-width="2.5"/>'
        f'<ellipse cx="50" cy="46" rx="44" ry="40" fill="{wood}" stroke="{INK}" '
        f'stroke-width="2.5"/>'
        f'<ellipse cx="50" cy="46" rx="36" ry="32.5" fill="{top}"/>'
        f'<path d="{rosette}" fill="{PAPER}"/>'
        f'<circle cx="50" cy="46" r="5" fill="{GOLD}"/>'
        f'<path d="M22,30 C28,20 38,15 48,14" fill="none" stroke="{PAPER}" '
        f'stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>\n'
    )
    return svg_doc(body, 100, 100)
