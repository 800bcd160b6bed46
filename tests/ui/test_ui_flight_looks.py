"""A card in flight takes a few looks on its way (sizes, widths while it turns over, back and
face, shadow strengths), all known before it takes off: the image thread makes each ahead, and
the frames only blit them. Its shadow darkens as it rises and fades as it lands, baked into
the shadow's own pixels (no strength set on the image at each frame)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game.ui import flights  # noqa: E402
from game.ui.card_faces import DeckArt  # noqa: E402
from game.ui.flights import SHADE_STEPS, SIZE_STEPS, flight_looks, look_at  # noqa: E402
from game.ui.scaled_images import ScaledImages  # noqa: E402
from game.ui.sprites import CardImages, Flight, FlightLayer  # noqa: E402

SIDES = st.tuples(st.floats(20, 400), st.floats(20, 500))


@settings(max_examples=30, deadline=None)
@given(start=SIDES, end=SIDES, same=st.booleans(), turn=st.booleans(), face_down=st.booleans(),
       lift=st.sampled_from([0.0, 30.0]))
def test_every_look_a_flight_takes_at_any_moment_is_known_before_it_takes_off(
        start: tuple[float, float], end: tuple[float, float], same: bool, turn: bool,
        face_down: bool, lift: float) -> None:
    end = start if same else end
    flight = Flight("QH", "red", (0.0, 0.0, *start), (300.0, 200.0, *end), 2.0, 0.5,
                    turn=turn, face_down=face_down, lift=lift)
    looks = flight_looks(flight)
    shown = {look_at(flight, 2.0 + n / 2000) for n in range(1001)}
    assert shown <= set(looks)
    # each step of its size, of its width turning down and up, of its shadow rising and falling,
    # and its landing and its turning face up: a few dozen pictures, not one a frame
    assert len(looks) <= 1 + 3 * SIZE_STEPS + 2 * SHADE_STEPS + 3


def test_a_card_turning_over_shows_its_back_then_its_face_narrowing_and_widening() -> None:
    flight = Flight("QH", "red", (0.0, 0.0, 80.0, 112.0), (300.0, 0.0, 80.0, 112.0), 0.0, 1.0,
                    turn=True)
    widths = [(look.width, look.face_up) for look in flight_looks(flight)]
    backs = [width for width, face_up in widths if not face_up]
    faces = [width for width, face_up in widths if face_up]
    assert backs == sorted(backs, reverse=True) and backs[0] == 80
    assert faces == sorted(faces) and faces[-1] == 80
    assert min(backs + faces) <= 5


def test_a_cards_shadow_darkens_as_it_rises_and_fades_as_it_lands() -> None:
    images = CardImages(DeckArt("standard"))
    flight = Flight("A", "red", (0.0, 0.0, 60.0, 84.0), (500.0, 0.0, 60.0, 84.0), 0.0, 1.0)
    darkest: list[int] = []
    for frame in (1, 8, 30, 52, 59):
        look = look_at(flight, frame / 60)
        assert look.shade is not None
        shadow = images.flight_shadow(look.size, look.spread, look.shadow_alpha)
        assert shadow.get_alpha() in (None, 255), "its strength is in its pixels"
        darkest.append(max(shadow.get_at((x, shadow.get_height() // 2)).a
                           for x in range(shadow.get_width())))
    assert darkest[0] < darkest[1] < darkest[2] > darkest[3] > darkest[4]
    assert len({images.flight_shadow(look.size, look.spread, look.shadow_alpha).get_at((9, 40)).a
                for look in flight_looks(flight) if look.shade is not None}) <= SHADE_STEPS + 1
    plain = images.shadow((60, 84), 5)
    assert plain.get_alpha() in (None, 255), "a dragged card's shadow is at full strength"


def test_scaled_cards_are_kept_by_their_pixels_the_least_recently_used_going_first() -> None:
    kept = ScaledImages(pixels=100 * 140 * 3)
    card = pygame.Surface((100, 140), pygame.SRCALPHA)
    narrow = [kept.get(("A", width), card, (width, 140)) for width in (10, 20, 30, 40, 50, 60)]
    assert len(kept) == 6, "many narrow ones fit where a few whole cards would"
    again = kept.get(("A", 10), card, (10, 140))
    assert again is narrow[0]
    kept.get(("A", 99), card, (99, 140))
    kept.get(("A", 98), card, (98, 140))
    assert kept.kept_pixels <= 100 * 140 * 3
    assert ("A", 10) in kept and ("A", 20) not in kept


def test_of_the_cards_waiting_to_leave_one_spot_only_the_top_one_is_drawn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    images = CardImages(DeckArt("standard"))
    images.set_widths([60])
    deck, size = (40.0, 40.0), (60.0, 84.0)
    dealt = [Flight(card, "standard", (*deck, *size), (200.0 + 10 * n, 150.0, *size), 0.0, 0.3,
                    delay=0.1 * n, face_down=True) for n, card in enumerate(("QH", "2C", "7D"))]
    dealt.append(Flight("AS", "standard", (*deck, *size), (300.0, 40.0, *size), 0.0, 0.3,
                        delay=0.5))  # face up: another picture, on top of the backs
    asked: list[str | None] = []
    made_image = images.made_image

    def counted(card: str | None, deck_name: str, size: tuple[int, int],
                full_width: int, ask: bool = True) -> pygame.Surface | None:
        if ask:  # (the picture it wants; one not made yet draws one that is)
            asked.append(card)
        return made_image(card, deck_name, size, full_width, ask)

    monkeypatch.setattr(images, "made_image", counted)
    layer = FlightLayer()
    for flight in dealt:
        layer.add(flight)
    surface = pygame.Surface((400, 260))
    drawn = layer.draw(surface, images, 0.05)  # the first card is on its way, three wait
    assert asked == ["AS", None], "the top card of the spot, then the one on its way"
    alone = pygame.Surface((400, 260))
    only = FlightLayer()
    only.add(dealt[3])
    only.add(dealt[0])
    assert only.draw(alone, images, 0.05) == drawn
    spot = pygame.Rect(42, 42, 56, 80)  # inside the cards' rounded, antialiased edge
    assert (pygame.image.tobytes(surface.subsurface(spot), "RGB")
            == pygame.image.tobytes(alone.subsurface(spot), "RGB"))


@settings(max_examples=40, deadline=None)
@given(cards=st.lists(st.tuples(st.sampled_from([0.0, 0.5, 1.0]), st.sampled_from([0, 1, 2]),
                                st.booleans(), st.floats(0.0, 0.6)), min_size=1, max_size=9),
       now=st.floats(0.0, 1.2))
def test_the_cards_in_flight_are_drawn_waiting_ones_first_each_spots_latest_only_in_order(
        cards: list[tuple[float, int, bool, float]], now: float) -> None:
    spots = [(0.0, 0.0, 60.0, 84.0), (100.0, 0.0, 60.0, 84.0), (0.0, 0.0, 40.0, 56.0)]
    layer = FlightLayer()
    for t0, spot, face_down, delay in cards:
        layer.add(Flight("QH", "red", spots[spot], (300.0, 200.0, 60.0, 84.0), t0, 0.5,
                         delay=delay, face_down=face_down))
    order = sorted(layer.flights, key=lambda f: (f.progress(now) > 0, f.t0))
    top = {f.src: f for f in order if f.progress(now) <= 0}
    expected: list[object] = [f for f in order if f.progress(now) > 0 or top[f.src] is f]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(flights, "flight_sprite", lambda images, flight, at: flight)
        patch.setattr(flights, "covered", lambda drawn: drawn)
        drawn: list[object] = list(layer.sprites(CardImages(DeckArt("standard")), now))
        assert drawn == expected
