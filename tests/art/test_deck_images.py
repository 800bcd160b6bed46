"""A card is an id: one image cache (``DeckImages``) draws every deck's cards by id -- Dutch
Blitz's colour-and-number cards (colour-blind symbols a variant), the standard deck (four-colour
suits a variant) and the auction deck -- exactly as the deck's own art draws them, with any
size in between scaled from the nearest larger layout size."""

from __future__ import annotations

from operator import attrgetter

import pygame
import pytest

from game.dutch_blitz.rules.cards import Card
from game.ui.art import CardArt, card_height
from game.ui.card_faces import DeckArt
from game.ui.scaled_images import smoothscaled
from game.ui.sprites import CardDeck, CardImages, DeckImages, Flight, FlightLayer

WIDTH = 60


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt(strict=True)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def decks(art: CardArt) -> list[CardDeck]:
    return [art.deck(), art.deck("colour_blind"), DeckArt("standard"),
            DeckArt("standard", variant="four_colour"), DeckArt("auction")]


@pytest.mark.parametrize("index", range(5))
def test_every_deck_draws_its_cards_by_id_as_its_art_does(art: CardArt, index: int) -> None:
    deck = decks(art)[index]
    images = CardImages(deck, art)
    images.set_widths([WIDTH, 90])
    size = (WIDTH, round(WIDTH * 7 / 5))
    for card in deck.card_ids[::7]:
        assert pixels(images.card(card, size)) == pixels(deck.face(card, WIDTH))
        between = images.card(card, (75, 105))  # scaled from the 90 px rendering
        expected = smoothscaled(deck.face(card, 90), (75, 105))  # (kept opaque)
        assert pixels(between) == pixels(expected)
    assert pixels(images.card(None, size)) == pixels(deck.back(WIDTH))


def test_dutch_blitz_cards_are_a_deck_with_four_backs_and_a_colour_blind_variant(
        art: CardArt) -> None:
    plain, symbols = art.deck(), art.deck("colour_blind")
    assert len(plain.card_ids) == 40 and plain.card_ids[0] == "R1"
    assert pixels(plain.face("G3", WIDTH)) == pixels(art.face("G", 3, WIDTH))
    assert pixels(symbols.face("G3", WIDTH)) == pixels(art.face("G", 3, WIDTH, True))
    assert pixels(symbols.face("G3", WIDTH)) != pixels(plain.face("G3", WIDTH))
    assert pixels(plain.back(WIDTH, "pail")) == pixels(art.back("pail", WIDTH))
    with pytest.raises(ValueError):
        plain.face("R11", WIDTH)
    with pytest.raises(ValueError):
        art.deck("four_colour")


def test_a_game_whose_cards_are_objects_names_their_ids(art: CardArt) -> None:
    images: DeckImages[Card] = DeckImages(art.deck(), attrgetter("code"), art)
    size = (WIDTH, round(WIDTH * 7 / 5))
    assert pixels(images.card(Card("B", 7), size)) == pixels(art.face("B", 7, WIDTH))
    assert pixels(images.card(None, size, "plow")) == pixels(art.back("plow", WIDTH))
    images.set_deck(art.deck("colour_blind"))  # the setting turned on: the variant
    assert pixels(images.card(Card("B", 7), size)) == pixels(art.face("B", 7, WIDTH, True))


def test_a_flight_of_an_id_card_draws_its_face(art: CardArt) -> None:
    images = CardImages(DeckArt("auction"), art)
    flights = FlightLayer()
    flights.add(Flight("P10", "auction", (0, 0, 50, 70), (100, 0, 50, 70), 0.0, 1.0))
    surface = pygame.Surface((200, 100), pygame.SRCALPHA)
    flights.draw(surface, images, 1.0)  # landed: the face, where it lands
    face = DeckArt("auction").face("P10", 50)
    assert pixels(surface.subsurface((100, 0, 50, 70))) == pixels(face)


def test_the_extras_and_slots_come_through_the_same_cache(art: CardArt) -> None:
    images = CardImages(DeckArt("standard"), art)
    assert pixels(images.extra("token", 40)) == pixels(DeckArt("standard").extra("token", 40))
    assert pixels(images.slot(WIDTH)) == pixels(art.slot(WIDTH))
    with pytest.raises(ValueError):
        CardImages(DeckArt("standard")).slot(WIDTH)


def test_a_small_table_keeps_a_small_cache_of_card_pictures(art: CardArt) -> None:
    """The pictures of cards in flight at sizes of their own are kept by whole cards at the
    table's largest width: a small window's cache fills early in play and then stays level."""
    deck = DeckArt("standard")
    images = CardImages(deck, art)
    images.set_widths([WIDTH])
    turning = [(width, card_height(WIDTH)) for width in range(4, WIDTH, 2)]
    for card_id in deck.card_ids:  # every card turning over, narrow to whole
        for size in turning:
            images.card_image(card_id, "", size, WIDTH)
    bound = 250 * WIDTH * card_height(WIDTH)
    kept_bound, kept = images.kept_sizes()
    assert kept_bound == bound
    assert bound - WIDTH * card_height(WIDTH) < kept <= bound  # (filled, and no further)
    images.add_widths([3 * WIDTH])  # (a larger window)
    assert images.kept_sizes()[0] == 250 * 3 * WIDTH * card_height(3 * WIDTH)
