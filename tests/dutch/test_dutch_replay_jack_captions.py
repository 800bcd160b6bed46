"""A Dutch replay's caption of a jack's swap names each card as a player would: "your card 2"
for the player's, "their own card 1" for the swapper's (never "Anna swaps Anna's card 1")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.dutch.ui.replay_model import _caption
from game.i18n import use_language

NAMES = ("You", "Anna", "Jakob")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    use_language("en")
    yield
    use_language("en")


def swap(seat: int, a: tuple[int, int], b: tuple[int, int]) -> dict[str, object]:
    return {"type": "jack_swap", "seat": seat, "a": {"owner": a[0], "slot": a[1]},
            "b": {"owner": b[0], "slot": b[1]}}


@pytest.mark.parametrize(("line", "caption"), [
    (swap(1, (1, 0), (2, 1)), "Anna swaps their own card 1 with Jakob's card 2"),
    (swap(1, (2, 1), (1, 0)), "Anna swaps Jakob's card 2 with their own card 1"),
    (swap(1, (1, 3), (0, 0)), "Anna swaps their own card 4 with your card 1"),
    (swap(1, (0, 0), (1, 3)), "Anna swaps your card 1 with their own card 4"),
    (swap(1, (0, 2), (2, 1)), "Anna swaps your card 3 with Jakob's card 2"),
    (swap(0, (0, 0), (2, 1)), "You swap your card 1 with Jakob's card 2"),
    (swap(2, (1, 0), (0, 1)), "Jakob swaps Anna's card 1 with your card 2"),
])
def test_a_jack_swap_names_whose_cards_as_a_player_says_it(
        line: dict[str, object], caption: str) -> None:
    assert _caption(line, NAMES) == caption


def test_a_rival_swapping_their_own_card_reads_in_german() -> None:
    use_language("de")
    assert _caption(swap(1, (1, 0), (2, 1)), NAMES) == \
        "Anna tauscht die eigene Karte 1 mit Karte 2 von Jakob"
