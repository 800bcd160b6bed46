"""Building frozen dataclasses on hot paths without the cost of their generated ``__init__``.

A frozen dataclass's ``__init__`` sets every field through ``object.__setattr__`` (it must step
round its own frozen ``__setattr__``), which makes a small state, view or move cost about twice
what setting its slots does. ``maker(cls)`` gives a function that builds a ``cls`` from its field
values, in field order, by setting the slots directly. The object is the same as ``cls(...)``
would give -- equal, hashing the same, just as frozen -- but no ``__post_init__`` runs and no
defaults are filled in, so it is for code that already holds every value and knows it is right
(the engine after its checks, a view of a state). Everything else calls the class.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")


def maker(cls: type[T]) -> Callable[..., T]:
    """``maker(cls)(*values)`` is ``cls(*values)`` for a frozen slots dataclass, built faster."""
    if not is_dataclass(cls) or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a dataclass with slots")
    names = [f.name for f in fields(cls)]
    if not all(name.isidentifier() for name in names):
        raise TypeError(f"{cls.__name__} has a field that is not a plain name")
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    for name in names:
        namespace[f"set_{name}"] = cls.__dict__[name].__set__
    body = "".join(f"    set_{name}(built, {name})\n" for name in names)
    source = f"def make({', '.join(names)}):\n    built = new(cls)\n{body}    return built\n"
    exec(source, namespace)  # noqa: S102 -- generated from the class's own field names
    made: Callable[..., T] = namespace["make"]
    made.__doc__ = f"A {cls.__name__} from its field values in order (no __post_init__)."
    return made
