"""The shape every game of the app shares, knowing no game in particular.

``outcome`` (what an authority answers to a move), ``options`` (a game's option schema and how
command lines and settings are checked against it), ``seats`` (who sits where), ``authority``
(the one writer of a hand's state: moves from every seat in arrival order), ``definition`` (the
interface a game implements) and ``registry`` (the list of games). Pure Python, no pygame.
"""
