"""The Dutch Blitz table's kept still layer painted again a few places a frame.

``TableRenderer.paint_base`` names the places of the host's kept layer that changed; of those
(with the places an earlier painting left) the host's ``LayerBudget`` says which are due now:
the ones the window reveals this frame, then as many as the frame's budget allows. The rest
wait for the next frames and are then painted with the table as it is by then, so a pixel
outside the waiting places always shows the latest table. The place where a bot's card held up
comes or goes is painted at once (the frame draws such a card over the layer only while the
layer does not show it, ``KeptLabels.held``); the piles beneath it that changed with it wait
like any other place. Past ``WHOLE_SHARE`` of the window changed, the whole table is
painted again in ``BANDS`` bands across it, a few a frame like any place (in one pass when
the budget says all of it is due now).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pygame import Rect, Surface

from game.dutch_blitz.ui.kept_lifts import lift_change
from game.ui.table.base_layer import LayerBudget, bands, thrifty_rects
from game.ui.table.dirty import aligned

WHOLE_SHARE = 0.6
"""The kept layer is painted whole once its changed places cover more than this share of
the window (below it, each place on its own: three seats' worth still costs less than all)."""
BANDS = 8
"""A whole repaint spread over frames is cut into this many bands (each well under the
frame's budget at the largest window, so a few fit a frame)."""


class KeptSlices:
    """The places of the kept layer that still show an older table, painted in later frames."""

    def __init__(self) -> None:
        self.waiting: list[Rect] = []
        """Places that still show an older table."""

    def paint(self, surface: Surface, changed: list[Rect] | None, lifts: list[Rect],
              budget: LayerBudget, paint_place: Callable[[Rect], None]) -> list[Rect]:
        """Paint on ``surface`` with ``paint_place`` the ``changed`` places of the layer
        (None: a layer new to the table, painted whole at once) and those still waiting, as
        ``budget`` allows; the ``lifts`` among them (where a card held up came or went)
        now. Returns where it painted."""
        screen = surface.get_rect()
        urgent = thrifty_rects(lifts)  # (not the piles joined to them: those may wait)
        if changed is not None:
            changed = thrifty_rects([*(place for place in changed if place not in lifts),
                                     *self.waiting])
            if sum(r.w * r.h for r in [*changed, *urgent]) > WHOLE_SHARE * screen.w * screen.h:
                changed = bands(screen, BANDS)  # (a new deal, a hand's end)
                if budget.must is None:
                    changed = None
        if changed is None:
            paint_place(screen)
            self.waiting = []
            return [screen]
        for place in urgent:
            paint_place(place)
        now, self.waiting = budget.paint(surface, changed, paint_place)
        return [*urgent, *now]


def changed_places(old: Mapping[str, object], new: Mapping[str, object],
                   regions: Mapping[str, Rect], screen: Rect) -> tuple[list[Rect], list[Rect]]:
    """Where the parts whose signatures went from ``old`` to ``new`` need painting, each
    widened to whole 16-pixel columns (``dirty.aligned``), and those of them where a card
    held up came or went (``lift_change``)."""
    names = [name for name in regions if old.get(name) != new.get(name)]
    places = [aligned(lift_change(name, old.get(name), new.get(name)) or regions[name], screen)
              for name in names]
    return places, [place for name, place in zip(names, places, strict=True)
                    if name.startswith("lift:")]


__all__ = ["BANDS", "WHOLE_SHARE", "KeptSlices", "changed_places"]
