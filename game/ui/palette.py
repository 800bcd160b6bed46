"""Colour constants shared by the card art, the table and the UI.

The four card colours are the single source of truth: ``build_scripts/make_card_art.py``
reads them when it writes the SVG faces, and the UI uses them for glows and pile tints.

They were tuned so they stay apart for deuteranopia (Machado 2009 simulation, severity 1):
in the simulated view the pairwise CIELAB distance is at least ~43, and the lightness order
is blue < red < green < yellow, so even the red/green pair differs in brightness as well
as in hue (red turns olive-brown, green turns neutral grey). ``tests/test_art_palette.py``
guards this.

All colours are ``(r, g, b)`` tuples of ints 0-255.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# --- card colours (keys match the rules core: "R", "B", "Y", "G") ---------------------------
RED: RGB = (0xC0, 0x28, 0x2A)
BLUE: RGB = (0x1D, 0x56, 0xB5)
YELLOW: RGB = (0xF5, 0xC0, 0x20)
GREEN: RGB = (0x1A, 0xA8, 0x8C)

CARD_COLOURS: dict[str, RGB] = {"R": RED, "B": BLUE, "Y": YELLOW, "G": GREEN}
"""Main colour of each card colour: the frame, corner badges and centre medallion."""

CARD_COLOURS_DARK: dict[str, RGB] = {
    "R": (0x86, 0x14, 0x1C),
    "B": (0x12, 0x35, 0x7A),
    "Y": (0xB0, 0x7A, 0x08),
    "G": (0x0D, 0x6B, 0x58),
}
"""Deeper shade of each colour: figure silhouettes, ornament details, text on light tints."""

CARD_COLOURS_LIGHT: dict[str, RGB] = {
    "R": (0xF4, 0xC6, 0xBE),
    "B": (0xC4, 0xD6, 0xF2),
    "Y": (0xFB, 0xE6, 0xA2),
    "G": (0xBD, 0xE8, 0xDC),
}
"""Pale tint of each colour: hex-sign petals and background washes on the paper."""

COLOUR_ORDER: tuple[str, ...] = ("R", "B", "Y", "G")
BOY_COLOURS: frozenset[str] = frozenset({"R", "B"})
GIRL_COLOURS: frozenset[str] = frozenset({"Y", "G"})

COLOUR_BLIND_SHAPES: dict[str, str] = {
    "R": "circle",
    "B": "square",
    "Y": "triangle",
    "G": "diamond",
}
"""Shape drawn in the card corners in colour-blind mode."""

# --- Dutch Auction suits (keys match its card ids: "G", "R", "P", "B") ---------------------------
# Green, warm orange-red (far from the pink), pink, blue; in the deuteranopia view the pairwise
# CIELAB distance stays above 40 (lightness blue < green < orange-red < pink), and every suit
# also has its own emblem (tulip, heart, rosette, bird).
AUCTION_SUIT_ORDER: tuple[str, ...] = ("G", "R", "P", "B")
AUCTION_COLOURS: dict[str, RGB] = {
    "G": (0x1B, 0x6E, 0x35),
    "R": (0xF5, 0x6A, 0x2B),
    "P": (0xEF, 0x8F, 0xC3),
    "B": (0x35, 0x52, 0xB8),
}
AUCTION_COLOURS_DARK: dict[str, RGB] = {
    "G": (0x0E, 0x42, 0x1E),
    "R": (0xA3, 0x3A, 0x0E),
    "P": (0xA3, 0x3F, 0x78),
    "B": (0x1D, 0x2E, 0x70),
}
AUCTION_COLOURS_LIGHT: dict[str, RGB] = {
    "G": (0xCF, 0xE8, 0xD2),
    "R": (0xFD, 0xDB, 0xC8),
    "P": (0xFB, 0xDD, 0xEC),
    "B": (0xD3, 0xDB, 0xF3),
}
AUCTION_EMBLEMS: dict[str, str] = {"G": "tulip", "R": "heart", "P": "rosette", "B": "bird"}

# --- card paper and ink ----------------------------------------------------------------------
PAPER: RGB = (0xFB, 0xF4, 0xE4)
"""Warm paper white of the card base."""
PAPER_SHADE: RGB = (0xEF, 0xE3, 0xC8)
INK: RGB = (0x2A, 0x21, 0x1B)
"""Dark warm brown used for card outlines and the outline of numbers."""

# --- deck backs (one tint per deck) -----------------------------------------------------------
DECKS: tuple[str, ...] = ("pump", "carriage", "pail", "plow")
# Back tints differ in lightness (carriage < plow < pump < pail) so the decks stay apart in
# the deuteranopia view too (pairwise simulated delta-E >= 38).
BACK_TINTS: dict[str, RGB] = {
    "pump": (0x3C, 0x86, 0xBE),  # sky blue
    "carriage": (0x6E, 0x24, 0x54),  # plum
    "pail": (0xD3, 0x9A, 0x2E),  # ochre
    "plow": (0x54, 0x70, 0x2A),  # olive
}
BACK_TINTS_DARK: dict[str, RGB] = {
    "pump": (0x1D, 0x4C, 0x72),
    "carriage": (0x3E, 0x0F, 0x2E),
    "pail": (0x7F, 0x56, 0x0F),
    "plow": (0x2E, 0x42, 0x14),
}

# --- table -------------------------------------------------------------------------------------
TABLE_FELT: RGB = (0x24, 0x55, 0x4A)
"""Base colour of the felt table background (a calm blue-green, never pure black)."""
TABLE_FELT_DARK: RGB = (0x16, 0x38, 0x31)
"""Colour the felt darkens to at the window edges (vignette)."""
TABLE_FELT_LIGHT: RGB = (0x2E, 0x66, 0x59)
TABLE_TEXT: RGB = (0xF6, 0xEE, 0xDA)
"""Text drawn directly on the table."""
TABLE_TEXT_MUTED: RGB = (0xB9, 0xCF, 0xC4)
SLOT_OUTLINE: RGB = (0xE9, 0xDC, 0xBC)
"""Outline colour of an empty pile placeholder."""
HIGHLIGHT: RGB = (0xFF, 0xE0, 0x6B)
"""Generic glow for legal drop targets and focus."""
REFUSED: RGB = (0xE0, 0x4A, 0x3C)
"""Flash colour for a refused move."""


def hex_colour(rgb: RGB) -> str:
    """Return ``rgb`` as a ``#rrggbb`` string (as written into the SVG files)."""
    return "#{:02x}{:02x}{:02x}".format(*rgb)


# --- colour-vision helpers (used by the art checks and the contact sheets) --------------------
_DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
"""Machado, Oliveira & Fernandes (2009) deuteranopia matrix, severity 1.0 (linear RGB)."""


def _to_linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> int:
    v = min(max(v, 0.0), 1.0)
    s = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def simulate_deuteranopia(rgb: RGB) -> RGB:
    """How ``rgb`` looks with deuteranopia (Machado 2009, full severity)."""
    lin = [_to_linear(c) for c in rgb[:3]]
    r, g, b = (_to_srgb(sum(m * c for m, c in zip(row, lin, strict=True))) for row in _DEUTERANOPIA)
    return (r, g, b)


def to_lab(rgb: RGB) -> tuple[float, float, float]:
    """CIELAB (D65) coordinates of an sRGB colour."""
    r, g, b = (_to_linear(c) for c in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(a: RGB, b: RGB) -> float:
    """CIE76 colour difference between two sRGB colours (about 2.3 is just noticeable)."""
    la, lb = to_lab(a), to_lab(b)
    return float(sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5)
