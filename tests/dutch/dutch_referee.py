"""An independent referee for Dutch match records, written from the game's page alone.

It shares no code with the engine: it keeps its own table (layouts, piles, turn, window) in
plain lists and dicts, and walks the lines, checking every rule the page states. ``referee``
returns None for a good record, or the first problem found as text.
"""

from __future__ import annotations

from typing import Any

SUITS = "CDHS"
RANKS = ["A"] + [str(n) for n in range(2, 11)] + ["J", "Q", "K"]
FULL_DECK = sorted([r + s for r in RANKS for s in SUITS] + ["X1", "X2", "X3"])


def points(card: str) -> int:
    if card[0] == "X":
        return 0
    r = card[:-1]
    if r == "K":
        return -1 if card[-1] in "HD" else 10
    return {"A": 1, "J": 10, "Q": 10}.get(r) or int(r)


def rank(card: str) -> str:
    return "joker" if card[0] == "X" else card[:-1]


class Foul(Exception):
    pass


class Round:
    def __init__(self, n: int, rules: dict[str, Any], deal: dict[str, Any]) -> None:
        self.n, self.rules = n, rules
        self.lay = [list(deal["layouts"][str(s)]) for s in range(n)]
        self.stock = list(deal["stock"])
        self.pile: list[str] = []
        self.turn: int = deal["starter"]
        self.stage = "first"  # first, holding, discarded (after a discard; turn may be over)
        self.held: str | None = None
        self.held_from = ""
        self.power: str | None = None
        self.win: dict[str, Any] | None = None
        self.caller: int | None = None
        self.ender: int | None = None
        self.off_turn: list[int] = []
        self.on_turn: int | None = None
        self.exhausted = False
        self.next_shuffle: list[str] | None = None
        self.pending_discard: str | None = None
        self.acted = False

    def empty(self, s: int) -> bool:
        return all(c is None for c in self.lay[s])

    def following(self) -> int | None:
        for k in range(1, self.n + 1):
            s = (self.turn + k) % self.n
            if s == self.ender:
                return None
            if not self.empty(s):
                return s
        return None

    def from_stock(self) -> str | None:
        if not self.stock:
            if self.next_shuffle is None:
                if len(self.pile) > 1:
                    raise Foul("the stock ran out but no reshuffle line follows")
                return None
            self.stock, self.next_shuffle = self.next_shuffle, None
        elif self.next_shuffle is not None:
            raise Foul("reshuffle while the stock still had cards")
        return self.stock.pop()

    def reshuffle(self, line: dict[str, Any]) -> None:
        if self.stock or len(self.pile) < 2:
            raise Foul("reshuffle when it was not needed")
        if sorted(line["stock"]) != sorted(self.pile[:-1]):
            raise Foul("the reshuffled stock is not the discard pile under its top card")
        self.next_shuffle = list(line["stock"])
        self.pile = self.pile[-1:]

    def card_at(self, s: int, slot: Any) -> str:
        if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(self.lay[s]):
            raise Foul("no such slot")
        card = self.lay[s][slot]
        if card is None:
            raise Foul("that slot is empty")
        return str(card)

    def window_shut(self, t: float) -> bool:
        return self.win is None or self.win["hit"] or t >= self.win["closes"] - 1e-9

    def move(self, line: dict[str, Any]) -> None:
        kind, t = line["type"], line["t"]
        if kind == "reshuffle":
            return self.reshuffle(line)
        seat = line["seat"]
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise Foul("bad seat")
        if kind != "discard" and self.pending_discard is not None:
            raise Foul("a swap must be followed by the discard of the card that came out")
        getattr(self, "do_" + kind)(seat, t, line)

    def do_draw(self, seat: int, t: float, line: dict[str, Any]) -> None:
        if self.stage == "first":
            if seat != self.turn or line["from"] != "stock":
                raise Foul("the starter opens the round from the stock")
        else:
            if self.stage != "discarded":
                raise Foul("draw before the last turn was finished")
            if seat != self.following():
                raise Foul("not this seat's turn to draw")
            if not self.window_shut(t):
                raise Foul("drew while the snap window was open")
        if line["from"] == "stock":
            card = self.from_stock()
        elif line["from"] == "discard" and self.pile:
            card = self.pile.pop()
        else:
            raise Foul("bad draw source")
        if card != line["card"]:
            raise Foul("the drawn card is not the pile's top card")
        self.turn, self.stage, self.held, self.held_from = seat, "holding", card, line["from"]
        self.win, self.power = None, None

    def do_swap(self, seat: int, t: float, line: dict[str, Any]) -> None:
        if self.stage != "holding" or seat != self.turn or line["card_in"] != self.held:
            raise Foul("swap without holding that card")
        out = self.card_at(seat, line["slot"])
        if out != line["card_out"]:
            raise Foul("card_out is not the card that was in the slot")
        self.lay[seat][line["slot"]] = self.held
        self.held, self.pending_discard = out, out

    def do_discard(self, seat: int, t: float, line: dict[str, Any]) -> None:
        if self.stage != "holding" or seat != self.turn or line["card"] != self.held:
            raise Foul("discard of a card not held")
        swapped = self.pending_discard is not None
        if not swapped and self.held_from == "discard":
            raise Foul("a card from the discard pile must be swapped in")
        card = line["card"]
        self.pile.append(card)
        self.held, self.pending_discard, self.stage = None, None, "discarded"
        self.win = {"rank": rank(card), "closes": t + self.rules["snap_window"], "hit": False}
        kind = {"7": "own", "8": "own", "9": "other", "10": "other", "J": "jack"}.get(rank(card))
        # ruling 4: by default a swapped-out card gives its power too; ``swap_powers`` says so
        # (a record without it keeps the old meaning: ``cabo_powers`` on gave swap powers)
        swap_powers = self.rules.get("swap_powers", self.rules["cabo_powers"])
        self.power = kind if (not swapped or swap_powers) else None
        self.acted = False

    def do_snap(self, seat: int, t: float, line: dict[str, Any]) -> None:
        w = self.win
        if w is None or t > w["closes"] + 1e-9 or w["hit"] and line["ok"]:
            raise Foul("snap outside an open window")  # after a hit only a wrong snap counts
        if seat == self.caller:
            raise Foul("the caller does not snap")
        card = self.card_at(seat, line["slot"])
        if card != line["card"] or line["ok"] != (rank(card) == w["rank"]):
            raise Foul("snap card or verdict wrong")
        if line["ok"]:
            self.lay[seat][line["slot"]] = None
            self.pile.append(card)
            w["hit"] = True
            if self.empty(seat):
                if seat == self.turn:
                    self.on_turn = seat
                else:
                    self.off_turn.append(seat)
                    self.ender = seat if self.ender is None else self.ender
            return
        penalty = self.from_stock()
        if penalty != line["penalty"]:
            raise Foul("the penalty is not the stock's top card")
        if penalty is None:
            self.exhausted = line["penalty_slot"] is None or _raise("penalty slot without card")
            return
        if line["penalty_slot"] != len(self.lay[seat]):
            raise Foul("the penalty goes to a new slot")
        self.lay[seat].append(penalty)

    def own_power(self, seat: int, want: tuple[str, ...]) -> None:
        if self.stage != "discarded" or seat != self.turn or self.power not in want:
            raise Foul("no such power now")
        if self.acted:
            raise Foul("power after the turn ended")
        self.power = None

    def target(self, owner: Any, slot: Any) -> None:
        if not isinstance(owner, int) or not 0 <= owner < self.n or owner == self.caller:
            raise Foul("bad power target")
        self.card_at(owner, slot)

    def do_look(self, seat: int, t: float, line: dict[str, Any]) -> None:
        kind = self.power
        self.own_power(seat, ("own", "other"))
        owner = line["owner"]
        self.target(owner, line["slot"])
        if (owner == seat) != (kind == "own"):
            raise Foul("7/8 look at their own card, 9/10 at another player's")

    def do_jack_swap(self, seat: int, t: float, line: dict[str, Any]) -> None:
        self.own_power(seat, ("jack",))
        a, b = line["a"], line["b"]
        if a["owner"] == b["owner"]:
            raise Foul("the Jack swaps between two different players")
        self.target(a["owner"], a["slot"])
        self.target(b["owner"], b["slot"])
        la, lb = self.lay[a["owner"]], self.lay[b["owner"]]
        la[a["slot"]], lb[b["slot"]] = lb[b["slot"]], la[a["slot"]]

    def do_call(self, seat: int, t: float, line: dict[str, Any]) -> None:
        if self.stage != "discarded" or seat != self.turn or self.ender is not None or self.acted:
            raise Foul("call out of place")
        self.caller = self.ender = seat
        self.acted = True
        self.power = None


    def finish(self, line: dict[str, Any]) -> list[int]:
        """Check the round_end line; the round's scores."""
        if self.on_turn is not None:
            reason, emptied = "emptied_on_turn", self.on_turn
        elif self.exhausted or (self.stage in ("first", "discarded") and not self.stock
                                and len(self.pile) <= 1 and self.following() is not None
                                and self.window_shut(1e18)):
            reason, emptied = "stock_exhausted", None
        elif self.stage == "discarded" and self.following() is None:
            reason, emptied = "circuit", None
        else:
            raise Foul("the round ended before its end")
        if reason != "emptied_on_turn" and self.ender is not None and self.ender != self.caller:
            emptied = self.ender
        sums = [sum(points(c) for c in lay if c is not None) for lay in self.lay]
        bonus: dict[int, int] = {}
        if self.caller is not None and reason != "stock_exhausted":
            c = self.caller
            lost = any(self.empty(s) for s in range(self.n) if s != c) or any(
                sums[s] <= sums[c] for s in range(self.n) if s != c)
            bonus[c] = 10 if lost else -10
        if self.on_turn is not None:
            bonus[self.on_turn] = bonus.get(self.on_turn, 0) - 10
        if self.rules["emptied_off_turn_minus_10"]:
            for s in self.off_turn:
                bonus[s] = bonus.get(s, 0) - 10
        scores = [sums[s] + bonus.get(s, 0) for s in range(self.n)]
        want = {"reason": reason, "caller": self.caller, "emptied": emptied,
                "layouts": {str(s): self.lay[s] for s in range(self.n)},
                "sums": {str(s): v for s, v in enumerate(sums)},
                "bonus": {str(s): v for s, v in sorted(bonus.items())},
                "scores": {str(s): v for s, v in enumerate(scores)}}
        for key, value in want.items():
            if line.get(key) != value:
                raise Foul(f"round_end {key}: expected {value}, found {line.get(key)}")
        return scores


def _raise(text: str) -> bool:
    raise Foul(text)


MOVE_KEYS = {
    "draw": {"type", "round", "t", "seat", "from", "card"},
    "swap": {"type", "round", "t", "seat", "slot", "card_in", "card_out"},
    "discard": {"type", "round", "t", "seat", "card"},
    "look": {"type", "round", "t", "seat", "owner", "slot"},
    "jack_swap": {"type", "round", "t", "seat", "a", "b"},
    "call": {"type", "round", "t", "seat"},
    "reshuffle": {"type", "round", "t", "stock"},
}
SNAP_KEYS = {"type", "round", "t", "seat", "slot", "card", "ok"}


def _keys_ok(line: dict[str, Any]) -> bool:
    kind = line.get("type")
    if kind == "snap":
        extra = {"penalty", "penalty_slot"} if line.get("ok") is False else set()
        return set(line) == SNAP_KEYS | extra
    return set(line) == MOVE_KEYS.get(str(kind), set())


def referee(lines: list[dict[str, Any]]) -> str | None:
    """None if the record follows every rule of the page, else the first problem."""
    at = 0
    try:
        at = _walk(lines)
    except Foul as foul:
        return f"foul: {foul}"
    except (KeyError, TypeError, IndexError, ValueError, AttributeError) as exc:
        return f"malformed: {exc!r}"
    return None if at == len(lines) else "lines after match_end"


def _walk(lines: list[dict[str, Any]]) -> int:
    head = lines[0]
    if set(head) != {"type", "game", "version", "seed", "rules", "seats"} or \
            head["game"] != "dutch" or head["version"] != 1:
        raise Foul("bad match_start")
    rules, n = head["rules"], len(head["seats"])
    keys = {"rounds", "snap_window", "cabo_powers", "emptied_off_turn_minus_10"}
    if set(rules) not in (keys, keys | {"swap_powers"}) or \
            rules.get("swap_powers", not rules["cabo_powers"]) is rules["cabo_powers"]:
        raise Foul("bad rules")
    if not 2 <= n <= 6 or [s["seat"] for s in head["seats"]] != list(range(n)):
        raise Foul("bad seats")
    i, totals, first = 1, [0] * n, None
    for number in range(1, rules["rounds"] + 1):
        deal = lines[i]
        if deal["type"] != "deal" or deal["round"] != number or set(deal) != {
                "type", "round", "starter", "layouts", "stock"}:
            raise Foul("expected a deal")
        cards = [c for s in range(n) for c in deal["layouts"][str(s)]] + deal["stock"]
        if sorted(cards) != FULL_DECK or any(len(deal["layouts"][str(s)]) != 4 for s in range(n)):
            raise Foul("the deal is not the deck, four cards a seat")
        first = deal["starter"] if first is None else first
        if deal["starter"] != (first + number - 1) % n:
            raise Foul("the starter moves one seat on each round")
        i += 1
        for s in range(n):
            if lines[i] != {"type": "peek", "round": number, "t": 0.0, "seat": s, "slots": [2, 3]}:
                raise Foul("every seat peeks at slots 2 and 3 first")
            i += 1
        rnd, last_t = Round(n, rules, deal), 0.0
        while lines[i]["type"] != "round_end":
            line = lines[i]
            if line["round"] != number or not _keys_ok(line) or line["t"] < last_t:
                raise Foul(f"bad line {line}")
            if rnd.on_turn is not None or rnd.exhausted:
                raise Foul("the round went on after it ended")
            last_t = line["t"]
            rnd.move(line)
            i += 1
        scores = rnd.finish(lines[i])
        totals = [a + b for a, b in zip(totals, scores, strict=True)]
        if lines[i]["totals"] != {str(s): v for s, v in enumerate(totals)}:
            raise Foul("bad totals")
        i += 1
    low = min(totals)
    end = lines[i]
    if end != {"type": "match_end", "winners": [s for s in range(n) if totals[s] == low],
               "totals": {str(s): v for s, v in enumerate(totals)}}:
        raise Foul("bad match_end")
    return i + 1
