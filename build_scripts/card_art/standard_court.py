"""Court cards of the standard deck: our own folk-art king, queen and jack, standing full length
on a tinted arch, dressed in the suit colour (so red and black courts differ at a glance).

The king wears a gold crown on a broad hat brim, a chin beard and a frock coat over shirt and
braces, and holds a tulip sceptre; the queen a bonnet with a small crown, a shawl and an apron
with the suit on it, and holds up a tulip, a distelfink or a sprig of hearts; the jack a
broad-brimmed hat, shirt and braces, and carries a hay fork or a rake. Figures are drawn in a
100 x 160 box (feet at y = 160).
"""

from __future__ import annotations

from build_scripts.card_art.common import INK, PAPER, card_base, f, rrect, svg_doc
from build_scripts.card_art.ornaments import distelfink, heart, tulip
from build_scripts.card_art.standard import (
    GOLD,
    JOKERS,
    PIPS,
    SKIN,
    ace_face,
    corner_index,
    joker_face,
    pin_line,
    pip_face,
    suit_colour,
    suit_tint,
)

WOOD = "#9a6a3a"
BEARD = "#6e5640"
CHEEK = "#e8907c"


def _pip(suit: str, x: float, y: float, size: float, colour: str) -> str:
    return (
        f'<path d="{PIPS[suit]}" transform="translate({f(x)},{f(y)}) scale({f(size / 44)})" '
        f'fill="{colour}"/>'
    )


def _face(cy: float = 40) -> str:
    """Round face with dot eyes, rosy cheeks and a small smile, centred at (50, cy)."""
    return (
        f'<circle cx="50" cy="{f(cy)}" r="12.5" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="45" cy="{f(cy - 1)}" r="1.7" fill="{INK}"/>'
        f'<circle cx="55" cy="{f(cy - 1)}" r="1.7" fill="{INK}"/>'
        f'<circle cx="41.5" cy="{f(cy + 4)}" r="2.6" fill="{CHEEK}"/>'
        f'<circle cx="58.5" cy="{f(cy + 4)}" r="2.6" fill="{CHEEK}"/>'
        f'<path d="M46.5,{f(cy + 5.5)} Q50,{f(cy + 8)} 53.5,{f(cy + 5.5)}" fill="none" '
        f'stroke="{INK}" stroke-width="1.4" stroke-linecap="round"/>'
    )


def _legs(colour: str) -> str:
    return (
        f'<path d="M33,126 H48 V153 H33 Z M52,126 H67 V153 H52 Z" fill="{colour}"/>'
        f'<path d="M27,160 C27,155 30,152 36,152 H48 V160 Z '
        f'M73,160 C73,155 70,152 64,152 H52 V160 Z" fill="{INK}"/>'
    )


def _crown(y: float, w: float) -> str:
    """A small gold crown with three points and pearls, base at y, ``w`` wide."""
    x0, x1 = 50 - w / 2, 50 + w / 2
    top = y - w * 0.55
    d = (
        f"M{f(x0)},{f(y)} L{f(x0)},{f(top + w * 0.12)} L{f(50 - w / 4)},{f(top + w * 0.3)} "
        f"L50,{f(top)} L{f(50 + w / 4)},{f(top + w * 0.3)} L{f(x1)},{f(top + w * 0.12)} "
        f"L{f(x1)},{f(y)} Z"
    )
    pearls = "".join(
        f'<circle cx="{f(x)}" cy="{f(yy)}" r="2.6" fill="{GOLD}" stroke="{INK}" '
        f'stroke-width="1.2"/>'
        for x, yy in ((x0, top + w * 0.12), (50, top), (x1, top + w * 0.12))
    )
    return (
        f'<path d="{d}" fill="{GOLD}" stroke="{INK}" stroke-width="1.8" '
        f'stroke-linejoin="round"/>{pearls}'
    )


def king(main: str, suit: str) -> str:
    """The king: crown on a hat brim, chin beard, frock coat over shirt and braces, sceptre."""
    return (
        _legs(INK)
        # sceptre behind the right hand
        + f'<path d="M87,152 V58" stroke="{GOLD}" stroke-width="4.5" stroke-linecap="round"/>'
        + tulip(87, 62, 0.42, GOLD, GOLD)
        # frock coat
        + f'<path d="M50,55 C65,55 74,59 76,68 L84,130 H16 L24,68 C26,59 35,55 50,55 Z" '
        f'fill="{main}" stroke="{INK}" stroke-width="1.6"/>'
        # shirt and braces in the open front
        + f'<path d="M42,58 H58 L55,100 H45 Z" fill="{PAPER}"/>'
        + f'<path d="M45,59 L47,100 M55,59 L53,100" stroke="{INK}" stroke-width="2.6"/>'
        + "".join(
            f'<circle cx="{x}" cy="{y}" r="2.2" fill="{GOLD}"/>'
            for x, y in ((39, 72), (39, 86), (61, 72), (61, 86))
        )
        + _pip(suit, 50, 116, 18, PAPER)
        # arms: left down by the side, right holding the sceptre
        + f'<path d="M26,63 C18,67 15,78 15,90 L15,108 C15,113 23,113 23,108 L27,84 Z '
        f'M74,63 C82,67 86,76 86,86 L88,92 C88,98 80,99 79,94 L74,80 Z" fill="{main}" '
        f'stroke="{INK}" stroke-width="1.6"/>'
        + f'<circle cx="19" cy="112" r="5" fill="{SKIN}" stroke="{INK}" stroke-width="1.4"/>'
        + f'<circle cx="86" cy="96" r="5" fill="{SKIN}" stroke="{INK}" stroke-width="1.4"/>'
        # head: beard under the face, hat brim, crown
        + f'<path d="M36,42 C36,62 43,70 50,72 C57,70 64,62 64,42 Z" fill="{BEARD}"/>'
        + _face()
        + f'<path d="M38,44 C40,52 45,56 50,56 C55,56 60,52 62,44 C62,58 57,66 50,67 '
        f'C43,66 38,58 38,44 Z" fill="{BEARD}"/>'
        + f'<path d="M46.5,49 Q50,51.5 53.5,49" fill="none" stroke="{INK}" stroke-width="1.4" '
        f'stroke-linecap="round"/>'
        + f'<path d="{rrect(13, 25, 74, 8, 4)}" fill="{INK}"/>'
        + f'<path d="M30,27 C30,17 36,14 50,14 C64,14 70,17 70,27 Z" fill="{INK}"/>'
        + _crown(16, 36)
    )


def _queen_prop(suit: str, main: str) -> str:
    """What the queen holds up: a tulip (spades, hearts), a distelfink (diamonds) or a
    sprig of three hearts (clubs)."""
    if suit == "D":
        return distelfink(82, 76, 0.62, GOLD, INK)
    if suit == "C":
        stem = (
            '<path d="M82,92 C82,82 80,76 74,70 M82,84 C84,78 88,74 92,72 M82,92 V64" '
            'fill="none" stroke="#2e7d4f" stroke-width="2" stroke-linecap="round"/>'
        )
        return stem + heart(74, 68, 0.62, "#c9342c") + heart(92, 70, 0.62, "#c9342c") + heart(
            82, 61, 0.62, GOLD
        )
    return tulip(82, 90, 0.5, "#c9342c" if suit == "S" else GOLD, "#2e7d4f", 8)


def queen(main: str, suit: str) -> str:
    """The queen: bonnet with a small crown, shawl, bell skirt and apron, holding a tulip."""
    return (
        f'<path d="M28,160 C28,155 31,153 36,153 H47 V160 Z '
        f'M72,160 C72,155 69,153 64,153 H53 V160 Z" fill="{INK}"/>'
        # dress
        + f'<path d="M50,56 C60,56 66,59 67,66 L64,90 C76,106 84,128 88,148 C88,152 85,154 82,154 '
        f'C70,152 30,152 18,154 C15,154 12,152 12,148 C16,128 24,106 36,90 L33,66 '
        f'C34,59 40,56 50,56 Z" fill="{main}" stroke="{INK}" stroke-width="1.6"/>'
        # apron with the suit on it
        + f'<path d="M38,92 H62 C65,110 67,126 68,140 C68,144 66,146 63,146 H37 '
        f'C34,146 32,144 32,140 C33,126 35,110 38,92 Z" fill="{PAPER}" stroke="{INK}" '
        f'stroke-width="1.4"/>'
        + f'<path d="M33,91 H67" stroke="{PAPER}" stroke-width="4" stroke-linecap="round"/>'
        + _pip(suit, 50, 120, 22, main)
        # shawl over the shoulders
        + f'<path d="M31,62 C40,60 60,60 69,62 L50,86 Z" fill="{PAPER}" stroke="{INK}" '
        f'stroke-width="1.4" stroke-linejoin="round"/>'
        # arms: left by the side, right raised with a tulip
        + f'<path d="M32,63 C24,66 20,76 19,88 L17,104 C17,109 25,110 25,105 L30,84 Z '
        f'M68,63 C76,66 80,72 82,80 L84,88 C85,94 77,95 76,90 L70,78 Z" fill="{main}" '
        f'stroke="{INK}" stroke-width="1.6"/>'
        + f'<circle cx="21" cy="108" r="4.8" fill="{SKIN}" stroke="{INK}" stroke-width="1.4"/>'
        + _queen_prop(suit, main)
        + f'<circle cx="81" cy="92" r="4.8" fill="{SKIN}" stroke="{INK}" stroke-width="1.4"/>'
        # bonnet, face, ties and crown
        + f'<path d="M50,16 C67,16 76,28 76,44 C76,53 72,58 67,60 H33 C28,58 24,53 24,44 '
        f'C24,28 33,16 50,16 Z" fill="{main}" stroke="{INK}" stroke-width="1.6"/>'
        + f'<path d="M50,22 C62,22 69,31 69,44" fill="none" stroke="{PAPER}" stroke-width="2"/>'
        + _face(42)
        + f'<path d="M50,58 L43,54 L43,63 Z M50,58 L57,54 L57,63 Z" fill="{PAPER}" '
        f'stroke="{INK}" stroke-width="1"/>'
        + _crown(22, 26)
    )


def jack(main: str, suit: str) -> str:
    """The jack: broad-brimmed hat, shirt and braces, carrying a hay fork."""
    return (
        _legs(INK)
        # hay fork (spades, diamonds) or wooden rake (hearts, clubs)
        + f'<path d="M86,154 V36" stroke="{WOOD}" stroke-width="4" stroke-linecap="round"/>'
        + (
            f'<path d="M77,20 V34 C77,38 95,38 95,34 V20 M86,20 V36" fill="none" '
            f'stroke="{INK}" stroke-width="2.6" stroke-linecap="round"/>'
            if suit in "SD"
            else f'<path d="M74,30 H98 M76,30 V20 M81,30 V20 M86,30 V20 M91,30 V20 M96,30 V20 '
            f'M86,30 V38" fill="none" stroke="{WOOD}" stroke-width="3.2" '
            f'stroke-linecap="round"/>'
        )
        # shirt with braces, belt
        + f'<path d="M50,55 C62,55 70,59 71,67 L68,128 H32 L29,67 C30,59 38,55 50,55 Z" '
        f'fill="{main}" stroke="{INK}" stroke-width="1.6"/>'
        + f'<path d="M40,57 L42,112 M60,57 L58,112" stroke="{PAPER}" stroke-width="4"/>'
        + f'<path d="M31,112 H69" stroke="{GOLD}" stroke-width="4"/>'
        + _pip(suit, 50, 84, 15, PAPER)
        # arms: left by the side, right holding the fork
        + f'<path d="M31,62 C23,66 20,76 20,88 L19,108 C19,113 27,113 27,108 L30,84 Z '
        f'M69,62 C77,66 82,74 84,84 L87,96 C88,102 80,103 79,98 L72,80 Z" fill="{main}" '
        f'stroke="{INK}" stroke-width="1.6"/>'
        + f'<circle cx="23" cy="112" r="5" fill="{SKIN}" stroke="{INK}" stroke-width="1.4"/>'
        + f'<circle cx="85" cy="100" r="5" fill="{SKIN}" stroke="{INK}" stroke-width="1.4"/>'
        # head: bowl-cut hair, face, hat
        + f'<path d="M36,30 H64 V46 C61,40 58,36 50,36 C42,36 39,40 36,46 Z" fill="{BEARD}"/>'
        + _face(42)
        + f'<path d="{rrect(10, 25, 80, 8, 4)}" fill="{INK}"/>'
        + f'<path d="M31,27 C31,12 36,8 50,8 C64,8 69,12 69,27 Z" fill="{INK}"/>'
        + f'<path d="M31.5,22 H68.5" stroke="{main if main != INK else GOLD}" '
        f'stroke-width="4"/>'
    )


FIGURES = {"K": king, "Q": queen, "J": jack}


def court_face(rank: str, suit: str, four_colour: bool) -> str:
    """A court card: the figure on a tinted arch with tulips at its feet, corner indices."""
    c, tint = suit_colour(suit, four_colour), suit_tint(suit, four_colour)
    out = [card_base(), pin_line(c)]
    arch = "M60,300 V110 C60,70 88,44 125,44 C162,44 190,70 190,110 V300 Z"
    out.append(f'<path d="{arch}" fill="{tint}"/>\n')
    out.append(
        f'<path d="M52,300 H198" stroke="{c}" stroke-width="3" stroke-linecap="round"/>\n'
    )
    out.append(tulip(70, 299, 0.42, c, c) + tulip(180, 299, 0.42, c, c))
    s = 234 / 160
    out.append(
        f'<g transform="translate({f(125 - 50 * s)},{f(299 - 160 * s)}) scale({f(s)})">'
        f"{FIGURES[rank](c, suit)}</g>\n"
    )
    out.append(corner_index(rank, suit, c))
    return svg_doc("".join(out))


def face_svg(card_id: str, four_colour: bool = False) -> str:
    """SVG text of any standard-deck face (``"AS"``, ``"10H"``, ``"QD"``, ``"X2"``)."""
    if card_id in JOKERS:
        return joker_face(card_id)
    rank, suit = card_id[:-1], card_id[-1]
    if rank == "A":
        return ace_face(suit, four_colour)
    if rank in FIGURES:
        return court_face(rank, suit, four_colour)
    return pip_face(rank, suit, four_colour)
