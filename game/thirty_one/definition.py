"""Blitz (31) as the app, the simulator and the tests see it: ``GAME``."""

from __future__ import annotations

from game.core.definition import GameDefinition, SeatRange, package_modules
from game.core.i18n import N_
from game.core.options import OptionSpec
from game.thirty_one.bots.factory import BASELINES, make_bots
from game.thirty_one.log_words import log_words
from game.thirty_one.rules.core import RULES
from game.thirty_one.rules.match import Match
from game.thirty_one.rules.replay import check_record

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("tokens", "int", 3, N_("Tokens"), N_("Lives each player starts with."),
               minimum=1, maximum=6),
    OptionSpec("three_of_a_kind", "choice", False, N_("Three of a kind"),
               N_("A triple counts 30 or 30.5 instead of its best suit."),
               choices=(False, 30, 30.5), choice_labels=(N_("Off"), "30", "30.5")),
    OptionSpec("no_first_round_knock", "bool", False, N_("No knock in the first round"),
               N_("Nobody may knock until every player has had a turn.")),
)


GAME = GameDefinition(
    id="thirty_one",
    name=N_("Blitz (31)"),
    tagline=N_("Draw, discard and knock: get one suit as near 31 as you can."),
    seats=SeatRange(2, 8, 4),
    options=OPTIONS,
    rules=RULES,
    new_match=Match,
    make_bots=make_bots,
    check_record=check_record,
    log_words=log_words,
    **package_modules("thirty_one"),
    baselines=BASELINES,
)
