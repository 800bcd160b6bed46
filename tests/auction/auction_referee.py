"""An independent referee for Dutch Auction records, written from the game's page alone.

It shares no code with the engine: it keeps its own table from the ``deal`` line and checks
every later line against the rules as the page states them (draws from the deck top, sealed
set-aside and bid, tie cards, powers with their chains and the 7's repeats, purchases with their
prices and routing, the forced 1-cost purchase, restock, round end, the end condition, scores).
``referee(lines)`` returns None for a good record or the first problem found.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

VPS = {1: 11, 2: 7, 3: 4, 4: 2, 5: 1, 6: -1, 7: -2, 8: -4, 9: -7, 10: -11}
DECK40 = [s + str(v) for s in "GRPB" for v in range(1, 11)]


class Bad(Exception):
    pass


def val(card: str) -> int:
    return int(card[1:])


def need(cond: bool, text: str) -> None:
    if not cond:
        raise Bad(text)


def take(pile: list[str], card: Any, text: str) -> None:
    need(isinstance(card, str) and card in pile, text)
    pile.remove(card)


class Ref:
    def __init__(self, head: dict[str, Any], deal: dict[str, Any]) -> None:
        need(set(head) <= {"type", "game", "version", "seed", "rules", "seats", "t"},
             "match_start keys")
        need(head["game"] == "auction" and head["version"] == 1, "game/version")
        need(set(head["rules"]) == {"ten_card_face"}, "rules keys")
        self.face = head["rules"]["ten_card_face"]
        need(len(head["seats"]) == 2, "two seats")
        decks = deal["decks"]
        need(set(decks) == {"0", "1"} and all(len(decks[k]) == 8 for k in decks), "decks of 8")
        need(len(deal["auction_deck"]) == 18 and len(deal["display"]) == 6, "18 + 6")
        everything = decks["0"] + decks["1"] + deal["auction_deck"] + deal["display"]
        need(sorted(everything) == sorted(DECK40), "the deal is not the 40 cards")
        self.deck = [list(decks["0"]), list(decks["1"])]
        self.hand: list[list[str]] = [[], []]
        self.disc: list[list[str]] = [[], []]
        self.cashed: list[list[str]] = [[], []]
        self.offer: list[list[str]] = [[], []]
        self.fired: list[set[str]] = [set(), set()]
        self.adeck = list(deal["auction_deck"])
        self.display: list[str | None] = list(deal["display"])
        self.adisc: list[str] = []
        self.round = 1
        self.stage = "draw"
        self.totals = [0, 0]
        self.aside_done: set[int] = set()
        self.bids_done: set[int] = set()
        self.winner: int | None = None
        self.actor: int | None = None
        self.slot1: str | None = None
        self.pending: list[tuple[str, str | None]] = []
        self.voluntary = False
        self.empty_at_start = False
        self.last_loser: int | None = None
        self.drawn = [0, 0]
        self.over = False
        self.tie_turn: int | None = None

    # phases 1, 2 and 5 -------------------------------------------------------------------
    def draw(self, line: dict[str, Any]) -> None:
        s = line["seat"]
        need(self.stage in ("draw", "aside") and not self.aside_done, "draw out of place")
        need(line["round"] == self.round and line["cards"], "draw round")
        for card in line["cards"]:
            need(bool(self.deck[s]) and self.deck[s][-1] == card, "draw is not the deck top")
            self.hand[s].append(self.deck[s].pop())
        self.drawn[s] += len(line["cards"])
        need(self.drawn[s] <= 5, "more than five cards drawn")
        self.stage = "aside"

    def reshuffle(self, line: dict[str, Any]) -> None:
        s = line["seat"]
        need(not self.deck[s] and bool(self.disc[s]), "reshuffle with a deck left or no discards")
        need(sorted(line["deck"]) == sorted(self.disc[s]), "reshuffle is not the discards")
        self.deck[s] = list(line["deck"])
        self.disc[s] = []

    def set_aside(self, line: dict[str, Any]) -> None:
        s = line["seat"]
        need(self.stage == "aside" and s not in self.aside_done, "set_aside out of place")
        if not self.aside_done:
            self._hands_full()
        take(self.hand[s], line["card"], "set-aside card not in hand")
        self.deck[s].append(line["card"])
        self.aside_done.add(s)

    def _hands_full(self) -> None:
        for s in (0, 1):
            need(self.drawn[s] == 5 or (not self.deck[s] and not self.disc[s]),
                 "a hand was not drawn in full")

    def bid(self, line: dict[str, Any]) -> None:
        s = line["seat"]
        if self.stage == "aside":
            if not self.aside_done:
                self._hands_full()
            need(all(x in self.aside_done or not self.hand[x] for x in (0, 1)),
                 "bid before both set aside")
            self.stage = "bid"
        need(self.stage == "bid" and s not in self.bids_done, "bid out of place")
        need(len(line["cards"]) <= 4, "bid of more than four")
        for card in line["cards"]:
            take(self.hand[s], card, "bid card not in hand")
            self.offer[s].append(card)
        self.totals[s] = sum(val(c) for c in line["cards"])
        need(line["total"] == self.totals[s], "bid total")
        self.bids_done.add(s)

    def tie_card(self, line: dict[str, Any]) -> None:
        s = line["seat"]
        need(self.stage == "bid" and len(self.bids_done) == 2, "tie card before both bids")
        if s == 0:
            need(self.totals[0] == self.totals[1] and self.tie_turn is None, "tie card, no tie")
            self.tie_turn = 1
        else:
            need(self.tie_turn == 1, "tie cards come in pairs")
            self.tie_turn = None
        need(bool(self.deck[s]) and self.deck[s][-1] == line["card"], "tie card not the top")
        self.offer[s].append(self.deck[s].pop())
        self.totals[s] += val(line["card"])
        need(line["total"] == self.totals[s], "tie total")

    def bid_won(self, line: dict[str, Any]) -> None:
        need(self.stage == "bid" and len(self.bids_done) == 2, "bid_won early")
        need(self.tie_turn is None, "bid_won between tie cards")
        t = self.totals
        if t[0] != t[1]:
            expect = 0 if t[0] > t[1] else 1
        else:
            can = [bool(self.deck[s] or self.disc[s]) for s in (0, 1)]
            need(can[0] != can[1] or not can[0], "a tie left unbroken")
            expect = (0 if can[0] else 1) if can[0] != can[1] else (
                1 if self.last_loser is None else self.last_loser)
        need(line["seat"] == expect, "wrong bid winner")
        self.winner = self.actor = expect
        self.slot1 = self.display[0]
        self.stage = "play"

    # phase 3 ----------------------------------------------------------------------------
    def _turn(self, s: int) -> None:
        need(self.stage == "play", "phase 3 line out of place")
        if s != self.actor:
            need(self.actor == self.winner and s != self.winner, "not this seat's turn")
            self._end_turn()
            self.actor = s

    def _end_turn(self) -> None:
        need(not self.pending, "turn ended with a power waiting")
        if self.actor != self.winner:
            need(self.slot1 is None or self.display[0] != self.slot1,
                 "the loser did not buy the 1-cost card")

    def power(self, line: dict[str, Any]) -> None:
        need(set(line) - {"t"} == {"type", "round", "seat", "card", "effect", "from", "of",
                                   "target"}, "power keys")
        s = line["seat"]
        self._turn(s)
        card = line["card"]
        if not self.pending:
            need(card in self.hand[s] and val(card) >= 6, "played card is not a hand power")
            self.hand[s].remove(card)
            self.offer[s].append(card)
            self.pending.append((card, None))
        top, of = self.pending.pop()
        need(top == card, "this is not the power waiting to fire")
        effect = {6: "cash_in", 7: "duplicate"}.get(val(card), "retrieve")
        need(line["effect"] == effect, "effect name")
        self.fired[s].add(card)
        acting = card
        seven = None
        if val(card) == 7:
            if of is None and line["of"] is not None:
                o = line["of"]
                need(o in self.offer[s] and o[0] == card[0] and val(o) >= 6 and val(o) != 7,
                     "a 7 repeats a same-suit power card of the offering (not a 7)")
                if o not in self.fired[s]:
                    self.pending.append((card, o))
                acting, seven = o, card
            elif of is not None:
                need(line["of"] == of, "the second repeat names another card")
                acting, seven = of, card
            self.fired[s].add(acting)
        else:
            need(line["of"] is None, "only a 7 has an of")
        self._resolve(s, acting, seven, line)

    def _resolve(self, s: int, acting: str, seven: str | None, line: dict[str, Any]) -> None:
        target, source = line["target"], line["from"]
        if target is None or val(acting) == 7:
            need(target is None and source is None, "a declined power names nothing")
            return
        if val(acting) == 6:
            need(source is None, "a cash-in takes from no pile")
            waiting = {c for c, _ in self.pending} | {o for _, o in self.pending if o}
            need(target in self.offer[s] and target[0] == acting[0] and target != acting
                 and target != seven and target not in waiting, "bad cash-in target")
            self.offer[s].remove(target)
            self.cashed[s].append(target)
            return
        allowed = {8: ["auction_discards"], 9: ["personal_discards"],
                   10: (["auction_discards", "personal_deck"] if self.face
                        else ["auction_discards", "personal_discards"])}[val(acting)]
        need(source in allowed, "this power cannot take from there")
        pile = {"auction_discards": self.adisc, "personal_discards": self.disc[s],
                "personal_deck": self.deck[s]}[source]
        need(target[0] == acting[0], "retrieved card of another suit")
        take(pile, target, "retrieved card is not in that pile")
        self.offer[s].append(target)
        if val(target) >= 6:
            self.pending.append((target, None))

    def buy(self, line: dict[str, Any]) -> None:
        s = line["seat"]
        self._turn(s)
        need(not self.pending, "bought with a power waiting")
        slot = line["slot_cost"]
        need(isinstance(slot, int) and 1 <= slot <= 6, "slot cost")
        card = self.display[slot - 1]
        need(card is not None and line["card"] == card, "that card is not in that slot")
        assert card is not None
        forced = s != self.winner and slot == 1 and self.slot1 == card
        price = (1 if self.offer[s] else 0) if forced else slot
        need(len(line["paid"]) == price, "wrong number of cards paid")
        for c in line["paid"]:
            take(self.offer[s], c, "paid with a card not in the offering")
        mine = [c for c in line["paid"] if c[0] == card[0]]
        other = [c for c in line["paid"] if c[0] != card[0]]
        need(line["to_personal"] == mine and line["to_auction"] == other, "payment routing")
        self.disc[s] += mine + [card]
        self.adisc += other
        self.display[slot - 1] = None
        self.voluntary = self.voluntary or not forced

    # phase 4, round end, match end -----------------------------------------------------
    def restock(self, line: dict[str, Any]) -> None:
        need(self.stage == "play", "restock out of place")
        if self.actor == self.winner:
            self._end_turn()
            self.actor = 1 - (self.winner or 0)
        self._end_turn()
        cards = [c for c in self.display if c is not None]
        while len(cards) < 6 and self.adeck:
            cards.append(self.adeck.pop())
        need(line["display"] == cards, "restock")
        need(line["auction_deck_left"] == len(self.adeck), "auction deck count")
        self.display = cards + [None] * (6 - len(cards))
        self.stage = "round_end"

    def round_end(self, line: dict[str, Any]) -> None:
        need(self.stage == "round_end", "round_end out of place")
        expect = {str(s): self.offer[s] + self.hand[s] for s in (0, 1)
                  if self.offer[s] + self.hand[s]}
        need(line["discarded"] == expect, "round_end discards")
        for s in (0, 1):
            self.disc[s] += self.offer[s] + self.hand[s]
            self.offer[s], self.hand[s], self.fired[s] = [], [], set()
        ends = self.empty_at_start and (not any(self.display) or not self.voluntary)
        self.stage = "end" if ends else "draw"
        self.empty_at_start = not self.adeck
        self.last_loser = 1 - (self.winner or 0)
        self.round += 1
        self.totals, self.aside_done, self.bids_done = [0, 0], set(), set()
        self.winner = self.actor = self.slot1 = None
        self.voluntary = False
        self.drawn = [0, 0]

    def match_end(self, line: dict[str, Any]) -> None:
        need(self.stage == "end", "match_end before the end condition")
        scores = {}
        for s in (0, 1):
            cards = self.deck[s] + self.disc[s] + self.cashed[s] + self.hand[s]
            vp = sum(VPS[val(c)] for c in cards)
            suits = Counter(c[0] for c in cards)
            bonus = 10 * sum(1 for n in suits.values() if n >= 6)
            scores[str(s)] = {"vp": vp, "suit_bonus": bonus, "total": vp + bonus,
                              "cards": len(cards)}
        need(line["scores"] == scores, "scores")
        top = max(v["total"] for v in scores.values())
        few = min(v["cards"] for v in scores.values() if v["total"] == top)
        won = [s for s in (0, 1) if scores[str(s)]["total"] == top
               and scores[str(s)]["cards"] == few]
        need(line["winners"] == won, "winners")
        self.over = True


def referee(lines: list[dict[str, Any]]) -> str | None:
    """None if every line follows the page; otherwise the first problem and its line."""
    try:
        need(len(lines) >= 2, "too short")
        ref = Ref(lines[0], lines[1])
        last_t = 0.0
        for number, line in enumerate(lines[2:], start=3):
            need(not ref.over, "lines after match_end")
            t = line.get("t", last_t)
            need(t >= last_t, "time goes backwards")
            last_t = t
            if "round" in line:
                need(line["round"] == ref.round, f"round number (line {number})")
            try:
                getattr(ref, line["type"])(line)
            except Bad as bad:
                raise Bad(f"line {number}: {bad}") from None
        need(ref.over, "no match_end")
    except (Bad, KeyError, TypeError, ValueError, AttributeError, IndexError) as problem:
        return f"{type(problem).__name__}: {problem}"
    return None
