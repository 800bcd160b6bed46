"""Pennsylvania Dutch folk ornaments: pointed petals, hex-sign rosettes, tulips, distelfinks
and hearts, as SVG snippets."""

from __future__ import annotations

import math

from build_scripts.card_art.common import PAPER, f


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
