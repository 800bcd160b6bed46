"""Building small immutable records on hot paths without the cost of a frozen ``__init__``.

A frozen dataclass guards every attribute store with a Python ``__setattr__`` that raises, so
its generated ``__init__`` must set each field through ``object.__setattr__``: a small state,
view or move then costs two to three times what storing its slots does. Two tools here:

- ``@immutable`` declares a slots dataclass that the type checker holds frozen (an assignment
  to a field is a type error, as for ``frozen=True``) but that carries no guard at run time, so
  building one is plain slot stores. It compares and hashes by value, as a frozen one does.
  The rules cores use it for the states, events and outcomes that every move builds.
- ``maker(cls)`` gives a function that builds a ``cls`` from its field values, in field order,
  by storing its slots directly. The object is the same as ``cls(...)`` would give, but no
  ``__post_init__`` runs and no defaults are filled in, so it is for code that already holds
  every value and knows it is right (the engine after its checks, a view of a state).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def immutable(cls: type[T]) -> type[T]:
    """A slots dataclass, frozen to the type checker, unguarded at run time (see above)."""
    return dataclass(slots=True, unsafe_hash=True)(cls)


def maker(cls: type[T]) -> Callable[..., T]:
    """``maker(cls)(*values)`` is ``cls(*values)`` for a slots dataclass, built faster."""
    if not is_dataclass(cls) or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a dataclass with slots")
    names = [f.name for f in fields(cls)]
    if not all(name.isidentifier() for name in names):
        raise TypeError(f"{cls.__name__} has a field that is not a plain name")
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    if getattr(cls, "__setattr__", None) is object.__setattr__:
        body = "".join(f"    built.{name} = {name}\n" for name in names)
    else:  # a frozen class: step round its guard through each slot's own setter
        for name in names:
            namespace[f"set_{name}"] = cls.__dict__[name].__set__
        body = "".join(f"    set_{name}(built, {name})\n" for name in names)
    source = f"def make({', '.join(names)}):\n    built = new(cls)\n{body}    return built\n"
    exec(source, namespace)  # noqa: S102 -- generated from the class's own field names
    made: Callable[..., T] = namespace["make"]
    made.__doc__ = f"A {cls.__name__} from its field values in order (no __post_init__)."
    return made
