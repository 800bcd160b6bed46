"""The Dutch Blitz faces: colour frame, corner number badges, the boy or girl figure on an
arch, the big number in a hex-sign medallion, and the colour-blind overlays."""

from __future__ import annotations

import math

from build_scripts.card_art.common import (
    CARD_R,
    FRAME_IN,
    INK,
    PANEL_IN,
    PAPER,
    H,
    W,
    card_base,
    f,
    rrect,
    svg_doc,
)
from build_scripts.card_art.glyphs import numeral
from build_scripts.card_art.ornaments import heart, petal, tulip
from game.ui import palette
from game.ui.palette import hex_colour as hx

BADGE_W, BADGE_H = 80, 144  # corner number badge (measured from the frame corner)
BADGE_NUM_C = (FRAME_IN + BADGE_W / 2, 60.0)  # centre of the corner number
CB_CENTRE = (FRAME_IN + BADGE_W / 2, 130.0)  # colour-blind symbol / heart in the badge
FIG_C = (160.0, 104.0)  # centre of the figure (top right)
FIG_H = 150.0  # figure height
MEDAL_C = (94.0, 254.0)  # hex-sign medallion with the big number (lower left)


# ----------------------------------------------------------------------------------------------
# Figures (box 60 x 100, feet at y = 100)
# ----------------------------------------------------------------------------------------------
def boy(dark: str, detail: str) -> str:
    """Silhouette of a boy: broad-brimmed hat, shirt with braces, trousers."""
    return (
        # legs (trousers) with a clear gap between them
        f'<path d="M18,62 H29 V96 H18 Z M31,62 H42 V96 H31 Z" fill="{dark}"/>'
        # shoes
        f'<path d="M14,100 C14,95 17,93 22,93 H29 V100 Z M46,100 C46,95 43,93 38,93 H31 V100 Z" '
        f'fill="{dark}"/>'
        # torso and arms
        f'<path d="M30,34 C40,34 47,37 48,44 L51,64 C51,68 45,68 45,64 L43,50 L42,66 H18 '
        f'L17,50 L15,64 C15,68 9,68 9,64 L12,44 C13,37 20,34 30,34 Z" fill="{dark}"/>'
        # braces over the shirt
        f'<path d="M22,36 L25,64 M38,36 L35,64" stroke="{detail}" stroke-width="3.4" '
        f'stroke-linecap="round"/>'
        f'<path d="M18,58 H42" stroke="{detail}" stroke-width="2"/>'
        # head
        f'<circle cx="30" cy="25" r="9.5" fill="{dark}"/>'
        # hat: wide flat brim and a low crown with a band
        f'<path d="{rrect(3, 14.5, 54, 6.5, 3.2)}" fill="{dark}"/>'
        f'<path d="M17,16 C17,6 20,3 30,3 C40,3 43,6 43,16 Z" fill="{dark}"/>'
        f'<path d="M17.5,12.5 H42.5" stroke="{detail}" stroke-width="2.4"/>'
    )


def girl(dark: str, detail: str) -> str:
    """Silhouette of a girl: bonnet framing the face, full bell skirt, apron."""
    return (
        # shoes under the hem
        f'<path d="M20,100 C20,96 22,94 26,94 H29 V100 Z M40,100 C40,96 38,94 34,94 H31 V100 Z" '
        f'fill="{dark}"/>'
        # arms (sleeves puffed at the shoulder, hands by the skirt)
        f'<path d="M17,38 C11,38 8,42 8,47 L6,63 C6,67 12,68 13,64 L17,50 Z '
        f'M43,38 C49,38 52,42 52,47 L54,63 C54,67 48,68 47,64 L43,50 Z" fill="{dark}"/>'
        # dress: fitted bodice, wide bell skirt with a gently curved hem
        f'<path d="M30,35 C38,35 44,37 45,43 L42,56 C50,66 56,80 58,91 C58,95 56,96 53,96 '
        f'C45,94 15,94 7,96 C4,96 2,95 2,91 C4,80 10,66 18,56 L15,43 C16,37 22,35 30,35 Z" '
        f'fill="{dark}"/>'
        # apron with a waist band
        f'<path d="M22,57 H38 C40,68 42,78 43,85 C43,88 41,89 39,89 H21 C19,89 17,88 17,85 '
        f'C18,78 20,68 22,57 Z" fill="{detail}"/>'
        f'<path d="M17.5,56 H42.5" stroke="{detail}" stroke-width="3.4" stroke-linecap="round"/>'
        # bonnet: a rounded hood framing the head; a paper line marks the brim, a bow the ties
        f'<path d="M30,2 C45,2 51,12 51,25 C51,33 48,38 43,40 L17,40 C12,38 9,33 9,25 '
        f'C9,12 15,2 30,2 Z" fill="{dark}"/>'
        f'<circle cx="30" cy="27" r="10" fill="{dark}" stroke="{detail}" stroke-width="2"/>'
        f'<path d="M30,40 L23,36 L23,44 Z M30,40 L37,36 L37,44 Z" fill="{detail}"/>'
    )


def figure(colour: str, x: float, y: float, h: float, rot: float = 0) -> str:
    """The boy or girl figure for ``colour``, 60x100 box scaled to height ``h`` at (x, y)."""
    dark = hx(palette.CARD_COLOURS_DARK[colour])
    art = boy(dark, PAPER) if colour in palette.BOY_COLOURS else girl(dark, PAPER)
    s = h / 100
    return (
        f'<g transform="translate({f(x)},{f(y)}) rotate({f(rot)}) scale({f(s)}) '
        f'translate(-30,-50)">{art}</g>\n'
    )


def badge_path() -> str:
    """The top-left number badge: follows the frame corner, rounded inner corner."""
    x0 = y0 = FRAME_IN
    x1, y1 = BADGE_W + FRAME_IN, BADGE_H + FRAME_IN
    r_out, r_in = CARD_R - FRAME_IN + 3, 22
    return (
        f"M{f(x0 + r_out)},{f(y0)} H{f(x1 - 8)} A8,8 0 0 1 {f(x1)},{f(y0 + 8)} "
        f"V{f(y1 - r_in)} A{r_in},{r_in} 0 0 1 {f(x1 - r_in)},{f(y1)} H{f(x0 + 8)} "
        f"A8,8 0 0 1 {f(x0)},{f(y1 - 8)} V{f(y0 + r_out)} "
        f"A{f(r_out)},{f(r_out)} 0 0 1 {f(x0 + r_out)},{f(y0)} Z"
    )


def colour_frame(main: str) -> str:
    """The colour frame (outer rounded rect minus the paper panel) with a thin paper pin-line
    inside it, folk-border style."""
    fi, pi = FRAME_IN, PANEL_IN
    frame = (
        rrect(fi, fi, W - 2 * fi, H - 2 * fi, CARD_R - fi + 3)
        + " "
        + rrect(pi, pi, W - 2 * pi, H - 2 * pi, 7)
    )
    return (
        f'<path d="{frame}" fill="{main}" fill-rule="evenodd"/>\n'
        f'<path d="{rrect(fi + 4, fi + 4, W - 2 * fi - 8, H - 2 * fi - 8, CARD_R - fi)}" '
        f'fill="none" stroke="{PAPER}" stroke-width="1.3" stroke-opacity="0.75"/>\n'
    )


def arch(cx: float, top: float, bottom: float, half_w: float) -> str:
    """Path data of a round-topped arch panel centred on ``cx``."""
    shoulder, ctrl = top + 52, top + 16
    return (
        f"M{f(cx - half_w)},{f(bottom)} V{f(shoulder)} C{f(cx - half_w)},{f(ctrl)} "
        f"{f(cx - 30)},{f(top)} {f(cx)},{f(top)} C{f(cx + 30)},{f(top)} "
        f"{f(cx + half_w)},{f(ctrl)} {f(cx + half_w)},{f(shoulder)} V{f(bottom)} Z"
    )


def _figure_panel(colour: str, main: str, dark: str, light: str) -> str:
    """The boy or girl figure on a pale arch, with tulips growing at its feet."""
    fx, fy = FIG_C
    return (
        f'<path d="{arch(fx, fy - 80, fy + 80, 52)}" fill="{light}"/>\n'
        f'<path d="M{f(fx - 60)},{f(fy + 80)} H{f(fx + 60)}" stroke="{dark}" '
        f'stroke-width="3" stroke-linecap="round"/>\n'
        + tulip(fx - 41, fy + 79, 0.5, main, dark)
        + tulip(fx + 41, fy + 79, 0.5, main, dark)
        + figure(colour, fx, fy + 2, FIG_H)
    )


def _medallion(text: str, main: str, dark: str) -> str:
    """The hex-sign medallion with the big number."""
    mx, my = MEDAL_C
    ring = " ".join(petal(mx, my, 44, 64, i * 30 + 15, 7) for i in range(12))
    dots = "".join(
        f'<circle cx="{f(mx + 56 * math.cos(math.radians(i * 30)))}" '
        f'cy="{f(my + 56 * math.sin(math.radians(i * 30)))}" r="2.6" fill="{dark}"/>'
        for i in range(12)
    )
    return (
        f'<path d="{ring}" fill="{main}"/>\n'
        + dots
        + "\n"
        + f'<circle cx="{f(mx)}" cy="{f(my)}" r="48" fill="{main}" stroke="{INK}" '
        f'stroke-width="2.4"/>\n'
        f'<circle cx="{f(mx)}" cy="{f(my)}" r="42" fill="none" stroke="{PAPER}" '
        f'stroke-width="1.8" stroke-dasharray="1 5.5" stroke-linecap="round"/>\n'
        + numeral(text, mx, my + 1, 80, 86, PAPER, INK, 7.5)
    )


def face_svg(colour: str, number: int) -> str:
    """SVG text of one card face.

    Diagonal layout: number badges in the top-left and bottom-right corners, the boy or girl
    figure large in the top right (so it still shows when cards overlap in a fanned pile),
    and the big number in a hex-sign medallion in the lower left.
    """
    main = hx(palette.CARD_COLOURS[colour])
    dark = hx(palette.CARD_COLOURS_DARK[colour])
    light = hx(palette.CARD_COLOURS_LIGHT[colour])
    text = str(number)
    out = [card_base(), colour_frame(main), _figure_panel(colour, main, dark, light)]
    out.append(_medallion(text, main, dark))
    # corner badges with the number (the thing a fast player reads) and a heart, which the
    # colour-blind overlay covers with the colour's shape
    bx, by = BADGE_NUM_C
    hx_, hy = CB_CENTRE
    corner = (
        f'<path d="{badge_path()}" fill="{main}"/>\n'
        + numeral(text, bx, by, 92, 74, PAPER, INK, 8)
        + heart(hx_, hy, 1.5, PAPER)
    )
    out.append(corner)
    out.append(f'<g transform="rotate(180,{W / 2},{H / 2})">\n{corner}</g>\n')
    return svg_doc("".join(out))


def cb_shape(colour: str, cx: float, cy: float, r: float, fill: str = PAPER) -> str:
    """The colour-blind shape for ``colour`` centred on (cx, cy), about ``r`` in radius."""
    shape = palette.COLOUR_BLIND_SHAPES[colour]
    style = f'fill="{fill}" stroke="{INK}" stroke-width="{f(r * 0.22)}" stroke-linejoin="round"'
    if shape == "circle":
        return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r * 0.82)}" {style}/>'
    if shape == "square":
        a = r * 0.72
        return f'<path d="{rrect(cx - a, cy - a, 2 * a, 2 * a, r * 0.08)}" {style}/>'
    if shape == "triangle":
        return (
            f'<path d="M{f(cx)},{f(cy - r * 0.95)} L{f(cx + r * 0.98)},{f(cy + r * 0.72)} '
            f'L{f(cx - r * 0.98)},{f(cy + r * 0.72)} Z" {style}/>'
        )
    return (
        f'<path d="M{f(cx)},{f(cy - r)} L{f(cx + r * 0.8)},{f(cy)} L{f(cx)},{f(cy + r)} '
        f'L{f(cx - r * 0.8)},{f(cy)} Z" {style}/>'
    )


def cb_overlay_svg(colour: str) -> str:
    """Transparent card-sized layer with the colour's shape in both corner badges.

    The shape is drawn like the corner number (paper white, dark outline) over a disc of the
    badge colour that hides the little heart the plain face has in that spot.
    """
    cx, cy = CB_CENTRE
    r = 22
    main = hx(palette.CARD_COLOURS[colour])
    one = (
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="19" fill="{main}"/>\n'
        + cb_shape(colour, cx, cy, r)
        + "\n"
    )
    return svg_doc(one + f'<g transform="rotate(180,{W / 2},{H / 2})">\n{one}</g>\n')
