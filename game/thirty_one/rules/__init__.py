"""The pure rules core of Blitz (31): cards, state, moves, events, scoring, match and records."""
