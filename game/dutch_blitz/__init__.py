"""Dutch Blitz: the real-time race where every seat plays at once.

``rules`` is the rules core (pure Python), ``bots`` the computer players, ``analysis`` the
hand analysis shown on the results screen.
"""
