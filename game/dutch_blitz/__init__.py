"""Dutch Blitz: the real-time race where every seat plays at once.

``rules`` is the rules core (pure Python), ``bots`` the computer players, ``definition`` the game
as the app and the simulator see it (``GAME``), ``simulation`` its simulator flags and figures,
``analysis`` the hand analysis shown on the results screen and ``ui`` its table. The rules
decisions and the record format are in this folder's ``README.md``.
"""
