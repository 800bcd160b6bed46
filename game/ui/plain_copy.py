"""Surfaces a table copies pixels out of or into, made so that SDL copies their rows with a
plain copy (every game that keeps a still layer keeps its felt so).

SDL copies the rows of a blit with streaming stores whenever every row of both surfaces starts
on 16 bytes. Those stores bypass the cache: where the rows do not fill whole 64-byte cache
lines they are several times slower than a plain copy, and where they do, the pixels just
copied are no longer in the cache when the cards are blended over them next. A surface whose
width is no multiple of 4 pixels never has its rows so aligned, so every copy into or out of it
is a plain copy (the same pixels). Such a surface is made a column wider than the picture it
holds, and only the picture's part of it is ever copied.
"""

from __future__ import annotations

import pygame


def plain_width(width: int) -> int:
    """The width of a surface holding ``width`` columns of pixels whose rows are copied
    plainly: a column more when ``width`` is a multiple of 4."""
    return width + (width % 4 == 0)


def plain_surface(size: tuple[int, int], like: pygame.Surface) -> pygame.Surface:
    """A surface for a picture of ``size`` in ``like``'s pixel format (``plain_width``)."""
    return pygame.Surface((plain_width(size[0]), size[1]), 0, like)


def plain_copy(picture: pygame.Surface) -> pygame.Surface:
    """``picture`` on a surface of its pixel format whose rows are copied plainly (the
    picture itself when its width already is no multiple of 4)."""
    width, height = picture.get_size()
    if plain_width(width) == width:
        return picture
    copy = plain_surface((width, height), picture)
    copy.blit(picture, (0, 0))
    return copy


__all__ = ["plain_copy", "plain_surface", "plain_width"]
