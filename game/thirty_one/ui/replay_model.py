"""Blitz (31)'s record as the shared replay viewer's frames: the table state after each line.

Pure Python (no pygame). Every state comes from the rules core (``apply`` and ``settle_deal``),
so the viewer shows exactly what the rules make of the record; a record that breaks a rule is
shown up to the line before the break, with the reason kept in ``error``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.core.i18n import N_, Sentence
from game.core.names import seat_words
from game.core.outcome import Refused, reason_message
from game.core.seats import SeatSpec
from game.core.standard_cards import card_words
from game.i18n import _, said_of
from game.thirty_one.log_words import names_joined
from game.thirty_one.rules.engine import apply, next_seat, settle_deal
from game.thirty_one.rules.record import move_of
from game.thirty_one.rules.state import HandState, Rules
from game.ui.replay.frames import Frame

Line = dict[str, Any]

STEP_SECONDS = 0.9
HAND_END_SECONDS = 2.5


@dataclass(frozen=True, slots=True)
class Step:
    line: Line
    state: HandState


def seats_of(start: Line) -> tuple[SeatSpec, ...]:
    seats: list[SeatSpec] = []
    for entry in start.get("seats", []) if isinstance(start.get("seats"), list) else []:
        if isinstance(entry, dict):
            level = entry.get("level")
            name = str(entry.get("name", seat_words(len(seats) + 1)))
            if entry.get("kind") == "human":
                seats.append(SeatSpec(name, "human"))
            else:
                seats.append(SeatSpec(name, "bot", level if isinstance(level, str) else None))
    return tuple(seats)


def rules_of(start: Line) -> Rules:
    raw = start.get("rules") if isinstance(start.get("rules"), dict) else {}
    assert isinstance(raw, dict)
    triple = raw.get("three_of_a_kind", False)
    return Rules(int(raw.get("tokens", 3)), triple if triple in (30, 30.5) else False,
                 bool(raw.get("no_first_round_knock", False)))


def replay_steps(lines: Sequence[Line]) -> tuple[list[Step], tuple[SeatSpec, ...], str]:
    """Every line with the state after it, the seats, and the first problem ("" if none)."""
    steps: list[Step] = []
    if not lines or lines[0].get("type") != "match_start":
        return steps, (), Sentence.of(N_("the record does not start with its match_start line"))
    seats = seats_of(lines[0])
    rules = rules_of(lines[0])
    tokens = [rules.tokens] * len(seats)
    state: HandState | None = None
    try:
        for line in lines[1:]:
            kind = line.get("type")
            if kind == "deal":
                state = _deal(line, rules, len(seats), tokens)
            elif kind == "hand_end":
                for seat, left in (line.get("tokens") or {}).items():
                    tokens[int(seat)] = int(left)
                for seat in line.get("out") or []:
                    tokens[int(seat)] = 0
            elif state is None:
                continue
            elif kind == "reshuffle":
                state = dataclasses.replace(state, stock=tuple(line["stock"]),
                                            discard=state.discard[-1:],
                                            reshuffles=state.reshuffles + 1)
            elif kind in ("draw", "discard", "knock"):
                outcome = apply(state, move_of(line))
                if isinstance(outcome, Refused):
                    return steps, seats, Sentence.of(N_("hand {n}: {reason}"), n=state.hand,
                                                     reason=reason_message(outcome))
                state = outcome.state
            if state is not None:
                steps.append(Step(line, state))
    except (KeyError, TypeError, ValueError, IndexError) as damage:
        return steps, seats, Sentence.of(N_("a damaged line ({damage})"), damage=repr(damage))
    return steps, seats, ""


def _deal(line: Line, rules: Rules, seats: int, tokens: list[int]) -> HandState:
    in_play = tuple(int(s) for s in line["in_play"])
    hands: list[tuple[str, ...]] = [() for _ in range(seats)]
    for seat, cards in line["hands"].items():
        hands[int(seat)] = tuple(cards)
    dealer = int(line["dealer"])
    state = HandState(
        rules=rules, hand=int(line["hand"]), seats=seats, in_play=in_play, dealer=dealer,
        tokens=tuple(tokens), hands=tuple(hands), stock=tuple(line["stock"]),
        discard=tuple(line["discard"]), to_play=next_seat(in_play, dealer, seats),
        phase="draw", known=tuple(() for _ in range(seats)))
    return settle_deal(state)[0]


HAND_END_WORDS: Final = {
    # Translators: why a hand ended, in the replay's caption "Hand over (a knock): Anna -1"
    "knock": N_("a knock"),
    # Translators: a hand ended by a 31 shown during play: "Hand over (31 shown): Anna -1"
    "thirty_one": N_("31 shown"),
    # Translators: a hand ended by a 31 dealt: "Hand over (31 dealt): Anna -1"
    "deal_thirty_one": N_("31 dealt"),
}
"""The record's reasons for a hand's end, as the caption names them."""


def describe(line: Line, seats: Sequence[SeatSpec]) -> str:
    """One line in words, for the viewer's caption."""
    def name(seat: Any) -> str:
        return seats[seat].name if isinstance(seat, int) and 0 <= seat < len(seats) else "?"

    def names(key: str) -> str:
        return names_joined([name(s) for s in line.get(key, [])])

    kind = line.get("type")
    who, card = name(line.get("seat")), card_words(line.get("card"))
    if kind == "deal":
        return said_of(name(line.get("dealer")), "Hand {n}: {who} deals",
                       english_you="Hand {n}: {who} deal", n=line.get("hand"))
    if kind == "draw" and line.get("from") == "stock":
        return said_of(who, "{who} draws {card} from the draw pile",
                       english_you="{who} draw {card} from the draw pile", card=card)
    if kind == "draw":
        return said_of(who, "{who} draws {card} from the discard pile",
                       english_you="{who} draw {card} from the discard pile", card=card)
    if kind == "discard":
        return said_of(who, "{who} throws {card}", english_you="{who} throw {card}", card=card)
    if kind == "knock":
        return said_of(who, "{who} knocks", english_you="{who} knock")
    if kind == "reshuffle":
        return _("The discard pile becomes the new draw pile")
    if kind == "thirty_one":
        if len(line.get("seats", [])) == 1:
            return said_of(names("seats"), "{who} shows 31", english_you="{who} show 31")
        return said_of(names("seats"), "{who} show 31")
    if kind == "hand_end":
        lost = ", ".join(f"{name(int(s))} -{n}" for s, n in (line.get("lost") or {}).items())
        reason = str(line.get("reason"))
        return _("Hand over ({reason}): {lost}").format(
            reason=_(HAND_END_WORDS.get(reason, reason)), lost=lost or _("nobody loses"))
    if kind == "match_end":
        if len(line.get("winners", [])) == 1:
            return said_of(names("winners"), "Game over: {who} wins",
                           english_you="Game over: {who} win")
        return said_of(names("winners"), "Game over: {who} win")
    return str(kind)


def replay_frames(lines: Sequence[Line]) -> tuple[list[Frame[Step]], tuple[SeatSpec, ...], str]:
    """The record as the viewer's frames (every hand face up), the seats, and the problem."""
    steps, seats, problem = replay_steps(list(lines))
    frames: list[Frame[Step]] = []
    time = 0.0
    for step in steps:
        kind = str(step.line.get("type", ""))
        stamp = step.line.get("t")
        time = 0.0 if kind == "deal" else float(stamp) if isinstance(stamp, (int, float)) \
            else time
        wait = HAND_END_SECONDS if kind == "hand_end" else STEP_SECONDS
        frames.append(Frame(step.state.hand, time, wait, describe(step.line, seats), step, kind,
                            ends_hand=kind == "hand_end"))
    return frames, seats, problem
