"""Blitz (31)'s words for the table log: one sentence per public record line.

A draw from the stock stays hidden ("Anna drew from the stock"); a card taken from the discard
pile or thrown onto it was seen by everyone and is named. Pure Python (no pygame); the words
are in the player's language (``game.i18n``) when the line is written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core import standard_cards
from game.core.table_log import seat_name
from game.i18n import _, number, said_of

Line = dict[str, Any]

card_words = standard_cards.card_words
""""the 5 of spades": the standard deck's one naming function."""


def names_joined(names: Sequence[str]) -> str:
    """Two or more names as one subject: "You and Anna", "Anna, Jakob and Martha"."""
    if len(names) < 2:
        return "".join(names)
    # Translators: two or more players at once: "You and Anna", "Anna, Jakob and Martha"
    return _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])


def _draw(line: Line, who: str) -> str:
    if line.get("from") == "discard":
        return said_of(who, "{who} took {card} from the discard pile",
                       card=card_words(line.get("card")))
    return said_of(who, "{who} drew from the stock")


def _values(line: Line, names: Sequence[str]) -> str:
    values = line.get("values")
    if not isinstance(values, dict):
        return ""
    shown = sorted(values.items(), key=lambda item: -float(item[1]))
    return ", ".join(f"{seat_name(names, int(seat))} {number(float(value))}"
                     for seat, value in shown)


def _hand_end(line: Line, names: Sequence[str]) -> str:
    said = [_("Hand {n} ends: {values}").format(n=line.get("hand"), values=_values(line, names))]
    lost = line.get("lost")
    if isinstance(lost, dict) and lost:
        losers = ", ".join(seat_name(names, int(seat)) for seat in lost)
        said.append(said_of(losers, "{who} loses a token", english_you="{who} lose a token")
                    if len(lost) == 1 else said_of(losers, "{who} lose a token"))
    out = line.get("out")
    if isinstance(out, list) and out:
        said.append(said_of(", ".join(seat_name(names, seat) for seat in out),
                            "{who} out of the match"))
    return "; ".join(said)


def _match_end(line: Line, names: Sequence[str]) -> str:
    winners = line.get("winners")
    if not isinstance(winners, list) or not winners:
        return _("Nobody wins the match")
    who = names_joined([seat_name(names, seat) for seat in winners])
    if len(winners) == 1:
        return said_of(who, "{who} wins the match", english_you="{who} win the match")
    return said_of(who, "{who} win the match")


_SEAT_WORDS: dict[str, Callable[[Line, str], str]] = {
    "draw": _draw,
    "discard": lambda line, who: said_of(who, "{who} threw {card}",
                                         card=card_words(line.get("card"))),
    "knock": lambda line, who: said_of(who, "{who} knocked"),
}


def log_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """The table log's sentence for one Blitz (31) record line (None: nothing public), in the
    player's language."""
    del before
    kind = line.get("type")
    said = _SEAT_WORDS.get(str(kind))
    if said is not None:
        return said(line, seat_name(names, line.get("seat")))
    if kind == "deal":
        return _("Hand {n} is dealt").format(n=line.get("hand"))
    if kind == "thirty_one":
        seats = line.get("seats")
        if not isinstance(seats, list):
            return _("Someone showed 31!")
        return said_of(names_joined([seat_name(names, s) for s in seats]), "{who} showed 31!")
    if kind == "hand_end":
        return _hand_end(line, names)
    if kind == "match_end":
        return _match_end(line, names)
    return None


__all__ = ["card_words", "log_words", "names_joined"]
