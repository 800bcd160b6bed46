"""The shared pygame front end, knowing no game.

``app`` (the window, the loop and the ``services`` every scene uses), ``scene`` and
``scene_stack`` (screens and their lifecycle), ``widgets``, ``fonts``, ``audio``, ``art`` and
``sprites`` (cards, glows and cards in flight), ``pointer`` (clicks and drags), ``tween``,
``banner``, ``pause`` and the shared screens in ``scenes`` (the game chooser, the setup screen
drawn from a game's options, how to play, settings, statistics, replays). A game's own table
lives in its package (``game/<id>/ui``) and is reached through the registry and the game's
``ui_module``.
"""
