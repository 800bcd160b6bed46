"""``game.core.fast.maker`` builds the very objects the dataclass would: equal, hashing the
same, just as frozen, with every field set in order."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from game.core.fast import maker


@dataclass(frozen=True, slots=True)
class Pair:
    left: int
    right: tuple[int, ...] = ()


@dataclass(frozen=True)
class NoSlots:
    value: int


def test_a_made_object_is_the_one_the_class_makes() -> None:
    make = maker(Pair)
    made = make(3, (1, 2))
    assert type(made) is Pair
    assert made == Pair(3, (1, 2)) and hash(made) == hash(Pair(3, (1, 2)))
    assert repr(made) == "Pair(left=3, right=(1, 2))"
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.left = 4  # type: ignore[misc]


def test_only_dataclasses_with_slots_are_made_so() -> None:
    with pytest.raises(TypeError):
        maker(NoSlots)
    with pytest.raises(TypeError):
        maker(int)
