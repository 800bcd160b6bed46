"""One default bot level, and --levels checked against the number of bots, on both command lines."""

from __future__ import annotations

import pytest

from game.__main__ import _seats
from game.command_line import parser as _parser
from game.core.registry import get_game
from game.core.seats import DEFAULT_LEVEL
from game.sim.cli import parse as sim_parse
from game.ui.scenes.common import level_name

GAME = get_game("dutch_blitz")


def seats_of(argv: list[str]) -> list[str | None]:
    parser = _parser()
    return [s.level for s in _seats(parser, parser.parse_args(argv), GAME)]


def test_the_default_level_is_defined_once_and_is_casual() -> None:
    assert GAME.default_level == DEFAULT_LEVEL == "casual"
    assert level_name(GAME.default_level) == "Casual"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_table_without_levels_gets_the_default_level(seats: int) -> None:
    assert seats_of(["--seats", str(seats)]) == [None] + [DEFAULT_LEVEL] * (seats - 1)


def test_one_level_is_for_every_bot_and_one_per_bot_is_taken_in_order() -> None:
    assert seats_of(["--seats", "4", "--levels", "expert"]) == [None] + ["expert"] * 3
    assert seats_of(["--seats", "3", "--levels", "beginner,master"]) == [None, "beginner",
                                                                         "master"]


@pytest.mark.parametrize("argv", [["--seats", "4", "--levels", "casual,skilled"],
                                  ["--seats", "2", "--levels", "casual,expert"]])
def test_a_wrong_number_of_levels_is_an_error(argv: list[str],
                                              capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        seats_of(argv)
    assert stop.value.code == 2
    assert "one level for every bot" in capsys.readouterr().err


def test_the_simulator_uses_the_same_default_and_the_same_check() -> None:
    assert sim_parse(["--seats", "2"]).plan.levels == (DEFAULT_LEVEL, DEFAULT_LEVEL)
    with pytest.raises(SystemExit):
        sim_parse(["--seats", "4", "--levels", "casual,skilled"])
