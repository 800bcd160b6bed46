"""The Blitz (31) frame benchmark reports, besides the frame times, the CPU of each frame and
of the longest single step of a thinking Master bot (what one frame waits for)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.ui.bench import run_benchmark  # noqa: E402


@pytest.mark.slow
def test_frame_benchmark_reports_the_longest_bot_step(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_benchmark("thirty_one", size=(800, 500), frames=60) == 0
    out = capsys.readouterr().out
    assert "thirty_one mid-hand" in out
    assert "CPU per frame" in out and "frames with a bot step" in out
    assert "bot steps (Master seats)" in out and "longest" in out
