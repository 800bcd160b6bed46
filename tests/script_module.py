"""Loading a Python file by its path as a module of its own (build scripts, the referees)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def module_at(path: Path, name: str, *, register: bool = False) -> ModuleType:
    """The module in ``path``, run under ``name``; with ``register`` it is also put in
    ``sys.modules`` (once: a second call gives the same module), as a module whose dataclasses
    look themselves up there needs."""
    if register and name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    if register:
        sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
