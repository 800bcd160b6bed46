"""The table app the Dutch Blitz table tests share (a test file may define its own ``app``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from table_support import new_app as make_app

from game.ui.app import App


@pytest.fixture
def app() -> Iterator[App]:
    """``make_app``: 1280x800, a virtual clock, no sound, user folder or crash screen."""
    made = make_app()
    yield made
    made.close()
