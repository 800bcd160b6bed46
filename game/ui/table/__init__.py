"""The table host: what every game's table shares, written once.

- ``session``: the match at the table (hands, listeners, bots on the table clock, the player's
  and the coach's moves, keeping the record and statistics), hooks for what a game adds;
- ``holds``: the clock's holds by name (the player's pause, the coach, the window, a game's own);
- ``scene``: the table scene (lifecycle, animation clock, flights, notes, banner, results timing,
  pause keys, the coach's bubble) around a game's ``Board`` (``board``);
- ``motion``: what an event looks like, as data a board returns and the scene plays (flights,
  landings, notes, sounds, a banner, the results' time);
- ``flow``: the screens around the table (start, coached start, Continue, pause, results).
- ``resume``: an unfinished match kept across a restart (its moves saved, replayed on start).

A game supplies a ``Board`` and a ``TableUI`` subclass; see the README's "Adding a game".
"""
