"""The Blitz (31) table tests' app: the shared test app (``table_support.new_app``) at the
smallest window the table is laid out for."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from table_support import new_app

from game.ui.app import App


@pytest.fixture
def app() -> Iterator[App]:
    app = new_app((1024, 640))
    yield app
    app.close()
