"""Dutch Auction as the app, the simulator and the tests see it: ``GAME``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.auction.bots.factory import BASELINES, make_bots
from game.auction.log_words import log_words
from game.auction.rules.core import RULES
from game.auction.rules.match import Match
from game.auction.rules.replay import check_record
from game.core.definition import GameDefinition, GameMatch, SeatRange
from game.core.i18n import N_
from game.core.options import OptionSpec, OptionValue
from game.core.seats import SeatSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("ten_card_face", "bool", False, N_("10s as printed on the card"),
               N_("The 10 takes from the auction discards or your own deck, instead of from "
                  "your own or the auction discards.")),
)

CREDIT = N_("Dutch Auction is our digital version of \"Dutch\", a two-player card game "
            "designed by Richard Hoile (2018). Rules text, names and art are our own.")


def new_match(seed: int, seats: Sequence[SeatSpec],
              options: Mapping[str, OptionValue]) -> GameMatch:
    return Match(seed, seats, options)


GAME = GameDefinition(
    id="auction",
    name=N_("Dutch Auction"),
    tagline=N_("Bid for first pick, buy cards, and weigh strong bidders against victory "
               "points."),
    seats=SeatRange(2, 2, 2),
    options=OPTIONS,
    rules=RULES,
    new_match=new_match,
    make_bots=make_bots,
    check_record=check_record,
    log_words=log_words,
    ui_module="game.auction.ui",
    hand_word="round",
    hands_word="rounds",
    stats_module="game.auction.stats",
    baselines=BASELINES,
    credit=CREDIT,
    sim_module="game.auction.simulation",
)
