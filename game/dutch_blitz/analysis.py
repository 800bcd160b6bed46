"""A short after-hand analysis for one seat, computed from the match record alone.

Pure Python (no pygame): the hand results screen shows it, and tests build it from literal
records. The hand is replayed with ``rules.replay.replay_states`` and every question of what
was playable is asked of the rules core (``rules.legal``), so nothing here knows a rule of its
own.

- cards per minute: the seat's cards moved onto Dutch and Post piles, per minute of the hand;
- time to first play: table seconds until the seat's first card moved;
- missed chances: a card of the seat that could have gone onto a Dutch pile and stayed
  playable there for more than ``threshold`` seconds (from the moment it became playable
  until it went somewhere, was covered, or another seat took its place).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.dutch_blitz.rules.cards import Card, card_name
from game.dutch_blitz.rules.legal import legal_moves_for
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.rules.places import is_dutch_place
from game.dutch_blitz.rules.replay import replay_states
from game.dutch_blitz.rules.state import post_index
from game.i18n import _, number

Line = dict[str, Any]

MISSED_CHANCE_SECONDS = 2.0
"""A Dutch play left standing longer than this counts as a missed chance."""

_EVENT_TYPES = ("play", "refill", "flip", "recycle", "stack")


@dataclass(frozen=True, slots=True)
class MissedChance:
    """``card`` on the seat's ``source`` could go to a Dutch pile from ``start`` to ``end``."""

    card: Card
    source: str
    start: float
    end: float

    @property
    def seconds(self) -> float:
        return self.end - self.start

    def describe(self) -> str:
        """E.g. ``"Blue 4 on your Wood waited 3.2 s (at 0:41)"``."""
        index = post_index(self.source)
        if self.source == "blitz":
            words = _("{card} on your Blitz pile waited {seconds} s (at {time})")
        elif self.source == "wood":
            words = _("{card} on your Wood waited {seconds} s (at {time})")
        elif index is not None:
            words = _("{card} on your Post pile {number} waited {seconds} s (at {time})")
        else:
            words = _("{card} on your {place} waited {seconds} s (at {time})")
        minutes, seconds = divmod(int(self.start), 60)
        card = card_name(self.card)
        return words.format(card=card[:1].upper() + card[1:], place=self.source,
                            number=(index or 0) + 1, seconds=number(self.seconds, 1),
                            time=f"{minutes}:{seconds:02d}")


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    """What the seat did in one hand."""

    hand: int
    seat: int
    duration: float
    cards_moved: int
    cards_to_dutch: int
    first_play: float | None
    missed: tuple[MissedChance, ...]

    @property
    def cards_per_minute(self) -> float:
        return self.cards_moved * 60.0 / self.duration if self.duration > 0 else 0.0

    @property
    def missed_seconds(self) -> float:
        return sum(m.seconds for m in self.missed)


def hand_lines(lines: Sequence[Line], hand: int) -> tuple[Line, Line, list[Line], Line | None]:
    """Split out one hand: the ``match_start``, its ``deal``, its event lines and its
    ``hand_end`` (None while the hand is still being played). ValueError if it is missing."""
    start = next((ln for ln in lines if ln.get("type") == "match_start"), None)
    deal = next((ln for ln in lines if ln.get("type") == "deal" and ln.get("hand") == hand),
                None)
    if start is None or deal is None:
        raise ValueError(f"the record has no hand {hand}")
    events = [ln for ln in lines if ln.get("type") in _EVENT_TYPES and ln.get("hand") == hand]
    end = next((ln for ln in lines if ln.get("type") == "hand_end" and ln.get("hand") == hand),
               None)
    return start, deal, events, end


def hands_in(lines: Iterable[Line]) -> list[int]:
    """The hand numbers dealt in a record, in order."""
    return [int(ln["hand"]) for ln in lines if ln.get("type") == "deal" and "hand" in ln]


def cards_moved(events: Iterable[Line], seat: int) -> int:
    """Cards ``seat`` moved onto Dutch or Post piles (a whole Post pile counts each card)."""
    total = 0
    for line in events:
        if line.get("seat") != seat:
            continue
        if line.get("type") == "play":
            total += 1
        elif line.get("type") == "stack":
            total += len(line.get("cards", ()))
    return total


def _dutch_chances(state: Any, seat: int) -> dict[tuple[Card, str], None]:
    """The seat's cards that could go onto a Dutch pile now, keyed by (card, source)."""
    if state.over is not None:
        return {}
    found: dict[tuple[Card, str], None] = {}
    for move in legal_moves_for(state, seat):
        if isinstance(move, Play) and is_dutch_place(move.target) and move.card is not None:
            found[(move.card, move.source)] = None
    return found


def _made(line: Line, seat: int) -> tuple[Card, str] | None:
    """The (card, source) of ``seat``'s own play on this line, if it is one."""
    if line.get("type") != "play" or line.get("seat") != seat:
        return None
    try:
        return Card.parse(str(line.get("card"))), str(line.get("from"))
    except ValueError:
        return None


def _auto_one(line: Line) -> bool:
    """A 1 starting a new Dutch pile: what "play 1s by themselves" does for the player."""
    return line.get("type") == "play" and str(line.get("card", ""))[1:] == "1" \
        and is_dutch_place(line.get("to"))


def analyse_hand(lines: Sequence[Line], hand: int, seat: int = 0,
                 threshold: float = MISSED_CHANCE_SECONDS,
                 auto_ones: bool = False) -> HandAnalysis:
    """Analyse ``hand`` of a match record for ``seat``; ValueError if the record breaks a rule
    (``ReplayError`` is a ValueError) or has no such hand.

    A chance the seat took (it played that card, even late) is not a missed chance. With
    ``auto_ones`` (the 1s were played for the player), 1s are neither the player's cards
    moved nor missed chances."""
    steps = analyse_hand_steps(lines, hand, seat, threshold, auto_ones)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            analysis: HandAnalysis = done.value
            return analysis


def analyse_hand_steps(lines: Sequence[Line], hand: int, seat: int = 0,
                       threshold: float = MISSED_CHANCE_SECONDS,
                       auto_ones: bool = False) -> Generator[None, None, HandAnalysis]:
    """``analyse_hand`` a replayed line at a time: yields after each (so the work can be
    spread over frames while the hand's end is shown) and returns the analysis."""
    start, deal, events, end = hand_lines(lines, hand)
    feed: list[Line] = [start, deal, *events]
    open_since: dict[tuple[Card, str], float] = {}
    missed: list[MissedChance] = []
    last_t = 0.0

    def close(key: tuple[Card, str], t: float, taken: bool = False) -> None:
        began = open_since.pop(key)
        if t - began > threshold and not taken and not (auto_ones and key[0].number == 1):
            missed.append(MissedChance(key[0], key[1], began, t))

    steps = replay_states(feed)
    for step in steps:
        t = float(step.line.get("t", 0.0)) if step.line.get("type") != "deal" else 0.0
        last_t = max(last_t, t)
        now = _dutch_chances(step.state, seat)
        made = _made(step.line, seat)
        for key in [k for k in open_since if k not in now]:
            close(key, t, taken=key == made)
        for key in now:
            open_since.setdefault(key, t)
        if step.index == len(feed) - 1:
            break  # the hand_end is not fed: stop before the replay asks for it
        yield
    duration = float(end["t"]) if end is not None and "t" in end else last_t
    for key in list(open_since):
        close(key, max(duration, last_t))
    missed.sort(key=lambda m: (m.start, m.end))
    own = [ln for ln in events if not (auto_ones and ln.get("seat") == seat and _auto_one(ln))]
    mine = [ln for ln in own if ln.get("seat") == seat and ln.get("type") in ("play", "stack")]
    to_dutch = sum(1 for ln in mine
                   if ln.get("type") == "play" and is_dutch_place(ln.get("to")))
    return HandAnalysis(
        hand=hand,
        seat=seat,
        duration=duration,
        cards_moved=cards_moved(own, seat),
        cards_to_dutch=to_dutch,
        first_play=float(mine[0]["t"]) if mine else None,
        missed=tuple(missed),
    )


def recent_form(scores: Sequence[int], window: int = 5) -> float | None:
    """The mean of the last ``window`` hand scores (None with no scores)."""
    tail = list(scores)[-window:]
    return sum(tail) / len(tail) if tail else None


__all__ = [
    "MISSED_CHANCE_SECONDS",
    "HandAnalysis",
    "MissedChance",
    "analyse_hand",
    "analyse_hand_steps",
    "cards_moved",
    "hand_lines",
    "hands_in",
    "recent_form",
]
