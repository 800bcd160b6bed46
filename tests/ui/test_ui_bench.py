"""The frame benchmark keeps working for every game: it reaches a busy mid-hand table, times
its frames and the bare pygame-ce loop at the same size, and prints both, the ratio and a
verdict against the targets (no timing is asserted: the figures depend on the machine)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.__main__ import main  # noqa: E402
from game.core.registry import catalogue  # noqa: E402
from game.ui.bench import run_benchmark, run_frame_benchmarks  # noqa: E402

PLAYABLE = [entry.id for entry in catalogue() if entry.playable]


def test_frame_benchmark_prints_cpu_the_bare_loop_and_the_ratio(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert run_benchmark("dutch_blitz", size=(800, 500), frames=30) == 0
    out = capsys.readouterr().out
    assert "dutch_blitz mid-hand" in out and "CPU  p50" in out and "p99" in out
    assert "bare pygame-ce loop" in out and "ratio" in out
    assert "frames over 8 ms CPU" in out and "verdict:" in out


@pytest.mark.slow
def test_without_a_game_every_game_is_benchmarked_at_every_size_asked(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert run_frame_benchmarks(None, [(640, 400), (800, 500)], frames=4) == 0
    out = capsys.readouterr().out
    for game_id in PLAYABLE:
        for size in ("640x400", "800x500"):
            assert f"frame benchmark: {size}, {game_id} mid-hand" in out
    summary = out[out.index("game           size"):]
    assert len([line for line in summary.splitlines() if line.split()[:1]
                and line.split()[0] in PLAYABLE]) == 2 * len(PLAYABLE)
    assert f"of {2 * len(PLAYABLE)} tables meet the targets" in summary


def test_the_command_line_takes_several_sizes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--bench-frames", "--game", "dutch_blitz", "--size", "640x400,700x450",
                 "--frames", "3"]) == 0
    out = capsys.readouterr().out
    assert "640x400, dutch_blitz" in out and "700x450, dutch_blitz" in out
    assert "of 2 tables meet the targets" in out


def test_the_benchmark_keeps_to_the_apps_frame_rate() -> None:
    """Between two frames the app sleeps (the image thread works meanwhile): the benchmark's
    frames come sixty a second too, never back to back."""
    import time

    from game.ui.bench_anchor import FRAME_RATE, rest

    started = time.perf_counter()
    rest(started)
    assert time.perf_counter() - started >= 1.0 / FRAME_RATE
    late = time.perf_counter() - 1.0
    rest(late)  # a frame that took longer than its share: no sleep at all
    assert time.perf_counter() - late < 1.0 + 1.0 / FRAME_RATE


def test_flying_0_times_the_table_with_only_the_bots_cards_in_the_air(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--flying 0``: the benchmark adds no card of its own to those the bots play, so the
    figures are those of a table as it is played."""
    assert main(["--bench-frames", "--game", "auction", "--size", "640x400", "--frames", "3",
                 "--flying", "0"]) == 0
    assert "auction mid-hand, only the bots' cards in flight" in capsys.readouterr().out
    from game.ui.app import App
    from game.ui.table.scene import TableScene

    app = App((640, 400), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    try:
        stir = app.game_ui("dutch").prepare_bench(0)
        table = app.top
        assert isinstance(table, TableScene)
        before = len(table.flights)
        for frame in range(6):
            stir(frame)
        assert len(table.flights) == before  # (the bots' own flights only)
        stir = app.game_ui("dutch").prepare_bench(3)
        table = app.top
        assert isinstance(table, TableScene)
        for frame in range(3):
            stir(frame)
        assert len(table.flights) >= 3
    finally:
        app.close()


def test_flying_is_checked(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--bench-frames", "--flying", "-1"])
    assert stop.value.code == 2
    assert "--flying must be from 0 to 24" in capsys.readouterr().err


def test_the_turn_bots_wait_for_the_games_own_cards_not_the_benchmarks() -> None:
    """In play a turn bot moves only once its last move's cards have landed; the benchmark's
    own cards in the air do not hold it (it times the bots thinking and moving), the game's
    do, so its frames are the ones play has."""
    from game.ui.app import App
    from game.ui.table.scene import TableScene

    app = App((640, 400), fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    try:
        for game_id in PLAYABLE:
            ui = app.game_ui(game_id)
            stir = ui.prepare_bench(ui.bench_flying)
            table = app.top
            assert isinstance(table, TableScene)
            games = list(table.flights.flights)  # (the bots' cards, dealt or played)
            assert not any(f in table.session.unawaited for f in games), game_id
            table.flights.land_all()
            stir(0)
            assert any(f in table.session.unawaited for f in table.flights.flights), game_id
    finally:
        app.close()
