"""Dutch's words for the table log: one sentence per public record line.

Memory is the game, so the log never names a face-down card: a draw from the draw pile, the
card it swaps in, a look and a penalty card stay hidden ("swapped the drawn card with their
3rd card"); a card thrown, snapped or taken from the discard pile was seen by everyone and is
named, and so are the cards the round's end turns over. Pure Python (no pygame); each sentence
is whole in the catalogue, in the language in use when the line is logged.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.table_log import seat_name
from game.dutch.rules import cards
from game.i18n import N_, S_, _, is_default_player, said_of

Line = dict[str, Any]

def card_words(code: object) -> str:
    """"the red king of hearts", "the joker": Dutch's one naming function for its cards."""
    return cards.card_words(str(code))


def rank_words(code: object) -> str:
    """"a 7", "an 8", "an ace", "a joker": the rank a snap matched."""
    text = str(code)
    return cards.a_rank("X" if text.startswith("X") else text[:-1])


# Translators: a card's place in a layout, counted from 1 ("1st", "2nd", "3rd", "4th").
_SUFFIXED = {1: N_("{n}st"), 2: N_("{n}nd"), 3: N_("{n}rd")}
_NTH = N_("{n}th")


def ordinal(slot: object) -> str:
    """Slot 2 -> "3rd"."""
    number = slot + 1 if isinstance(slot, int) else 0
    suffixed = _NTH if 10 <= number % 100 <= 20 else _SUFFIXED.get(number % 10, _NTH)
    return _(suffixed).format(n=number)


def _is_you(who: str) -> bool:
    return is_default_player(who)


def _last_draw(before: Sequence[Line], seat: object) -> Line | None:
    for line in reversed(before):
        if line.get("type") == "draw" and line.get("seat") == seat:
            return line
    return None


def _swap(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    who = seat_name(names, line.get("seat"))
    drawn = _last_draw(before, line.get("seat"))
    card, nth = card_words(line.get("card_in")), ordinal(line.get("slot"))
    if drawn is not None and drawn.get("from") == "discard":
        if _is_you(who):
            return said_of(who, "{who} swapped {card} with your {nth} card", card=card, nth=nth)
        return said_of(who, "{who} swapped {card} with their {nth} card", card=card, nth=nth)
    if _is_you(who):
        return said_of(who, "{who} swapped the drawn card with your {nth} card", nth=nth)
    return said_of(who, "{who} swapped the drawn card with their {nth} card", nth=nth)


def _snap(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    if line.get("ok"):
        return said_of(who, "{who} snapped {rank} — right", rank=rank_words(line.get("card")))
    return said_of(who, "{who} snapped {card} — wrong, and takes a penalty card",
                   english_you="{who} snapped {card} — wrong, and take a penalty card",
                   card=card_words(line.get("card")))


_LOOKS = {"own": S_("{who} looked at their own {nth} card"),
          "own:you": S_("{who} looked at your own {nth} card"),
          "yours": S_("{who} looked at your {nth} card"),
          "other": S_("{who} looked at {owner}'s {nth} card")}
"""A look, by whose card: the looker's own (said to the player as "your own"), the player's
("your"), or someone else's."""


def _whose(seat: object, owner: object, names: Sequence[str]) -> str:
    """Whose card a move names: "own" (the mover's; "own:you" said of the player), "yours"
    (the player's, moved by someone else) or "other"."""
    if owner == seat:
        return "own:you" if _is_you(seat_name(names, seat)) else "own"
    return "yours" if _is_you(seat_name(names, owner)) else "other"


def _look(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    seat, owner = line.get("seat"), line.get("owner")
    return said_of(seat_name(names, seat), _LOOKS[_whose(seat, owner, names)],
                   owner=seat_name(names, owner), nth=ordinal(line.get("slot")))


_JACK_SWAPS = {
    ("own:you", "other"): S_("{who} swapped your own {nth_a} card with {b}'s {nth_b} card"),
    ("own", "other"): S_("{who} swapped their own {nth_a} card with {b}'s {nth_b} card"),
    ("own", "yours"): S_("{who} swapped their own {nth_a} card with your {nth_b} card"),
    ("other", "own:you"): S_("{who} swapped {a}'s {nth_a} card with your own {nth_b} card"),
    ("other", "own"): S_("{who} swapped {a}'s {nth_a} card with their own {nth_b} card"),
    ("yours", "own"): S_("{who} swapped your {nth_a} card with their own {nth_b} card"),
    ("yours", "other"): S_("{who} swapped your {nth_a} card with {b}'s {nth_b} card"),
    ("other", "yours"): S_("{who} swapped {a}'s {nth_a} card with your {nth_b} card")}
"""A jack's swap, by whose the two cards are (``_whose``); any other pair: "{a}'s" and
"{b}'s"."""


def _jack_swap(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    seat = line.get("seat")
    who = seat_name(names, seat)
    a, b = line.get("a"), line.get("b")
    if not isinstance(a, dict) or not isinstance(b, dict):
        return said_of(who, "{who} used a jack")
    whose = (_whose(seat, a.get("owner"), names), _whose(seat, b.get("owner"), names))
    text = _JACK_SWAPS.get(whose, S_("{who} swapped {a}'s {nth_a} card with {b}'s {nth_b} card"))
    return said_of(who, text, a=seat_name(names, a.get("owner")), nth_a=ordinal(a.get("slot")),
                   b=seat_name(names, b.get("owner")), nth_b=ordinal(b.get("slot")))


def _draw(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    if line.get("from") == "discard":
        return said_of(who, "{who} took {card} from the discard pile",
                       card=card_words(line.get("card")))
    return said_of(who, "{who} drew from the draw pile")


def _round_end(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    scores = line.get("scores")
    shown = sorted(scores.items(), key=lambda item: item[1]) if isinstance(scores, dict) else []
    said = ", ".join(f"{seat_name(names, int(seat))} {score}" for seat, score in shown)
    return _("Round {n} ends: {scores}").format(n=line.get("round"), scores=said)


def _match_end(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    winners = line.get("winners")
    if not isinstance(winners, list) or not winners:
        return _("Nobody wins the match")
    who = [seat_name(names, s) for s in winners]
    if len(who) == 1:
        return said_of(who[0], "{who} wins the match", english_you="{who} win the match")
    return _("{names} and {last} win the match").format(names=", ".join(who[:-1]),
                                                         last=who[-1])


def _peek(line: Line, names: Sequence[str], before: Sequence[Line]) -> str:
    del before
    who = seat_name(names, line.get("seat"))
    if _is_you(who):
        return said_of(who, "{who} peeked at your two lower cards")
    return said_of(who, "{who} peeked at their two lower cards")


_WORDS: dict[str, Callable[[Line, Sequence[str], Sequence[Line]], str]] = {
    "deal": lambda line, names, before: _("Round {n} is dealt").format(n=line.get("round")),
    "peek": _peek,
    "draw": _draw,
    "swap": _swap,
    "discard": lambda line, names, before: said_of(
        seat_name(names, line.get("seat")), "{who} threw {card}",
        card=card_words(line.get("card"))),
    "snap": _snap,
    "look": _look,
    "jack_swap": _jack_swap,
    "call": lambda line, names, before: said_of(
        seat_name(names, line.get("seat")), "{who} called Dutch!"),
    "reshuffle": lambda line, names, before: _(
        "The discard pile was shuffled into a new draw pile"),
    "round_end": _round_end,
    "match_end": _match_end,
}


def log_words(line: Line, names: Sequence[str], before: Sequence[Line]) -> str | None:
    """The table log's sentence for one Dutch record line (None: nothing public)."""
    said = _WORDS.get(str(line.get("type")))
    return said(line, names, before) if said is not None else None


__all__ = ["card_words", "log_words", "ordinal", "rank_words"]
