"""Headless simulator: whole matches of any registered game between computer seats, at full speed.

    python -m game.sim --seats 4 --matches 100 --seed 1 --json
    python -m game.sim --game dutch_blitz --levels master,beginner,beginner --timing skilled
    python -m game.sim --game NAME --option NAME=VALUE --rotate --record matches.jsonl
    python -m game.sim --game NAME --bench

Each seat plays at a bot level or one of the game's scripted baselines (``--levels``, default
every seat the default level); ``--timing LEVEL`` gives every seat that level's timing while each
keeps its own judgement. Every match can be appended to one JSON Lines file (``--record``) in the
game's record format, and checked with ``python -m game.replay FILE``. A game may add flags of
its own (see ``game.sim.hooks``). Modules: ``cli`` (the command line), ``driver`` (playing
matches through the game's definition), ``tally`` (the figures), ``bench`` (decision costs),
``run`` (carrying out a command line).
"""

from game.sim.cli import main

__all__ = ["main"]
