"""Dutch Auction's table log words, from a literal record: a set-aside card, a drawn hand and a
sealed bid never named until the bids turn over; then the bid, powers and purchases in words."""

from __future__ import annotations

from typing import Any

from conformance.log_words import log_texts

from game.auction.definition import GAME

RECORD: list[dict[str, Any]] = [
    {"type": "match_start", "game": "auction", "version": 1, "seed": 3,
     "rules": {"ten_card_face": False},
     "seats": [{"seat": 0, "name": "You", "kind": "human"},
               {"seat": 1, "name": "Anna", "kind": "bot", "level": "casual"}]},
    {"type": "deal", "decks": {"0": ["P9"], "1": ["G3"]}, "auction_deck": ["P10"],
     "display": ["B8", "P1", "G4", "B4", "G9", "R2"]},
    {"type": "draw", "round": 1, "seat": 1, "cards": ["R5", "P3", "B9", "P4", "B10"], "t": 0.0},
    {"type": "set_aside", "round": 1, "seat": 1, "card": "B10", "t": 1.0},
    {"type": "bid", "round": 1, "seat": 1, "cards": ["R5", "P3"], "total": 8, "t": 2.0},
    {"type": "bid", "round": 1, "seat": 0, "cards": ["G6", "B2"], "total": 8, "t": 3.0},
    {"type": "tie_card", "round": 1, "seat": 0, "card": "P1", "total": 9, "t": 3.0},
    {"type": "tie_card", "round": 1, "seat": 1, "card": "B10", "total": 18, "t": 3.0},
    {"type": "bid_won", "round": 1, "seat": 1, "t": 3.0},
    {"type": "power", "round": 1, "seat": 1, "card": "B9", "effect": "retrieve",
     "from": "personal_discards", "of": None, "target": "B3", "t": 4.0},
    {"type": "power", "round": 1, "seat": 0, "card": "G6", "effect": "cash_in", "from": None,
     "of": None, "target": None, "t": 5.0},
    {"type": "buy", "round": 1, "seat": 1, "slot_cost": 3, "card": "R5", "paid":
     ["R5", "P3", "B9"], "to_personal": ["R5"], "to_auction": ["P3", "B9"], "t": 6.0},
    {"type": "buy", "round": 1, "seat": 0, "slot_cost": 1, "card": "B8", "paid": [],
     "to_personal": [], "to_auction": [], "t": 7.0},
    {"type": "restock", "round": 1, "display": ["G4"], "auction_deck_left": 12, "t": 8.0},
    {"type": "round_end", "round": 1, "discarded": {"0": [], "1": []}, "t": 8.0},
]


def test_sealed_cards_stay_sealed_until_the_bids_turn_over() -> None:
    texts = log_texts(GAME, RECORD)
    assert texts == [
        "Anna drew 5 cards",
        "Anna set a card aside",
        "Anna locked in a bid",
        "You locked in a bid",
        "Tie: You added the pink 1 from your deck, bid now 9",
        "Tie: Anna added the blue 10 from their deck, bid now 18",
        "Anna won the bid, 18 to 9 (You bid the green 6 and the blue 2; Anna bid the red 5 and "
        "the pink 3)",
        "Anna played the blue 9: took the blue 3 from their discards",
        "You let the green 6's power pass",
        "Anna bought the red 5 for 3 cards (the red 5, the pink 3 and the blue 9)",
        "You took the blue 8 for free",
        "The display was restocked (12 left in the auction deck)",
        "Round 1 ends",
    ]
    assert not any(card in " ".join(texts[:4]) for card in ("red 5", "pink 3", "blue 10")), \
        "no hand, set-aside or bid card is named before the bids turn over"


def test_a_bid_won_reads_only_its_round_and_the_latest_tie_card() -> None:
    """The winner's line gives this round's totals (the latest tie card of each seat, not an
    earlier round's bid) and this round's bid cards, read once from the round's lines."""
    later: list[dict[str, Any]] = [
        {"type": "draw", "round": 2, "seat": 0, "cards": ["G2", "R3", "P5", "B6", "G7"],
         "t": 9.0},
        {"type": "bid", "round": 2, "seat": 0, "cards": ["P5"], "total": 5, "t": 10.0},
        {"type": "bid", "round": 2, "seat": 1, "cards": ["G4"], "total": 4, "t": 10.0},
        {"type": "tie_card", "round": 2, "seat": 1, "card": "R1", "total": 5, "t": 10.0},
        {"type": "tie_card", "round": 2, "seat": 0, "card": "G1", "total": 6, "t": 10.0},
        {"type": "tie_card", "round": 2, "seat": 1, "card": "B3", "total": 8, "t": 10.0},
        {"type": "bid_won", "round": 2, "seat": 1, "t": 10.0},
    ]
    texts = log_texts(GAME, RECORD + later)
    assert texts[-1] == ("Anna won the bid, 8 to 6 (You bid the pink 5; Anna bid the "
                         "green 4)")
