"""Names a package exports but imports only when one is first asked for.

A package whose modules are slow to import (the storage's match store, the shared screens) lists
where each of its names lives and sets ``__getattr__ = lazy_names(__name__, WHERE)``: ``from
package import Name`` then imports just the module that holds ``Name``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_names(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: ``where`` maps each name to the module (inside
    the package) that holds it; any other name is an ``AttributeError``."""

    def attribute(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(f"{package}.{module}"), name)

    return attribute


__all__ = ["lazy_names"]
