"""--bench-startup measures the title and the table against a bare pygame-ce window."""

from __future__ import annotations

import pytest

from game.ui.bench_startup import bench_startup, table_games


@pytest.mark.slow
def test_bench_startup_reports_every_figure_for_every_games_table() -> None:
    figures = bench_startup(runs=1)
    games = table_games()
    assert len(games) == 4
    assert set(figures) == {"bare_first_frame_cpu_ms", "title_first_frame_cpu_ms",
                            "title_first_frame_wall_ms", "title_settled_cpu_ms",
                            "title_longest_frame_cpu_ms", "table_ready_cpu_ms",
                            "title_vs_bare", "title_vs_bare_best", "title_vs_bare_worst"} | {
        f"{figure}[{game}]" for game in games
        for figure in ("table_ready_cpu_ms", "table_ready_wall_ms", "table_renders")}
    assert all(value > 0 for value in figures.values())


def test_sounds_are_not_synthesised_before_the_first_frame() -> None:
    import os

    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.audio import SOUND_NAMES, SoundBoard

    board = SoundBoard()
    if not board.available:
        pytest.skip(f"no audio here: {board.reason}")
    assert board._sounds == {}
    while board.warm_one():
        pass
    assert set(board._sounds) == set(SOUND_NAMES)
