"""What a frame of the Dutch Auction table would make at a cost is made on the image thread
instead: a see-through panel's plate (drawn as the panel over the felt until it is made) and
a line of words not rendered yet (the place of the kept layer showing it waits a frame while
the window does not reveal it). Either way the table ends as the one painted whole."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable  # noqa: E402

import pygame  # noqa: E402

from game.auction.ui.canvas import Canvas, Plates, Words, paint  # noqa: E402
from game.auction.ui.kept_layer import KeptLayer  # noqa: E402
from game.ui.fonts import Fonts, TextCache  # noqa: E402
from game.ui.image_worker import WORKER  # noqa: E402
from game.ui.table.base_layer import LayerBudget  # noqa: E402

SIZE = (320, 200)

Job = Callable[[], object]


def felt() -> pygame.Surface:
    surface = pygame.Surface(SIZE)
    surface.fill((20, 90, 40))
    pygame.draw.circle(surface, (200, 180, 60), (160, 100), 70)
    return surface


def panel() -> pygame.Surface:
    image = pygame.Surface((120, 50), pygame.SRCALPHA)
    image.fill((240, 240, 240, 90))
    return image


def test_a_plate_not_made_yet_is_drawn_as_its_panel_and_made_on_the_image_thread() -> None:
    queued: list[Job] = []
    plates = Plates(queued.extend)
    ground, see_through = felt(), panel()
    canvas = Canvas(SIZE)
    canvas.blit(see_through, (37, 21), still=True)
    drawn, opaque = plates.steps(ground, canvas.steps)
    assert drawn == canvas.steps and opaque == [], "no plate yet: the panel over the felt"
    assert len(queued) == 1
    plates.steps(ground, canvas.steps)
    assert len(queued) == 1, "a plate is asked for once"
    queued.pop()()  # the image thread makes it
    drawn, opaque = plates.steps(ground, canvas.steps)
    assert drawn[0] is not canvas.steps[0] and opaque == [pygame.Rect(drawn[0].box)]
    with_plate, whole = pygame.Surface(SIZE), pygame.Surface(SIZE)
    paint(with_plate, ground, canvas.steps, None, plates)
    paint(whole, ground, canvas.steps, None)
    assert pygame.image.tobytes(with_plate, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_a_line_is_rendered_ahead_once_and_then_taken_as_made() -> None:
    fonts = Fonts()
    cache = TextCache(fonts.get)
    assert not cache.ready("Your turn: press End turn.", 18, (250, 250, 250))
    assert not cache.ready("Your turn: press End turn.", 18, (250, 250, 250))
    assert WORKER.wait(30)
    assert cache.ready("Your turn: press End turn.", 18, (250, 250, 250))
    image = cache("Your turn: press End turn.", 18, (250, 250, 250))
    drawn_here = fonts.get(18).render("Your turn: press End turn.", True, (250, 250, 250))
    assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(drawn_here, "RGBA")
    assert cache("Your turn: press End turn.", 18, (250, 250, 250)) is image


def words_canvas(cache: TextCache, text: str) -> Canvas:
    size = cache.font(16, False).size(text)
    canvas = Canvas(SIZE)
    canvas.words(Words(text, 16, (250, 250, 250), False, size, cache),
                 pygame.Rect((40, 150), size))
    return canvas


def test_a_hidden_place_waits_for_its_new_words_and_a_revealed_one_does_not() -> None:
    ground, cache = felt(), TextCache(Fonts().get)
    layer, kept = pygame.Surface(SIZE), KeptLayer()
    budget = LayerBudget(lambda: 0.0)
    budget.begin([], hold=True)
    kept.paint(layer, ground, words_canvas(cache, "Round 1").steps, budget)  # (whole)
    assert WORKER.wait(30)
    shown = pygame.image.tobytes(layer, "RGB")
    budget.begin([], hold=True)  # nothing revealed
    kept.paint(layer, ground, words_canvas(cache, "Round 2 of 13").steps, budget)
    assert kept.waiting and pygame.image.tobytes(layer, "RGB") == shown
    assert WORKER.wait(30)  # rendered meanwhile: the next frame paints the place
    budget.begin([], hold=True)
    kept.go_on(layer, ground, budget)
    assert not kept.waiting
    whole = pygame.Surface(SIZE)
    paint(whole, ground, words_canvas(cache, "Round 2 of 13").steps, None)
    assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(whole, "RGB")
    budget.begin([layer.get_rect()], hold=True)  # all of it revealed: painted at once
    kept.paint(layer, ground, words_canvas(cache, "Round 3 of 13").steps, budget)
    assert not kept.waiting
    paint(whole, ground, words_canvas(cache, "Round 3 of 13").steps, None)
    assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_under_virtual_time_nothing_waits_for_words() -> None:
    ground, cache = felt(), TextCache(Fonts().get)
    layer, kept = pygame.Surface(SIZE), KeptLayer()
    budget = LayerBudget(lambda: 0.0)
    budget.begin([])
    kept.paint(layer, ground, words_canvas(cache, "Round 1").steps, budget)
    budget.begin([])
    kept.paint(layer, ground, words_canvas(cache, "Deck 7, discards 3").steps, budget)
    assert not kept.waiting
