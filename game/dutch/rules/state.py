"""The immutable state of one Dutch round, and the deal.

Layouts are per seat, slot by slot in creation order (0-1 upper row, 2-3 lower row, 4 and up
penalty cards; ``None`` marks an emptied slot). ``known[seat]`` is the set of layout cards that
seat has seen since the card came into a layout: knowledge follows the card wherever a Jack swap
moves it, and is dropped when the card leaves the layouts (it is then face up anyway).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Final, Literal

from game.dutch.rules.cards import DECK

MIN_SEATS: Final = 2
MAX_SEATS: Final = 6
PEEK_SLOTS: Final = (2, 3)

Phase = Literal["draw", "hold", "after", "done", "over"]
"""``draw``: the round's first draw; ``hold``: the turn seat holds the drawn card; ``after``: it
has discarded (power, call or end of turn); ``done``: it has ended its turn, the next seat draws
once the snap window has shut (or, when the last circuit is complete, the round ends then);
``over``: the round is scored."""


@dataclass(frozen=True, slots=True)
class Window:
    """The snap window of the latest discard: open for ``rank`` until ``closes`` or a hit."""

    rank: str
    opened: float
    closes: float
    snapped_by: int | None = None


@dataclass(frozen=True, slots=True)
class Settings:
    snap_window: float = 2.0
    cabo_powers: bool = False
    emptied_off_turn_minus_10: bool = False


@dataclass(frozen=True, slots=True)
class DutchState:
    seats: int
    round: int
    settings: Settings
    shuffle_key: str
    layouts: tuple[tuple[str | None, ...], ...]
    known: tuple[frozenset[str], ...]
    stock: tuple[str, ...]
    discard: tuple[str, ...]
    starter: int
    turn: int
    phase: Phase = "draw"
    drawn: str | None = None
    drawn_from: str | None = None
    power: str | None = None
    window: Window | None = None
    caller: int | None = None
    ender: int | None = None
    emptied_off: tuple[int, ...] = ()
    emptied_on: int | None = None
    end_reason: str | None = None
    now: float = 0.0
    reshuffles: int = 0
    draws: int = 0


def deal(
    seats: int, round_no: int, starter: int, rng: random.Random, settings: Settings,
    shuffle_key: str,
) -> DutchState:
    """A fresh round: four cards face down per seat, the rest the stock, start peeks done."""
    deck = list(DECK)
    rng.shuffle(deck)
    layouts = tuple(tuple(deck[i * 4:(i + 1) * 4]) for i in range(seats))
    stock = tuple(deck[seats * 4:])
    return from_deal(seats, round_no, starter, layouts, stock, settings, shuffle_key)


def from_deal(
    seats: int, round_no: int, starter: int, layouts: tuple[tuple[str | None, ...], ...],
    stock: tuple[str, ...], settings: Settings, shuffle_key: str,
) -> DutchState:
    """The round right after its start peeks (each seat knows its own slots 2 and 3)."""
    known = tuple(
        frozenset(c for i, c in enumerate(layout) if i in PEEK_SLOTS and c is not None)
        for layout in layouts
    )
    return DutchState(seats=seats, round=round_no, settings=settings, shuffle_key=shuffle_key,
                      layouts=layouts, known=known, stock=stock, discard=(), starter=starter,
                      turn=starter)


def set_slot(state: DutchState, owner: int, slot: int, card: str | None) -> DutchState:
    layout = list(state.layouts[owner])
    if slot == len(layout):
        layout.append(card)
    else:
        layout[slot] = card
    layouts = state.layouts[:owner] + (tuple(layout),) + state.layouts[owner + 1:]
    return replace(state, layouts=layouts)


def learn(state: DutchState, seats: range | tuple[int, ...], card: str) -> DutchState:
    known = tuple(k | {card} if s in seats else k for s, k in enumerate(state.known))
    return replace(state, known=known)


def forget(state: DutchState, card: str) -> DutchState:
    known = tuple(k - {card} if card in k else k for k in state.known)
    return replace(state, known=known)


def layout_empty(state: DutchState, seat: int) -> bool:
    return all(card is None for card in state.layouts[seat])


def window_open(state: DutchState, t: float) -> bool:
    """Snaps still count: a discard's window that nobody has hit and that has not run out."""
    w = state.window
    return w is not None and w.snapped_by is None and t <= w.closes


def window_shut(state: DutchState, t: float) -> bool:
    """The next seat may draw: no window, a hit closed it, or its time ran out."""
    w = state.window
    return w is None or w.snapped_by is not None or t >= w.closes
