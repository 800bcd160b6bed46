"""Dutch Blitz's words for the table log: one sentence per public record line.

Every sentence is whole, in the player's language, with its places as whole phrases ("from
your Blitz pile", "onto a Dutch pile"), so each language says them in its own order. Every
card that moves in Dutch Blitz lands face up, so a play names its card; of three cards
turned onto the Wood only the top one shows, so only it is named. Pure Python (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.i18n import N_
from game.core.table_log import seat_name
from game.dutch_blitz.rules import cards
from game.i18n import _, is_default_player, said_of, said_of_counted

Line = dict[str, Any]
Words = Callable[[Line, Sequence[str]], str | None]

_YOUR_POST = (N_("from your 1st Post pile"), N_("from your 2nd Post pile"),
              N_("from your 3rd Post pile"), N_("from your 4th Post pile"),
              N_("from your 5th Post pile"))
_THEIR_POST = (N_("from their 1st Post pile"), N_("from their 2nd Post pile"),
               N_("from their 3rd Post pile"), N_("from their 4th Post pile"),
               N_("from their 5th Post pile"))
_ONTO_YOUR_POST = (N_("onto your 1st Post pile"), N_("onto your 2nd Post pile"),
                   N_("onto your 3rd Post pile"), N_("onto your 4th Post pile"),
                   N_("onto your 5th Post pile"))
_ONTO_THEIR_POST = (N_("onto their 1st Post pile"), N_("onto their 2nd Post pile"),
                    N_("onto their 3rd Post pile"), N_("onto their 4th Post pile"),
                    N_("onto their 5th Post pile"))
_PILE = (N_("your 1st Post pile"), N_("your 2nd Post pile"), N_("your 3rd Post pile"),
         N_("your 4th Post pile"), N_("your 5th Post pile"))
_THEIR_PILE = (N_("their 1st Post pile"), N_("their 2nd Post pile"), N_("their 3rd Post pile"),
               N_("their 4th Post pile"), N_("their 5th Post pile"))
"""A whole Post pile that moves (what ``stack`` names)."""
_FROM: dict[tuple[str, bool], str] = {
    ("blitz", True): N_("from your Blitz pile"), ("blitz", False): N_("from their Blitz pile"),
    ("wood", True): N_("from your Wood pile"), ("wood", False): N_("from their Wood pile")}
"""Where a card came from, as a whole phrase (each language says "from" its own way)."""
_ONTO: dict[tuple[str, bool], str] = {
    ("blitz", True): N_("onto your Blitz pile"), ("blitz", False): N_("onto their Blitz pile"),
    ("wood", True): N_("onto your Wood pile"), ("wood", False): N_("onto their Wood pile")}


def card_words(code: object) -> str:
    """"the green 2": Dutch Blitz's one naming function for its cards."""
    return cards.card_words(str(code))


def place_words(place: object, who: str, onto: bool = False) -> str:
    """Where a card came from ("from their 2nd Post pile", "from your Blitz pile") or, with
    ``onto``, where it went ("onto a new Dutch pile", "onto a Dutch pile"), in the player's
    language."""
    text = str(place)
    yours = is_default_player(who)
    if text in ("blitz", "wood"):
        return _((_ONTO if onto else _FROM)[(text, yours)])
    if text.startswith("dutch:"):
        if text == "dutch:new":
            return _("onto a new Dutch pile") if onto else _("from a new Dutch pile")
        return _("onto a Dutch pile") if onto else _("from a Dutch pile")
    index = text.removeprefix("post:")
    number = int(index) if index.isdigit() else -1
    if not 0 <= number < len(_YOUR_POST):
        return _("onto a Post pile") if onto else _("from a Post pile")
    if onto:
        return _((_ONTO_YOUR_POST if yours else _ONTO_THEIR_POST)[number])
    return _((_YOUR_POST if yours else _THEIR_POST)[number])


def _play(line: Line, names: Sequence[str]) -> str:
    who = seat_name(names, line.get("seat"))
    card, source = card_words(line.get("card")), place_words(line.get("from"), who)
    if line.get("to") == "dutch:new":
        return said_of(who, "{who} started a new Dutch pile with {card} {source}", card=card,
                       source=source)
    return said_of(who, "{who} played {card} {source} {target}", card=card, source=source,
                   target=place_words(line.get("to"), who, onto=True))


def _flip(line: Line, names: Sequence[str]) -> str:
    who = seat_name(names, line.get("seat"))
    flipped = line.get("cards")
    count = len(flipped) if isinstance(flipped, list) else 0
    if isinstance(flipped, list) and flipped:
        return said_of_counted(who, "{who} turned {n} card onto the Wood, showing {card}",
                               "{who} turned {n} cards onto the Wood, showing {card}", count,
                               card=card_words(flipped[-1]))
    return said_of_counted(who, "{who} turned {n} card onto the Wood",
                           "{who} turned {n} cards onto the Wood", count)


def _stack(line: Line, names: Sequence[str]) -> str:
    who = seat_name(names, line.get("seat"))
    index = str(line.get("from")).removeprefix("post:")
    number = int(index) if index.isdigit() else -1
    pile = _((_PILE if is_default_player(who) else _THEIR_PILE)[number]) \
        if 0 <= number < len(_PILE) else _("a Post pile")
    return said_of(who, "{who} moved {pile} {target}", pile=pile,
                   target=place_words(line.get("to"), who, onto=True))


def _hand_end(line: Line, names: Sequence[str]) -> str:
    who = seat_name(names, line.get("seat"))
    scores = line.get("scores")
    parts = [f"{seat_name(names, s.get('seat'))} {s.get('hand_score'):+d}"
             for s in scores if isinstance(s, dict) and isinstance(s.get("hand_score"), int)] \
        if isinstance(scores, list) else []
    blitz = line.get("reason") == "blitz"
    if not parts:
        return said_of(who, "{who} called Blitz!") if blitz else \
            _("Nobody can move: the hand ends")
    if blitz:
        return said_of(who, "{who} called Blitz! — hand {hand}: {scores}",
                       hand=line.get("hand"), scores=", ".join(parts))
    return _("Nobody can move: the hand ends — hand {hand}: {scores}").format(
        hand=line.get("hand"), scores=", ".join(parts))


def _match_end(line: Line, names: Sequence[str]) -> str:
    totals = line.get("totals")
    parts = [f"{seat_name(names, s.get('seat'))} {s.get('total')}" for s in totals
             if isinstance(s, dict)] if isinstance(totals, list) else []
    return said_of(seat_name(names, line.get("winner")), "{who} wins the match: {totals}",
                   english_you="{who} win the match: {totals}", totals=", ".join(parts))


def _recycle(line: Line, names: Sequence[str]) -> str:
    who = seat_name(names, line.get("seat"))
    if line.get("rotate"):
        return said_of(who, "{who} turned the Wood pile over, moving its top card under")
    return said_of(who, "{who} turned the Wood pile over")


_WORDS: dict[str, Words] = {
    "deal": lambda line, names: _("Hand {number} is dealt").format(number=line.get("hand")),
    "play": _play,
    "refill": lambda line, names: said_of(
        seat_name(names, line.get("seat")),
        "{who} filled a Post pile with {card} from the Blitz pile",
        card=card_words(line.get("card"))),
    "flip": _flip,
    "recycle": _recycle,
    "stack": _stack,
    "hand_end": _hand_end,
    "match_end": _match_end,
}


def log_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """The table log's sentence for one Dutch Blitz record line (None: nothing public)."""
    del before
    said = _WORDS.get(str(line.get("type")))
    return said(line, names) if said is not None else None


__all__ = ["card_words", "log_words", "place_words"]
