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
    """A number centred on (cx, cy): outline stroke under a fill stroke, scaled to fit."""
    xs: list[tuple[str, float]] = []
    x = 0.0
    for i, ch in enumerate(text):
        _, x0, x1 = DIGITS[ch]
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
    for layer_colour, width in ((outline, DIGIT_SW + 2 * outline_w), (fill, DIGIT_SW)):
        for ch, dx in xs:
            parts.append(
                f'<path d="{DIGITS[ch][0]}" transform="translate({f(ox + dx * sx)},{f(oy)}) '
                f'scale({f(sx)},{f(s)})" fill="none" stroke="{layer_colour}" '
                f'stroke-width="{f(width)}" stroke-linecap="round" stroke-linejoin="round"/>'
            )
    return "\n".join(parts) + "\n"
