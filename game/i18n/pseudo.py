"""The pseudo-language: every catalogue string marked, accented and about a third longer.

``"Settings"`` becomes ``"⟦Šéţţîñĝš~~~⟧"`` (each word grows): a screen drawn in it shows at
a glance (and to the layout tests) which words did not go through the catalogue (they stay
plain) and whether the layout holds longer words. Placeholders (``{name}``, ``%s``) and line
breaks are kept as they are.
"""

from __future__ import annotations

import gettext
import math
import re
from typing import Any

OPEN, CLOSE = "⟦", "⟧"
CONTEXT = "\x04"
"""How a compiled catalogue joins a message's context and id into one key."""
GROWTH = 0.35
"""How much longer a pseudo string is than its English (German runs about 30 % longer)."""
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
_KEPT = re.compile(r"(\{[^{}]*\}|%[sd]|\n)")


def pseudo(text: str) -> str:
    """``text`` marked, accented (placeholders kept) and lengthened by ``GROWTH``."""
    if not text:
        return text
    parts = _KEPT.split(text)
    body = "".join(part if _KEPT.fullmatch(part) else _WORD.sub(_longer, part)
                   for part in parts)
    return f"{OPEN}{body}{CLOSE}"


_WORD = re.compile(r"[^\s]+")


def _longer(word: re.Match[str]) -> str:
    """A word accented and lengthened by ``GROWTH`` (at least one mark), so that wrapping
    still breaks between words."""
    letters = word.group()
    return letters.translate(_ACCENTED) + "~" * math.ceil(len(letters) * GROWTH)


def strip_marked(text: str) -> str:
    """``text`` without its marked (translated) parts: what was drawn without the catalogue."""
    pattern = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
    while True:
        shorter = pattern.sub("", text)
        if shorter == text:
            return text
        text = shorter


class PseudoTranslations(gettext.NullTranslations):
    """Pseudo strings for exactly the ids a real catalogue holds (the others stay English)."""

    def __init__(self, known: gettext.NullTranslations) -> None:
        super().__init__()
        catalog: dict[Any, str] = getattr(known, "_catalog", {})
        self.known = {key[0] if isinstance(key, tuple) else key for key in catalog}
        self.plurals = {key[0] for key in catalog if isinstance(key, tuple)}

    def gettext(self, message: str) -> str:
        return pseudo(message) if message in self.known else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        chosen = msgid1 if n == 1 else msgid2
        return pseudo(chosen) if msgid1 in self.plurals else chosen

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message) if f"{context}{CONTEXT}{message}" in self.known else message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        chosen = msgid1 if n == 1 else msgid2
        return pseudo(chosen) if f"{context}{CONTEXT}{msgid1}" in self.plurals else chosen
