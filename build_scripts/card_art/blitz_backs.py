"""Card backs (the folk-border back shared by every deck, with the Dutch Blitz emblems: pump,
carriage, pail, plow), the empty-pile slot and the app icon."""

from __future__ import annotations

import math

from build_scripts.card_art.common import (
    CARD_R,
    FRAME_IN,
    INK,
    PAPER,
    H,
    W,
    card_base,
    clip_line,
    f,
    rrect,
    svg_doc,
)
from build_scripts.card_art.ornaments import distelfink, heart, petal, rosette, tulip
from game.ui import palette
from game.ui.palette import hex_colour as hx


# ----------------------------------------------------------------------------------------------
# Backs
# ----------------------------------------------------------------------------------------------
def emblem_pump(c: str, hi: str) -> str:
    """A farmyard hand pump (box 100 x 100)."""
    return (
        f'<path d="M24,90 H76 V98 H24 Z" fill="{c}"/>'
        f'<path d="{rrect(36, 30, 28, 62, 4)}" fill="{c}"/>'
        f'<path d="M31,32 C31,20 39,14 50,14 C61,14 69,20 69,32 Z" fill="{c}"/>'
        f'<circle cx="50" cy="11" r="5" fill="{c}"/>'
        f'<path d="M62,42 H84 C90,42 92,46 92,52 V58 H84 V52 H62 Z" fill="{c}"/>'
        f'<path d="M88,64 C91,69 93,72 93,75 C93,78 91,80 88,80 C85,80 83,78 83,75 '
        f'C83,72 85,69 88,64 Z" fill="{c}"/>'
        f'<path d="M44,24 L12,6" stroke="{c}" stroke-width="7" stroke-linecap="round"/>'
        f'<circle cx="10" cy="5" r="6" fill="{c}"/>'
        f'<path d="M40,50 H60 M40,74 H60" stroke="{hi}" stroke-width="3"/>'
    )


def emblem_carriage(c: str, hi: str) -> str:
    """A covered buggy (box 100 x 100)."""

    def wheel(x: float, y: float, r: float) -> str:
        spokes = " ".join(
            f"M{f(x)},{f(y)} L{f(x + r * math.cos(math.radians(a)))},"
            f"{f(y + r * math.sin(math.radians(a)))}"
            for a in range(0, 360, 45)
        )
        return (
            f'<circle cx="{f(x)}" cy="{f(y)}" r="{f(r)}" fill="none" stroke="{c}" '
            f'stroke-width="5.5"/><path d="{spokes}" stroke="{c}" stroke-width="2.6"/>'
            f'<circle cx="{f(x)}" cy="{f(y)}" r="4" fill="{c}"/>'
        )

    return (
        # cab with arched roof
        f'<path d="M30,62 V24 C30,14 38,10 56,10 C74,10 82,14 82,24 V62 Z" fill="{c}"/>'
        f'<path d="{rrect(38, 22, 18, 20, 3)}" fill="{hi}"/>'
        f'<path d="M26,58 H88 V66 H26 Z" fill="{c}"/>'
        # shafts
        f'<path d="M28,62 L2,52" stroke="{c}" stroke-width="4" stroke-linecap="round"/>'
        + wheel(68, 76, 18)
        + wheel(34, 80, 14)
    )


def emblem_pail(c: str, hi: str) -> str:
    """A wooden pail with iron bands and a bail handle (box 100 x 100)."""
    return (
        f'<path d="M20,40 C20,14 80,14 80,40" fill="none" stroke="{c}" stroke-width="5" '
        f'stroke-linecap="round"/>'
        f'<path d="{rrect(42, 14, 16, 7, 3.5)}" fill="{c}"/>'
        f'<path d="M16,36 H84 L76,92 C76,96 73,98 69,98 H31 C27,98 24,96 24,92 Z" fill="{c}"/>'
        f'<path d="M19,46 H81 M23,80 H77" stroke="{hi}" stroke-width="3.5"/>'
        f'<path d="M36,50 L38,76 M50,50 V76 M64,50 L62,76" stroke="{hi}" stroke-width="1.6" '
        f'stroke-opacity="0.7"/>'
        f'<circle cx="20" cy="40" r="4" fill="{c}"/><circle cx="80" cy="40" r="4" fill="{c}"/>'
    )


def emblem_plow(c: str, hi: str) -> str:
    """A walking plough: beam, handles, share and mouldboard (box 100 x 100)."""
    return (
        # handles
        f'<path d="M58,64 L92,12 M66,70 L98,22" stroke="{c}" stroke-width="5.5" '
        f'stroke-linecap="round"/>'
        f'<path d="M75,40 L86,45" stroke="{c}" stroke-width="4" stroke-linecap="round"/>'
        # beam
        f'<path d="M8,44 C30,46 50,54 66,68" fill="none" stroke="{c}" stroke-width="7" '
        f'stroke-linecap="round"/>'
        # coulter wheel at the front
        f'<circle cx="12" cy="58" r="10" fill="none" stroke="{c}" stroke-width="4.5"/>'
        f'<circle cx="12" cy="58" r="3" fill="{c}"/>'
        f'<path d="M10,46 L12,56" stroke="{c}" stroke-width="4"/>'
        # mouldboard and share
        f'<path d="M44,62 C56,60 70,66 74,80 C70,88 56,92 30,94 C36,86 40,76 44,62 Z" '
        f'fill="{c}"/>'
        f'<path d="M50,70 C58,70 64,74 66,80" fill="none" stroke="{hi}" stroke-width="2.4" '
        f'stroke-linecap="round"/>'
    )


EMBLEMS = {
    "pump": emblem_pump,
    "carriage": emblem_carriage,
    "pail": emblem_pail,
    "plow": emblem_plow,
}


def back_svg(deck: str) -> str:
    """SVG text of one Dutch Blitz deck back."""
    dark = hx(palette.BACK_TINTS_DARK[deck])
    return folk_back(hx(palette.BACK_TINTS[deck]), dark, EMBLEMS[deck](dark, PAPER))


def _lattice(dark: str, b: float) -> str:
    """Fine lattice in the field, clipped to the field by hand (nanosvg has no clip paths)."""
    field = (b + 4, b + 4, W - b - 4, H - b - 4)
    lines = []
    for k in range(-24, 40):
        for direction in (1, -1):
            seg = clip_line(field, (k * 16.0, 0.0), (direction, 1.0))
            if seg:
                (xa, ya), (xb, yb) = seg
                lines.append(f"M{f(xa)},{f(ya)} L{f(xb)},{f(yb)}")
    return (
        f'<path d="{" ".join(lines)}" stroke="{dark}" stroke-width="1.4" stroke-opacity="0.4"/>\n'
    )


def _border(tint: str, b: float) -> str:
    """Paper double line with hearts at the corners and dots along the sides."""
    out = [
        f'<path d="{rrect(b - 3, b - 3, W - 2 * b + 6, H - 2 * b + 6, 10)}" fill="none" '
        f'stroke="{PAPER}" stroke-width="2.4"/>\n',
        f'<path d="{rrect(b + 4, b + 4, W - 2 * b - 8, H - 2 * b - 8, 8)}" fill="none" '
        f'stroke="{PAPER}" stroke-width="1.4"/>\n',
    ]
    for x, y in (
        (b + 10, b + 10),
        (W - b - 10, b + 10),
        (b + 10, H - b - 10),
        (W - b - 10, H - b - 10),
    ):
        out.append(
            f'<circle cx="{f(x)}" cy="{f(y)}" r="12" fill="{tint}" stroke="{PAPER}" '
            f'stroke-width="1.6"/>\n'
        )
        out.append(heart(x, y + 0.5, 0.95, PAPER))
    for x in range(int(b + 34), int(W - b - 30), 16):
        out.append(f'<circle cx="{x + 2}" cy="{b + 0.5}" r="1.9" fill="{PAPER}"/>')
        out.append(f'<circle cx="{x + 2}" cy="{H - b - 0.5}" r="1.9" fill="{PAPER}"/>')
    for y in range(int(b + 34), int(H - b - 30), 16):
        out.append(f'<circle cx="{b + 0.5}" cy="{y + 3}" r="1.9" fill="{PAPER}"/>')
        out.append(f'<circle cx="{W - b - 0.5}" cy="{y + 3}" r="1.9" fill="{PAPER}"/>')
    out.append("\n")
    return "".join(out)


def folk_back(tint: str, dark: str, emblem: str) -> str:
    """A back in ``tint``: lattice field, folk border, distelfinks, tulip and a medallion
    holding ``emblem`` (an SVG snippet in a 100 x 100 box drawn in ``dark`` on paper)."""
    fi, b = FRAME_IN, 18
    out = [
        card_base(),
        f'<path d="{rrect(fi, fi, W - 2 * fi, H - 2 * fi, CARD_R - fi + 3)}" fill="{tint}"/>\n',
        _lattice(dark, b),
        _border(tint, b),
    ]
    # a pair of distelfinks above the medallion, a tulip below it
    cx, cy = W / 2, H / 2
    out.append(distelfink(cx - 30, 58, 0.78, PAPER, dark))
    out.append(distelfink(cx + 30, 58, 0.78, PAPER, dark, flip=True))
    out.append(tulip(cx, 322, 0.82, PAPER, PAPER))
    # medallion with scalloped rosette edge and the emblem
    ring = " ".join(petal(cx, cy, 60, 84, i * 22.5, 8.5) for i in range(16))
    out.append(f'<path d="{ring}" fill="{PAPER}"/>\n')
    out.append(
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="68" fill="{PAPER}" stroke="{dark}" '
        f'stroke-width="3"/>\n'
    )
    out.append(
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="61" fill="none" stroke="{tint}" '
        f'stroke-width="1.8" stroke-dasharray="2 5"/>\n'
    )
    out.append(
        f'<g transform="translate({f(cx - 46)},{f(cy - 47)}) scale(0.92)">{emblem}</g>\n'
    )
    return svg_doc("".join(out))


def slot_svg() -> str:
    """Empty-pile placeholder: solid rounded corners, dashed sides, a faint rosette."""
    c = hx(palette.SLOT_OUTLINE)
    m, r = 4.0, CARD_R
    x0, y0, x1, y1 = m, m, W - m, H - m
    corners = (
        f"M{f(x0)},{f(y0 + r + 8)} V{f(y0 + r)} A{f(r)},{f(r)} 0 0 1 {f(x0 + r)},{f(y0)} "
        f"H{f(x0 + r + 8)} "
        f"M{f(x1 - r - 8)},{f(y0)} H{f(x1 - r)} A{f(r)},{f(r)} 0 0 1 {f(x1)},{f(y0 + r)} "
        f"V{f(y0 + r + 8)} "
        f"M{f(x1)},{f(y1 - r - 8)} V{f(y1 - r)} A{f(r)},{f(r)} 0 0 1 {f(x1 - r)},{f(y1)} "
        f"H{f(x1 - r - 8)} "
        f"M{f(x0 + r + 8)},{f(y1)} H{f(x0 + r)} A{f(r)},{f(r)} 0 0 1 {f(x0)},{f(y1 - r)} "
        f"V{f(y1 - r - 8)}"
    )
    dashes = []
    for a, b_, fixed, horizontal in (
        (x0, x1, y0, True),
        (x0, x1, y1, True),
        (y0, y1, x0, False),
        (y0, y1, x1, False),
    ):
        start, end = a + r + 8, b_ - r - 8
        n = max(1, round((end - start) / 26))
        step = (end - start) / n
        for i in range(n):
            u0, u1 = start + i * step + step * 0.3, start + (i + 1) * step - step * 0.3
            dashes.append(
                f"M{f(u0)},{f(fixed)} H{f(u1)}" if horizontal else f"M{f(fixed)},{f(u0)} V{f(u1)}"
            )
    out = [
        f'<path d="{rrect(x0, y0, x1 - x0, y1 - y0, r)}" fill="{c}" fill-opacity="0.08"/>\n',
        f'<path d="{corners} {" ".join(dashes)}" fill="none" stroke="{c}" '
        f'stroke-opacity="0.8" stroke-width="5" stroke-linecap="round"/>\n',
        rosette(W / 2, H / 2, 52, c, c, c)
        .replace(f'fill="{c}"', f'fill="{c}" fill-opacity="0.28"')
        .replace(f'stroke="{c}"', f'stroke="{c}" stroke-opacity="0.28"'),
    ]
    return svg_doc("".join(out))


def icon_svg() -> str:
    """Square app icon: a red card with a hex-sign rosette, leaning on a blue card."""
    felt = hx(palette.TABLE_FELT)
    red = hx(palette.RED)
    blue = hx(palette.BLUE)
    yellow = hx(palette.YELLOW)
    green = hx(palette.GREEN)
    out = [
        f'<path d="{rrect(16, 16, 480, 480, 96)}" fill="{felt}"/>\n',
        f'<path d="{rrect(30, 30, 452, 452, 84)}" fill="none" stroke="{PAPER}" '
        f'stroke-opacity="0.22" stroke-width="6"/>\n',
        '<g transform="translate(256,250) scale(1.08) translate(-256,-256)">\n',
        # back card
        f'<g transform="rotate(14,256,256)"><path d="{rrect(190, 70, 220, 308, 28)}" '
        f'fill="{blue}" stroke="{INK}" stroke-width="10"/>'
        f'<path d="{rrect(210, 90, 180, 268, 16)}" fill="none" stroke="{PAPER}" '
        f'stroke-width="8"/></g>\n',
        # front card
        f'<g transform="rotate(-10,256,256)"><path d="{rrect(100, 110, 240, 336, 30)}" '
        f'fill="{PAPER}" stroke="{INK}" stroke-width="10"/>'
        f'<path d="{rrect(118, 128, 204, 300, 18)} {rrect(136, 146, 168, 264, 10)}" '
        f'fill="{red}" fill-rule="evenodd"/></g>\n',
    ]
    # hex-sign rosette with petals in the four card colours: bold petals, one outline ring
    cx, cy = 220, 278
    cols = [red, yellow, blue, red, green, blue]
    for i in range(6):
        out.append(
            f'<path d="{petal(cx, cy, 6, 80, -90 + i * 60, 34)}" fill="{cols[i]}" '
            f'stroke="{INK}" stroke-width="3"/>\n'
        )
    out.append(
        f'<circle cx="{cx}" cy="{cy}" r="86" fill="none" stroke="{INK}" stroke-width="9"/>\n'
    )
    out.append(f'<circle cx="{cx}" cy="{cy}" r="13" fill="{INK}"/>\n</g>\n')
    return svg_doc("".join(out), 512, 512)
