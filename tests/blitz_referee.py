"""An independent referee for match records, written from the printed rules and the record
format alone. It shares no code with the game: it reads JSON lines and keeps its own piles of
card codes, so a mistake in the engine cannot hide itself here."""

from __future__ import annotations

from typing import Any

Line = dict[str, Any]
"""One record line as JSON reads it."""

BOYS = {"R", "B"}


class Violation(AssertionError):
    pass


def number(code: str) -> int:
    return int(code[1:])


def boy(code: str) -> bool:
    return code[0] in BOYS


class Seat:
    def __init__(self, entry: Line) -> None:
        self.posts = [list(p) for p in entry["posts"]]
        self.blitz = list(entry["blitz"])
        self.wood = list(entry.get("wood", []))
        self.hand = list(entry["hand"])
        self.moved = False

    def pile(self, place: str) -> list[str]:
        if place == "blitz":
            return self.blitz
        if place == "wood":
            return self.wood
        if place.startswith("post:"):
            return self.posts[int(place[5:])]
        raise Violation(f"cards never come from {place}")


class Referee:
    """One match's piles, totals and owed refills, checked line by line."""

    def __init__(self, start: Line) -> None:
        if start["type"] != "match_start" or start["version"] != 1:
            raise Violation("a record starts with match_start version 1")
        self.posts = start["rules"]["post_piles"]
        self.n = len(start["seats"])
        if self.posts != (5 if self.n == 2 else 3):
            raise Violation("3 Post piles, 5 with two players")
        self.stack_ok = start["rules"]["move_post_stack"]
        self.target = start["rules"]["target_score"]
        self.totals = [0] * self.n
        self.seats: list[Seat] = []
        self.dutch: list[list[tuple[int, str]]] = []
        self.owed: list[tuple[int, int]] = []
        self.ended = True
        self.must_end = False
        self.last_t = 0.0

    def deal(self, line: Line) -> None:
        totals = self.totals
        if not self.ended or max(totals) >= self.target and totals.count(max(totals)) == 1:
            raise Violation("a deal while a hand or the match is still on")
        self.seats = [Seat(e) for e in sorted(line["layout"], key=lambda e: e["seat"])]
        deck = sorted({f"{c}{k}" for c in "RBYG" for k in range(1, 11)})
        for s in self.seats:
            every = [c for p in s.posts for c in p] + s.blitz + s.hand + s.wood
            if sorted(every) != deck:
                raise Violation("each seat is dealt its own 40 cards")
            if len(s.posts) != self.posts or len(s.blitz) != 10 or s.wood:
                raise Violation("the deal is Posts, ten Blitz cards, the rest in hand")
        self.dutch, self.ended, self.last_t = [], False, 0.0

    def match_end(self, line: Line) -> None:
        best = max(self.totals)
        if best < self.target or self.totals.count(best) != 1 \
                or line["winner"] != self.totals.index(best):
            raise Violation("the match ends with the one highest total at the target")

    def play(self, seat: Seat, line: Line) -> None:
        source = seat.pile(line["from"])
        if not source or source[-1] != line["card"]:
            raise Violation(f"only a top card moves: {line}")
        card = source.pop()
        to = line["to"]
        if to == "dutch:new":
            if number(card) != 1:
                raise Violation("only a 1 starts a Dutch pile")
            self.dutch.append([(line["seat"], card)])
        elif to.startswith("dutch:"):
            top = self.dutch[int(to[6:])][-1][1]
            if top[0] != card[0] or number(card) != number(top) + 1:
                raise Violation(f"Dutch piles ascend by colour: {card} on {top}")
            self.dutch[int(to[6:])].append((line["seat"], card))
        elif to.startswith("post:"):
            pile = seat.posts[int(to[5:])]
            if to == line["from"] or not pile or number(card) != number(pile[-1]) - 1 \
                    or boy(card) == boy(pile[-1]):
                raise Violation(f"Post piles descend, boy and girl alternating: {line}")
            pile.append(card)
        else:
            raise Violation(f"no such target {to}")
        seat.moved = True

    def stack(self, seat: Seat, line: Line) -> None:
        if not self.stack_ok:
            raise Violation("whole Post piles move only with the option on")
        source, onto = seat.pile(line["from"]), seat.pile(line["to"])
        if source != line["cards"] or not onto or source is onto:
            raise Violation("a stack moves a whole Post pile")
        if number(source[0]) != number(onto[-1]) - 1 or boy(source[0]) == boy(onto[-1]):
            raise Violation("a stacked pile must fit its new Post pile")
        onto.extend(source)
        source.clear()
        seat.moved = True

    def refill(self, seat: Seat, line: Line) -> None:
        if not self.owed or self.owed[0] != (line["seat"], line["post"]) or not seat.blitz \
                or seat.blitz[-1] != line["card"]:
            raise Violation(f"a refill moves the Blitz top to the emptied slot: {line}")
        seat.posts[line["post"]].append(seat.blitz.pop())
        self.owed.pop(0)

    def flip(self, seat: Seat, line: Line) -> None:
        cards = line["cards"]
        if not 1 <= len(cards) <= 3 or (len(cards) < 3 and len(seat.hand) != len(cards)):
            raise Violation("flip three, or the rest of the hand")
        for card in cards:
            if seat.hand.pop() != card:
                raise Violation("flipped cards come off the hand top in order")
            seat.wood.append(card)

    def recycle(self, seat: Seat, line: Line) -> None:
        if seat.hand or not seat.wood:
            raise Violation("the Wood turns over only when the hand is empty")
        if line["rotate"]:
            if seat.moved:
                raise Violation("rotate only when stuck")
            seat.wood.insert(0, seat.wood.pop())
        seat.hand = list(reversed(seat.wood))
        seat.wood = []
        seat.moved = False

    def hand_end(self, line: Line) -> None:
        if self.owed:
            raise Violation("the hand ended with a refill owed while Blitz cards remain")
        empty = [i for i, s in enumerate(self.seats) if not s.blitz]
        if line["reason"] == "blitz":
            if line["seat"] not in empty:
                raise Violation("Blitz! is called by a seat with an empty Blitz pile")
        elif line["reason"] != "stalemate" or empty:
            raise Violation("a hand ends by Blitz! or by stalemate")
        for score in line["scores"]:
            i = score["seat"]
            mine = sum(1 for p in self.dutch for owner, _ in p if owner == i)
            if score["dutch"] != mine or score["blitz_left"] != len(self.seats[i].blitz) \
                    or score["hand_score"] != mine - 2 * len(self.seats[i].blitz):
                raise Violation(f"score of seat {i}")
            self.totals[i] += score["hand_score"]
            if score["total"] != self.totals[i]:
                raise Violation("running totals")
        self.ended, self.must_end = True, False

    def seat_event(self, line: Line) -> None:
        """A move by one seat; then the refills it owes and whether the hand must end."""
        if self.ended:
            raise Violation(f"{line['type']} after the hand ended")
        if line["t"] < self.last_t:
            raise Violation("time runs backwards")
        self.last_t = line["t"]
        seat = self.seats[line["seat"]]
        action = SEAT_ACTIONS.get(line["type"])
        if action is None:
            return
        action(self, seat, line)
        for i, pile in enumerate(seat.posts):
            if not pile and seat.blitz and (line["seat"], i) not in self.owed:
                self.owed.append((line["seat"], i))
        self.must_end = any(not s.blitz for s in self.seats)


SEAT_ACTIONS = {"play": Referee.play, "stack": Referee.stack, "refill": Referee.refill,
                "flip": Referee.flip, "recycle": Referee.recycle}


def check(lines: list[Line]) -> int:
    """Referee one match; returns the number of event lines checked."""
    referee = Referee(lines[0])
    checked = 0
    for line in lines[1:]:
        kind = line["type"]
        if referee.owed and kind != "refill" and kind != "hand_end":
            raise Violation(f"a refill is owed before {line}")
        if referee.must_end and kind != "hand_end":
            raise Violation(f"play went on after a Blitz pile emptied: {line}")
        if kind == "deal":
            referee.deal(line)
        elif kind == "match_end":
            referee.match_end(line)
            return checked
        elif kind == "hand_end":
            if referee.ended:
                raise Violation(f"{kind} after the hand ended")
            if line["t"] < referee.last_t:
                raise Violation("time runs backwards")
            checked += 1
            referee.hand_end(line)
        else:
            checked += 1
            referee.seat_event(line)
    return checked
