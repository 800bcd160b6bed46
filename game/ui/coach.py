"""The coach of a game's first match: one short tip at a time, shared by every game, knowing none.

A game that offers a coached match gives a ``LessonPlan``: its lessons in teaching order and,
for a lesson, the tip that fits the table now -- built from one of the moves its rules core
lists as legal for the player right now (the tip's words describe that move; the coach has no
rule of its own). ``Coach`` keeps which lessons are taught and which tip is up:

- a tip is shown only while its move is legal, and is dropped the moment it is not;
- doing the tip's kind of move teaches the lesson; clicking the tip dismisses it (taught too);
- a plan may name ``last`` lessons (say, the call that ends the match): their tips wait until
  every other lesson is taught, so the coach never advises ending the match early;
- while a tip is up the game holds its table clock (``holding``; ``ClockHold`` keeps that hold
  and the player's pause apart), so no bot races the reader.

``draw_tip`` paints a tip as a small bubble next to the card or pile it is about, pointing at
it. After the coached match the game calls ``coached_match_over``: "you're ready", and the
game's normal setup. Coached matches are kept apart in the statistics (``stats_key``).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game.i18n import _
from game.ui import palette
from game.ui.services import Services


class PausableClock(Protocol):
    def pause(self) -> None: ...
    def resume(self) -> None: ...


class ClockHold:
    """Why a table's clock stands still: the player paused it, or the coach has a tip up. It
    runs again only when neither holds it."""

    def __init__(self, clock: PausableClock) -> None:
        self.clock = clock
        self.player = False
        self.coach = False

    def pause(self) -> None:
        self.player = True
        self.clock.pause()

    def resume(self) -> None:
        self.player = False
        if not self.coach:
            self.clock.resume()

    def hold_for_coach(self, on: bool) -> None:
        if on == self.coach:
            return
        self.coach = on
        if on:
            self.clock.pause()
        elif not self.player:
            self.clock.resume()


COACHED = "coached"
"""The word the statistics and the setup screen use for a coached match."""


def stats_key(game_id: str) -> str:
    """Where a game's coached matches are counted: apart from its own statistics."""
    return f"{game_id}_{COACHED}"


@dataclass(frozen=True)
class Tip:
    """One tip: its lesson, its words, the legal move it points at and the place it sits by."""

    lesson: str
    text: str
    move: object
    place: str


class LessonPlan(Protocol):
    """A game's lessons: ``tip`` answers for one lesson from the player's view and legal moves
    (``None`` when the table does not show that lesson now)."""

    lessons: tuple[str, ...]

    def tip(self, lesson: str, view: Any, legal: Sequence[object]) -> Tip | None: ...


def last_lessons(plan: LessonPlan) -> tuple[str, ...]:
    """The plan's lessons taught only after all the others (its optional ``last``)."""
    last = getattr(plan, "last", ())
    return tuple(last) if isinstance(last, tuple) else ()


@dataclass(frozen=True)
class Shown:
    """A tip as it was put up, with the legal moves of that moment (for checks and tests)."""

    tip: Tip
    legal: tuple[object, ...]


@dataclass
class Coach:
    """Which lessons are taught and which tip is on screen."""

    plan: LessonPlan
    taught: set[str] = field(default_factory=set)
    tip: Tip | None = None
    shown: list[Shown] = field(default_factory=list)
    on_show: Callable[[Tip], None] | None = None

    @property
    def holding(self) -> bool:
        """A tip is up: the table clock should stand still."""
        return self.tip is not None

    @property
    def finished(self) -> bool:
        return all(lesson in self.taught for lesson in self.plan.lessons)

    def left(self) -> list[str]:
        """The lessons not taught yet, in teaching order."""
        return [lesson for lesson in self.plan.lessons if lesson not in self.taught]

    def learned(self, lesson: str) -> None:
        """The player did ``lesson``'s move on their own, with no tip up: it is taught."""
        if lesson in self.plan.lessons:
            self.taught.add(lesson)

    def refresh(self, view: Any, legal: Sequence[object]) -> Tip | None:
        """The tip to show for this view: the current one while its move stays legal, else the
        first untaught lesson the table shows now."""
        moves = tuple(legal)
        if self.tip is not None and self.tip.move not in moves:
            self.tip = None
        if self.tip is None:
            last = last_lessons(self.plan)
            early = any(lesson not in last for lesson in self.left())
            for lesson in self.left():
                if early and lesson in last:
                    continue
                tip = self.plan.tip(lesson, view, moves)
                if tip is not None and tip.move in moves:
                    self.tip = tip
                    self.shown.append(Shown(tip, moves))
                    if self.on_show is not None:
                        self.on_show(tip)
                    break
        return self.tip

    def moved(self, move: object) -> None:
        """The player made ``move``: the tip's kind of move teaches its lesson; any other
        move takes the tip down (it may come back while its lesson is untaught)."""
        tip = self.tip
        if tip is None:
            return
        if type(move) is type(tip.move):
            self.taught.add(tip.lesson)
        self.tip = None

    def dismiss(self) -> None:
        """The player clicked the tip away: its lesson counts as taught."""
        if self.tip is not None:
            self.taught.add(self.tip.lesson)
            self.tip = None


FontGetter = Callable[[int, bool], pygame.font.Font]


def wrap_words(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` split into lines no wider than ``width`` pixels in ``font``."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def tip_rect(anchor: pygame.Rect, box: tuple[int, int], screen: tuple[int, int],
             gap: int, keep_clear: pygame.Rect | None = None,
             avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a bubble of ``box`` size goes: beside ``anchor`` (right, left, above, below: the
    first that fits on screen without covering ``keep_clear``, e.g. the rest of that player's
    cards); always on screen. Where it can, it also slides sideways (still facing the anchor)
    off every rect of ``avoid`` (e.g. the pile the tip's card should go to)."""
    around = anchor.union(keep_clear) if keep_clear is not None else anchor
    screen_rect = pygame.Rect(gap, gap, max(1, screen[0] - 2 * gap),
                              max(1, screen[1] - 2 * gap))
    spots = []
    for side in ("midleft", "midright", "midbottom", "midtop"):
        rect = pygame.Rect((0, 0), box)
        if side == "midleft":
            rect.midleft = (around.right + gap, anchor.centery)
        elif side == "midright":
            rect.midright = (around.left - gap, anchor.centery)
        elif side == "midbottom":
            rect.midbottom = (anchor.centerx, around.top - gap)
        else:
            rect.midtop = (anchor.centerx, around.bottom + gap)
        spots.append(rect)
    fits = [moved for moved in (rect.clamp(screen_rect) for rect in spots)
            if screen_rect.contains(moved) and not moved.colliderect(around)]
    for rect in fits:  # beside, shifted onto the screen, still clear of the cards
        clear = _slid_clear(rect, anchor, around, screen_rect, gap, avoid)
        if clear is not None:
            return clear
    return fits[0] if fits else spots[0].clamp(screen_rect)


def _slid_clear(rect: pygame.Rect, anchor: pygame.Rect, around: pygame.Rect,
                screen: pygame.Rect, gap: int,
                avoid: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """``rect``, or ``rect`` slid sideways off the ``avoid`` rects it covers, still facing the
    anchor and clear of ``around``; None when no such slide exists."""
    hit = [a for a in avoid if rect.colliderect(a)]
    if not hit:
        return rect
    for a in hit:
        for left in (a.left - gap - rect.width, a.right + gap):
            slid = rect.move(left - rect.left, 0)
            facing = (slid.left + gap <= anchor.centerx <= slid.right - gap
                      or slid.top + gap <= anchor.centery <= slid.bottom - gap)
            if (facing and screen.contains(slid) and not slid.colliderect(around)
                    and not any(slid.colliderect(b) for b in avoid)):
                return slid
    return None


def draw_tip(surface: pygame.Surface, tip: Tip, anchor: pygame.Rect, font: FontGetter,
             scale: float, keep_clear: pygame.Rect | None = None,
             avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Paint ``tip`` next to ``anchor`` with a pointer to it; the bubble's rect (click target).
    ``keep_clear`` and ``avoid``: see ``tip_rect``. The bubble's words are rendered once per
    tip and size (``_bubble_words``); a frame only places and blits them."""
    unit = max(0.5, scale)
    pad, gap = round(14 * unit), round(14 * unit)
    lines, hint, line_h = _bubble_words(tip.text, unit, font)
    width = max([line.get_width() for line in lines] + [hint.get_width()]) + 2 * pad
    height = line_h * len(lines) + hint.get_height() + 2 * pad + round(4 * unit)
    rect = tip_rect(anchor, (width, height), surface.get_size(), gap, keep_clear, avoid)
    target = (min(max(anchor.centerx, rect.left + pad), rect.right - pad),
              anchor.bottom if rect.top >= anchor.bottom else anchor.top)
    if rect.left >= anchor.right or rect.right <= anchor.left:
        target = (anchor.right if rect.left >= anchor.right else anchor.left, anchor.centery)
    root = (min(max(target[0], rect.left + pad), rect.right - pad),
            min(max(target[1], rect.top + pad), rect.bottom - pad))
    half = round(9 * unit)
    if rect.left <= target[0] <= rect.right:  # above or below: a base along the edge
        base = [(root[0] - half, root[1]), (root[0] + half, root[1])]
    else:
        base = [(root[0], root[1] - half), (root[0], root[1] + half)]
    pygame.draw.polygon(surface, palette.PAPER, [target, *base])
    pygame.draw.lines(surface, palette.HIGHLIGHT, False, [base[0], target, base[1]],
                      max(1, round(2 * unit)))
    pygame.draw.rect(surface, palette.PAPER, rect, border_radius=round(10 * unit))
    pygame.draw.rect(surface, palette.HIGHLIGHT, rect, max(2, round(3 * unit)),
                     border_radius=round(10 * unit))
    y = rect.y + pad
    for line in lines:
        surface.blit(line, (rect.x + pad, y))
        y += line_h
    surface.blit(hint, (rect.right - pad - hint.get_width(), y + round(4 * unit)))
    return rect


_BUBBLES: OrderedDict[tuple[object, ...], tuple[list[pygame.Surface], pygame.Surface, int]] \
    = OrderedDict()
BUBBLES_KEPT = 8


def _bubble_words(text: str, unit: float, font: FontGetter
                  ) -> tuple[list[pygame.Surface], pygame.Surface, int]:
    """The tip's wrapped lines, its "click to close" and the line height, rendered once per
    text, size, language and font (the last ``BUBBLES_KEPT`` are kept)."""
    hint_words = _("click to close")
    key = (text, unit, hint_words, font)
    found = _BUBBLES.get(key)
    if found is not None:
        _BUBBLES.move_to_end(key)
        return found
    face = font(max(12, round(19 * unit)), False)
    small = font(max(10, round(14 * unit)), False)
    lines = [face.render(line, True, palette.INK)
             for line in wrap_words(text, face, round(330 * unit))]
    found = (lines, small.render(hint_words, True, palette.TABLE_FELT), face.get_linesize())
    _BUBBLES[key] = found
    if len(_BUBBLES) > BUBBLES_KEPT:
        _BUBBLES.popitem(last=False)
    return found


def coached_match_over(services: Services, game_id: str) -> None:
    """After the coached match: "you're ready", then the game's normal setup over the title."""
    from game.ui.scenes.setup import SetupScene

    services.to_title()
    services.push(SetupScene(services, game_id))
    services.notify(_("You're ready! Choose your table and play a real match."))


__all__ = ["COACHED", "Coach", "LessonPlan", "Shown", "Tip", "coached_match_over", "draw_tip",
           "last_lessons", "stats_key", "tip_rect", "wrap_words"]
