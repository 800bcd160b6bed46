"""The seats' labels on the Dutch Blitz table's kept layer, and a frame's work to show them over
what moves (``seat_labels`` says why and when a label is drawn again).

``KeptLabels`` holds the labels last painted on the layer and, for each, a copy of the layer
beneath it (its patch: the felt and the cards with no label on them), kept up to date
wherever the layer is painted again (on a surface a plain copy fills and puts back,
``plain_copy``: only the patch's own size of it is put back).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame import Rect

from game.dutch_blitz.ui.kept_lifts import LiftedCard
from game.dutch_blitz.ui.painter_parts import PainterParts, TableDecor
from game.dutch_blitz.ui.seat_labels import STILL, BadgeLabel, Kept, LabelFrame, frame_of
from game.ui.flight_sprite import rect_minus
from game.ui.plain_copy import plain_surface


class KeptLabels:
    """The labels painted on a kept layer, the layer beneath each, and this frame's motion."""

    def __init__(self, parts: PainterParts) -> None:
        self.parts = parts
        self.labels: list[Kept] = []
        """The labels the layer was last painted with, in the order they are drawn."""
        self._patches: dict[str, tuple[Rect, pygame.Surface]] = {}
        self._unfilled: dict[str, list[Rect]] = {}
        """The parts of new patches not yet taken from the layer (such a patch is not put
        back)."""
        self.frame = STILL
        """This frame's motion of the labels (the badges bumping: ``clear`` notes it)."""
        self._cleared: set[str] = set()

    def begin(self, surface: pygame.Surface, labels: list[Kept]) -> None:
        """The layer ``surface`` is painted again in places, with ``labels``: a label that
        stayed where it was keeps its patch; one that moved gets a new patch, which holds the
        layer beneath it once places holding all of it are painted (``paint``; till then it
        is not put back: the label is drawn again over itself when covered, and a patch never
        holds a part of the layer not painted since)."""
        screen = surface.get_rect()
        patches: dict[str, tuple[Rect, pygame.Surface]] = {}
        unfilled: dict[str, list[Rect]] = {}
        for label in labels:
            rect = label.rect.clip(screen)
            if not label.still or rect.w <= 0 or rect.h <= 0:
                continue
            old = self._patches.get(label.key)
            if old is not None and old[0] == rect:
                patches[label.key] = old
                if label.key in self._unfilled:
                    unfilled[label.key] = self._unfilled[label.key]
            else:
                patches[label.key] = (rect, plain_surface(rect.size, surface))
                unfilled[label.key] = [rect]
        self._patches, self._unfilled = patches, unfilled
        self.labels = labels

    def paint(self, surface: pygame.Surface, place: Rect) -> None:
        """The labels reaching into ``place`` of the layer, just painted beneath them (the
        caller clips to it), in order: each patch first takes the layer there, so it holds
        what lies beneath its label (the labels before it too)."""
        for label in self.labels:
            if not label.still or not label.rect.colliderect(place):
                continue
            patch = self._patches.get(label.key)
            if patch is not None:
                part = patch[0].clip(place)
                if part.w > 0 and part.h > 0:
                    patch[1].blit(surface, (part.x - patch[0].x, part.y - patch[0].y), part)
                    self._filled(label.key, part)
            label.draw(surface, self.parts, STILL)

    def _filled(self, key: str, part: Rect) -> None:
        """``part`` of the patch of the label ``key`` now holds the layer beneath it."""
        left = self._unfilled.get(key)
        if left is not None:
            left = [piece for rect in left for piece in rect_minus(rect, part)]
            if left:
                self._unfilled[key] = left
            else:
                del self._unfilled[key]

    def held(self, cleared_too: bool = False) -> set[str]:
        """The piles whose card held up the layer shows and this frame leaves there (with
        ``cleared_too``: every one it shows, ``clear`` or not)."""
        return {label.key.removeprefix("lift:") for label in self.labels
                if isinstance(label, LiftedCard)
                and (cleared_too or label.key not in self._cleared)}

    def clear(self, surface: pygame.Surface, decor: TableDecor, covers: Sequence[Rect],
              lifts: Sequence[Rect]) -> list[Rect]:
        """Before the lifted and flying cards are drawn: the layer beneath is put back under
        every label that bumps or that ``covers`` (where those cards may be drawn) reach, under
        every card held up that ``lifts`` (the cards lifted in this frame) reach, and under
        everything kept over those (each is drawn again in its turn: a held card with the
        lifted ones, ``held``, a label whole over the cards, ``draw``); where it was put back
        (each patch holds what lies beneath it, so the last painted is put back first)."""
        self.frame = frame_of(self.parts, self.labels, decor)
        pops = self.frame.pops
        still = [label for label in self.labels if label.still]
        todo = [label for label in still
                if pops.get(label.key, 0.0) > 0 or label.rect.collidelist(
                    lifts if isinstance(label, LiftedCard) else covers) >= 0]
        cleared: set[str] = set()
        while todo:  # and what lies over those: the layer put back under one erases it
            label = todo.pop()
            if label.key not in cleared:
                cleared.add(label.key)
                later = still[still.index(label) + 1:]
                todo += [other for other in later if other.key not in cleared
                         and other.rect.colliderect(label.rect)]
        self._cleared = cleared
        return [surface.blit(patch[1], patch[0], ((0, 0), patch[0].size))
                for label in reversed(self.labels)
                if label.key in cleared and label.key not in self._unfilled
                and (patch := self._patches.get(label.key)) is not None]

    def draw(self, surface: pygame.Surface, drawn: Sequence[Rect]) -> list[Rect]:
        """Over the lifted and flying cards (``drawn``: where this frame drew over the layer
        so far): every label put back (``clear``) or moving, and every other label something
        drawn reaches; where they were drawn."""
        overs = list(drawn)
        out: list[Rect] = []
        for label in self.labels:
            if isinstance(label, LiftedCard):
                continue  # under the flights: drawn again with the lifted cards, if at all
            if not label.still or label.key in self._cleared or isinstance(label, BadgeLabel):
                whole = not label.still or label.key in self._cleared \
                    or label.rect.collidelist(overs) >= 0
                rect = label.draw(surface, self.parts, self.frame) if whole else None
                if rect is not None:
                    out.append(rect)
                    overs.append(rect)
                continue
            out += _draw_where_covered(surface, label, overs, self.parts, self.frame)
        self._cleared = set()
        return out


def _draw_where_covered(surface: pygame.Surface, label: Kept, overs: Sequence[Rect],
                        parts: PainterParts, frame: LabelFrame) -> list[Rect]:
    """``label`` drawn again only where something of this frame covered it (words blended
    into the felt at their edges would thicken drawn whole over themselves)."""
    hits = [label.rect.clip(over) for over in overs if over.colliderect(label.rect)]
    clip = surface.get_clip()
    for hit in hits:
        surface.set_clip(hit.clip(clip))
        label.draw(surface, parts, frame)
    surface.set_clip(clip)
    return hits


__all__ = ["KeptLabels"]
