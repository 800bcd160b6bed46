"""Blitz (31): the draw-and-discard game with knocks and tokens (rules core, bots, definition)."""
