"""``game.core.fast.maker`` builds the very objects the dataclass would: equal, hashing the
same, just as frozen, with every field set in order; ``immutable`` records compare and hash by
value like frozen ones and are built the same way by their class and by ``maker``."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from game.core.fast import immutable, maker


@dataclass(frozen=True, slots=True)
class Pair:
    left: int
    right: tuple[int, ...] = ()


@immutable
class Light:
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


def test_an_immutable_record_compares_and_hashes_by_value() -> None:
    made = maker(Light)(3, (1, 2))
    assert type(made) is Light and not hasattr(made, "__dict__")
    assert made == Light(3, (1, 2)) == Light(left=3, right=(1, 2))
    assert hash(made) == hash(Light(3, (1, 2))) == hash(Pair(3, (1, 2)))
    assert made != Light(3) and Light(3).right == ()
    assert repr(made) == "Light(left=3, right=(1, 2))"
    assert {made: "found"}[Light(3, (1, 2))] == "found"
