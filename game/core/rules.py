"""The interface of a game's pure rules core, as the authority, bots and tests use it.

A rules core is a set of pure functions over immutable states; ``RulesCore`` bundles them so
shared code (the authority, the conformance suite, searching bots, the simulator) can drive any
game the same way, in the spirit of OpenSpiel's ``State``: legal actions, apply, who acts now.

What a search needs, and what each costs:

- *clone*: nothing. States are immutable, so a state is its own copy; keep the reference.
- *apply*: ``apply(state, move)`` returns a new state that shares every unchanged part with the
  old one (a move rebuilds the piles it touched, the tuples around them, and nothing else).
- *undo / discard*: keep the old reference and drop the new one; nothing is restored.
- *sample the hidden cards*: ``sample_hidden(state, seat, rng)`` deals every card ``seat`` has not
  seen among the places it cannot see, from the caller's seeded generator: search over such
  samples ("determinizations") and the bot uses only what its seat may know.
- *views and legal moves*: ``legal_moves(view(state, seat))``; a core may remember the parts of a
  view by the identity of the state parts they come from (``game.core.memo.IdentityMemo``), as
  Dutch Blitz does, because unchanged parts are the very same objects.

A core may add a cheaper step for its own bots' searches (Dutch Blitz's ``engine.search_step``
skips the end-of-hand check a lookahead would undo); ``apply`` stays the one the table uses.
A game's own bots may also read the state directly where that gives the same answers as the
view (Dutch Blitz's ``legal_moves_at``, and its lookahead on plain tuples in ``own_search``),
and a core may declare its states, events and outcomes ``@immutable`` (``game.core.fast``: frozen
to the type checker, no guard paid at run time) and build them without their dataclass
``__init__`` once every value is checked (``game.core.fast.maker``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

from game.core.outcome import Applied, Refused

S = TypeVar("S")
M = TypeVar("M", covariant=True)
E = TypeVar("E")
V = TypeVar("V")


class RulesCore(Protocol[S, M, E, V]):
    """The rules of one game. Every method is pure; none raises on malformed input."""

    def apply(self, state: S, move: object, t: float = 0.0) -> Applied[S, E] | Refused:
        """Check ``move`` against ``state`` as it is now: the new state and events, or why not.

        ``t`` is the table time the move arrived (seconds since the hand began); only games with
        timed windows (the snap window in Dutch) read it. Anything that is not a well-formed move
        of this game is refused, never raised on. For turn games a move from a seat that may not
        act now is refused too.
        """
        ...

    def view(self, state: S, seat: int) -> V:
        """What ``seat`` may know: no card it has not seen, equal for every consistent deal."""
        ...

    def legal_moves(self, view: V) -> Sequence[M]:
        """Every move the viewing seat may make now; each is accepted by ``apply``."""
        ...

    def to_act(self, state: S) -> frozenset[int]:
        """The seats that may move now: every seat in a real-time game, the seat to play (and
        any seat with an open race, such as a snap) in a turn game; empty once the hand is over."""
        ...

    def is_over(self, state: S) -> bool:
        """The hand (or round) has ended; no move is accepted any more."""
        ...

    def card_places(self, state: S) -> Sequence[tuple[str, str]]:
        """Every physical card as (card id unique in the game, place): each card exactly once."""
        ...

    def sample_hidden(self, state: S, seat: int, rng: random.Random) -> S:
        """A state ``seat`` cannot tell from ``state``: every card it has not seen re-dealt
        among the places it cannot see (the search primitive; also a conformance check)."""
        ...
