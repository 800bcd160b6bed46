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
from game.auction.ui.painter import TablePainter
from game.auction.ui.places import Decor
from game.core.definition import Line
from game.core.i18n import N_, sentence_of
from game.core.names import seat_words
from game.i18n import S_, _, said_of
from game.ui.replay.frames import Frame, seat_names
from game.ui.services import Services
from game.ui.sprites import CardImages

STEP_SECONDS = 0.9
"""Seconds of playback on each move (at 1x)."""
ROUND_END_SECONDS = 2.0

_SAYS = {"draw": S_("{who} draws"), "reshuffle": S_("{who} reshuffles"),
         "set_aside": S_("{who} sets a card aside"), "bid": S_("{who} bids"),
         "tie_card": S_("{who} breaks the tie"), "bid_won": S_("{who} wins the bid"),
         "power": S_("{who} plays a power"), "buy": S_("{who} buys")}
"""A seat's record line as a caption (translated when the frames are made)."""
_ENGLISH_YOU = {"draw": "{who} draw", "reshuffle": "{who} reshuffle",
                "set_aside": "{who} set a card aside", "bid": "{who} bid",
                "tie_card": "{who} break the tie", "bid_won": "{who} win the bid",
                "power": "{who} play a power", "buy": "{who} buy"}
"""How English says each caption of the player ("You draw"; a language's own form is in its
catalogue)."""
_HAPPENS = {"deal": N_("The cards are dealt"), "restock": N_("The display is restocked"),
            "round_end": N_("The round ends"), "match_end": N_("The game is over")}
"""A line of no seat as a caption."""


def caption(line: Line, names: Sequence[str]) -> str:
    """A record line in words: ``"Anna bids"``."""
    kind = str(line.get("type", ""))
    seat = line.get("seat")
    if kind in _SAYS and isinstance(seat, int) and 0 <= seat < len(names):
        return said_of(names[seat], _SAYS[kind], english_you=_ENGLISH_YOU[kind])
    return _(_HAPPENS[kind]) if kind in _HAPPENS else kind


def auction_frames(lines: list[Line]) -> tuple[list[Frame[State]], str]:
    """The record's frames, and its problem ("" when the rules accept it all). A frame is a
    move that wrote lines (a seat's sealed choice shows with its partner's); before a new round
    the last table of the old one is shown once more as the round's end."""
    try:
        states = replay_states(lines)
    except ValueError as error:
        return [], sentence_of(error)
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
            frames.append(Frame(end.hand, time, ROUND_END_SECONDS,
                                _("Round {n} ends").format(n=end.hand), end.data, "round_end",
                                ends_hand=True))
            said = _("Round {n}: the display is restocked and new hands drawn").format(
                n=state.round)
        frames.append(Frame(state.round, time, STEP_SECONDS, said, state,
                            str(last.get("type", ""))))
    return frames, ""


class AuctionReplay:
    """A Dutch Auction record for ``game.ui.replay.viewer.ReplayScene``."""

    unit = N_("Round")

    def __init__(self, app: Services, lines: list[Line], art: AuctionArt,
                 images: CardImages) -> None:
        self._frames, self.problem = auction_frames(lines)
        names = seat_names(lines)
        self.names = ((names[0], names[1]) if len(names) == 2
                      else (seat_words(1), seat_words(2)))
        self.images = images
        self.painter = TablePainter(art, images, app.font)

    @property
    def frames(self) -> Sequence[Frame[State]]:
        return self._frames

    def paint(self, frame: Frame[Any], surface: pygame.Surface) -> None:
        state: State = frame.data
        layout = table_layout(surface.get_size())
        self.painter.paint_whole(surface, layout, view_of(state, 0), Decor(self.names))
        hand = state.seats[1].hand
        for card, rect in zip(hand, row(layout.rival_hand, len(hand), layout.small,
                                        centre=True), strict=True):
            surface.blit(self.images.card(card, rect.size), rect)
