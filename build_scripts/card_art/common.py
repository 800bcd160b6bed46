"""Shared pieces of the card art generator: card size, paper and ink, number formatting,
rounded rectangles, the SVG wrapper, line clipping and the blank card with its outline."""

from __future__ import annotations

from game.ui import palette
from game.ui.palette import hex_colour as hx

W, H = 250, 350
CARD_R = 16
INK = hx(palette.INK)
PAPER = hx(palette.PAPER)
PAPER_SHADE = hx(palette.PAPER_SHADE)
FRAME_IN = 8  # colour frame starts this far inside the card edge
PANEL_IN = 21  # paper panel starts this far inside the card edge


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


def card_base(fill: str = PAPER) -> str:
    """Card blank with the thin dark outline."""
    return (
        f'<path d="{rrect(1.5, 1.5, W - 3, H - 3, CARD_R)}" fill="{fill}" stroke="{INK}" '
        f'stroke-width="3"/>\n'
    )

