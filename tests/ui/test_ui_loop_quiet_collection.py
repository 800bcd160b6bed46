"""The frame loop runs the garbage collector's pass over young objects after a light frame
when the next pass would have come anyway, so a pass of a millisecond or so does not land in
a heavy frame (a deal at a large window)."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from game.ui.loop import QUIET_SECONDS, collect_fully_when_quiet, collect_when_quiet


@pytest.fixture
def young_passes() -> Iterator[int]:
    """No pass starts by itself during the test (the youngest generation's threshold is high);
    the middle generation's threshold is given."""
    before = gc.get_threshold()
    gc.set_threshold(10**9, before[1], before[2])
    try:
        yield before[1]
    finally:
        gc.set_threshold(*before)


def test_a_pass_due_soon_runs_after_a_light_frame(young_passes: int) -> None:
    gc.collect(1)
    assert not collect_when_quiet(0.0), "none due: no pass"
    for _ in range(young_passes - 1):
        gc.collect(0)  # the youngest passes a busy table makes, one after another
    assert gc.get_count()[1] == young_passes - 1
    assert not collect_when_quiet(QUIET_SECONDS * 2), "not after a heavy frame"
    assert gc.get_count()[1] == young_passes - 1
    assert collect_when_quiet(QUIET_SECONDS / 2)
    assert gc.get_count()[1] == 0, "the middle generation's pass ran"


def test_no_pass_while_the_collector_is_off(young_passes: int) -> None:
    for _ in range(young_passes):
        gc.collect(0)
    gc.disable()
    try:
        assert not collect_when_quiet(0.0)
    finally:
        gc.enable()


def test_a_full_pass_asked_for_runs_after_the_next_light_frame_only(young_passes: int) -> None:
    class Held:
        """A cycle only a full pass frees."""

    cycle = Held()
    cycle.me = cycle  # type: ignore[attr-defined]
    freed = weakref.ref(cycle)
    gc.collect(1)
    gc.collect(1)  # (the cycle moved to the oldest generation: no young pass frees it)
    del cycle
    collect_fully_when_quiet()
    assert not collect_when_quiet(QUIET_SECONDS * 2), "not after a heavy frame"
    assert freed() is not None
    assert collect_when_quiet(QUIET_SECONDS / 2)
    assert freed() is None, "the full pass ran"
    assert not collect_when_quiet(0.0), "once"
