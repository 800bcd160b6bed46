"""One replay viewer for every game.

A game turns its record's lines into ``Frame``s and paints one frame with its own table
painter (a ``GameReplay``, ``frames``); the shared cursor (``cursor``) moves over the frames and
the shared scene (``viewer``) gives every game the same transport: play / pause, step, a seek
bar, speed, the previous / next hand or round and a picker, Close, by keys and by mouse.
This package's top level is pure Python; the scene is ``game.ui.replay.viewer.ReplayScene``.
"""

from game.ui.replay.cursor import SPEEDS, ReplayCursor
from game.ui.replay.frames import Frame, GameReplay, ReplayPanel, seat_names

__all__ = ["SPEEDS", "Frame", "GameReplay", "ReplayCursor", "ReplayPanel", "seat_names"]
