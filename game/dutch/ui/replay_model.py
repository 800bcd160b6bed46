"""A saved Dutch match as the shared replay viewer's frames: each record line replayed with the
rules core (the end of a turn and the close of a round's last window inserted where the record
leaves them out), each position with a caption. A damaged record stops at the last good
position and says where."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.core.i18n import Sentence, at_line, sentence_of
from game.core.outcome import Refused, reason_words
from game.dutch.rules.cards import CARD_SET, card_words
from game.dutch.rules.core import DUTCH_RULES
from game.dutch.rules.moves import EndTurn
from game.dutch.rules.record import settings_of
from game.dutch.rules.replay import close_round, move_of_line
from game.dutch.rules.state import DutchState, Settings, from_deal
from game.i18n import N_, _, is_default_player, said_of
from game.ui.replay.frames import Frame

Line = dict[str, Any]


STEP_SECONDS = 1.2
"""Seconds of playback on each position (at 1x)."""
ROUND_END_SECONDS = 2.5


@dataclass(frozen=True)
class Position:
    """What Dutch's painter needs for one frame: the table and the running totals."""

    state: DutchState
    totals: tuple[int, ...]


def show_all(state: DutchState) -> DutchState:
    """The state with every card known to seat 0, so seat 0's view shows every card."""
    known = (frozenset(CARD_SET),) + state.known[1:]
    return replace(state, known=known)



# Translators: why a round ended, as a replay's caption names it after "Round 1 ends:".
END_WORDS = {"circuit": N_("circuit"), "emptied_on_turn": N_("emptied_on_turn"),
             "stock_exhausted": N_("stock_exhausted")}


def _caption(line: Line, names: Sequence[str]) -> str:
    kind = line["type"]
    who = names[line["seat"]] if 0 <= line.get("seat", -1) < len(names) else "?"
    if kind == "draw" and line["from"] == "stock":
        return said_of(who, "{who} draws {card} from the draw pile",
                       english_you="{who} draw {card} from the draw pile",
                       card=card_words(line["card"]))
    if kind == "draw":
        return said_of(who, "{who} draws {card} from the discard",
                       english_you="{who} draw {card} from the discard",
                       card=card_words(line["card"]))
    if kind == "swap":
        return said_of(who, "{who} swaps {card} in for {out} ({slot})",
                       english_you="{who} swap {card} in for {out} ({slot})",
                       card=card_words(line["card_in"]), out=card_words(line["card_out"]),
                       slot=_slot(line["slot"]))
    if kind == "discard":
        return said_of(who, "{who} discards {card}", english_you="{who} discard {card}",
                       card=card_words(line["card"]))
    if kind == "snap":
        return _snap_caption(line, who)
    if kind == "look":
        return _look_caption(line, who, names)
    if kind == "jack_swap":
        return _jack_caption(line, who, names)
    return said_of(who, "{who} calls Dutch!", english_you="{who} call Dutch!")


_OWN_SWAPS = {
    (True, False): N_("{who} swaps their own {a_slot} with {b}'s {b_slot}"),
    (True, "you"): N_("{who} swaps their own {a_slot} with your {b_slot}"),
    (False, True): N_("{who} swaps {a}'s {a_slot} with their own {b_slot}"),
    ("you", True): N_("{who} swaps your {a_slot} with their own {b_slot}"),
}
"""A rival's jack swap of one of their own cards: "their own card 2" (never "Anna swaps
Anna's card 2"), by whose the other card is."""


def _jack_caption(line: Line, who: str, names: Sequence[str]) -> str:
    """A jack's swap: "your card 2" where a card is the player's (never "You's"), "their own
    card 2" where a rival swaps their own."""
    a, b = names[line["a"]["owner"]], names[line["b"]["owner"]]
    slots = {"a": a, "b": b, "a_slot": _slot(line["a"]["slot"]),
             "b_slot": _slot(line["b"]["slot"])}
    if not is_default_player(who):
        def whose(side: str) -> bool | str:
            if line[side]["owner"] == line.get("seat"):
                return True
            return "you" if is_default_player(names[line[side]["owner"]]) else False

        own = _OWN_SWAPS.get((whose("a"), whose("b")))
        if own is not None:
            return _(own).format(who=who, **slots)
    if is_default_player(a):
        return said_of(who, "{who} swaps your {a_slot} with {b}'s {b_slot}",
                       english_you="{who} swap your {a_slot} with {b}'s {b_slot}", **slots)
    if is_default_player(b):
        return said_of(who, "{who} swaps {a}'s {a_slot} with your {b_slot}",
                       english_you="{who} swap {a}'s {a_slot} with your {b_slot}", **slots)
    return said_of(who, "{who} swaps {a}'s {a_slot} with {b}'s {b_slot}",
                   english_you="{who} swap {a}'s {a_slot} with {b}'s {b_slot}", **slots)


def _look_caption(line: Line, who: str, names: Sequence[str]) -> str:
    owner, slot = names[line["owner"]], _slot(line["slot"])
    if line["owner"] == line["seat"]:
        return said_of(who, "{who} looks at their own {slot}",
                       english_you="{who} look at your own {slot}", slot=slot)
    if is_default_player(owner):
        return said_of(who, "{who} looks at your {slot}", slot=slot)
    return said_of(who, "{who} looks at {owner}'s {slot}",
                   english_you="{who} look at {owner}'s {slot}", owner=owner, slot=slot)


def _snap_caption(line: Line, who: str) -> str:
    penalty = line.get("penalty")
    card = card_words(line["card"])
    if line["ok"]:
        return said_of(who, "{who} snaps {card}", english_you="{who} snap {card}", card=card)
    if penalty:
        return said_of(who, "{who} snaps {card}: wrong, the penalty card is {penalty}",
                       english_you="{who} snap {card}: wrong, the penalty card is {penalty}",
                       card=card, penalty=card_words(penalty))
    return said_of(who, "{who} snaps {card}: wrong", english_you="{who} snap {card}: wrong",
                   card=card)


def _slot(slot: object) -> str:
    """A record's slot index as the table counts cards: ``0`` -> ``"card 1"``."""
    return _("card {n}").format(n=slot + 1) if isinstance(slot, int) else _("card")


class ReplayBuilder:
    def __init__(self, lines: Sequence[Line]) -> None:
        self.lines = list(lines)
        self.frames: list[Frame[Position]] = []
        self.problem = ""
        self.names: list[str] = []
        self.totals: tuple[int, ...] = ()
        self.settings = Settings()
        self.key = ""
        self.state: DutchState | None = None

    def build(self) -> list[Frame[Position]]:
        for number, line in enumerate(self.lines, 1):
            try:
                self._line(line)
            except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
                said = sentence_of(exc)
                self.problem = at_line(number, said if isinstance(said, Sentence) else repr(exc))
                break
            if self.problem:
                self.problem = at_line(number, self.problem)
                break
        return self.frames

    def _add(self, caption: str, kind: str, state: DutchState | None = None) -> None:
        state = state if state is not None else self.state
        if state is not None:
            ends = kind == "round_end"
            self.frames.append(Frame(state.round, state.now,
                                     ROUND_END_SECONDS if ends else STEP_SECONDS, caption,
                                     Position(state, self.totals), kind, ends_hand=ends))

    def _apply(self, move: object, t: float) -> None:
        assert self.state is not None
        out = DUTCH_RULES.apply(self.state, move, t)
        if isinstance(out, Refused):
            self.problem = Sentence.of(N_("{move} refused: {reason}"), move=str(move),
                                       reason=reason_words(out))
            return
        self.state = out.state

    def _line(self, line: Line) -> None:
        kind = line["type"]
        if kind == "match_start":
            self.names = [s["name"] for s in line["seats"]]
            rules = line["rules"]
            self.settings = settings_of(rules)  # an old record's option keeps its meaning
            self.totals = (0,) * len(self.names)
            self.key = f"dutch-reshuffle:{line['seed']}"
        elif kind == "deal":
            n = len(self.names)
            layouts = tuple(tuple(line["layouts"][str(s)]) for s in range(n))
            self.state = from_deal(n, line["round"], line["starter"], layouts,
                                   tuple(line["stock"]), self.settings, self.key)
            self._add(_("Round {n}: the deal").format(n=line["round"]), kind)
        elif kind == "round_end":
            self._close()
            self.totals = tuple(line["totals"][str(s)] for s in range(len(self.names)))
            reason = line["reason"]
            self._add(_("Round {n} ends: {reason}").format(
                n=line["round"], reason=_(END_WORDS[reason]) if reason in END_WORDS else reason),
                kind)
        elif kind == "match_end":
            won = ", ".join(self.names[s] for s in line["winners"])
            if self.frames:
                self._add(_("Match over: {names} won").format(names=won), kind,
                          self.frames[-1].data.state)
        elif kind in ("draw", "swap", "discard", "snap", "look", "jack_swap", "call"):
            self._move_line(line)

    def _move_line(self, line: Line) -> None:
        assert self.state is not None
        if line["type"] == "draw" and self.state.phase == "after":
            self._apply(EndTurn(self.state.turn), line["t"])
        if line["type"] == "discard" and self.state.phase == "after":
            return  # the discard of a swap: the swap already moved it
        self._apply(move_of_line(line), line["t"])
        self._add(_caption(line, self.names), line["type"])

    def _close(self) -> None:
        if self.state is not None:
            self.state = close_round(self.state)[0]  # ``Bad`` is a ValueError: a problem


def build_frames(lines: Sequence[Line]) -> tuple[list[Frame[Position]], str]:
    builder = ReplayBuilder(lines)
    frames = builder.build()
    return frames, builder.problem
