"""The replay viewer's captions speak to the player under the default name as the table log
does: "Du ziehst Pik 7 vom Nachziehstapel", "Du klopfst" in German, "You draw", "You knock" in
English, while a chosen name keeps the third person ("Anna zieht", "Anna draws"). Each caption
is of a whole match the bots played."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from conformance.conformance_play import fast_options
from conformance.test_log_speaks_to_you import DU_SAYS, SAME_FOR_BOTH, SECOND_PERSON

from game.auction.ui.replay_frames import auction_frames
from game.core.registry import get_game
from game.dutch.ui.replay_model import build_frames
from game.dutch_blitz.ui.replay_model import replay_frames as blitz_frames
from game.i18n import use_language
from game.sim.driver import play_match
from game.thirty_one.ui.replay_model import replay_frames as thirty_one_frames

Line = dict[str, Any]
CAPTIONS: dict[str, Callable[[list[Line]], Sequence[Any]]] = {
    "auction": lambda lines: auction_frames(lines)[0],
    "dutch": lambda lines: build_frames(lines)[0],
    "dutch_blitz": lambda lines: blitz_frames(lines)[0],
    "thirty_one": lambda lines: thirty_one_frames(lines)[0],
}


def _captions(game_id: str, player: str) -> list[str]:
    """The captions of two bot matches of ``game_id``, seat 0 named ``player``."""
    game = get_game(game_id)
    said: list[str] = []
    for seed in (1, 4):
        match = play_match(game, seed, [game.levels[0]] * game.seats.default,
                           fast_options(game))
        lines: list[Line] = [dict(line) for line in match.record]
        seats = [dict(seat) for seat in lines[0]["seats"]]
        seats[0]["name"] = player
        lines[0] = dict(lines[0], seats=seats)
        said += [frame.caption for frame in CAPTIONS[game_id](lines)]
    return said


@pytest.mark.parametrize("game_id", sorted(CAPTIONS))
def test_german_captions_say_du_with_the_second_person(german: None, game_id: str) -> None:
    verbs = [(caption, verb) for caption in _captions(game_id, "Du")
             for verb in DU_SAYS.findall(caption) if not verb.isdigit()]
    assert len(verbs) >= 5, "the player's own moves are captioned"
    wrong = [caption for caption, verb in verbs if verb not in SECOND_PERSON]
    assert not wrong, wrong[:10]


@pytest.mark.parametrize("game_id", sorted(CAPTIONS))
def test_a_chosen_name_keeps_the_third_person_in_captions(german: None, game_id: str) -> None:
    captions = _captions(game_id, "Hans")
    to_you = SECOND_PERSON - SAME_FOR_BOTH
    wrong = [caption for caption in captions
             if re.search(r"\bDu\b", caption) or set(caption.split()) & to_you]
    assert not wrong, wrong[:10]
    assert any("Hans " in caption for caption in captions)


@pytest.mark.parametrize("game_id", sorted(CAPTIONS))
def test_english_captions_say_you_draw_not_you_draws(game_id: str) -> None:
    captions = _captions(game_id, "You")
    wrong = [caption for caption in captions if re.search(r"\bYou(?:'s| \w+s\b)", caption)]
    assert not wrong, wrong[:10]
    assert any(re.search(r"\bYou \w", caption) for caption in captions)


def _jack_captions(player: str) -> list[str]:
    """Dutch replay captions of jack swaps that touch seat 0 (named ``player``), from matches
    of the strongest bots (they use their jacks)."""
    game = get_game("dutch")
    said: list[str] = []
    for seed in (14, 17, 29):
        match = play_match(game, seed, [game.levels[-1]] * 4, fast_options(game))
        lines: list[Line] = [dict(line) for line in match.record]
        seats = [dict(seat) for seat in lines[0]["seats"]]
        seats[0]["name"] = player
        lines[0] = dict(lines[0], seats=seats)
        said += [frame.caption for frame in build_frames(lines)[0]
                 if frame.kind == "jack_swap" and re.search(r"\byour?\b|\bdein|\bDu\b",
                                                             frame.caption)]
    return said


def test_a_jack_swap_in_a_replay_names_your_card_not_yours_by_name(german: None) -> None:
    german_words = _jack_captions("Du")
    assert german_words and all("von Du" not in c for c in german_words), german_words
    assert any("mit deiner Karte" in c for c in german_words), german_words
    use_language("en")
    english = _jack_captions("You")
    assert english and all("You's" not in c for c in english), english
    assert any("with your card" in c for c in english), english
