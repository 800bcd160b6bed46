"""Dutch Auction in the shared replay viewer: the table after each move (replayed with the
rules, ``replay_states``), painted by the live table's painter with every card face up. A
record the rules do not accept shows its problem instead of a table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.auction.rules.replay import replay_states
from game.auction.rules.state import State
from game.auction.rules.view import view as view_of
from game.auction.ui.images import AuctionArt
from game.auction.ui.layout import row, table_layout
from game.auction.ui.painter import Decor, TablePainter
from game.core.definition import Line
from game.ui.replay.frames import Frame, seat_names
from game.ui.services import Services
from game.ui.sprites import CardImages

STEP_SECONDS = 0.9
"""Seconds of playback on each move (at 1x)."""
ROUND_END_SECONDS = 2.0

_SAYS = {"deal": "the cards are dealt", "draw": "draws", "reshuffle": "reshuffles",
         "set_aside": "sets a card aside", "bid": "bids", "tie_card": "breaks the tie",
         "bid_won": "wins the bid", "power": "plays a power", "buy": "buys",
         "restock": "the display is restocked", "round_end": "the round ends",
         "match_end": "the game is over"}


def caption(line: Line, names: Sequence[str]) -> str:
    """A record line in words: ``"Anna bids"``."""
    kind = str(line.get("type", ""))
    said = _SAYS.get(kind, kind)
    seat = line.get("seat")
    if isinstance(seat, int) and 0 <= seat < len(names):
        return f"{names[seat]} {said}"
    return said[:1].upper() + said[1:]


def auction_frames(lines: list[Line]) -> tuple[list[Frame[State]], str]:
    """The record's frames, and its problem ("" when the rules accept it all). A frame is a
    move that wrote lines (a seat's sealed choice shows with its partner's); before a new round
    the last table of the old one is shown once more as the round's end."""
    try:
        states = replay_states(lines)
    except ValueError as error:
        return [], str(error)
    names = seat_names(lines)
    frames: list[Frame[State]] = []
    time, written = 0.0, 0
    for count, state in states:
        batch = [line for line in lines[written:count] if isinstance(line, dict)]
        written = max(written, count)
        if not batch and frames:
            continue
        stamps = [ln["t"] for ln in batch if isinstance(ln.get("t"), (int, float))]
        time = float(stamps[-1]) if stamps else time
        last = batch[-1] if batch else {}
        said = caption(last, names)
        if any(ln.get("type") == "round_end" for ln in batch) and frames:
            end = frames[-1]
            frames.append(Frame(end.hand, time, ROUND_END_SECONDS, f"Round {end.hand} ends",
                                end.data, "round_end", ends_hand=True))
            said = f"Round {state.round}: the display is restocked and new hands drawn"
        frames.append(Frame(state.round, time, STEP_SECONDS, said, state,
                            str(last.get("type", ""))))
    return frames, ""


class AuctionReplay:
    """A Dutch Auction record for ``game.ui.replay.viewer.ReplayScene``."""

    unit = "Round"

    def __init__(self, app: Services, lines: list[Line], art: AuctionArt,
                 images: CardImages) -> None:
        self._frames, self.problem = auction_frames(lines)
        names = seat_names(lines)
        self.names = (names[0], names[1]) if len(names) == 2 else ("Seat 0", "Seat 1")
        self.images = images
        self.painter = TablePainter(art, images, app.font)

    @property
    def frames(self) -> Sequence[Frame[State]]:
        return self._frames

    def paint(self, frame: Frame[Any], surface: pygame.Surface) -> None:
        state: State = frame.data
        layout = table_layout(surface.get_size())
        self.painter.draw(surface, layout, view_of(state, 0), Decor(self.names))
        hand = state.seats[1].hand
        for card, rect in zip(hand, row(layout.rival_hand, len(hand), layout.small,
                                        centre=True), strict=True):
            surface.blit(self.images.card(card, rect.size), rect)
