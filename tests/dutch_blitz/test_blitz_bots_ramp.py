"""The pace ramp of the coached match: the bots start slower than the chosen pace and reach it
after the ramp's seconds of table time, never faster than chosen, never going back."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.dutch_blitz.bots.factory import make_bot_seats
from game.dutch_blitz.bots.ramp import Paced, PaceRamp


@pytest.mark.parametrize(("t", "factor"), [
    (-5.0, 4.0),   # before the start signal: as slow as at the start
    (0.0, 4.0),
    (30.0, 4.0 ** (2 / 3)),
    (45.0, 2.0),   # halfway in time: the speed (1 / factor) has risen evenly
    (60.0, 4.0 ** (1 / 3)),
    (90.0, 1.0),   # the chosen pace from the end of the ramp on
    (600.0, 1.0),
])
def test_the_ramp_eases_from_its_start_to_the_chosen_pace(t: float, factor: float) -> None:
    ramp = PaceRamp(start=4.0, seconds=90.0)
    assert ramp.factor(t) == pytest.approx(factor)
    assert ramp.scale(1.5, t) == pytest.approx(1.5 * factor)


def test_the_bots_speed_never_drops_along_the_ramp() -> None:
    ramp = PaceRamp(start=2.5, seconds=90.0)
    scales = [ramp.scale(1.0, t / 2) for t in range(0, 220)]
    assert scales == sorted(scales, reverse=True) and min(scales) == 1.0


@pytest.mark.parametrize(("start", "seconds"), [(0.5, 90.0), (2.0, 0.0), (2.0, -1.0),
                                                (float("nan"), 90.0)])
def test_a_ramp_that_would_speed_bots_up_or_last_no_time_is_refused(
        start: float, seconds: float) -> None:
    with pytest.raises(ValueError):
        PaceRamp(start=start, seconds=seconds)


@dataclass
class Seat:
    pace_scale: float = 1.0


def test_apply_sets_every_bot_seat() -> None:
    bots = make_bot_seats([None, "beginner", "casual"], seed=7, hand=1)
    seats: list[Paced] = [*bots, Seat(), Seat()]
    ramp = PaceRamp(start=3.0, seconds=60.0)
    ramp.apply(seats, 2.0, 0.0)
    assert [b.pace_scale for b in seats] == [6.0] * 4
    ramp.apply(bots, 2.0, 60.0)
    assert [b.pace_scale for b in bots] == [2.0, 2.0]
