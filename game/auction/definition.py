"""Dutch Auction as the app, the simulator and the tests see it: ``GAME``."""

from __future__ import annotations

from game.auction.bots.factory import BASELINES, make_bots
from game.auction.log_words import log_words
from game.auction.rules.core import RULES
from game.auction.rules.match import Match
from game.auction.rules.replay import check_record
from game.core.definition import GameDefinition, SeatRange, package_modules
from game.core.i18n import N_
from game.core.options import OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("ten_card_face", "bool", False, N_("10s as printed on the card"),
               N_("The 10 takes from the auction discards or your own deck, instead of from "
                  "your own or the auction discards.")),
)

CREDIT = N_("Dutch Auction is our digital version of \"Dutch\", a two-player card game "
            "designed by Richard Hoile (2018). Rules text, names and art are our own.")


GAME = GameDefinition(
    id="auction",
    name=N_("Dutch Auction"),
    tagline=N_("Bid for first pick, buy cards, and weigh strong bidders against victory "
               "points."),
    seats=SeatRange(2, 2, 2),
    options=OPTIONS,
    rules=RULES,
    new_match=Match,
    make_bots=make_bots,
    check_record=check_record,
    log_words=log_words,
    **package_modules("auction"),
    hand_word="round",
    hands_word="rounds",
    baselines=BASELINES,
    credit=CREDIT,
)
