"""The bots' lookahead over their own visible piles, on plain tuples: the same values, fast.

``lookahead.Search`` defines what a look is worth: on a one-seat table holding only what the seat
can see (its Post piles, Blitz top, Wood top and the Dutch piles' tops) it tries sequences of
plays with the rules core and scores their events. That table is a ``TableState`` and every step
builds a view, a legal-move list and a new state, which is most of what a higher level's
decision costs. Here the same search runs on four plain values -- Post piles, Blitz top, Wood
top, Dutch tops -- with the same placement rules (``fits_dutch``/``fits_post`` in the engine),
moves tried in the order the rules core lists them, the same step budget and the same scores,
so every value (and so every choice and every record) is exactly what the table search gives.

Only plays are searched here: with whole-Post-pile moves allowed the table search is used.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from game.dutch_blitz.rules.cards import HIGHEST, NEXT_CODE, Card
from game.dutch_blitz.rules.places import parse_place

if TYPE_CHECKING:
    from game.dutch_blitz.bots.lookahead import Weights

Posts = tuple[tuple[Card, ...], ...]
Wants = dict[str, list[int]]
"""For each card code, the Dutch piles (by index, in order) that take it next."""
Piles = tuple[Posts, "Card | None", "Card | None", tuple[Card, ...], Wants]
"""What a search step leaves: Post piles, Blitz top, Wood top, Dutch tops and their wants."""
K = TypeVar("K")

BLITZ_SOURCE = -2
WOOD_SOURCE = -1
"""Sources as ints: these two, or a Post pile's index."""
TO_DUTCH = 0
TO_NEW = 1
TO_POST = 2
"""Targets as (kind, index) pairs: an existing Dutch pile, a new one, a Post pile."""
KEPT = 256
"""Most piles' parts a search keeps between looks (the seat's piles and the Dutch tops are
often the same tuples from one decision to the next); the oldest goes first."""


_WANTED: dict[int, tuple[tuple[Card, ...], Wants]] = {}
_WANTED_ORDER: deque[int] = deque()
"""Its keys, the oldest first (a dict's first key is slow to find after many deletions)."""
"""What each Dutch-tops tuple looked from wants, for every search (the tops are the table's,
the same for every seat): by identity (the tuple is held, so its id is not reused while it is
here); at most ``KEPT``, the oldest going first."""


def _blitz_part(value: float, freed: int, blitz_left: int, blitz_w: float,
                blitz_out_w: float) -> tuple[float, int]:
    """A play's score and Blitz cards left, after the Blitz cards the ``freed`` Post slots
    turn up (each worth ``blitz_w``) and the Blitz pile's emptying (``blitz_out_w``)."""
    if freed > 0 and blitz_left > 0:
        hidden = freed if freed < blitz_left else blitz_left
        value += hidden * blitz_w
        blitz_left -= hidden
    if blitz_left <= 0:
        value += blitz_out_w
    return value, blitz_left


class OwnSearch(Generic[K]):
    """Best-value sequences of plays over a seat's visible piles, within ``budget`` steps."""

    __slots__ = ("weights", "depth", "budget", "_left", "_scores", "_opening", "_wanted",
                 "_wanted_order", "_built", "_built_order")

    def __init__(self, weights: Weights, depth: int, budget: int) -> None:
        self.weights = weights
        self.depth = depth
        self.budget = budget
        self._left = 0
        w = weights
        self._scores = (w.blitz, w.blitz_out)
        self._opening = ((0.0, 0.0 + w.bury), (0.0 + w.dutch, 0.0 + w.dutch + w.wood_out))
        """A play's score for where it goes and where from, before the Blitz pile's part:
        ``[to a Dutch pile][from the Wood]`` (summed as the table search sums it)."""
        self._wanted = _WANTED
        self._wanted_order = _WANTED_ORDER
        """The shared memory's queue, held beside it, so a copy of a search (a deep copy of a
        bot) copies the two together and never evicts from one what the other holds."""
        self._built: dict[int, tuple[Posts, PostTops, dict[int, list[int]]]] = {}
        self._built_order: deque[int] = deque()
        """What each Post-piles tuple looked from gives: its tops, their builds, the piles by
        wanted card (by identity, as ``_WANTED``); the seat's own, so kept per search."""

    def values(self, posts: Posts, blitz: Card | None, wood: Card | None,
               tops: tuple[Card, ...], blitz_count: int,
               moves: list[tuple[K, str, str, Card | None]]
               ) -> list[tuple[K, float]]:
        """The value of each candidate ``(key, source, target, card)``, in order: its own step
        plus the best follow-up within the depth (candidates the rules would refuse are left
        out)."""
        self._left = self.budget
        wants = self._wants_of(tops) if self.depth > 1 and moves else {}
        found: list[tuple[K, float]] = []
        for key, source_text, target_text, card in moves:
            self._left -= 1
            parsed = _parse(posts, blitz, wood, tops, source_text, target_text, card)
            if parsed is None:
                continue
            source, kind, index, moved = parsed
            if self.depth <= 1:  # no follow-up: the score alone
                found.append((key, self._value(posts, blitz, source, kind, blitz_count) + 0.0))
                continue
            value, after, left = self._step(posts, blitz, wood, tops, wants, source, kind,
                                             index, moved, blitz_count)
            if left > 0 and self._left > 0:
                found.append((key, value + self._best(*after, self.depth - 1, left)))
            else:  # what ``_best`` gives then
                found.append((key, value + 0.0))
        return found

    def _value(self, posts: Posts, blitz: Card | None, source: int, kind: int,
               blitz_left: int) -> float:
        """``_step``'s score alone, with no piles built (for a play with no follow-up). The
        Post slots it leaves empty are worked out: the source pile if its last card went,
        less the one a Blitz top refills."""
        blitz_w, blitz_out_w = self._scores
        value = self._opening[kind != TO_POST][source == WOOD_SOURCE]
        emptied = 0
        if source == BLITZ_SOURCE:
            value += blitz_w
            blitz_left -= 1
            blitz = None
        elif source >= 0 and len(posts[source]) == 1:
            emptied = 1
        refilled = 0
        if blitz is not None and (emptied or () in posts):
            value += blitz_w
            blitz_left -= 1
            refilled = 1
        return _blitz_part(value, emptied - refilled, blitz_left, blitz_w, blitz_out_w)[0]

    def _step(self, posts: Posts, blitz: Card | None, wood: Card | None,
              tops: tuple[Card, ...], wants: Wants, source: int, kind: int, index: int,
              card: Card, blitz_left: int) -> tuple[float, Piles, int]:
        """One play (already known to be legal): its score, the piles after it (with what
        their Dutch tops want), Blitz left."""
        blitz_w, blitz_out_w = self._scores
        freed = 0  # Post slots the play empties, less the one a Blitz card refills
        value = self._opening[kind != TO_POST][source == WOOD_SOURCE]
        if source == BLITZ_SOURCE:
            value += blitz_w
            blitz_left -= 1
            blitz = None
        elif source == WOOD_SOURCE:
            wood = None
        else:
            freed = 1 if len(posts[source]) == 1 else 0
            changed = list(posts)  # a tuple with one item changed, built through a list
            changed[source] = posts[source][:-1]  # (about half the cost of slicing round it)
            posts = tuple(changed)
        if kind == TO_DUTCH:
            wants = _wants_after(wants, tops, index, card)
            changed_tops = list(tops)
            changed_tops[index] = card
            tops = tuple(changed_tops)
        elif kind == TO_NEW:
            wants = _wants_after(wants, tops, len(tops), card)
            tops = tops + (card,)
        else:
            changed = list(posts)
            changed[index] = posts[index] + (card,)
            posts = tuple(changed)
        if blitz is not None and not all(posts):
            empty = posts.index(())
            changed = list(posts)
            changed[empty] = (blitz,)
            posts = tuple(changed)
            blitz = None
            value += blitz_w
            blitz_left -= 1
            freed -= 1
        value, blitz_left = _blitz_part(value, freed, blitz_left, blitz_w, blitz_out_w)
        return value, (posts, blitz, wood, tops, wants), blitz_left

    def _best(self, posts: Posts, blitz: Card | None, wood: Card | None,
              tops: tuple[Card, ...], wants: Wants, depth: int, blitz_left: int) -> float:
        if depth <= 0 or blitz_left <= 0 or self._left <= 0:
            return 0.0
        best = 0.0
        deeper = depth - 1
        for source, kind, index, card in self._plays(posts, blitz, wood, wants):
            if self._left <= 0:
                break
            self._left -= 1
            if deeper <= 0:  # no follow-up: the score alone
                value = self._value(posts, blitz, source, kind, blitz_left) + 0.0
            else:
                value, after, left = self._step(posts, blitz, wood, tops, wants, source, kind,
                                                index, card, blitz_left)
                if left > 0 and self._left > 0:
                    value += self._best(*after, deeper, left)
                else:  # what ``_best`` gives then
                    value += 0.0
            if value > best:
                best = value
        return best

    def _wants_of(self, tops: tuple[Card, ...]) -> Wants:
        """What the Dutch tops ``tops`` want, remembered for every search (the oldest memory
        goes when full)."""
        known = self._wanted.get(id(tops))
        if known is not None and known[0] is tops:
            return known[1]
        wants = _wants(tops)
        if len(self._wanted) >= KEPT:
            del self._wanted[self._wanted_order.popleft()]
        self._wanted[id(tops)] = (tops, wants)
        self._wanted_order.append(id(tops))
        return wants

    def _plays(self, posts: Posts, blitz: Card | None, wood: Card | None,
               wants: Wants) -> list[tuple[int, int, int, Card]]:
        """Every play, in the order ``legal.legal_moves`` lists them: sources Blitz, Wood, then
        the Post piles; for each, a new Dutch pile (a 1) or the Dutch piles that take it in
        index order, then the Post piles it builds on."""
        found: list[tuple[int, int, int, Card]] = []
        known_posts = self._built.get(id(posts))
        if known_posts is not None and known_posts[0] is posts:
            post_tops, builds = known_posts[1], known_posts[2]
        else:
            post_tops, builds = _post_parts(posts)
            if len(self._built) >= KEPT:
                del self._built[self._built_order.popleft()]
            self._built[id(posts)] = (posts, post_tops, builds)
            self._built_order.append(id(posts))
        for source, card in ((BLITZ_SOURCE, blitz), (WOOD_SOURCE, wood)):
            if card is None:
                continue
            if card.number == 1:
                found.append((source, TO_NEW, 0, card))
            else:
                for j in wants.get(card.code, ()):
                    found.append((source, TO_DUTCH, j, card))
            for i in builds.get(2 * card.number + card.is_boy, ()):
                found.append((source, TO_POST, i, card))
        for source, card, onto in post_tops:
            if card.number == 1:
                found.append((source, TO_NEW, 0, card))
            else:
                for j in wants.get(card.code, ()):
                    found.append((source, TO_DUTCH, j, card))
            for i in onto:
                found.append((source, TO_POST, i, card))
        return found


PostTops = list[tuple[int, Card, Sequence[int]]]


def _post_parts(posts: Posts) -> tuple[PostTops, dict[int, list[int]]]:
    """Each Post top with its pile and the other Post piles it builds on, and the piles by the
    card each takes next (keyed twice its number plus one for a boy: one lower, other gender)."""
    builds: dict[int, list[int]] = {}
    for i, pile in enumerate(posts):
        if pile:
            top = pile[-1]
            builds.setdefault(2 * top.number - 2 + (not top.is_boy), []).append(i)
    tops: PostTops = []
    for i, pile in enumerate(posts):
        if pile:
            top = pile[-1]
            onto = builds.get(2 * top.number + top.is_boy)
            tops.append((i, top, [j for j in onto if j != i] if onto else _NOWHERE))
    return tops, builds


_NOWHERE: tuple[int, ...] = ()
"""The Post piles a top builds on when there are none (most tops): one shared empty tuple."""


def _wants(tops: tuple[Card, ...]) -> Wants:
    """For each card (by its code) some Dutch pile takes next, those piles in index order."""
    wants: Wants = {}
    for j, top in enumerate(tops):
        if top.number < HIGHEST:
            code = NEXT_CODE.get(top.code) or f"{top.colour}{top.number + 1}"
            wants.setdefault(code, []).append(j)
    return wants


def _wants_after(wants: Wants, tops: tuple[Card, ...], index: int, card: Card) -> Wants:
    """What the Dutch tops want once ``card`` is on pile ``index`` of ``tops`` (a new pile when
    ``index`` is past the end), from what they ``wants`` now: that pile's entry moves. The
    lists are shared with ``wants`` until changed: each change is a new list."""
    after = dict(wants)
    if index < len(tops):  # the pile wanted ``card`` itself: it stops wanting it
        rest = [j for j in after[card.code] if j != index]
        if rest:
            after[card.code] = rest
        else:
            del after[card.code]
    if card.number < HIGHEST:
        new = NEXT_CODE.get(card.code) or f"{card.colour}{card.number + 1}"
        taking = after.get(new)
        after[new] = sorted([*taking, index]) if taking else [index]
    return after


def _parse(posts: Posts, blitz: Card | None, wood: Card | None, tops: tuple[Card, ...],
           source_text: str, target_text: str, card: Card | None
           ) -> tuple[int, int, int, Card] | None:
    """A candidate play as ints, or None when the rules would refuse it on these piles."""
    source_place, target_place = parse_place(source_text), parse_place(target_text)
    if source_place is None or target_place is None:
        return None
    if source_place.kind == "blitz":
        source, top = BLITZ_SOURCE, blitz
    elif source_place.kind == "wood":
        source, top = WOOD_SOURCE, wood
    elif source_place.kind == "post" and source_place.index is not None \
            and source_place.index < len(posts) and posts[source_place.index]:
        source, top = source_place.index, posts[source_place.index][-1]
    else:
        return None
    if top is None or (card is not None and card is not top and card != top):
        return None
    index = target_place.index
    if target_place.kind == "dutch_new":
        return (source, TO_NEW, 0, top) if top.number == 1 else None
    if target_place.kind == "dutch" and index is not None and index < len(tops):
        under = tops[index]
        fits = under.colour == top.colour and top.number == under.number + 1
        return (source, TO_DUTCH, index, top) if fits else None
    if target_place.kind == "post" and index is not None and index < len(posts) \
            and index != source and posts[index]:
        under = posts[index][-1]
        fits = top.number == under.number - 1 and top.is_boy != under.is_boy
        return (source, TO_POST, index, top) if fits else None
    return None
