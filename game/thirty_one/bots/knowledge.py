"""What a bot makes of its view: the cards it has not seen placed, and what each rival is after.

A bot with full memory counts every card in the discard pile and every card a rival took from
it as placed; a forgetful one remembers only the last few discards (or just the top card).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.thirty_one.rules.cards import DECK
from game.thirty_one.rules.state import View


@dataclass(frozen=True, slots=True)
class Knowledge:
    """``unseen``: cards the bot cannot place; ``rival_known``: cards each rival is known to
    hold; ``stock_draws``: how many times each rival drew blind this hand; ``declined``: for a
    rival whose last turn was a blind draw, the top discard it left and the card it threw."""

    unseen: tuple[str, ...]
    rival_known: dict[int, tuple[str, ...]]
    stock_draws: dict[int, int]
    declined: dict[int, tuple[str, str]] = field(default_factory=dict)


def read_view(view: View, memory: int) -> Knowledge:
    """What the seat knows, remembering the top ``memory`` discards (and what rivals took,
    when it remembers more than the top card)."""
    placed = set(view.cards)
    placed.update(view.discard[-memory:] if memory > 0 else ())
    rivals = [seat for seat in view.in_play if seat != view.seat]
    rival_known = {seat: view.known[seat] for seat in rivals} if memory > 1 else {}
    for cards in rival_known.values():
        placed.update(cards)
    stock_draws = {seat: 0 for seat in rivals}
    for step in view.log:
        if step.action == "stock" and step.seat in stock_draws:
            stock_draws[step.seat] += 1
    unseen = tuple(card for card in DECK if card not in placed)
    declined = last_declined(view) if memory > 1 else {}
    return Knowledge(unseen, rival_known, stock_draws, declined)


def last_declined(view: View) -> dict[int, tuple[str, str]]:
    """For each rival whose last turn was a blind draw: the top discard it left there and the
    card it threw (the pile is walked back from now; a reshuffle ends the walk)."""
    pile = list(view.discard)
    found: dict[int, tuple[str, str]] = {}
    done: set[int] = {view.seat}
    thrown: tuple[int, str] | None = None
    for step in reversed(view.log):
        if step.action == "throw" and step.card is not None:
            if not pile or pile[-1] != step.card:
                break
            pile.pop()
            thrown = (step.seat, step.card)
            continue
        if step.action == "stock" and thrown is not None and thrown[0] == step.seat:
            if step.seat not in done and pile:
                found[step.seat] = (pile[-1], thrown[1])
        elif step.action == "discard" and step.card is not None:
            pile.append(step.card)
        if step.action != "knock":
            done.add(step.seat)
        thrown = None
    return found
