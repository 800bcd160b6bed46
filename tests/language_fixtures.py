"""Fixtures every test folder may use (loaded as a plugin: `-p language_fixtures` in the
pytest options of pyproject.toml)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.i18n import current_language, use_language


@pytest.fixture
def german() -> Iterator[None]:
    """The test runs in German; the language before it is back afterwards."""
    before = current_language()
    use_language("de")
    try:
        yield
    finally:
        use_language(before)
