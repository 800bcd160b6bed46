"""A small memo keyed by object identity, for the pure functions searches call over and over.

States are immutable and share their unchanged parts (a move rebuilds one seat and leaves the
others, and often the middle piles, as the very same objects). A function of such a part --
what a seat's piles look like to the others, which card each middle pile wants next -- can then
be remembered by the part's identity: no hashing of the part, no equality test, just ``is``.

The memo keeps a strong reference to every key it holds, so an id is never reused while its
entry lives, and it holds at most ``size`` entries (the oldest goes when a new one comes, so old
states are let go one at a time, never a whole cache of them in one step): nothing here grows
with a hand or a match. It is a cache only: the answers are the function's own.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
R = TypeVar("R")

DEFAULT_SIZE = 256


class IdentityMemo(Generic[K, R]):
    """``memo(key)`` is ``compute(key)``, computed once per key object while it is held."""

    __slots__ = ("_compute", "_entries", "_order", "_size")

    def __init__(self, compute: Callable[[K], R], size: int = DEFAULT_SIZE) -> None:
        if size < 1:
            raise ValueError("an identity memo holds at least one entry")
        self._compute = compute
        self._size = size
        self._entries: dict[int, tuple[K, R]] = {}
        self._order: deque[int] = deque()
        """The keys' ids, the oldest first (a dict's first key is slow to find once many have
        been deleted before it: the deleted slots are walked until the dict is rebuilt)."""

    def __call__(self, key: K) -> R:
        entry = self._entries.get(id(key))
        if entry is not None and entry[0] is key:
            return entry[1]
        value = self._compute(key)
        entries = self._entries
        if len(entries) >= self._size:
            del entries[self._order.popleft()]
        entries[id(key)] = (key, value)
        self._order.append(id(key))
        return value

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        self._entries.clear()
        self._order.clear()
