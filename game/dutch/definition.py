"""``GAME``: Dutch as the app, the simulator and the tests see it."""

from __future__ import annotations

from game.core.definition import GameDefinition, SeatRange, package_modules
from game.core.i18n import N_
from game.core.options import OptionSpec
from game.dutch.bots.factory import make_bots
from game.dutch.log_words import log_words
from game.dutch.rules.core import DUTCH_RULES
from game.dutch.rules.match import new_match
from game.dutch.rules.replay import check_record

OPTIONS = (
    OptionSpec("rounds", "int", 5, N_("Rounds"), N_("rounds per match"), minimum=1, maximum=20),
    OptionSpec("snap_window", "float", 2.0, N_("Snap window (1 to 4 s)"),
               N_("seconds a discard stays open for snaps: raise it to 4 s for more time"),
               minimum=1.0, maximum=4.0, step=0.5, unit=N_("s")),
    OptionSpec("cabo_powers", "bool", False, N_("Cabo powers"),
               N_("powers only for a card drawn from the stock and thrown at once; "
                  "a card swapped out gives none")),
    OptionSpec("emptied_off_turn_minus_10", "bool", False, N_("Emptied off turn: -10"),
               N_("a layout emptied by a snap outside its turn also scores -10")),
)

GAME = GameDefinition(
    id="dutch",
    name=N_("Dutch"),
    tagline=N_("Play blind, remember what you saw, race to snap."),
    seats=SeatRange(2, 6, 4),
    options=OPTIONS,
    rules=DUTCH_RULES,
    new_match=new_match,
    make_bots=make_bots,
    check_record=check_record,
    log_words=log_words,
    **package_modules("dutch"),
    hand_word="round",
    hands_word="rounds",
    baselines=("greedy",),
)
