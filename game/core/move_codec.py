"""Moves as JSON and back, for any game: what an unfinished match is saved as.

Every game's moves are frozen dataclasses of numbers, strings, None, tuples and other such
dataclasses (a card). A move is written as an object naming its class (``"$"``: the class's
module and name) with the fields its constructor takes; lists come back as tuples. Reading
only makes classes of the game's own rules package (``package``), and only dataclasses, so a
damaged or foreign file can name nothing else; anything wrong is one ``ValueError`` saying what.
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any

__all__ = ["decode_move", "encode_move", "rules_package"]

TYPE_KEY = "$"
_SCALARS = (str, int, float, bool, type(None))
_MAX_DEPTH = 8


def rules_package(rules: object) -> str:
    """The package a game's rules core lives in (``game.dutch.rules``): where its moves are."""
    module = type(rules).__module__
    return module.rsplit(".", 1)[0] if "." in module else module


def encode_move(move: object) -> Any:
    """``move`` (and what it holds) as JSON-ready values."""
    if isinstance(move, _SCALARS):
        return move
    if isinstance(move, tuple | list):
        return [encode_move(item) for item in move]
    if dataclasses.is_dataclass(move) and not isinstance(move, type):
        kind = type(move)
        encoded: dict[str, Any] = {TYPE_KEY: f"{kind.__module__}:{kind.__qualname__}"}
        for item in dataclasses.fields(move):
            if item.init:
                encoded[item.name] = encode_move(getattr(move, item.name))
        return encoded
    raise ValueError(f"a {type(move).__name__} cannot be saved as part of a move")


def _class(name: object, package: str) -> type[Any]:
    if not isinstance(name, str) or ":" not in name:
        raise ValueError("a move does not say what it is")
    module_name, _, qualname = name.partition(":")
    if not (module_name == package or module_name.startswith(package + ".")):
        raise ValueError(f"{name[:60]!r} is not a move of this game")
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        raise ValueError(f"{name[:60]!r} is not a move of this game") from None
    kind = getattr(module, qualname, None)
    if not isinstance(kind, type) or not dataclasses.is_dataclass(kind):
        raise ValueError(f"{name[:60]!r} is not a move of this game")
    return kind


def decode_move(data: Any, package: str, depth: int = 0) -> Any:
    """The move ``data`` was written from (``encode_move``), made only of classes of
    ``package``; ``ValueError`` when it cannot be."""
    if depth > _MAX_DEPTH:
        raise ValueError("a move is nested too deeply")
    if isinstance(data, _SCALARS):
        return data
    if isinstance(data, list):
        return tuple(decode_move(item, package, depth + 1) for item in data)
    if not isinstance(data, dict):
        raise ValueError("a move is not readable")
    kind = _class(data.get(TYPE_KEY), package)
    values = {key: decode_move(value, package, depth + 1)
              for key, value in data.items() if key != TYPE_KEY}
    try:
        return kind(**values)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"a {kind.__name__} move is not readable: {exc}") from None
