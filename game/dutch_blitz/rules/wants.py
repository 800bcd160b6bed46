"""Which card each Dutch pile takes next, kept up to date from one table to the next.

Every legal-move list asks it: for a card code, the Dutch piles (by place name, in index order)
that take that card now. A move changes at most one Dutch pile (a play onto it, or a new pile at
the end), so the answer for the next table is the last one with that pile's entry moved, not a
fresh walk over every pile. Any other change (another table, a search's branch) is answered by
the full walk.
"""

from __future__ import annotations

from operator import is_not
from typing import Final

from game.dutch_blitz.rules.cards import HIGHEST, NEXT_CODE
from game.dutch_blitz.rules.state import DutchPile, dutch

Wants = dict[str, list[str]]

_NAMES: Final = tuple(dutch(index) for index in range(64))


def _name(index: int) -> str:
    return _NAMES[index] if index < len(_NAMES) else dutch(index)


def _wanted(pile: DutchPile) -> str | None:
    """The code of the card ``pile`` takes next (None once it is complete)."""
    top = pile.cards[-1]
    if top.number >= HIGHEST:
        return None
    return NEXT_CODE.get(top.code) or f"{top.colour}{top.number + 1}"


def walk_wants(piles: tuple[DutchPile, ...]) -> Wants:
    """For each card (by its code) some Dutch pile takes next, those piles in index order."""
    wants: Wants = {}
    for index, pile in enumerate(piles):
        code = _wanted(pile)
        if code is not None:
            wants.setdefault(code, []).append(_name(index))
    return wants


_last: Final[list[tuple[tuple[DutchPile, ...], Wants]]] = [((), {})]
"""The Dutch piles last asked about and what they want (only this module holds the lists, so
they are changed in place)."""


def pile_wants(piles: tuple[DutchPile, ...]) -> Wants:
    """``walk_wants(piles)``, worked out from the last answer when one pile changed since.
    The answer is read at once and not kept: the next call may change it."""
    old, wants = _last[0]
    if piles is old:
        return wants
    changed = _one_change(old, piles)
    if changed is None:
        wants = walk_wants(piles)
    elif changed >= 0:
        if changed < len(old):
            _drop(wants, _wanted(old[changed]), _name(changed))
        _add(wants, _wanted(piles[changed]), changed)
    _last[0] = (piles, wants)
    return wants


def _one_change(old: tuple[DutchPile, ...], new: tuple[DutchPile, ...]) -> int | None:
    """The index of the one pile that differs (a changed pile, or one added at the end), -1
    when none does, or None when the two differ otherwise."""
    differs = list(map(is_not, old, new))  # pile by pile, as far as the shorter goes
    count = differs.count(True)
    if len(new) == len(old) + 1:
        return len(old) if count == 0 else None
    if len(new) != len(old) or count > 1:
        return None
    return differs.index(True) if count else -1


def _drop(wants: Wants, code: str | None, name: str) -> None:
    if code is None:
        return
    names = wants[code]
    names.remove(name)
    if not names:
        del wants[code]


def _add(wants: Wants, code: str | None, index: int) -> None:
    if code is None:
        return
    names = wants.setdefault(code, [])
    place = len(names)
    while place and _index_of(names[place - 1]) > index:
        place -= 1
    names.insert(place, _name(index))


def _index_of(name: str) -> int:
    return int(name.rpartition(":")[2])
