"""Keyboard-only play: which key does what at the table, and the help shown on how-to-play.

``KeyboardPlay`` turns key presses into table intents. A card is picked with B (Blitz), W
(Wood) or 1-5 (a Post pile); its legal targets come from the rules core (the scene passes them
in) and the first one -- a Dutch pile when there is one -- is highlighted. Enter plays it there,
the arrows or Tab choose another, D sends it to a Dutch pile, a digit onto that Post pile, Esc
puts it back. Space flips three (or turns the Wood over when the hand is empty), R turns it over
moving the top card to the bottom (only when the rules allow it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

import pygame

from game.core.i18n import N_

KEY_HELP: Final[list[tuple[str, str]]] = [
    (N_("Space"), N_("Turn three cards from your hand onto your Wood pile; with an empty hand, "
              "turn the Wood over into your hand")),
    (N_("R"), N_("Turn the Wood over and move its top card to the bottom (only when you are "
                  "stuck)")),
    (N_("B / W / 1-5"), N_("Pick up your Blitz card, your Wood card or the top card of Post "
                           "pile 1-5")),
    (N_("Enter"), N_("Play the picked-up card on the highlighted pile")),
    (N_("Left / Right / Tab"), N_("Highlight another pile the picked-up card can go on")),
    (N_("D"), N_("Play the picked-up card on a Dutch pile")),
    (N_("1-5 with a card picked up"), N_("Play it on that Post pile")),
    (N_("Esc"), N_("Put the picked-up card back; with nothing picked up, pause")),
    (N_("F11"), N_("Full screen on or off")),
]
"""(keys, what they do) for the how-to-play screen."""

_DIGITS: Final = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4,
                  pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3,
                  pygame.K_KP5: 4}


@dataclass(frozen=True, slots=True)
class KeyIntent:
    """What a key asks for: ``flip``, ``recycle`` (``rotate``), ``pick`` (``source``),
    ``play`` (``source`` -> ``target``), ``cancel``, ``pause`` or ``cycle``."""

    kind: str
    source: str | None = None
    target: str | None = None
    rotate: bool = False


@dataclass
class KeyboardPlay:
    """The keyboard's selection: the picked card's pile and the highlighted target."""

    selected: str | None = None
    targets: list[str] = field(default_factory=list)
    cursor: int = 0

    @property
    def target(self) -> str | None:
        if not self.selected or not self.targets:
            return None
        return self.targets[self.cursor % len(self.targets)]

    def pick(self, source: str, targets: list[str]) -> None:
        self.selected = source
        self.targets = list(targets)
        self.cursor = 0

    def clear(self) -> None:
        self.selected = None
        self.targets = []
        self.cursor = 0

    def refresh(self, targets: list[str]) -> None:
        """The table changed: keep the highlighted target if it is still legal."""
        current = self.target
        self.targets = list(targets)
        self.cursor = self.targets.index(current) if current in self.targets else 0

    def key(self, key: int, mods: int = 0) -> KeyIntent | None:
        """The intent of one key press (None for keys the table does not use)."""
        if key == pygame.K_SPACE:
            return KeyIntent("recycle", rotate=True) if mods & pygame.KMOD_SHIFT else \
                KeyIntent("flip")
        if key == pygame.K_r:
            return KeyIntent("recycle", rotate=True)
        if key == pygame.K_ESCAPE:
            return KeyIntent("cancel") if self.selected else KeyIntent("pause")
        if key == pygame.K_BACKSPACE and self.selected:
            return KeyIntent("cancel")
        if key == pygame.K_b:
            return KeyIntent("pick", "blitz")
        if key == pygame.K_w:
            return KeyIntent("pick", "wood")
        if key in _DIGITS:
            place = f"post:{_DIGITS[key]}"
            if self.selected and self.selected != place:
                return KeyIntent("play", self.selected, place)
            return KeyIntent("pick", place)
        if not self.selected:
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return KeyIntent("play", self.selected, self.target)
        if key == pygame.K_d:
            dutch = next((t for t in self.targets if t.startswith("dutch")), None)
            return KeyIntent("play", self.selected, dutch)
        if key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_DOWN):
            step = -1 if key == pygame.K_TAB and mods & pygame.KMOD_SHIFT else 1
            if self.targets:
                self.cursor = (self.cursor + step) % len(self.targets)
            return KeyIntent("cycle")
        if key in (pygame.K_LEFT, pygame.K_UP):
            if self.targets:
                self.cursor = (self.cursor - 1) % len(self.targets)
            return KeyIntent("cycle")
        return None
