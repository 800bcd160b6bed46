"""Playing Dutch Auction's coached game as a player does, through posted events: each tip's
move made with the table's own gestures (drags to the zones and the offering, chooser clicks,
slot clicks, paying cards, Lock in and Pay), and a plain, sensible game when no tip is up. Shared
by the coached game's test and the language walk."""

from __future__ import annotations

from typing import Any

import pygame
from table_support import board_of, centre, click, drag, key

from game.auction.rules.cards import VP, is_power
from game.auction.rules.moves import Bid, Buy, Done, Fire, Move, PlayPower, SetAside
from game.auction.ui.board import AuctionBoard
from game.auction.ui.session import AuctionSession
from game.ui.app import App
from game.ui.table.scene import TableScene


def board(scene: TableScene[Any, Any, Any, Any]) -> AuctionBoard:
    return board_of(scene, AuctionBoard)


def tap(app: App, scene: TableScene[Any, Any, Any, Any], place: str,
        covered: list[str] | None = None) -> None:
    """Click ``place`` once it is drawn; the coach's bubble must not cover it (with
    ``covered``: a cover is noted there instead, and the click made all the same)."""
    if place not in board(scene).last_hits:
        app.step()
        return
    pos = centre(scene, place)
    box = scene.tip_box
    if covered is not None and box is not None and box.collidepoint(pos):
        covered.append(f"the tip covers {place}")
    assert covered is not None or box is None or not box.collidepoint(pos), \
        f"the tip covers {place}"
    click(app, pos)


def carry(app: App, scene: TableScene[Any, Any, Any, Any], place: str, to: pygame.Rect) -> None:
    if place in board(scene).last_hits:
        drag(app, centre(scene, place), to.center)
    else:
        app.step()


def act(app: App, scene: TableScene[Any, Any, Any, Any], move: object,
        covered: list[str] | None = None) -> None:
    """One gesture toward ``move`` (an auction move; the coach's tip names it as an object), as a
    player makes it at the table (``covered``: as ``tap`` takes it)."""
    picks, lay = board(scene).picks, board(scene).layout

    if isinstance(move, SetAside):
        if picks.aside != move.card:
            carry(app, scene, f"hand:{move.card}", lay.aside)
        else:
            tap(app, scene, "button:primary", covered)
    elif isinstance(move, Bid):
        missing = [c for c in move.cards if c not in picks.bid]
        if missing:
            carry(app, scene, f"hand:{missing[0]}", lay.bid)
        else:
            tap(app, scene, "button:primary", covered)
    elif isinstance(move, PlayPower):
        carry(app, scene, f"hand:{move.card}", lay.offering)
    elif isinstance(move, Fire):
        entries = board(scene).fire_entries()
        naming = move.of is not None and any(e.move is None for e in entries)
        if move.target is None:
            key(app, pygame.K_BACKSPACE)
        elif naming:  # a 7: first the power it repeats
            tap(app, scene, next(f"choice:{i}" for i, e in enumerate(entries)
                                 if e.card == move.of), covered)
        else:
            tap(app, scene, next(f"choice:{i}" for i, e in enumerate(entries)
                                 if e.card == move.target), covered)
    elif isinstance(move, Buy):
        _pay(app, scene, move, covered)
    elif isinstance(move, Done):
        tap(app, scene, "button:primary", covered)


def _pay(app: App, scene: TableScene[Any, Any, Any, Any], move: Buy,
         covered: list[str] | None) -> None:
    picks = board(scene).picks

    if picks.paying != move.slot:
        tap(app, scene, f"slot:{move.slot}", covered)
        return
    wrong = [c for c in picks.paid if c not in move.paid]
    missing = [c for c in move.paid if c not in picks.paid]
    if wrong or missing:
        tap(app, scene, f"offer0:{(wrong or missing)[0]}", covered)
    else:
        tap(app, scene, "button:primary", covered)


def own_move(session: AuctionSession, scene: TableScene[Any, Any, Any, Any]) -> Move | None:
    """What the player does when no tip is up: a plain, sensible game."""
    view, legal = session.view(), session.legal()
    if not legal or scene.flights.busy():
        return None
    asides = [m for m in legal if isinstance(m, SetAside)]
    if asides:
        return min(asides, key=lambda m: (is_power(m.card), VP[m.card] < 5, m.card))
    if any(isinstance(m, Bid) for m in legal):
        return Bid(0, tuple(c for c in view.hand if not is_power(c))[:4])
    fires = [m for m in legal if isinstance(m, Fire)]
    if fires:
        return next((m for m in fires if m.target is not None), fires[0])
    buys = [m for m in legal if isinstance(m, Buy) and VP[view.display[m.slot - 1] or "G1"] > 0]
    if buys:
        return max(buys, key=lambda m: (VP[view.display[m.slot - 1] or "G1"], -m.slot))
    if Done(0) not in legal:
        return next(m for m in legal if isinstance(m, Buy))
    return Done(0)
