"""Dutch's refusals and table log in the player's language: the rules core refuses with message
ids (English in ``text``, as records and tests read it), the table says them in German; the log
writes its sentences in German with the places counted "3.", and the malformed-move refusal
names its field."""

from __future__ import annotations

from dutch_play import R, table
from test_dutch_log_words import RECORD

from game.core.i18n import Message
from game.core.outcome import Refused
from game.core.table_log import TableLog
from game.dutch.definition import GAME
from game.dutch.rules.moves import Draw, Look, Snap
from game.i18n import say

LAYOUTS = [["7H", "QS", "X1", "2D"], ["3C", "4H", "7D", "10S"]]


def refusal(move: object) -> Refused:
    out = R.apply(table(LAYOUTS, ["9H", "JD"], discard=("5C",)), move, 1.0)
    assert isinstance(out, Refused)
    return out


def test_refusals_are_message_ids_that_read_as_english() -> None:
    first = refusal(Draw(0, "discard"))
    assert isinstance(first.reason, Message)
    assert first.text == "the first player of a round draws from the stock"
    assert refusal(Draw(1, "stock")).text == "it is not your turn to draw"
    assert refusal(Look(0, 1, 0)).text == "you have no power to use now"
    assert refusal(Snap(0, 9)).text == "there is no open snap window"


def test_the_table_says_them_in_german(german: None) -> None:
    assert say(refusal(Draw(0, "discard"))) == "wer die Runde beginnt, zieht vom Nachziehstapel"
    assert say(refusal(Draw(1, "stock"))) == "du bist nicht mit Ziehen dran"
    assert say(refusal(Look(0, 1, 0))) == "du hast gerade keine Fähigkeit"
    bad = R.apply(table(LAYOUTS, ["9H"]), Snap(0, True), 1.0)
    assert isinstance(bad, Refused) and say(bad) == "slot muss eine ganze Zahl sein"


def test_the_log_writes_german_sentences(german: None) -> None:
    log = TableLog(GAME.log_words)
    log.feed(RECORD)
    said = log.texts()
    assert said[0] == "Runde 1 wird gegeben"
    assert "Anna tauscht die gezogene Karte gegen die eigene 3. Karte" in said
    assert "Anna sieht sich die 1. Karte von Martha an" in said
    assert "Du tauschst deine 3. Karte mit der 4. Karte von Anna" in said, "said to the player"
    assert said[-1] == "Du rufst Dutch!"
