"""Menu screens keep what they draw every frame: rendered texts, panel layers and backdrops;
and ``--bench-hand-end`` reports every frame of a hand's end."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)
from ui.ui_support import SceneApp

from game.ui.widgets.style import TEXTS_KEPT, Style, draw_panel


def _default_font(px: int, bold: bool = False) -> pygame.font.Font:
    return pygame.font.Font(None, px)


def _style(scale: float = 1.0) -> Style:
    pygame.font.init()
    return Style(_default_font, scale)


def test_a_text_is_rendered_once_and_kept() -> None:
    style = _style()
    one = style.text("Hand 1 results", 20, (10, 20, 30), True)
    assert style.text("Hand 1 results", 20, (10, 20, 30), True) is one
    assert style.text("Hand 1 results", 20, (10, 20, 31), True) is not one
    style.scale = 2.0
    bigger = style.text("Hand 1 results", 20, (10, 20, 30), True)
    assert bigger.get_height() > one.get_height()


def test_the_kept_texts_stay_bounded() -> None:
    style = _style()
    for i in range(TEXTS_KEPT + 50):
        style.text(f"{i} pts", 12, (0, 0, 0))
    assert len(style._texts) <= TEXTS_KEPT


def test_texts_wanted_ahead_are_noted_then_rendered_a_few_at_a_time() -> None:
    style = _style()
    style.wanted = []
    placeholder = style.text("Score", 18, (0, 0, 0))
    noted, style.wanted = style.wanted, None
    assert placeholder.get_size() == (1, 1) and noted == [("Score", 18, (0, 0, 0), False)]
    assert style.render_some(noted, 0.0) is True
    assert style.text("Score", 18, (0, 0, 0)).get_width() > 10


def test_a_panel_looks_the_same_drawn_again() -> None:
    style = _style()
    rect = pygame.Rect(40, 30, 300, 200)
    first, second = pygame.Surface((400, 300)), pygame.Surface((400, 300))
    for surface in (first, second):
        surface.fill((20, 80, 60))
        draw_panel(surface, rect, style)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    assert first.get_at(rect.center) != pygame.Color(20, 80, 60)  # the paper is there
    assert first.get_at((rect.centerx, rect.bottom + 6))[:3] != (20, 80, 60)  # and its shadow


def test_menu_screens_of_one_size_share_their_backdrop(tmp_path: Path) -> None:
    from game.ui.scenes.title import TitleScene

    app = SceneApp(tmp_path)
    one, two = TitleScene(app), TitleScene(app)
    assert one.backdrop() is two.backdrop()


@pytest.mark.slow
def test_the_hand_end_bench_reports_each_frame(capsys: pytest.CaptureFixture[str]) -> None:
    from game.ui.bench import run_hand_end_benchmark

    assert run_hand_end_benchmark("dutch_blitz", (800, 500), hands=1) == 0
    out = capsys.readouterr().out
    assert "hand  1:" in out and "results shown" in out and "over 8 ms:" in out
