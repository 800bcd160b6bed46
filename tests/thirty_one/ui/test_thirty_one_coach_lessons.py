"""Blitz (31)'s coach lessons from literal tables: which tip a table shows, the move it names
(always one the rules core lists), and the numbers in its words; and the coached deal itself,
played headless with the coach's advice, shows every lesson."""

from __future__ import annotations

import pytest

from game.bots.scheduler import BotScheduler
from game.core.seats import SeatSpec
from game.thirty_one.definition import GAME
from game.thirty_one.rules.core import legal_moves
from game.thirty_one.rules.match import Match
from game.thirty_one.rules.state import Discard, Draw, Knock, Public, Rules, View
from game.thirty_one.ui.coach_lessons import (
    COACH_LEVEL,
    COACH_OPTIONS,
    COACH_RIVALS,
    COACH_SEED,
    ThirtyOneLessons,
    coach_move,
)
from game.ui.coach import Coach, Tip

YOU = 0
PLAN = ThirtyOneLessons(["You", "Anna", "Ben"])


def table(cards: tuple[str, ...], discard: tuple[str, ...] = ("2C",), *, phase: str = "draw",
          taken: str | None = None, knocker: int | None = None,
          tokens: tuple[int, ...] = (3, 3, 3), to_play: int = YOU) -> View:
    log = (Public(knocker, "knock"),) if knocker is not None else ()
    return View(seat=YOU, rules=Rules(tokens=3), hand=1, seats=3, in_play=(0, 1, 2), dealer=2,
                tokens=tokens, cards=cards, hand_sizes=(len(cards), 3, 3), stock_count=30,
                discard=discard, to_play=to_play, phase=phase,  # type: ignore[arg-type]
                taken=taken, knocker=knocker, turns=3, known=((), (), ()), log=log, shown=(),
                result=None)


def tip(lesson: str, view: View) -> Tip | None:
    found = PLAN.tip(lesson, view, legal_moves(view))
    if found is not None:
        assert found.move in legal_moves(view) and found.lesson == lesson
    return found


@pytest.mark.parametrize(("cards", "top", "worth", "move", "words"), [
    (("10D", "6S", "6D"), "AD", "16", Draw(YOU, "discard"), "10 and 6 of diamonds make 16"),
    (("10D", "6S", "6D"), "2C", "16", Draw(YOU, "stock"), "click the draw pile"),
    (("KH", "4S", "7D"), "3C", "10", Draw(YOU, "stock"), "best card counts alone"),
    (("AS", "QS", "2H"), "9C", "21", Draw(YOU, "stock"), "ace and queen of spades make 21"),
])
def test_the_value_tip(cards: tuple[str, ...], top: str, worth: str, move: Draw,
                       words: str) -> None:
    found = tip("value", table(cards, (top,)))
    assert found is not None and found.move == move and found.place == "value"
    assert f"worth {worth}" in found.text and words in found.text


@pytest.mark.parametrize(("cards", "top", "lesson", "place", "raised"), [
    (("10D", "6S", "6D"), "AD", "take_discard", "discard", "to 27"),
    (("10D", "6S", "6D"), "2C", "draw_pile", "stock", None),
    (("KH", "QH", "3C"), "5H", "take_discard", "discard", "to 25"),
])
def test_the_draw_tips(cards: tuple[str, ...], top: str, lesson: str, place: str,
                       raised: str | None) -> None:
    view = table(cards, (top,))
    found = tip(lesson, view)
    other = tip("draw_pile" if lesson == "take_discard" else "take_discard", view)
    assert found is not None and found.place == place and other is None
    if raised is not None:
        assert raised in found.text


def test_the_card_taken_from_the_discard_pile_is_never_the_one_to_throw() -> None:
    # the 2 of hearts is the weakest card, but it was just taken: the tip throws another
    view = table(("AS", "KS", "9D", "2H"), ("5C",), phase="discard", taken="2H")
    found = tip("taken_back", view)
    assert found is not None and found.move == Discard(YOU, "9D")
    assert "2 of hearts you took cannot go straight back" in found.text
    assert "worth 21" in found.text and tip("throw", view) is None


def test_the_throw_tip_keeps_the_best_hand() -> None:
    view = table(("AS", "KS", "9D", "QS"), ("5C",), phase="discard")
    found = tip("throw", view)
    assert found is not None and found.move == Discard(YOU, "9D") and "worth 31" in found.text
    assert tip("taken_back", view) is None


@pytest.mark.parametrize(("cards", "knocker", "shown"), [
    (("KH", "QH", "5H"), None, True),   # 25: knock
    (("KH", "QH", "4H"), None, False),  # 24: not yet
    (("KH", "QH", "5H"), 1, False),     # somebody knocked already: no second knock
])
def test_the_knock_tip(cards: tuple[str, ...], knocker: int | None, shown: bool) -> None:
    view = table(cards, knocker=knocker)
    found = tip("knock", view)
    assert (found is not None) == shown
    if found is not None:
        assert found.move == Knock(YOU) and found.place == "knock" and "loses two" in found.text
        assert tip("value", view) is None and tip("draw_pile", view) is None


def test_the_last_turn_tip_names_the_knocker() -> None:
    found = tip("last_turn", table(("KH", "4S", "7D"), knocker=1))
    assert found is not None and found.text.startswith("Anna knocked: this is your last turn")
    assert tip("last_turn", table(("KH", "4S", "7D"))) is None


@pytest.mark.parametrize(("tokens", "words"), [
    ((3, 3, 3), None),
    ((2, 3, 3), "2 left"),
    ((3, 0, 3), "Anna has none left: on their face"),
    ((0, 3, 3), "you are on your face"),
])
def test_the_tokens_tip(tokens: tuple[int, ...], words: str | None) -> None:
    found = tip("tokens", table(("KH", "4S", "7D"), tokens=tokens))
    assert (found is None) == (words is None)
    if found is not None and words is not None:
        assert words in found.text and found.place == "tokens"


def test_no_tip_when_it_is_not_your_turn() -> None:
    view = table(("KH", "QH", "5H"), to_play=1)
    assert all(tip(lesson, view) is None for lesson in PLAN.lessons)


def test_the_coached_deal_shows_every_lesson() -> None:
    """The coached deal with the coach's advice as your moves (as the UI test plays it). If a
    change to the beginner bots makes this fail, search a new ``COACH_SEED``."""
    seats = (SeatSpec("You", "human"),) + tuple(
        SeatSpec(f"Bot {i}", "bot", COACH_LEVEL) for i in range(1, COACH_RIVALS + 1))
    match = Match(COACH_SEED, seats, dict(COACH_OPTIONS))
    coach = Coach(ThirtyOneLessons([s.name for s in seats]))
    while not match.over:
        hand = match.start_hand()
        scheduler = BotScheduler(hand, GAME.make_bots(
            match, hand, [None] + [COACH_LEVEL] * COACH_RIVALS))
        t = 0.0
        while not hand.over:
            if hand.state.to_play != YOU:
                due = scheduler.next_due()
                assert due is not None
                t = max(t, due)
                scheduler.run_due(t)
                continue
            view = hand.view(YOU)
            legal = list(GAME.rules.legal_moves(view))
            shown = coach.refresh(view, legal)
            move = shown.move if shown is not None else coach_move(view, legal)
            t += 1.0
            hand.submit(move, t)
            coach.moved(move)
    lessons = [s.tip.lesson for s in coach.shown]
    assert set(lessons) == set(ThirtyOneLessons.lessons), lessons
    assert lessons[:3] == ["value", "taken_back", "knock"]
    assert len(match.results) == 2 and match.winners == (YOU,)
