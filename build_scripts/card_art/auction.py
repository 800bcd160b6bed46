"""The 40-card Dutch Auction deck: four suits, each a colour and an emblem (green tulip, warm
orange-red heart, pink rosette, blue distelfink), the bid value large in the top-left badge,
victory points in a wreath (gold laurel on paper when positive, a dark thorn ring with a pale
number when negative), and on the 6-10 the power as a pictogram with a short line of text.
Also the back (a barn with a hex sign) and the cost badges 1-6 for the display slots.

Card ids: suit letter ``G R P B`` + bid value ``1``-``10`` (``"G1"``, ``"B10"``).
"""

from __future__ import annotations

import math

from build_scripts.card_art.auction_powers import PICTOGRAMS, POWER_LINES
from build_scripts.card_art.blitz import BADGE_NUM_C, CB_CENTRE, arch, badge_path, colour_frame
from build_scripts.card_art.blitz_backs import folk_back
from build_scripts.card_art.common import (
    INK,
    PAPER,
    W,
    card_base,
    f,
    rrect,
    svg_doc,
)
from build_scripts.card_art.glyphs import lettering, numeral
from build_scripts.card_art.ornaments import distelfink, heart, petal, rosette, tulip
from game.ui import palette
from game.ui.palette import hex_colour as hx

SUITS: tuple[str, ...] = palette.AUCTION_SUIT_ORDER
VALUES: tuple[int, ...] = tuple(range(1, 11))
CARD_IDS: tuple[str, ...] = tuple(f"{s}{v}" for s in SUITS for v in VALUES)
VICTORY_POINTS: dict[int, int] = dict(
    zip(VALUES, (11, 7, 4, 2, 1, -1, -2, -4, -7, -11), strict=True)
)
"""Printed victory points by bid value (the designer's card data; art only, not rules)."""

GOLD, GOLD_DARK = "#d9a33a", "#8c6414"
THORN = "#5a2430"
BACK_TINT, BACK_DARK = "#3b3f8c", "#1d1f4f"
EMBLEM_C = (160.0, 100.0)  # centre of the big suit emblem (top right)
WREATH_C = (76.0, 240.0)  # victory point wreath (lower left)
POWER_C = (177.0, 240.0)  # power pictogram (lower right)


def emblem(
    suit: str, x: float, y: float, size: float, fill: str, detail: str, ring: str | None = None
) -> str:
    """The suit's emblem about ``size`` units across, centred on (x, y); ``ring`` is the
    rosette's ring and boss colour (default ``fill``)."""
    ring = ring or fill
    s = size / 70
    if suit == "G":
        return tulip(x, y + 36 * s, s * 1.0, fill, fill)
    if suit == "R":
        return heart(x, y + 1 * s, s * 3.8, fill)
    if suit == "P":
        return rosette(x, y, 33 * s, fill, ring, ring)
    return distelfink(x - 3 * s, y + 1 * s, s * 1.15, fill, detail)


def wreath(value: int, cx: float, cy: float) -> str:
    """Victory points in a wreath: laurel around paper (positive), thorns around dark
    (negative: a different shape and tone, not just the minus sign)."""
    text = str(value)
    if value >= 0:
        leaves = []
        for side in (1, -1):
            for k in range(7):
                a = math.radians(90 + side * (16 + k * 21))
                px, py = cx + 43 * math.cos(a), cy + 43 * math.sin(a)
                tangent = math.degrees(a) + side * 90
                for turn in (-28, 28):
                    leaves.append(petal(px, py, 0, 15, tangent + turn, 4.6))
        ring = (
            f'<circle cx="{f(cx)}" cy="{f(cy)}" r="43" fill="none" stroke="{GOLD_DARK}" '
            f'stroke-width="2.2"/>\n<path d="{" ".join(leaves)}" fill="{GOLD}" '
            f'stroke="{GOLD_DARK}" stroke-width="1.2"/>\n'
        )
        disc = (
            f'<circle cx="{f(cx)}" cy="{f(cy)}" r="33" fill="{PAPER}" stroke="{INK}" '
            f'stroke-width="2.4"/>\n'
        )
        return ring + disc + numeral(text, cx, cy + 1, 40, 52, INK, INK, 0)
    spikes = []
    n = 18
    for i in range(2 * n):
        r = 52 if i % 2 == 0 else 38
        a = math.radians(i * 180 / n - 90)
        spikes.append(f"{f(cx + r * math.cos(a))},{f(cy + r * math.sin(a))}")
    thorns = (
        f'<path d="M{" L".join(spikes)} Z" fill="{THORN}" stroke="{INK}" stroke-width="2" '
        f'stroke-linejoin="round"/>\n'
    )
    disc = (
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="36" fill="{INK}" stroke="{PAPER}" '
        f'stroke-width="2"/>\n'
    )
    return thorns + disc + numeral(text, cx, cy + 1, 38, 60, PAPER, PAPER, 0)


def face_svg(card_id: str) -> str:
    """SVG text of one Dutch Auction face."""
    suit, value = card_id[0], int(card_id[1:])
    main = hx(palette.AUCTION_COLOURS[suit])
    dark = hx(palette.AUCTION_COLOURS_DARK[suit])
    light = hx(palette.AUCTION_COLOURS_LIGHT[suit])
    out = [card_base(), colour_frame(main)]
    # the big emblem on a pale arch (top right)
    ex, ey = EMBLEM_C
    out.append(f'<path d="{arch(ex, ey - 72, ey + 72, 56)}" fill="{light}"/>\n')
    out.append(emblem(suit, ex, ey - 2, 104, main, dark, dark))
    out.append(wreath(VICTORY_POINTS[value], *WREATH_C))
    if value in PICTOGRAMS:
        px, py = POWER_C
        out.append(
            f'<path d="{rrect(px - 38, py - 38, 76, 76, 14)}" fill="{light}" stroke="{dark}" '
            f'stroke-width="2.4"/>\n'
        )
        out.append(
            f'<g transform="translate({f(px - 32)},{f(py - 32)}) scale(0.64)">'
            f"{PICTOGRAMS[value](dark, PAPER)}</g>\n"
        )
        lines = POWER_LINES[value]
        for i, line in enumerate(lines):
            y = 306 + (i - (len(lines) - 1) / 2) * 19
            out.append(lettering(line, W / 2, y, 13, 190, INK, 14))
    else:
        out.append(tulip(160, 292, 0.62, light, main, -16) + tulip(196, 292, 0.62, light, main, 16))
    # corner badge: the bid value and the emblem in paper
    bx, by = BADGE_NUM_C
    out.append(f'<path d="{badge_path()}" fill="{main}"/>\n')
    # a condensed 10, kept to the left, so it still reads in a tightly fanned hand
    wide = value >= 10
    out.append(numeral(str(value), bx - 5 * wide, by, 92, 60 if wide else 74, PAPER, INK, 8))
    out.append(emblem(suit, CB_CENTRE[0], CB_CENTRE[1], 38, PAPER, main))
    return svg_doc("".join(out))


def emblem_barn(c: str, hi: str) -> str:
    """A bank barn with a hex sign on the gable (box 100 x 100)."""
    return (
        f'<path d="M8,52 L22,28 L50,12 L78,28 L92,52 V96 H8 Z" fill="{c}"/>'
        f'<path d="M4,54 L22,24 L50,8 L78,24 L96,54" fill="none" stroke="{c}" '
        f'stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>'
        f'<path d="{rrect(34, 62, 32, 34, 2)}" fill="{hi}"/>'
        f'<path d="M36,64 L64,94 M64,64 L36,94 M50,62 V96" stroke="{c}" stroke-width="3"/>'
        f'<circle cx="50" cy="38" r="14" fill="{hi}"/>'
        + rosette(50, 38, 11.5, c, c, hi)
        + f'<path d="{rrect(14, 62, 12, 12, 2)} {rrect(74, 62, 12, 12, 2)}" fill="{hi}"/>'
    )


def back_svg() -> str:
    """The Dutch Auction back: indigo, a barn with a hex sign in the medallion."""
    return folk_back(BACK_TINT, BACK_DARK, emblem_barn(BACK_DARK, PAPER))


def cost_badge_svg(cost: int) -> str:
    """A display-slot cost badge (square 100 x 100): a gold rosette seal with the number."""
    ring = " ".join(petal(50, 50, 30, 48, i * 22.5, 7.5) for i in range(16))
    body = (
        f'<path d="{ring}" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.6"/>'
        f'<circle cx="50" cy="50" r="36" fill="{PAPER}" stroke="{INK}" stroke-width="3.5"/>'
        f'<circle cx="50" cy="50" r="30" fill="none" stroke="{GOLD_DARK}" stroke-width="1.6" '
        f'stroke-dasharray="1.5 4.5" stroke-linecap="round"/>\n'
        + numeral(str(cost), 50, 51, 46, 40, INK, INK, 0)
    )
    return svg_doc(body, 100, 100)

