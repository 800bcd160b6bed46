"""Dutch record lines (JSON Lines, version 1) written exactly in the shape of the game's page.

One function per line type; ``event_line`` turns an engine event into its line (or None for
the two events the record leaves out: a beaten snap and the end of a turn). Maps name only the
seats they apply to; every key of the page's example lines is present, null where empty.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.i18n import N_, Sentence
from game.dutch.rules.events import (
    Called,
    Discarded,
    Drew,
    Event,
    JackSwapped,
    Looked,
    Reshuffled,
    RoundEnded,
    Snapped,
    Swapped,
)
from game.dutch.rules.state import PEEK_SLOTS, DutchState, Settings

Line = dict[str, Any]
VERSION = 1


def match_start_line(seed: int, rules: Mapping[str, object],
                     seats: Sequence[Mapping[str, object]]) -> Line:
    return {"type": "match_start", "game": "dutch", "version": VERSION, "seed": seed,
            "rules": dict(rules), "seats": [dict(s) for s in seats]}


def deal_line(state: DutchState) -> Line:
    return {"type": "deal", "round": state.round, "starter": state.starter,
            "layouts": {str(s): list(layout) for s, layout in enumerate(state.layouts)},
            "stock": list(state.stock)}


def peek_lines(state: DutchState) -> list[Line]:
    return [{"type": "peek", "round": state.round, "t": 0.0, "seat": s, "slots": list(PEEK_SLOTS)}
            for s in range(state.seats)]


def _seat_map(values: Sequence[int] | Mapping[int, int]) -> dict[str, int]:
    items = values.items() if isinstance(values, Mapping) else enumerate(values)
    return {str(s): v for s, v in items}


def round_end_line(round_no: int, end: RoundEnded, totals: Sequence[int]) -> Line:
    return {"type": "round_end", "round": round_no, "reason": end.reason, "caller": end.caller,
            "emptied": end.emptied,
            "layouts": {str(s): list(layout) for s, layout in enumerate(end.layouts)},
            "sums": _seat_map(end.sums), "bonus": _seat_map(dict(end.bonus)),
            "scores": _seat_map(end.scores), "totals": _seat_map(totals)}


def match_end_line(winners: Sequence[int], totals: Sequence[int]) -> Line:
    return {"type": "match_end", "winners": list(winners), "totals": _seat_map(totals)}


def event_line(round_no: int, t: float, event: Event) -> Line | None:
    """The record line of ``event`` (``RoundEnded`` is written by the match, with totals)."""
    head: Line = {"round": round_no, "t": round(t, 3)}
    if isinstance(event, Drew):
        return {"type": "draw", **head, "seat": event.seat, "from": event.source,
                "card": event.card}
    if isinstance(event, Swapped):
        return {"type": "swap", **head, "seat": event.seat, "slot": event.slot,
                "card_in": event.card_in, "card_out": event.card_out}
    if isinstance(event, Discarded):
        return {"type": "discard", **head, "seat": event.seat, "card": event.card}
    if isinstance(event, Snapped):
        line = {"type": "snap", **head, "seat": event.seat, "slot": event.slot,
                "card": event.card, "ok": event.ok}
        if not event.ok:
            line |= {"penalty": event.penalty, "penalty_slot": event.penalty_slot}
        return line
    if isinstance(event, Looked):
        return {"type": "look", **head, "seat": event.seat, "owner": event.owner,
                "slot": event.slot}
    if isinstance(event, JackSwapped):
        return {"type": "jack_swap", **head, "seat": event.seat,
                "a": {"owner": event.a_owner, "slot": event.a_slot},
                "b": {"owner": event.b_owner, "slot": event.b_slot}}
    if isinstance(event, Called):
        return {"type": "call", **head, "seat": event.seat}
    if isinstance(event, Reshuffled):
        return {"type": "reshuffle", **head, "stock": list(event.stock or ())}
    return None


SWAP_POWERS = "swap_powers"
"""The rules key that says what the powers option meant when the record was written: true when
a card swapped out of a layout gave its power. Records written before it existed used
``cabo_powers`` the other way round (on: a swapped-out card gave its power too)."""


def rules_of(rounds: int, settings: Settings) -> dict[str, object]:
    """A match_start's rules: the page's four keys and ``swap_powers`` (what the option meant)."""
    return {"rounds": rounds, "snap_window": settings.snap_window,
            "cabo_powers": settings.cabo_powers,
            "emptied_off_turn_minus_10": settings.emptied_off_turn_minus_10,
            SWAP_POWERS: not settings.cabo_powers}


def settings_of(rules: Mapping[str, Any]) -> Settings:
    """The settings a record's rules stand for, old record or new (``ValueError`` when a new
    record's two power keys disagree). A record without ``swap_powers`` was written when
    ``cabo_powers`` on meant "a swapped-out card gives its power too" and off meant "only a card
    drawn and thrown at once does": it keeps that meaning, so it replays as it was played."""
    cabo = rules["cabo_powers"] is True
    if SWAP_POWERS in rules:
        swap = rules[SWAP_POWERS]
        if swap is cabo or not isinstance(swap, bool):
            raise ValueError(Sentence.of(N_("the rules' cabo_powers and swap_powers disagree")))
    else:
        swap = cabo
    return Settings(float(rules["snap_window"]), not swap,
                    rules["emptied_off_turn_minus_10"] is True)
