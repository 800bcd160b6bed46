"""An independent referee for Blitz (31) records, written from the game's page alone.

It shares no code with the engine: it reads the JSON lines, keeps its own table and complains
(``RefereeError``) at the first line that breaks a rule or the record format.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

RANK_POINTS = {"A": 11, "J": 10, "Q": 10, "K": 10, **{str(n): n for n in range(2, 11)}}
ALL_CARDS = {rank + suit for rank in RANK_POINTS for suit in "SHDC"}
TIMED = {"draw", "discard", "knock", "reshuffle", "thirty_one"}


class RefereeError(AssertionError):
    pass


def worth(cards: list[str], triple: Any) -> float:
    suits: dict[str, int] = {}
    for card in cards:
        suits[card[-1]] = suits.get(card[-1], 0) + RANK_POINTS[card[:-1]]
    best: float = max(suits.values())
    if triple is not False and len({card[:-1] for card in cards}) == 1 and len(cards) == 3:
        best = max(best, float(triple))
    return best


def need(ok: bool, why: str) -> None:
    if not ok:
        raise RefereeError(why)


class Referee:
    t: float  # set by each deal line
    knocker: int | None

    def __init__(self, start: dict[str, Any]) -> None:
        need(start.get("type") == "match_start" and start.get("game") == "thirty_one", "start")
        need(start.get("version") == 1 and isinstance(start.get("seed"), int), "version/seed")
        rules = start["rules"]
        need(set(rules) >= {"tokens", "three_of_a_kind", "no_first_round_knock"}, "rules keys")
        need(rules["tokens"] in range(1, 7), "tokens")
        need(rules["three_of_a_kind"] is False or rules["three_of_a_kind"] in (30, 30.5), "3oak")
        need(isinstance(rules["no_first_round_knock"], bool), "no_first_round_knock")
        self.seats = len(start["seats"])
        need(2 <= self.seats <= 8, "seat count")
        for i, seat in enumerate(start["seats"]):
            need(seat["seat"] == i and seat["kind"] in ("human", "bot") and "name" in seat, "seat")
        self.triple = rules["three_of_a_kind"]
        self.early_knock = not rules["no_first_round_knock"]
        self.tokens = {s: rules["tokens"] for s in range(self.seats)}
        self.in_play = list(range(self.seats))
        self.dealer: int | None = None
        self.hand_no = 0
        self.in_hand = False
        self.expect: list[str] = []
        self.winners: list[int] | None = None

    def after(self, seat: int) -> int:
        for step in range(1, self.seats + 1):
            if (seat + step) % self.seats in self.in_play:
                return (seat + step) % self.seats
        raise RefereeError("nobody in play")

    def line(self, line: dict[str, Any]) -> None:
        kind = line.get("type")
        need(self.winners is None, "a line after match_end")
        if kind in TIMED:
            need(isinstance(line["t"], (int, float)) and line["t"] >= self.t, "time runs back")
            self.t = line["t"]
        if self.expect:
            need(kind == self.expect[0], f"expected {self.expect[0]}, got {kind}")
            self.expect.pop(0)
        else:
            need(kind in ("deal", "draw", "discard", "knock", "reshuffle"), f"unexpected {kind}")
        getattr(self, "on_" + str(kind))(line)

    def on_deal(self, line: dict[str, Any]) -> None:
        need(not self.in_hand, "deal during a hand")
        self.hand_no += 1
        need(line["hand"] == self.hand_no, "hand number")
        if self.dealer is not None:
            need(line["dealer"] == self.after(self.dealer), "dealer rotation")
        need(line["dealer"] in self.in_play, "dealer out")
        self.dealer = line["dealer"]
        need(line["in_play"] == self.in_play, "in_play")
        need(sorted(map(int, line["hands"])) == self.in_play, "hands keys")
        self.hands = {int(s): list(c) for s, c in line["hands"].items()}
        need(all(len(c) == 3 for c in self.hands.values()), "three cards each")
        self.discard, self.stock = list(line["discard"]), list(line["stock"])
        need(len(self.discard) == 1, "one card face up")
        every = [c for h in self.hands.values() for c in h] + self.discard + self.stock
        need(len(every) == 52 and set(every) == ALL_CARDS, "the deck")
        self.in_hand, self.t, self.knocker, self.turns = True, 0.0, None, 0
        self.turn, self.drawn, self.taken = self.after(self.dealer), False, None
        thirty = [s for s in self.in_play if worth(self.hands[s], self.triple) == 31]
        if thirty:
            self.expect = ["thirty_one", "hand_end"]
            self.end = ("deal_thirty_one", thirty)

    def on_draw(self, line: dict[str, Any]) -> None:
        need(line["seat"] == self.turn and not self.drawn and not self.expect, "draw out of turn")
        pile = self.stock if line["from"] == "stock" else self.discard
        need(line["from"] in ("stock", "discard") and bool(pile), "draw from an empty pile")
        need(pile[-1] == line["card"], "not the top card")
        self.hands[self.turn].append(pile.pop())
        self.taken = line["card"] if line["from"] == "discard" else None
        self.drawn = True

    def on_reshuffle(self, line: dict[str, Any]) -> None:
        need(not self.stock and not self.drawn, "reshuffle with cards in the stock")
        need(sorted(line["stock"]) == sorted(self.discard[:-1]), "reshuffle cards")
        self.stock, self.discard = list(line["stock"]), self.discard[-1:]
        self.expect = ["draw"]

    def on_discard(self, line: dict[str, Any]) -> None:
        seat, card = line["seat"], line["card"]
        need(seat == self.turn and self.drawn, "discard out of turn")
        need(card in self.hands[seat] and card != self.taken, "illegal discard")
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.drawn, self.turns, self.turn = False, self.turns + 1, self.after(seat)
        if worth(self.hands[seat], self.triple) == 31:
            self.expect, self.end = ["thirty_one", "hand_end"], ("thirty_one", [seat])
        elif self.knocker is not None and self.turn == self.knocker:
            self.expect, self.end = ["hand_end"], ("knock", [])

    def on_knock(self, line: dict[str, Any]) -> None:
        need(line["seat"] == self.turn and not self.drawn and self.knocker is None, "knock")
        need(self.early_knock or self.turns >= len(self.in_play), "knock in the first round")
        self.knocker, self.turns, self.turn = line["seat"], self.turns + 1, self.after(line["seat"])

    def on_thirty_one(self, line: dict[str, Any]) -> None:
        need(self.end[0] != "knock" and line["seats"] == self.end[1], "31 seats")

    def on_hand_end(self, line: dict[str, Any]) -> None:
        reason, winners = self.end
        need(line["reason"] == reason and line["knocker"] == self.knocker, "reason/knocker")
        values = {s: worth(self.hands[s], self.triple) for s in self.in_play}
        need({int(s): v for s, v in line["values"].items()} == values, "values")
        if reason == "knock":
            low = min(values.values())
            lowest = [s for s in self.in_play if values[s] == low]
            lost: dict[int | None, int] = {self.knocker: 2} if lowest == [self.knocker] else {
                s: 1 for s in lowest if s != self.knocker}
        else:
            lost = {s: 1 for s in self.in_play if s not in winners}
        need({int(s): v for s, v in line["lost"].items()} == lost, "lost")
        out = [s for s in self.in_play if self.tokens[s] - lost.get(s, 0) < 0]
        for s in self.in_play:
            self.tokens[s] -= lost.get(s, 0)
        before = self.in_play
        self.in_play = [s for s in self.in_play if s not in out]
        need(line["out"] == out, "out")
        need({int(s): v for s, v in line["tokens"].items()} ==
             {s: self.tokens[s] for s in self.in_play}, "tokens")
        self.in_hand = False
        if len(self.in_play) == 1:
            self.expect, self.final = ["match_end"], list(self.in_play)
        elif not self.in_play:
            best = max(values[s] for s in before)
            self.expect, self.final = ["match_end"], [s for s in before if values[s] == best]

    def on_match_end(self, line: dict[str, Any]) -> None:
        need(line["winners"] == self.final and line["hands"] == self.hand_no, "match_end")
        self.winners = line["winners"]


def referee(lines: Iterable[dict[str, Any]]) -> list[int]:
    """The winners of a complete, valid record; ``RefereeError`` at the first problem."""
    it = iter(lines)
    ref = Referee(next(it))
    for line in it:
        ref.line(line)
    need(ref.winners is not None, "the record ends early")
    assert ref.winners is not None
    return ref.winners
