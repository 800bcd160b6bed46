"""Adaptive pace (an option, off by default): bots that keep the human near an even chance.

The app reports each move the human's seat got applied (``record_move``) and each finished hand:
its length and whether the human won it (``end_hand``). ``scale()`` is the factor to pass as
``pace_scale`` when the next hand's bots are made (above 1 slows the bots down, below 1 speeds
them up). It is the product of two parts:

* pace: the bots' own nominal moves a minute over the human's, measured over the last few hands,
  so the bots start out about as fast as the human;
* results: a lean that every hand nudges toward parity, one hand in ``seats`` won by the human
  (or, given the match totals, one hand in ``seats`` after which the human leads the match;
  the ``aim``, 1/``seats`` until matches say otherwise).
  A hand the human won speeds the bots up by ``gain * (1 - aim)`` (in log scale), a hand
  they did not win slows them down by ``gain * aim``; at parity the nudges cancel out. The
  first hands' nudges are bigger (``EARLY_GAIN``, shrinking to ``RESULT_GAIN`` over about nine
  hands), so a new player is at parity within a few hands and then the bots' pace settles. Pace
  alone cannot do this: a Beginner as fast as a quick human still misses most of its plays (in
  the simulator, Beginners hold a 120-a-minute scripted player to parity only at about 2.4
  times its pace), and a Master needs to be somewhat quicker than a 20-a-minute one. No bot
  gets quicker than its level's human ceiling, though: past it a bot plays better instead
  (``envelope``), and the scale never goes below ``floor``, where no bot at the table gains
  anything more.

What the hands aim at is itself steered by the matches (``end_match``, or ``hand_ended`` given
the match's winner): parity in hands is not parity in matches, which go to whoever leads at the
very end, so each match the human lost beyond parity raises the share of hands they are held at
and each match won beyond it lowers it (``aim``; older matches fade). The aim changes how far a
hand's result moves the pace, never which way.

The scale only changes between hands (the bots of a hand keep theirs) and always stays within
``MIN_SCALE`` and ``MAX_SCALE``; the lean never winds up past them.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.dutch_blitz.bots.envelope import lowest_useful_scale
from game.dutch_blitz.bots.levels import nominal_actions_per_minute

if TYPE_CHECKING:
    from game.dutch_blitz.rules.match import HandResult

MIN_SCALE = 0.04
"""The quickest bots: a Beginner at 25 times its own pace (about 490 moves a minute)."""
MAX_SCALE = 12.0
"""The slowest bots: a Master at about 6 moves a minute."""
MIN_HAND_SECONDS = 5.0
"""Hands shorter than this say too little about a pace and are left out of it."""
RESULT_GAIN = 0.25
"""How far one hand's result moves the lean, in log scale, once settled (see the docstring)."""
EARLY_GAIN = 1.0
"""The first hand's gain; the ``n``-th result (from 0) moves the lean by
``max(RESULT_GAIN, EARLY_GAIN / (1 + n / EARLY_HANDS))``."""
EARLY_HANDS = 3.0
MATCH_GAIN = 0.12
"""How far each match the human lost beyond parity raises the share of hands the steering aims
at (and each match won beyond it lowers it): ``target + MATCH_GAIN * debt``, where the debt is
the matches the human would have won at parity less those they won (``MATCH_MEMORY``). The
hands' steering holds the human's share of *hands* (or of leads) at parity, yet the matches
can still drift from it, since they go to whoever leads at the very end; this second, slower
loop sets the hands' aim from the matches themselves."""
MATCH_MEMORY = 0.9
"""How much of the match debt carries on to the next match: older matches fade, so a person
who has got better since is not owed for matches lost while learning."""
MAX_AIM_SHIFT = 0.2
"""The most the match debt moves the hands' aim from parity, either way."""
HAND_WEIGHT_HEADS_UP = 1.0
"""At two seats, the share of each nudge that comes from the hand's own points (the human
topping the rival's hand score) rather than from the match lead. Steering on the lead alone
helps the trailing side just in time for the hand that ends the match, which heads-up is the
human more often than not: 59 % of matches went to a scripted player, 12 of 25 cells of the
README's table within parity; half and half gave 57 % and 15 of 25; the hand's points alone
49.8 % and 24 of 25. At four seats the lead alone holds parity best (a half-and-half trial
there gave 15 %), so there the weight is 0."""


class PaceTracker:
    """The human's pace over the last ``window`` hands and their results, as a bot pace scale."""

    def __init__(self, reference_per_minute: float, window: int = 3, seats: int = 4,
                 gain: float = RESULT_GAIN, early_gain: float = EARLY_GAIN) -> None:
        if reference_per_minute <= 0 or window < 1:
            raise ValueError("the reference pace and the window must be positive")
        if seats < 2 or gain < 0 or early_gain < 0:
            raise ValueError("a table has at least two seats, and the gain is not negative")
        self.reference = reference_per_minute
        self.target = 1.0 / seats
        """The human's share of hands at parity."""
        self.gain = gain
        self.hand_weight = HAND_WEIGHT_HEADS_UP if seats == 2 else 0.0
        """The share of a nudge from the hand's points when those are given (``end_hand``)."""
        self.early_gain = early_gain
        self.results = 0
        """How many hand results have moved the lean."""
        self.lean = 0.0
        """The results' part of the scale, in log scale (0: pace alone)."""
        self.floor = MIN_SCALE
        """The lowest scale worth asking for: below it no bot at the table gets quicker or
        better (``for_levels`` sets it from the envelope of the bots' levels)."""
        self.levels: tuple[str, ...] = ()
        """The bots' levels it was made for (``for_levels``), to tell if it suits a new match."""
        self.matches = 0
        """How many matches have ended (``end_match``)."""
        self.match_debt = 0.0
        """Matches the human would have won at parity less those won, older ones fading
        (``MATCH_MEMORY``): what shifts the hands' aim (``aim``)."""
        self._hands: deque[tuple[int, float]] = deque(maxlen=window)
        self._moves = 0

    @classmethod
    def for_levels(cls, levels: Sequence[str | None], window: int = 3) -> PaceTracker:
        """A tracker whose reference is the mean nominal pace of the bots at the table.

        ``levels`` are the bots' levels (None for a person's seat may be among them); the table
        has one more seat than it has bots: the human's."""
        rates = [nominal_actions_per_minute(level) for level in levels if level is not None]
        if not rates:
            raise ValueError("no bot seats")
        tracker = cls(sum(rates) / len(rates), window, seats=len(rates) + 1)
        tracker.levels = tuple(sorted(level for level in levels if level is not None))
        tracker.floor = max(MIN_SCALE, min(lowest_useful_scale(level) for level in tracker.levels))
        return tracker

    def record_move(self, t: float) -> None:
        """The human's seat had a move applied at table time ``t`` of the current hand."""
        del t  # only the count matters; the hand's length comes with end_hand
        self._moves += 1

    def end_hand(self, duration: float, won: bool | None = None,
                 margin: float | None = None, hand_margin: float | None = None) -> None:
        """The current hand ended after ``duration`` table seconds (pauses not counted);
        ``won``: whether the human won it (None: the result is not known, pace only);
        ``margin``: the human's match total less the best rival's after the hand, which when
        given steers instead of ``won``: a match goes to the most points, so what evens
        matches out is leading the match one hand in ``seats``, not Blitzing first (a quick
        sloppy rival that Blitzes less often still scores more in the hands it takes);
        ``hand_margin``: the human's points in this hand less the best rival's, which takes
        ``hand_weight`` of the nudge when given (heads-up)."""
        if duration >= MIN_HAND_SECONDS and self._moves:
            self._hands.append((self._moves, duration))
        self._moves = 0
        aim = self.aim()
        if margin is not None:
            signal = _ahead(margin) - aim
            if hand_margin is not None and self.hand_weight:
                signal += self.hand_weight * (_ahead(hand_margin) - aim - signal)
            self._nudge(signal)
        elif won is not None:
            self._nudge(float(won) - aim)

    def end_match(self, won: bool) -> None:
        """The match ended, ``won`` by the human or not: the debt that sets the hands' aim."""
        self.matches += 1
        self.match_debt = MATCH_MEMORY * self.match_debt + self.target - float(won)

    def aim(self) -> float:
        """The share of hands won (or led) the steering holds the human at: parity, shifted
        by the match debt."""
        shift = max(-MAX_AIM_SHIFT, min(MAX_AIM_SHIFT, MATCH_GAIN * self.match_debt))
        return self.target + shift

    def hand_ended(self, result: HandResult, seat: int, match_winner: int | None = None) -> None:
        """``end_hand`` from a finished hand's result, for the human at ``seat``: the hand's
        length, whether they Blitzed, their match lead and their hand's points against the best
        rival's; then ``end_match`` when the hand ended the match (``match_winner``, None while
        it goes on). The same for the app's table and the simulator."""
        rivals = [score.hand_score for score in result.scores if score.seat != seat]
        own = [score.hand_score for score in result.scores if score.seat == seat]
        totals = [total for i, total in enumerate(result.totals) if i != seat]
        self.end_hand(result.duration, won=result.blitz_seat == seat,
                      margin=result.totals[seat] - max(totals)
                      if totals and 0 <= seat < len(result.totals) else None,
                      hand_margin=own[0] - max(rivals) if own and rivals else None)
        if match_winner is not None:
            self.end_match(match_winner == seat)

    def _nudge(self, signal: float) -> None:
        lean = self.lean - self.step() * signal
        self.results += 1
        ratio = self.pace_ratio()
        self.lean = min(math.log(MAX_SCALE / ratio), max(math.log(self.floor / ratio), lean))

    def step(self) -> float:
        """The gain of the next hand's result: ``early_gain`` shrinking to ``gain``."""
        return max(self.gain, self.early_gain / (1.0 + self.results / EARLY_HANDS))

    def human_per_minute(self) -> float | None:
        """The human's measured moves per minute over the recent hands (None before any)."""
        seconds = sum(duration for _, duration in self._hands)
        if not seconds:
            return None
        return 60.0 * sum(moves for moves, _ in self._hands) / seconds

    def pace_ratio(self) -> float:
        """The pace part alone: the bots' nominal pace over the human's (1.0 before any hand)."""
        human = self.human_per_minute()
        if human is None:
            return 1.0
        return min(MAX_SCALE, max(MIN_SCALE, self.reference / human))

    def scale(self) -> float:
        """The pace scale for the next hand's bots."""
        return min(MAX_SCALE, max(self.floor, self.pace_ratio() * math.exp(self.lean)))


def _ahead(margin: float) -> float:
    """1 for a lead, 0.5 for a tie, 0 for trailing."""
    return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0

