"""Sound effects, synthesised in code at start-up (no sound files), and a board that plays them.

Sounds: ``place`` (soft card tap), ``flip`` (quick riffle), ``refuse`` (short low buzz),
``blitz`` (a bright little fanfare) and ``tick`` (UI click). They are built with the
standard library only (``array``, ``math``, a seeded ``random``) as PCM in the mixer's own
format and handed to ``pygame.mixer.Sound(buffer=...)``.

Without an audio device (the mixer fails to start, SDL_AUDIODRIVER=dummy, or a mixer format
we cannot write) :class:`SoundBoard` quietly does nothing: ``available`` is False and every
call is a no-op. The game never crashes because of sound.

The synthesis itself (:func:`synthesise`, :func:`to_pcm`, in :mod:`game.ui.sound_synth`) does
not touch pygame, so it can be tested and tuned headless; the board makes the sounds a few
milliseconds per frame after start-up (:meth:`SoundBoard.warm_one`).
"""

from __future__ import annotations

import contextlib
import logging
import math
import time
from collections.abc import Generator

import pygame

from game.ui.sound_synth import (
    _SYNTHS,
    CHUNK,
    DEFAULT_RATE,
    SOUND_NAMES,
    WARM_BUDGET,
    pcm_steps,
    run_steps,
    synthesise,
    synthesise_steps,
    to_pcm,
)

__all__ = ["CHUNK", "DEFAULT_RATE", "SOUND_NAMES", "SoundBoard", "pcm_steps", "run_steps",
           "synthesise", "synthesise_steps", "to_pcm"]

log = logging.getLogger(__name__)

# ---------------------------------------------------------------------------------- playback
class Silent:
    """Sound stand-in when no sound board could be made at all."""

    available = False

    def play(self, name: str) -> None:
        del name

    def set_volume(self, volume: float) -> None:
        del volume

    def set_muted(self, muted: bool) -> None:
        del muted


class SoundBoard:
    """Plays the game's sound effects; silently does nothing when there is no audio."""

    def __init__(self, volume: float = 0.8, muted: bool = False, enabled: bool = True) -> None:
        """Start the mixer if needed (``enabled=False``: silent); sounds are built later, one per
        idle frame (``warm_one``) or when first played."""
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.reason = ""
        """Why sound is unavailable (empty when it works)."""
        if not enabled:
            self.reason = "sound disabled"
            return
        try:
            self._start()
        except Exception as exc:  # any audio failure at all means: run silent
            self._sounds.clear()
            self._ready = False
            self.reason = f"{type(exc).__name__}: {exc}"
            log.info("Sound unavailable (%s); the game runs silent.", self.reason)

    def _start(self) -> None:
        if not pygame.mixer.get_init():
            pygame.mixer.init(DEFAULT_RATE, -16, 2, 512)
        init = pygame.mixer.get_init()
        if not init:
            raise RuntimeError("mixer did not start")
        self._format = init
        pygame.mixer.Sound(buffer=bytes(4 * max(1, init[2])))  # a silent probe: can sounds be made?
        self._ready = True

    _format: tuple[int, int, int] = (DEFAULT_RATE, -16, 2)
    _ready = False

    def _build(self, name: str) -> pygame.mixer.Sound | None:
        """Synthesise sound ``name`` now (about 20 ms of pure Python each)."""
        if not self._ready:
            return None
        return self._add(name, run_steps(self._pcm_steps(name)))

    def warm_one(self, budget: float = WARM_BUDGET) -> bool:
        """Make the sounds not built yet, about ``budget`` seconds of it a call (a sound is
        synthesised in steps of ``CHUNK`` samples, so no call waits for a whole one); False once
        all are made (the app calls this after each frame once start-up has shown the title)."""
        if not self._ready:
            return False
        began = time.perf_counter()
        try:
            while True:  # a step at least, then more while the budget lasts
                if self._making is None:
                    missing = [name for name in SOUND_NAMES if name not in self._sounds]
                    if not missing:
                        return False
                    self._making = (missing[0], self._pcm_steps(missing[0]))
                name, steps = self._making
                try:
                    next(steps)
                except StopIteration as done:
                    self._making = None
                    if name not in self._sounds:  # (played meanwhile: made then)
                        self._add(name, done.value)
                if time.perf_counter() - began >= budget:
                    break
        except Exception as exc:  # any audio failure at all means: run silent
            self._give_up(str(exc))
            return False
        return any(name not in self._sounds for name in SOUND_NAMES)

    _making: tuple[str, Generator[None, None, bytes]] | None = None

    def _pcm_steps(self, name: str) -> Generator[None, None, bytes]:
        rate, fmt, channels = self._format
        samples = yield from synthesise_steps(name, rate)
        return (yield from pcm_steps(samples, channels, fmt))

    def _add(self, name: str, pcm: bytes) -> pygame.mixer.Sound:
        sound = pygame.mixer.Sound(buffer=pcm)
        sound.set_volume(self._volume)
        self._sounds[name] = sound
        return sound

    def _give_up(self, reason: str) -> None:
        log.info("Sound playback failed (%s); going silent.", reason)
        self._sounds.clear()
        self._ready = False
        self.reason = reason

    @property
    def available(self) -> bool:
        """True if the mixer works and sounds can be played (built on first need)."""
        return self._ready

    @property
    def volume(self) -> float:
        """Effect volume, 0..1."""
        return self._volume

    @property
    def muted(self) -> bool:
        """True while muted."""
        return self._muted

    def play(self, name: str) -> None:
        """Play sound ``name`` (see :data:`SOUND_NAMES`); no-op if muted or without audio."""
        if name not in _SYNTHS:
            raise ValueError(f"unknown sound {name!r}; expected one of {SOUND_NAMES}")
        if self._muted or self._volume <= 0:
            return
        try:
            sound = self._sounds.get(name) or self._build(name)
            if sound is not None:
                sound.play()
        except pygame.error as exc:  # device lost mid-game: go silent
            self._give_up(str(exc))

    def set_volume(self, volume: float) -> None:
        """Set the effect volume, clamped to 0..1."""
        self._volume = _clamp(volume)
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting also stops sounds that are playing."""
        self._muted = bool(muted)
        if self._muted:
            for sound in self._sounds.values():
                with contextlib.suppress(pygame.error):
                    sound.stop()


def _clamp(v: float) -> float:
    try:
        v = float(v)
    except (TypeError, ValueError):
        return 0.0
    if math.isnan(v):
        return 0.0
    return max(0.0, min(1.0, v))


def open_sound(volume: float, muted: bool, enabled: bool) -> SoundBoard | Silent:
    """The app's sound board, or a silent stand-in when it cannot start (never a crash)."""
    try:
        return SoundBoard(volume, muted, enabled=enabled)
    except Exception as exc:
        log.info("no sound: %s", exc)
        return Silent()


def warm_more(sounds: object) -> bool:
    """A few more milliseconds of the sound effects (start-up does not wait for them); False
    when all are made (or ``sounds`` makes none)."""
    return isinstance(sounds, SoundBoard) and sounds.warm_one()
