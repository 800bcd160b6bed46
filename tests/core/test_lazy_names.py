"""Packages that import a module only when one of its names is first asked for."""

from __future__ import annotations

import pytest

import game.storage
from game.core.lazy import lazy_names


def test_a_listed_name_comes_from_its_module_and_any_other_is_missing() -> None:
    names = lazy_names("game.storage", {"Settings": "settings"})
    from game.storage.settings import Settings

    assert names("Settings") is Settings
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        names("Nothing")
    assert game.storage.Stats.__name__ == "Stats"  # the storage package answers through it
