"""``--bench-frames`` tells how much processor time the host of a virtual machine took while
it ran (Linux's steal count), and tells nothing where that count cannot be read."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.ui import bench_steal


def test_the_steal_count_is_read_in_milliseconds(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    stat = tmp_path / "stat"
    stat.write_text("cpu  41612 3 13407 2265112 291 0 125 6481 0 0\ncpu0 1 2 3\n")
    monkeypatch.setattr(bench_steal, "STAT", stat)
    monkeypatch.setattr(os, "sysconf", lambda name: 100)
    assert bench_steal.stolen_ms() == pytest.approx(64810.0)
    start = bench_steal.stolen_ms()
    stat.write_text("cpu  41612 3 13407 2265112 291 0 125 6493 0 0\n")
    assert bench_steal.stolen_since(start) == pytest.approx(120.0)


@pytest.mark.parametrize("text", ["", "cpu 1 2 3\n", "cpu a b c d e f g h\n"])
def test_an_unreadable_count_tells_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           text: str) -> None:
    stat = tmp_path / "stat"
    stat.write_text(text)
    monkeypatch.setattr(bench_steal, "STAT", stat)
    assert bench_steal.stolen_ms() is None
    assert bench_steal.stolen_since(12.0) is None
    monkeypatch.setattr(bench_steal, "STAT", tmp_path / "missing")
    assert bench_steal.stolen_ms() is None
    assert bench_steal.stolen_since(None) is None
