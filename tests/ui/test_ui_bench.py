"""The frame benchmark keeps working: it reaches a busy mid-hand table and prints its figures."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ui.bench import run_benchmark  # noqa: E402


def test_frame_benchmark_prints_p50_and_p99(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_benchmark("dutch_blitz", size=(800, 500), frames=30) == 0
    out = capsys.readouterr().out
    assert "dutch_blitz mid-hand" in out and "p50" in out and "p99" in out
