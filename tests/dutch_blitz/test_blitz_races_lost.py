"""races_lost counts only real races: a play legal when the bot chose it, taken by a rival since.

A bot's own illegal attempt (it overlooked the rival's card already there) is refused with the
engine's reason and counted as refused, never as a race lost.
"""

from __future__ import annotations

import random

from game.core.outcome import Applied, Refused
from game.dutch_blitz.bots.policy import SimplePolicy
from game.dutch_blitz.bots.scheduler import BlitzAgent, BotSeat, Planned, intent_for
from game.dutch_blitz.rules.legal import sources
from game.dutch_blitz.rules.moves import Play
from game.dutch_blitz.ui.session import BlitzSession, MatchConfig


def _deal() -> tuple[BlitzSession, Play, Play, Play]:
    """Some seat's 1, and a 2 of its colour on top for seat 1 and for another seat."""
    for seed in range(1, 3000):
        session = MatchConfig.quick(("casual",) * 3, seed=seed, auto_play_ones=False).session(
            time_source=lambda: 0.0)
        table = session.table
        count = table.state.seat_count
        tops = {s: sources(table.view(s)) for s in range(count)}
        for s in range(count):
            for place, card in tops[s]:
                if card.number != 1:
                    continue
                twos = {r: [Play(r, p, "dutch:0", c) for p, c in tops[r]
                            if c.number == 2 and c.colour == card.colour] for r in range(count)}
                rival = next((r for r in range(count) if r != 1 and twos[r]), None)
                if twos[1] and rival is not None:
                    return session, Play(s, place, "dutch:new", card), twos[1][0], twos[rival][0]
    raise AssertionError("no such deal")


def _agent(session: BlitzSession) -> BlitzAgent:
    assert session.table is not None
    return BlitzAgent(session.table, BotSeat(1, SimplePolicy(), random.Random(1)))


def test_a_play_legal_when_chosen_and_taken_since_is_a_race_lost() -> None:
    session, one, mine, theirs = _deal()
    table = session.table
    assert table is not None and isinstance(table.submit(one, 0.1), Applied)
    agent = _agent(session)
    view = table.view(1)
    agent.bot.plan = Planned(mine, intent_for(view, mine, 0.2, 0.5), legal=True)
    agent.bot.due = 0.5
    assert isinstance(table.submit(theirs, 0.3), Applied)
    action = agent.act()
    assert isinstance(action.outcome, Refused) and action.outcome.reason.is_race_lost
    assert action.race_lost and agent.bot.races_lost == 1


def test_an_attempt_already_illegal_when_chosen_is_no_race() -> None:
    session, one, mine, theirs = _deal()
    table = session.table
    assert table is not None and isinstance(table.submit(one, 0.1), Applied)
    assert isinstance(table.submit(theirs, 0.2), Applied)
    agent = _agent(session)
    view = table.view(1)
    from game.dutch_blitz.bots.scheduler import legal_in

    assert not legal_in(view, mine)
    agent.bot.plan = Planned(mine, intent_for(view, mine, 0.3, 0.5), legal_in(view, mine))
    agent.bot.due = 0.5
    action = agent.act()
    assert isinstance(action.outcome, Refused)
    assert not action.race_lost and agent.bot.races_lost == 0 and agent.bot.refused == 1
