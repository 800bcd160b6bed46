"""The after-hand analysis, computed from literal match records."""

from __future__ import annotations

import pytest

from game.dutch_blitz.analysis import analyse_hand, cards_moved, hand_lines, hands_in, recent_form
from game.dutch_blitz.rules.cards import Card, full_deck
from game.dutch_blitz.rules.replay import ReplayError


def _rest(*used: list[str]) -> list[str]:
    taken = {code for pile in used for code in pile}
    return [c.code for c in full_deck() if c.code not in taken]


SEAT0_POSTS = [["R1"], ["B2"], ["G1"], ["G3"], ["R7"]]
SEAT0_BLITZ = ["G10", "Y10", "B10", "R10", "G9", "B9", "R9", "G8", "B8", "R2"]
SEAT1_POSTS = [["B1"], ["B2"], ["G6"], ["R8"], ["Y5"]]
SEAT1_BLITZ = ["Y10", "G10", "R10", "B10", "Y9", "G9", "R9", "B9", "Y8", "G2"]

START = {"type": "match_start", "version": 1, "seed": 5,
         "rules": {"post_piles": 5, "target_score": 75, "move_post_stack": False},
         "seats": [{"seat": 0, "name": "You", "deck": "pump", "kind": "human"},
                   {"seat": 1, "name": "Ruth", "deck": "carriage", "kind": "bot",
                    "level": "casual"}]}
DEAL = {"type": "deal", "hand": 1, "layout": [
    {"seat": 0, "posts": SEAT0_POSTS, "blitz": SEAT0_BLITZ, "wood": [],
     "hand": _rest(*SEAT0_POSTS, SEAT0_BLITZ)},
    {"seat": 1, "posts": SEAT1_POSTS, "blitz": SEAT1_BLITZ, "wood": [],
     "hand": _rest(*SEAT1_POSTS, SEAT1_BLITZ)},
]}
EVENTS = [
    # you start the red pile at once; your Blitz top (R2) refills the Post slot
    {"type": "play", "hand": 1, "t": 0.5, "seat": 0, "card": "R1", "from": "post:0",
     "to": "dutch:new"},
    {"type": "refill", "hand": 1, "t": 0.5, "seat": 0, "post": 0, "card": "R2"},
    # the bot starts blue; your B2 could follow for one second, then the bot's B2 takes it
    {"type": "play", "hand": 1, "t": 1.0, "seat": 1, "card": "B1", "from": "post:0",
     "to": "dutch:new"},
    {"type": "refill", "hand": 1, "t": 1.0, "seat": 1, "post": 0, "card": "G2"},
    {"type": "play", "hand": 1, "t": 2.0, "seat": 1, "card": "B2", "from": "post:1",
     "to": "dutch:1"},
    {"type": "refill", "hand": 1, "t": 2.0, "seat": 1, "post": 1, "card": "Y8"},
    # your R2 waited from 0.5 s to 4.0 s
    {"type": "play", "hand": 1, "t": 4.0, "seat": 0, "card": "R2", "from": "post:0",
     "to": "dutch:0"},
    {"type": "refill", "hand": 1, "t": 4.0, "seat": 0, "post": 0, "card": "B8"},
]
END = {"type": "hand_end", "hand": 1, "t": 10.0, "reason": "stalemate", "seat": None,
       "scores": []}


def test_missed_chances_are_dutch_plays_left_standing_over_two_seconds() -> None:
    result = analyse_hand([START, DEAL, *EVENTS, END], hand=1, seat=0)
    missed = [(m.card, m.source, m.start, m.end) for m in result.missed]
    # G1 stood on Post pile 3 the whole hand. R2 waited 3.5 s but the player did play it, and
    # R1 (0.5 s) and B2 (1 s, then taken by the bot) were not missed: a play the player made,
    # however late, is never listed as a missed chance.
    assert missed == [(Card("G", 1), "post:2", 0.0, 10.0)]
    assert result.missed[0].seconds == pytest.approx(10.0)
    assert "Green 1 on your Post pile 3 waited 10.0 s" in result.missed[0].describe()


def test_speed_and_first_play() -> None:
    result = analyse_hand([START, DEAL, *EVENTS, END], hand=1, seat=0)
    assert result.duration == 10.0
    assert result.cards_moved == 2 and result.cards_to_dutch == 2
    assert result.cards_per_minute == pytest.approx(12.0)
    assert result.first_play == 0.5
    bot = analyse_hand([START, DEAL, *EVENTS, END], hand=1, seat=1)
    assert bot.first_play == 1.0 and bot.missed == ()


def test_hand_in_progress_uses_the_last_event_time() -> None:
    result = analyse_hand([START, DEAL, *EVENTS], hand=1, seat=0)
    assert result.duration == 4.0
    assert [m.card.code for m in result.missed] == ["G1"]


def test_threshold_is_a_parameter() -> None:
    result = analyse_hand([START, DEAL, *EVENTS, END], hand=1, seat=0, threshold=0.25)
    assert [m.card.code for m in result.missed] == ["G1", "B2"]  # R1, R2: the player's plays


def test_auto_played_ones_are_not_the_players_plays_nor_missed_chances() -> None:
    result = analyse_hand([START, DEAL, *EVENTS, END], hand=1, seat=0, auto_ones=True)
    assert result.missed == ()  # G1 would have gone by itself
    assert result.cards_moved == 1 and result.cards_to_dutch == 1  # R2 only, not the R1
    assert result.first_play == 4.0


def test_a_hand_without_plays() -> None:
    result = analyse_hand([START, DEAL, END], hand=1, seat=1)
    assert result.first_play is None and result.cards_per_minute == 0.0
    assert [m.card.code for m in result.missed] == ["B1"]


def test_a_record_that_breaks_the_rules_is_refused() -> None:
    bad = dict(EVENTS[0], card="R1", to="dutch:3")
    with pytest.raises(ReplayError):
        analyse_hand([START, DEAL, bad], hand=1, seat=0)
    with pytest.raises(ValueError):
        analyse_hand([START, DEAL], hand=2)


def test_helpers() -> None:
    lines = [START, DEAL, *EVENTS, END]
    assert hands_in(lines) == [1]
    assert cards_moved(EVENTS, 1) == 2
    assert cards_moved([{"type": "stack", "seat": 0, "cards": ["B6", "Y5"]}], 0) == 2
    _, _, events, end = hand_lines(lines, 1)
    assert len(events) == len(EVENTS) and end is END
    assert recent_form([1, 2, 3, 10, 20], 2) == 15 and recent_form([]) is None
