"""Our own rounded "sticker" numerals (and card-rank letters), drawn as thick stroked centre
lines, so no font is needed by the SVG renderer."""

from __future__ import annotations

from build_scripts.card_art.common import f

# ----------------------------------------------------------------------------------------------
# Digits: our own rounded "sticker" numerals, drawn as thick stroked centre lines.
# Each glyph is (path data, x-min, x-max) in a box 84 units tall (y 0..84).
# ----------------------------------------------------------------------------------------------
DIGIT_H = 84.0
DIGIT_SW = 19.0  # stroke width of the numeral itself
DIGITS: dict[str, tuple[str, float, float]] = {
    "0": ("M24,0 C39,0 48,16 48,42 C48,68 39,84 24,84 C9,84 0,68 0,42 C0,16 9,0 24,0 Z", 0, 48),
    "1": ("M6,15 L26,1 L26,84", 6, 26),
    "2": ("M2,17 C6,6 14,0 25,0 C38,0 47,9 47,22 C47,36 38,44 27,54 L3,84 L48,84", 2, 48),
    "3": (
        "M3,10 C8,3 15,0 24,0 C37,0 45,8 45,20 C45,32 36,39 22,39 C38,39 48,48 48,61 "
        "C48,75 38,84 24,84 C14,84 6,80 1,73",
        1,
        48,
    ),
    "4": ("M36,84 L36,0 L1,57 L50,57", 1, 50),
    "5": (
        "M45,0 L9,0 L5,37 C11,33 17,31 24,31 C38,31 48,42 48,57 C48,73 38,84 23,84 "
        "C13,84 6,80 1,73",
        1,
        48,
    ),
    "6": (
        "M42,4 C37,1 32,0 27,0 C9,0 0,20 0,48 C0,72 10,84 24,84 C38,84 48,73 48,58 "
        "C48,43 38,33 25,33 C14,33 5,39 0,49",
        0,
        48,
    ),
    "7": ("M0,0 L48,0 C34,22 23,50 19,84", 0, 48),
    "8": (
        "M24,39 C12,39 5,31 5,20 C5,8 13,0 24,0 C35,0 43,8 43,20 C43,31 36,39 24,39 "
        "C10,39 1,48 1,61 C1,75 11,84 24,84 C37,84 47,75 47,61 C47,48 38,39 24,39 Z",
        1,
        47,
    ),
    "9": (
        "M6,80 C11,83 16,84 21,84 C39,84 48,64 48,36 C48,12 38,0 24,0 C10,0 0,11 0,26 "
        "C0,41 10,51 23,51 C34,51 43,45 48,35",
        0,
        48,
    ),
}
DIGIT_GAP = 5.0

# Capital letters in the same 84-unit box: the card ranks A, J, Q, K use them at the numerals'
# weight, the short power lines on the auction cards at a lighter weight (see ``lettering``).
_O = "M25,0 C41,0 50,16 50,42 C50,68 41,84 25,84 C9,84 0,68 0,42 C0,16 9,0 25,0 Z"
_P = "M0,84 V0 H22 C36,0 44,9 44,22 C44,35 36,44 22,44 H0"
LETTERS: dict[str, tuple[str, float, float]] = {
    "A": ("M0,84 L23,0 L46,84 M9,56 H37", 0, 46),
    "B": (
        "M0,84 V0 H22 C35,0 41,7 41,19 C41,31 34,39 22,39 H0 M22,39 C37,39 45,48 45,61 "
        "C45,75 37,84 23,84 H0",
        0,
        45,
    ),
    "C": ("M45,13 C40,4 33,0 25,0 C9,0 0,16 0,42 C0,68 9,84 25,84 C33,84 40,80 45,71", 0, 45),
    "D": ("M0,0 V84 H17 C36,84 46,68 46,42 C46,16 36,0 17,0 Z", 0, 46),
    "E": ("M40,0 H0 V84 H40 M0,41 H32", 0, 40),
    "F": ("M40,0 H0 V84 M0,41 H32", 0, 40),
    "G": (
        "M45,13 C40,4 33,0 25,0 C9,0 0,16 0,42 C0,68 9,84 25,84 C38,84 46,74 46,56 V48 H28",
        0,
        46,
    ),
    "H": ("M0,0 V84 M44,0 V84 M0,42 H44", 0, 44),
    "I": ("M0,0 V84", 0, 0),
    "J": ("M34,0 V58 C34,76 27,84 16,84 C7,84 2,79 0,70", 0, 34),
    "K": ("M0,0 V84 M42,0 L2,50 M17,33 L44,84", 0, 44),
    "L": ("M0,0 V84 H38", 0, 38),
    "M": ("M0,84 V0 L26,52 L52,0 V84", 0, 52),
    "N": ("M0,84 V0 L44,84 V0", 0, 44),
    "O": (_O, 0, 50),
    "P": (_P, 0, 44),
    "Q": (_O + " M31,62 L52,88", 0, 52),
    "R": (_P + " M22,44 L44,84", 0, 44),
    "S": (
        "M41,10 C36,3 30,0 22,0 C10,0 3,8 3,20 C3,46 44,36 44,62 C44,76 35,84 22,84 "
        "C13,84 5,80 0,72",
        0,
        44,
    ),
    "T": ("M0,0 H44 M22,0 V84", 0, 44),
    "U": ("M0,0 V56 C0,74 9,84 22,84 C35,84 44,74 44,56 V0", 0, 44),
    "V": ("M0,0 L22,84 L44,0", 0, 44),
    "W": ("M0,0 L13,84 L29,22 L45,84 L58,0", 0, 58),
    "X": ("M0,0 L44,84 M44,0 L0,84", 0, 44),
    "Y": ("M0,0 L22,42 L44,0 M22,42 V84", 0, 44),
    "Z": ("M2,0 H44 L0,84 H44", 0, 44),
    "-": ("M0,44 H28", 0, 28),
}
GLYPHS: dict[str, tuple[str, float, float]] = {**DIGITS, **LETTERS}


def numeral(
    text: str,
    cx: float,
    cy: float,
    height: float,
    max_width: float,
    fill: str,
    outline: str,
    outline_w: float = 9.0,
) -> str:
    """A number (or rank) centred on (cx, cy): outline stroke under a fill stroke, scaled to
    fit; ``outline_w=0`` draws the fill stroke alone."""
    xs: list[tuple[str, float]] = []
    x = 0.0
    for i, ch in enumerate(text):
        _, x0, x1 = GLYPHS[ch]
        if i:
            x += DIGIT_GAP + DIGIT_SW
        xs.append((ch, x - x0))
        x += x1 - x0
    total_w = x + DIGIT_SW + 2 * outline_w
    total_h = DIGIT_H + DIGIT_SW + 2 * outline_w
    s = min(height / total_h, max_width / total_w)
    # horizontal condensing for two-digit numbers keeps them tall
    sx = s
    if len(text) > 1:
        s = height / total_h
        sx = min(s, max_width / total_w)
    ox = cx - sx * x / 2
    oy = cy - s * DIGIT_H / 2
    parts = []
    layers = ((outline, DIGIT_SW + 2 * outline_w), (fill, DIGIT_SW))
    for layer_colour, width in layers if outline_w else layers[1:]:
        for ch, dx in xs:
            parts.append(
                f'<path d="{GLYPHS[ch][0]}" transform="translate({f(ox + dx * sx)},{f(oy)}) '
                f'scale({f(sx)},{f(s)})" fill="none" stroke="{layer_colour}" '
                f'stroke-width="{f(width)}" stroke-linecap="round" stroke-linejoin="round"/>'
            )
    return "\n".join(parts) + "\n"


def lettering(
    text: str, cx: float, cy: float, cap_h: float, max_width: float, colour: str, weight: float = 13
) -> str:
    """A line of capitals centred on (cx, cy), ``cap_h`` tall, squeezed to ``max_width``.

    ``weight`` is the stroke width in glyph units (the numerals use 19). Spaces are gaps.
    """
    gap, space = 16.0 + weight, 30.0
    paths: list[tuple[str, float]] = []
    x = 0.0
    for ch in text.upper():
        if ch == " ":
            x += space
            continue
        d, x0, x1 = GLYPHS[ch]
        paths.append((d, x - x0))
        x += x1 - x0 + gap
    x -= gap
    s = cap_h / DIGIT_H
    sx = min(s, max_width / (x + weight)) if x > 0 else s
    ox, oy = cx - sx * x / 2, cy - cap_h / 2
    style = (
        f'fill="none" stroke="{colour}" stroke-width="{f(weight)}" stroke-linecap="round" '
        'stroke-linejoin="round"'
    )
    return "".join(
        f'<path d="{d}" transform="translate({f(ox + dx * sx)},{f(oy)}) '
        f'scale({f(sx)},{f(s)})" {style}/>'
        for d, dx in paths
    ) + "\n"
