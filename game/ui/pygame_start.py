"""Start only the parts of pygame the app uses: the display (with its events) and fonts.

Not ``pygame.init()``: that also starts the joystick subsystem and the mixer. The app reads no
controller, and on Windows the joystick subsystem loads XInput, DirectInput and
Windows.Gaming.Input and leaves threads of theirs running. Under wine, XInput's device thread
outlived its DLL when SDL unloaded it at exit, and a process that had done all its work (a
screenshot saved, a record written) ended with a crash code. The mixer is started by the sound
board (``audio.open_sound``) when sound is wanted, so a silent run opens no audio device.
"""

from __future__ import annotations

import pygame

__all__ = ["start_pygame"]


def start_pygame() -> None:
    """Start the display and the font module (each call after the first does nothing)."""
    pygame.display.init()
    pygame.font.init()
