"""Generate the card art SVG files in ``assets/cards/`` and the app icon ``assets/icon.svg``.

Pure string templating, deterministic: running it twice gives byte-identical files, so the
generated SVGs are committed next to this script and a diff shows every art change.

Run from the repository root::

    python build_scripts/make_card_art.py

Files written (all cards use a 250 x 350 view box, i.e. the 5:7 card proportion):

- ``cards/face_<C>_<N>.svg``  for C in R, B, Y, G and N in 1..10 (40 faces)
- ``cards/cb_<C>.svg``        colour-blind overlay per colour: a transparent card-sized layer
                              with the colour's shape in the top-left and bottom-right corners
- ``cards/back_<deck>.svg``   for deck in pump, carriage, pail, plow
- ``cards/slot.svg``          empty-pile placeholder outline
- ``icon.svg``                square app icon

The renderer is SDL_image's nanosvg, so only plain shapes are used: paths, circles, rects,
ellipses, groups with transforms, solid fills/strokes with opacity. No text elements (digits
are drawn as stroked paths), no clip paths, masks, patterns, filters or ``<use>``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ui import palette  # noqa: E402  (needs the path set above)
from game.ui.palette import hex_colour as hx  # noqa: E402

W, H = 250, 350
CARD_R = 16
INK = hx(palette.INK)
PAPER = hx(palette.PAPER)
PAPER_SHADE = hx(palette.PAPER_SHADE)

# Layout of a face (view-box units).
FRAME_IN = 8  # colour frame starts this far inside the card edge
PANEL_IN = 21  # paper panel starts this far inside the card edge
BADGE_W, BADGE_H = 80, 144  # corner number badge (measured from the frame corner)
BADGE_NUM_C = (FRAME_IN + BADGE_W / 2, 60.0)  # centre of the corner number
CB_CENTRE = (FRAME_IN + BADGE_W / 2, 130.0)  # colour-blind symbol / heart in the badge
FIG_C = (160.0, 104.0)  # centre of the figure (top right)
FIG_H = 150.0  # figure height
MEDAL_C = (94.0, 254.0)  # hex-sign medallion with the big number (lower left)


def f(v: float) -> str:
    """Format a number compactly and deterministically."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def rrect(x: float, y: float, w: float, h: float, r: float) -> str:
    """Path data for a rounded rectangle."""
    return (
        f"M{f(x + r)},{f(y)} H{f(x + w - r)} A{f(r)},{f(r)} 0 0 1 {f(x + w)},{f(y + r)} "
        f"V{f(y + h - r)} A{f(r)},{f(r)} 0 0 1 {f(x + w - r)},{f(y + h)} H{f(x + r)} "
        f"A{f(r)},{f(r)} 0 0 1 {f(x)},{f(y + h - r)} V{f(y + r)} "
        f"A{f(r)},{f(r)} 0 0 1 {f(x + r)},{f(y)} Z"
    )


def svg_doc(body: str, w: int = W, h: int = H) -> str:
    """Wrap ``body`` in an SVG root element."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}">\n{body}</svg>\n'
    )


def clip_line(
    box: tuple[float, float, float, float], p: tuple[float, float], d: tuple[float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Clip the infinite line p + t*d to ``box`` (x0, y0, x1, y1) (Liang-Barsky)."""
    x0, y0, x1, y1 = box
    t0, t1 = -1e9, 1e9
    for pi, di, lo, hi in ((p[0], d[0], x0, x1), (p[1], d[1], y0, y1)):
        if di == 0:
            if not lo <= pi <= hi:
                return None
            continue
        ta, tb = (lo - pi) / di, (hi - pi) / di
        t0, t1 = max(t0, min(ta, tb)), min(t1, max(ta, tb))
    if t1 - t0 < 1e-6:
        return None
    return ((p[0] + t0 * d[0], p[1] + t0 * d[1]), (p[0] + t1 * d[0], p[1] + t1 * d[1]))


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


# ----------------------------------------------------------------------------------------------
# Ornaments
# ----------------------------------------------------------------------------------------------
def petal(cx: float, cy: float, r0: float, r1: float, ang: float, width: float) -> str:
    """Path data for a pointed petal (vesica) from radius r0 to r1 at angle ``ang`` (deg)."""
    a = math.radians(ang)
    ux, uy = math.cos(a), math.sin(a)
    px, py = -uy, ux
    x0, y0 = cx + ux * r0, cy + uy * r0
    x1, y1 = cx + ux * r1, cy + uy * r1
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    c1 = (mx + px * width, my + py * width)
    c2 = (mx - px * width, my - py * width)
    return (
        f"M{f(x0)},{f(y0)} Q{f(c1[0])},{f(c1[1])} {f(x1)},{f(y1)} "
        f"Q{f(c2[0])},{f(c2[1])} {f(x0)},{f(y0)} Z"
    )


def rosette(
    cx: float,
    cy: float,
    r: float,
    petal_fill: str,
    ring: str,
    centre: str,
    n: int = 6,
    rot: float = -90,
) -> str:
    """A hex-sign rosette: n pointed petals in a ring, dots between, a centre boss."""
    out = [
        f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="none" stroke="{ring}" '
        f'stroke-width="{f(r * 0.09)}"/>'
    ]
    petals = " ".join(
        petal(cx, cy, r * 0.12, r * 0.86, rot + i * 360 / n, r * 0.36) for i in range(n)
    )
    out.append(f'<path d="{petals}" fill="{petal_fill}"/>')
    for i in range(n):
        a = math.radians(rot + (i + 0.5) * 360 / n)
        out.append(
            f'<circle cx="{f(cx + math.cos(a) * r * 0.66)}" cy="{f(cy + math.sin(a) * r * 0.66)}" '
            f'r="{f(r * 0.08)}" fill="{petal_fill}"/>'
        )
    out.append(f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r * 0.14)}" fill="{centre}"/>')
    return "\n".join(out) + "\n"


def tulip(x: float, y: float, s: float, flower: str, leaf: str, rot: float = 0) -> str:
    """A folk-art tulip on a short stem with two leaves; (x, y) is the stem foot."""
    body = (
        # stem
        f'<path d="M0,0 C1,-12 -1,-22 0,-34" fill="none" stroke="{leaf}" stroke-width="3.2" '
        f'stroke-linecap="round"/>'
        # leaves
        f'<path d="M0,-4 C-14,-6 -22,-18 -22,-30 C-12,-26 -3,-18 0,-4 Z" fill="{leaf}"/>'
        f'<path d="M0,-4 C14,-6 22,-18 22,-30 C12,-26 3,-18 0,-4 Z" fill="{leaf}"/>'
        # outer petals (curling outwards) and the pointed centre petal
        f'<path d="M0,-32 C-10,-32 -17,-40 -17,-52 C-17,-58 -15,-62 -13,-64 '
        f"C-10,-56 -6,-52 0,-50 C6,-52 10,-56 13,-64 C15,-62 17,-58 17,-52 "
        f'C17,-40 10,-32 0,-32 Z" fill="{flower}"/>'
        f'<path d="M0,-36 C-7,-40 -8,-50 -6,-58 C-4,-63 -2,-66 0,-69 C2,-66 4,-63 6,-58 '
        f'C8,-50 7,-40 0,-36 Z" fill="{flower}" stroke="{PAPER}" stroke-width="1.6"/>'
    )
    return f'<g transform="translate({f(x)},{f(y)}) rotate({f(rot)}) scale({f(s)})">{body}</g>\n'


def distelfink(x: float, y: float, s: float, body: str, wing: str, flip: bool = False) -> str:
    """A flat distelfink (stylised goldfinch) facing right (or left if ``flip``)."""
    sx = -s if flip else s
    g = (
        # tail feathers
        f'<path d="M-14,4 L-34,-6 L-30,2 L-36,8 L-29,10 L-32,17 L-12,12 Z" fill="{wing}"/>'
        # body and head
        f'<path d="M-16,6 C-16,-6 -4,-12 8,-12 C12,-20 22,-22 27,-15 C30,-11 30,-6 28,-2 '
        f'C26,10 14,18 0,18 C-10,18 -16,14 -16,6 Z" fill="{body}"/>'
        # beak
        f'<path d="M28,-14 L37,-10 L28,-7 Z" fill="{wing}"/>'
        # eye
        f'<circle cx="22" cy="-12" r="2.2" fill="{PAPER}"/>'
        # wing (a heart-ish flat leaf with a paper vein)
        f'<path d="M-8,2 C-2,-10 12,-10 16,0 C12,8 0,12 -8,2 Z" fill="{wing}"/>'
        f'<path d="M-4,2 C2,-2 8,-2 13,0" fill="none" stroke="{PAPER}" stroke-width="1.6" '
        f'stroke-linecap="round"/>'
        # legs
        f'<path d="M2,17 L0,24 M8,17 L8,24" stroke="{wing}" stroke-width="2.2" '
        f'stroke-linecap="round"/>'
    )
    return f'<g transform="translate({f(x)},{f(y)}) scale({f(sx)},{f(s)})">{g}</g>\n'


def heart(x: float, y: float, s: float, fill: str) -> str:
    """A small folk heart centred on (x, y)."""
    d = "M0,7 C-9,0 -10,-6 -6,-8 C-3,-10 -1,-8 0,-5 C1,-8 3,-10 6,-8 C10,-6 9,0 0,7 Z"
    return f'<path d="{d}" transform="translate({f(x)},{f(y)}) scale({f(s)})" fill="{fill}"/>\n'


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


# ----------------------------------------------------------------------------------------------
# Faces
# ----------------------------------------------------------------------------------------------
def card_base(fill: str = PAPER) -> str:
    """Card blank with the thin dark outline."""
    return (
        f'<path d="{rrect(1.5, 1.5, W - 3, H - 3, CARD_R)}" fill="{fill}" stroke="{INK}" '
        f'stroke-width="3"/>\n'
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
    out = [card_base()]
    # colour frame (outer rounded rect minus the paper panel)
    fi, pi = FRAME_IN, PANEL_IN
    frame = (
        rrect(fi, fi, W - 2 * fi, H - 2 * fi, CARD_R - fi + 3)
        + " "
        + rrect(pi, pi, W - 2 * pi, H - 2 * pi, 7)
    )
    out.append(f'<path d="{frame}" fill="{main}" fill-rule="evenodd"/>\n')
    # a thin paper pin-line inside the frame, folk-border style
    out.append(
        f'<path d="{rrect(fi + 4, fi + 4, W - 2 * fi - 8, H - 2 * fi - 8, CARD_R - fi)}" '
        f'fill="none" stroke="{PAPER}" stroke-width="1.3" stroke-opacity="0.75"/>\n'
    )
    # figure on a pale arch, with tulips growing at its feet
    fx, fy = FIG_C
    arch = (
        f"M{f(fx - 52)},{f(fy + 80)} V{f(fy - 28)} C{f(fx - 52)},{f(fy - 64)} "
        f"{f(fx - 30)},{f(fy - 80)} {f(fx)},{f(fy - 80)} C{f(fx + 30)},{f(fy - 80)} "
        f"{f(fx + 52)},{f(fy - 64)} {f(fx + 52)},{f(fy - 28)} V{f(fy + 80)} Z"
    )
    out.append(f'<path d="{arch}" fill="{light}"/>\n')
    out.append(
        f'<path d="M{f(fx - 60)},{f(fy + 80)} H{f(fx + 60)}" stroke="{dark}" '
        f'stroke-width="3" stroke-linecap="round"/>\n'
    )
    out.append(tulip(fx - 41, fy + 79, 0.5, main, dark))
    out.append(tulip(fx + 41, fy + 79, 0.5, main, dark))
    out.append(figure(colour, fx, fy + 2, FIG_H))
    # hex-sign medallion with the big number
    mx, my = MEDAL_C
    ring = " ".join(petal(mx, my, 44, 64, i * 30 + 15, 7) for i in range(12))
    out.append(f'<path d="{ring}" fill="{main}"/>\n')
    dots = "".join(
        f'<circle cx="{f(mx + 56 * math.cos(math.radians(i * 30)))}" '
        f'cy="{f(my + 56 * math.sin(math.radians(i * 30)))}" r="2.6" fill="{dark}"/>'
        for i in range(12)
    )
    out.append(dots + "\n")
    out.append(
        f'<circle cx="{f(mx)}" cy="{f(my)}" r="48" fill="{main}" stroke="{INK}" '
        f'stroke-width="2.4"/>\n'
    )
    out.append(
        f'<circle cx="{f(mx)}" cy="{f(my)}" r="42" fill="none" stroke="{PAPER}" '
        f'stroke-width="1.8" stroke-dasharray="1 5.5" stroke-linecap="round"/>\n'
    )
    out.append(numeral(text, mx, my + 1, 80, 86, PAPER, INK, 7.5))
    # corner badges with the number (the thing a fast player reads) and a heart, which the
    # colour-blind overlay covers with the colour's shape
    bp = badge_path()
    bx, by = BADGE_NUM_C
    hx_, hy = CB_CENTRE
    corner = (
        f'<path d="{bp}" fill="{main}"/>\n'
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
    """SVG text of one deck back."""
    tint = hx(palette.BACK_TINTS[deck])
    dark = hx(palette.BACK_TINTS_DARK[deck])
    out = [card_base()]
    fi = FRAME_IN
    out.append(
        f'<path d="{rrect(fi, fi, W - 2 * fi, H - 2 * fi, CARD_R - fi + 3)}" fill="{tint}"/>\n'
    )
    # fine lattice in the field, clipped to the field by hand (nanosvg has no clip paths)
    b = 18
    field = (b + 4, b + 4, W - b - 4, H - b - 4)
    lines = []
    for k in range(-24, 40):
        for direction in (1, -1):
            seg = clip_line(field, (k * 16.0, 0.0), (direction, 1.0))
            if seg:
                (xa, ya), (xb, yb) = seg
                lines.append(f"M{f(xa)},{f(ya)} L{f(xb)},{f(yb)}")
    out.append(
        f'<path d="{" ".join(lines)}" stroke="{dark}" stroke-width="1.4" stroke-opacity="0.4"/>\n'
    )
    # border: paper double line with hearts at the corners and dots along the sides
    out.append(
        f'<path d="{rrect(b - 3, b - 3, W - 2 * b + 6, H - 2 * b + 6, 10)}" fill="none" '
        f'stroke="{PAPER}" stroke-width="2.4"/>\n'
    )
    out.append(
        f'<path d="{rrect(b + 4, b + 4, W - 2 * b - 8, H - 2 * b - 8, 8)}" fill="none" '
        f'stroke="{PAPER}" stroke-width="1.4"/>\n'
    )
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
    em = EMBLEMS[deck](dark, PAPER)
    out.append(f'<g transform="translate({f(cx - 46)},{f(cy - 47)}) scale(0.92)">{em}</g>\n')
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


def build(out_dir: Path = ROOT / "assets") -> list[Path]:
    """Write every SVG; return the paths written."""
    cards = out_dir / "cards"
    cards.mkdir(parents=True, exist_ok=True)
    files: dict[Path, str] = {}
    for c in palette.COLOUR_ORDER:
        for n in range(1, 11):
            files[cards / f"face_{c}_{n}.svg"] = face_svg(c, n)
        files[cards / f"cb_{c}.svg"] = cb_overlay_svg(c)
    for deck in palette.DECKS:
        files[cards / f"back_{deck}.svg"] = back_svg(deck)
    files[cards / "slot.svg"] = slot_svg()
    files[out_dir / "icon.svg"] = icon_svg()
    for path, text in files.items():
        path.write_text(text, encoding="utf-8", newline="\n")
    return list(files)


if __name__ == "__main__":
    written = build()
    print(f"wrote {len(written)} SVG files")
