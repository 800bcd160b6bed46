"""Dutch Auction: the two-player deck-builder (a design by Richard Hoile) against one bot.

``rules`` is the pure rules core, record codec and match; ``bots`` the computer seats;
``definition`` the game's entry for the shared registry.
"""
