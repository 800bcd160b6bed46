"""What the player's gestures mean at the Dutch Auction table: lock in the sealed choice, play
a power, answer a firing power, buy and pay, end the turn. Each asks the rules core's legal
moves and sends moves through the session; a refusal is shown with the core's own reason."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.auction.rules.cards import MAX_BID_CARDS, VALUE
from game.auction.rules.moves import Bid, Buy, Done, Fire, Move, PlayPower, SetAside
from game.auction.rules.reasons import Reason
from game.auction.rules.state import BID, PLAY, SET_ASIDE
from game.auction.ui.coach import card_name
from game.core.i18n import N_
from game.core.outcome import Refused
from game.i18n import _, say

if TYPE_CHECKING:
    from game.auction.ui.parts import TableParts


@dataclass(frozen=True)
class Entry:
    """One choice while a power fires: a card (with where it is) and what choosing it does."""

    card: str
    label: str
    move: Move | None
    of: str | None = None


def _source_label(source: str | None) -> str:
    """Where a power's choice lies, as the chooser names it under the card (translated where
    it is drawn)."""
    return {"auction_discards": N_("auction"), "personal_discards": N_("discards"),
            "personal_deck": N_("deck")}.get(source or "", N_("offering"))


class TableActions:
    """The table's moves, shared by mouse and keys, on ``parts``' table."""

    def __init__(self, parts: TableParts) -> None:
        self.parts = parts

    def send(self, move: Move, at: tuple[int, int] | None = None) -> bool:
        outcome = self.parts.session.submit(move)
        if isinstance(outcome, Refused):
            self.parts.note(say(outcome.reason), at, warn=True)
            self.parts.app.play("refuse")
            return False
        return True

    def sealed_open(self) -> bool:
        view = self.parts.session.view()
        return view.phase in (SET_ASIDE, BID) and not self.parts.picks.locked \
            and bool(self.parts.legal())

    def my_turn(self) -> bool:
        view = self.parts.session.view()
        return view.phase == PLAY and view.active == 0

    def choosing(self) -> bool:
        """A firing power waits for the player's choice (the chooser is up)."""
        return self.my_turn() and bool(self.parts.session.view().pending)

    # --- sealed ------------------------------------------------------------------------------
    def pick(self, card: str, zone: str | None = None) -> None:
        """Put a hand card into the set-aside zone or the bid (``zone`` None: the next free)."""
        picks = self.parts.picks
        view = self.parts.session.view()
        if zone is None:
            zone = "zone:aside" if picks.aside is None and view.phase == SET_ASIDE \
                else "zone:bid"
        self.unpick(card)
        if zone == "zone:aside":
            if view.phase != SET_ASIDE:
                self.parts.note(_("The set-aside card is already on your deck"), warn=True)
                return
            if picks.aside is not None:
                self.unpick(picks.aside)
            picks.aside = card
        elif len(picks.bid) >= MAX_BID_CARDS:
            self.parts.note(say(Reason.TOO_MANY_BID), warn=True)
        else:
            picks.bid.append(card)

    def unpick(self, card: str) -> None:
        if self.parts.picks.aside == card:
            self.parts.picks.aside = None
        if card in self.parts.picks.bid:
            self.parts.picks.bid.remove(card)

    def lock_in(self) -> None:
        view = self.parts.session.view()
        picks = self.parts.picks
        if view.phase == SET_ASIDE:
            if picks.aside is None:
                self.parts.note(_("First drag one card to Set aside"), warn=True)
                return
            if self.send(SetAside(0, picks.aside)):
                picks.locked = True
                picks.queued_bid = tuple(picks.bid) if self.bid_with_aside() else None
                self.parts.app.play("flip")
        elif view.phase == BID and self.send(Bid(0, tuple(picks.bid))):
            picks.locked = True
            self.parts.app.play("flip")

    def bid_with_aside(self) -> bool:
        """Lock in during the set-aside sends the bid picked with it (when the bid phase
        opens), except in a coached game that has not taught the sealed bid yet: then the bid
        gets its own step and tip."""
        coach = self.parts.session.coach
        return coach is None or "bid" in coach.taught

    def open_the_bid(self) -> None:
        """The bid phase has begun with no bid queued: the bid is the player's to make."""
        picks = self.parts.picks
        if (picks.locked and picks.queued_bid is None
                and self.parts.session.view().phase == "bid"
                and any(isinstance(m, Bid) for m in self.parts.legal())):
            picks.locked = False

    def send_queued_bid(self) -> None:
        queued = self.parts.picks.queued_bid
        if queued is None:
            return
        if any(isinstance(m, Bid) for m in self.parts.legal()):
            self.parts.picks.queued_bid = None
            if not self.send(Bid(0, queued)):
                self.parts.picks.locked = False  # the bid is the player's to make again

    # --- powers ---------------------------------------------------------------------------------
    def play_power(self, card: str, at: tuple[int, int] | None = None) -> bool:
        return self.send(PlayPower(0, card), at)

    def fire_entries(self) -> list[Entry]:
        """The cards the firing power may choose now (a 7 first names the card it repeats)."""
        view = self.parts.session.view()
        if not self.my_turn() or not view.pending:
            return []
        fires = [m for m in self.parts.legal() if isinstance(m, Fire)]
        top = view.pending[-1]
        if VALUE[top.card] == 7 and top.of is None and self.parts.picks.seven_of is None:
            names = list(dict.fromkeys(m.of for m in fires if m.of is not None))
            return [Entry(c, N_("repeat"), None, of=c) for c in names]
        of = top.of or self.parts.picks.seven_of
        return [Entry(m.target, _source_label(m.source), m) for m in fires
                if m.target is not None and m.of == (of if VALUE[top.card] == 7 else None)]

    def decline_move(self) -> Move | None:
        view = self.parts.session.view()
        if not self.my_turn() or not view.pending:
            return None
        of = view.pending[-1].of or self.parts.picks.seven_of
        return Fire(0, of=of)

    def choose(self, entry: Entry) -> None:
        if entry.move is None:
            self.parts.picks.seven_of = entry.of
            return
        if self.send(entry.move):
            self.parts.picks.seven_of = None

    def decline(self) -> None:
        move = self.decline_move()
        if move is not None and self.send(move):
            self.parts.picks.seven_of = None

    # --- buying ----------------------------------------------------------------------------------
    def start_buy(self, slot: int, at: tuple[int, int] | None = None) -> None:
        buys = [m for m in self.parts.legal() if isinstance(m, Buy) and m.slot == slot]
        if not buys:
            self.send(Buy(0, slot, ()), at)  # refused: the core says why
            return
        price = len(buys[0].paid)
        if price == 0:
            self.send(buys[0], at)
            return
        offering = self.parts.session.view().me.offering
        self.parts.picks.paying, self.parts.picks.price = slot, price
        self.parts.picks.paid = list(offering) if len(offering) == price else []

    def toggle_paid(self, card: str) -> None:
        """Pick or unpick a paying card. When the offering holds exactly the price, every card
        must pay: the table picked them all, and a click never takes one out again."""
        paid = self.parts.picks.paid
        if card in paid and len(self.parts.session.view().me.offering) == self.parts.picks.price:
            self.parts.note(
                _("Every card of your offering pays for this slot: press Pay, or Cancel"),
                warn=True)
        elif card in paid:
            paid.remove(card)
        elif len(paid) < self.parts.picks.price:
            paid.append(card)
        else:
            self.parts.note(_("This slot costs {price}: click a chosen card to swap it").format(
                price=self.parts.picks.price), warn=True)

    def pay(self) -> None:
        slot = self.parts.picks.paying
        if slot is None:
            return
        offering = self.parts.session.view().me.offering
        paid = tuple(c for c in offering if c in self.parts.picks.paid)
        if self.send(Buy(0, slot, paid), self.parts.layout.slots[slot - 1].center):
            self.cancel_buy()

    def cancel_buy(self) -> None:
        self.parts.picks.paying, self.parts.picks.price, self.parts.picks.paid = None, 0, []

    def end_turn(self) -> None:
        self.send(Done(0), self.parts.layout.buttons["primary"].center)

    # --- the buttons ----------------------------------------------------------------------------
    def button_actions(self) -> dict[str, tuple[str, str, bool]]:
        """Each button's action, its label (in the player's language) and whether it may be
        pressed now (no entry: hidden)."""
        buttons = {"menu": ("menu", _("Menu (Esc)"), True)}
        view = self.parts.session.view()
        picks = self.parts.picks
        if view.phase in (SET_ASIDE, BID):
            if self.sealed_open():
                ready = view.phase == BID or picks.aside is not None
                buttons["primary"] = ("lock_in", _("Lock in"), ready)
                buttons["secondary"] = ("clear", _("Clear"), bool(picks.aside or picks.bid))
        elif picks.paying is not None:
            buttons["primary"] = ("pay", _("Pay {paid}/{price}").format(
                paid=len(picks.paid), price=picks.price), len(picks.paid) == picks.price)
            buttons["secondary"] = ("cancel", _("Cancel"), True)
        elif self.choosing():
            buttons["secondary"] = ("decline", _("Decline"), True)
        elif self.my_turn():
            buttons["primary"] = ("end_turn", _("End turn"),
                                  any(isinstance(m, Done) for m in self.parts.legal()))
        return buttons

    def button_labels(self) -> dict[str, tuple[str, bool]]:
        """Each button's label and whether it may be pressed now (no entry: hidden)."""
        return {name: (label, enabled)
                for name, (_action, label, enabled) in self.button_actions().items()}

    def press(self, name: str) -> None:
        button = self.button_actions().get(name)
        if button is None:
            return
        action, _label, enabled = button
        if not enabled:
            self.parts.note(_("Not yet: {line}").format(line=self.coach_text()), warn=True)
            return
        if action == "menu":
            self.parts.host.open_pause()
        elif action == "lock_in":
            self.lock_in()
        elif action == "clear":
            self.parts.picks.aside, self.parts.picks.bid = None, []
        elif action == "pay":
            self.pay()
        elif action == "cancel":
            self.cancel_buy()
        elif action == "decline":
            self.decline()
        elif action == "end_turn":
            self.end_turn()

    def coach_text(self) -> str:
        from game.auction.ui.coach import coach_line

        view = self.parts.session.view()
        if view.phase == PLAY and not self.parts.told() and self.parts.picks.paying is None \
                and not view.pending:  # (a player quicker than the flip is told what to do)
            return _("Both bids turn over...")
        parts = self.parts
        return coach_line(view, parts.legal(), parts.session.name(1), parts.picks.choices())

    def describe_card(self, card: str) -> str:
        return card_name(card)


def point(rect: pygame.Rect) -> tuple[int, int]:
    return (rect.centerx, rect.y)
