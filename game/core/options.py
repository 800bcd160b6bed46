"""A game's options schema, and checking values from a command line, a setup screen or a file.

Each game declares its options once (``OptionSpec``): the setup screen draws a row per option,
``--option NAME=VALUE`` is checked against the same schema, and the resulting mapping is what the
game writes as the ``rules`` object of its records. Checking never raises on bad input from
outside: it returns a message a person can act on.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from game.core.i18n import N_, Message

OptionValue = bool | int | float | str
OptionKind = Literal["bool", "int", "float", "choice"]

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


class OptionError(ValueError):
    """A value that does not fit the schema; the message says what would."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option: its record name, kind, default, allowed range or choices and setup label.

    ``choices`` (for ``kind="choice"``) are the values as written in the record; ``choice_labels``
    the matching texts for the setup screen.
    """

    name: str
    kind: OptionKind
    default: OptionValue
    label: str
    help: str = ""
    minimum: float | None = None
    maximum: float | None = None
    step: float = 1
    choices: tuple[OptionValue, ...] = ()
    choice_labels: tuple[str, ...] = ()
    unit: str = ""
    """Shown after a number on the setup screen (``"s"``: ``2.5 s``)."""

    def describe(self) -> str:
        """What values are allowed, for an error message or ``--help``."""
        if self.kind == "bool":
            return "on or off"
        if self.kind == "choice":
            return "one of " + ", ".join(str(c) for c in self.choices)
        return f"a number from {_num(self.minimum)} to {_num(self.maximum)}"

    def allowed(self) -> Message:
        """``describe`` as a message for the UI to say in the player's language."""
        if self.kind == "bool":
            return Message.of(N_("on or off"))
        if self.kind == "choice":
            return Message.of(N_("one of {choices}"),
                              choices=", ".join(str(c) for c in self.choices))
        return Message.of(N_("a number from {low} to {high}"), low=_bound(self.minimum),
                          high=_bound(self.maximum))

    def check(self, value: object) -> OptionValue:
        """``value`` as this option's type, or ``OptionError``; accepts text as typed by hand."""
        if isinstance(value, str) and self.kind != "choice":
            value = self._from_text(value)
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
        elif self.kind == "int":
            if isinstance(value, int) and not isinstance(value, bool) and self._in_range(value):
                return value
        elif self.kind == "float":
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                number = float(value) if abs(value) < 1e300 else math.inf
                if math.isfinite(number) and self._in_range(number):
                    return number
        else:
            for choice in self.choices:
                if _choice_matches(choice, value):
                    return choice
        raise OptionError(f"option {self.name}: {_show(value)} is not {self.describe()}")

    def label_of(self, value: OptionValue) -> str:
        """How the setup screen shows ``value``."""
        if self.kind == "bool":
            return "On" if value else "Off"
        if self.kind == "choice" and self.choice_labels:
            for choice, label in zip(self.choices, self.choice_labels, strict=False):
                if choice == value:
                    return label
        text = _num(value) if isinstance(value, float) else str(value)
        return f"{text} {self.unit}" if self.unit and self.kind in ("int", "float") else text

    def _in_range(self, number: float) -> bool:
        low = -math.inf if self.minimum is None else self.minimum
        high = math.inf if self.maximum is None else self.maximum
        return low <= number <= high

    def _from_text(self, text: str) -> object:
        word = text.strip().lower()
        if self.kind == "bool":
            if word in _TRUE:
                return True
            if word in _FALSE:
                return False
            return text
        if len(word) > 32:
            return text
        try:
            return int(word) if self.kind == "int" else float(word)
        except ValueError:
            return text


def defaults(schema: Sequence[OptionSpec]) -> dict[str, OptionValue]:
    return {spec.name: spec.default for spec in schema}


def find(schema: Sequence[OptionSpec], name: str) -> OptionSpec:
    for spec in schema:
        if spec.name == name:
            return spec
    known = ", ".join(spec.name for spec in schema) or "none"
    raise OptionError(f"no option {name!r} in this game (options: {known})")


def resolve(
    schema: Sequence[OptionSpec], given: Mapping[str, object] | None = None
) -> dict[str, OptionValue]:
    """The defaults overridden by ``given``, each checked; ``OptionError`` on the first bad one."""
    values = defaults(schema)
    for name, value in (given or {}).items():
        values[name] = find(schema, name).check(value)
    return values


def repair(schema: Sequence[OptionSpec], stored: object) -> dict[str, OptionValue]:
    """Options read from a settings file: every good value kept, anything else back to default."""
    values = defaults(schema)
    if isinstance(stored, Mapping):
        for spec in schema:
            if spec.name in stored:
                with contextlib.suppress(OptionError):
                    values[spec.name] = spec.check(stored[spec.name])
    return values


def parse_assignments(schema: Sequence[OptionSpec], texts: Iterable[str]) -> dict[str, OptionValue]:
    """``NAME=VALUE`` strings from ``--option`` (repeatable) checked against ``schema``."""
    given: dict[str, object] = {}
    for text in texts:
        name, sep, value = text.partition("=")
        if not sep or not name.strip():
            raise OptionError(f"--option takes NAME=VALUE, not {_show(text)}")
        given[name.strip()] = value
    return resolve(schema, given)


def _choice_matches(choice: OptionValue, value: object) -> bool:
    """``value`` names ``choice``: equal and of the same kind (0 is not False), or as text;
    a False/True choice also answers to off/on words."""
    if isinstance(value, str):
        if isinstance(choice, bool):
            return value.strip().lower() in (_TRUE if choice else _FALSE)
        return str(choice) == value
    if isinstance(value, bool) != isinstance(choice, bool):
        return False
    return value == choice


def _num(value: float | None) -> str:
    if value is None:
        return "any"
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _bound(value: float | None) -> int | float | Message:
    """A limit of a range as a message's parameter: whole numbers without a decimal point."""
    if value is None:
        return Message.of(N_("any"))
    return int(value) if float(value).is_integer() else float(value)


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
