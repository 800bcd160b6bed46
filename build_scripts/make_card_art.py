"""Generate the card art SVG files in ``assets/cards/`` and the app icon ``assets/icon.svg``.

Pure string templating, deterministic: running it twice gives byte-identical files, so the
generated SVGs are committed next to this script and a diff shows every art change. The
drawing code lives in the ``build_scripts/card_art`` package, one module per deck.

Run from the repository root::

    python build_scripts/make_card_art.py

Files written (every card uses a 250 x 350 view box, i.e. the 5:7 card proportion):

- Dutch Blitz: ``cards/face_<C>_<N>.svg`` (C in R, B, Y, G; N in 1..10), ``cards/cb_<C>.svg``
  colour-blind overlays, ``cards/back_<deck>.svg`` (pump, carriage, pail, plow),
  ``cards/slot.svg`` and the square ``icon.svg``
- standard deck: ``cards/standard/<id>.svg`` for ``AS``..``KC`` and jokers ``X1``..``X3``,
  ``back.svg`` and ``token.svg``; ``cards/standard4/<id>.svg`` the four-colour faces
- Dutch Auction: ``cards/auction/<id>.svg`` for ``G1``..``B10``, ``back.svg`` and
  ``cost_1.svg``..``cost_6.svg``

The renderer is SDL_image's nanosvg, so only plain shapes are used: paths, circles, rects,
ellipses, groups with transforms, solid fills/strokes with opacity. No text elements (digits
are drawn as stroked paths), no clip paths, masks, patterns, filters or ``<use>``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build_scripts.card_art import (  # noqa: E402  (needs the path above)
    auction,
    blitz,
    blitz_backs,
    standard,
    standard_court,
)
from game.ui import palette  # noqa: E402


def blitz_files(out_dir: Path) -> dict[Path, str]:
    """The Dutch Blitz cards, slot and icon."""
    cards = out_dir / "cards"
    files: dict[Path, str] = {}
    for c in palette.COLOUR_ORDER:
        for n in range(1, 11):
            files[cards / f"face_{c}_{n}.svg"] = blitz.face_svg(c, n)
        files[cards / f"cb_{c}.svg"] = blitz.cb_overlay_svg(c)
    for deck in palette.DECKS:
        files[cards / f"back_{deck}.svg"] = blitz_backs.back_svg(deck)
    files[cards / "slot.svg"] = blitz_backs.slot_svg()
    files[out_dir / "icon.svg"] = blitz_backs.icon_svg()
    return files


def standard_files(out_dir: Path) -> dict[Path, str]:
    """The standard deck (two- and four-colour faces), its back and the wooden token."""
    files: dict[Path, str] = {}
    for variant, four in (("standard", False), ("standard4", True)):
        for card_id in standard.CARD_IDS:
            files[out_dir / "cards" / variant / f"{card_id}.svg"] = standard_court.face_svg(
                card_id, four
            )
    files[out_dir / "cards" / "standard" / "back.svg"] = standard.back_svg()
    files[out_dir / "cards" / "standard" / "token.svg"] = standard.token_svg()
    return files


def auction_files(out_dir: Path) -> dict[Path, str]:
    """The Dutch Auction faces, back and display cost badges."""
    base = out_dir / "cards" / "auction"
    files = {base / f"{card_id}.svg": auction.face_svg(card_id) for card_id in auction.CARD_IDS}
    files[base / "back.svg"] = auction.back_svg()
    for cost in range(1, 7):
        files[base / f"cost_{cost}.svg"] = auction.cost_badge_svg(cost)
    return files


DECKS = {"dutch_blitz": blitz_files, "standard": standard_files, "auction": auction_files}


def build(out_dir: Path = ROOT / "assets", decks: tuple[str, ...] = ("dutch_blitz",)) -> list[Path]:
    """Write the SVGs of ``decks`` (default: the Dutch Blitz set); return the paths written."""
    files: dict[Path, str] = {}
    for deck in decks:
        files.update(DECKS[deck](out_dir))
    return _write(files)


def _write(files: dict[Path, str]) -> list[Path]:
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    return list(files)


if __name__ == "__main__":
    written = build(decks=tuple(DECKS))
    print(f"wrote {len(written)} SVG files")
