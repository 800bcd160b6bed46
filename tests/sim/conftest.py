"""The toy game of ``sim_toy_game`` registered for the simulator's tests."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game.core.registry import GAME_MODULES


@pytest.fixture
def toy() -> Iterator[str]:
    """Register the toy race as game ``toy`` for one test."""
    GAME_MODULES["toy"] = "sim_toy_game"
    try:
        yield "toy"
    finally:
        GAME_MODULES.pop("toy", None)


@pytest.fixture
def sim_json(capsys: pytest.CaptureFixture[str]) -> Callable[..., dict[str, Any]]:
    """Run the simulator with ``--json`` and return what it printed."""
    from game.sim import main

    def run(*argv: str) -> dict[str, Any]:
        assert main([*argv, "--json"]) == 0
        result: dict[str, Any] = json.loads(capsys.readouterr().out)
        return result

    return run
