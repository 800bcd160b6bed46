"""Dutch: the memory card game with snap races (a relative of Cabo, Cambio and Golf).

``rules`` is the pure rules core (state, moves, events, views, scoring, records, the match);
``bots`` the five computer levels and the scripted ``greedy`` baseline; ``definition`` the
``GAME`` the registry lists; ``measure`` a small driver for the strength ladder and bot costs.
"""
