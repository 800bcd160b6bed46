"""Sound effects, synthesised in code at start-up (no sound files), and a board that plays them.

Sounds: ``place`` (soft card tap), ``flip`` (quick riffle), ``refuse`` (short low buzz),
``blitz`` (a bright little fanfare) and ``tick`` (UI click). They are built with the
standard library only (``array``, ``math``, a seeded ``random``) as PCM in the mixer's own
format and handed to ``pygame.mixer.Sound(buffer=...)``.

Without an audio device (the mixer fails to start, SDL_AUDIODRIVER=dummy, or a mixer format
we cannot write) :class:`SoundBoard` quietly does nothing: ``available`` is False and every
call is a no-op. The game never crashes because of sound.

The synthesis itself (:func:`synthesise`, :func:`to_pcm`) does not touch pygame, so it can be
tested and tuned headless.
"""

from __future__ import annotations

import array
import contextlib
import logging
import math
import random
from collections.abc import Callable

import pygame

log = logging.getLogger(__name__)

SOUND_NAMES: tuple[str, ...] = ("place", "flip", "refuse", "blitz", "tick", "snap_hit",
                                "snap_miss", "snap_late")
DEFAULT_RATE = 44100

_TAU = 2 * math.pi


# ---------------------------------------------------------------------------------- synthesis
def _envelope(n: int, rate: int, attack: float, decay: float) -> list[float]:
    """Linear attack of ``attack`` s, then exponential decay with time constant ``decay`` s."""
    a = max(1, int(attack * rate))
    out = []
    for i in range(n):
        t = i / rate
        env = i / a if i < a else math.exp(-(t - attack) / decay)
        out.append(env)
    return out


def _fade_edges(samples: list[float], rate: int, ms: float = 1.5) -> list[float]:
    """Fade the first and last few milliseconds so a sound never starts or ends with a click."""
    k = min(len(samples) // 2, max(1, int(rate * ms / 1000)))
    for i in range(k):
        g = i / k
        samples[i] *= g
        samples[-1 - i] *= g
    return samples


def _lowpass(samples: list[float], rate: int, cutoff: float) -> list[float]:
    """One-pole low-pass filter."""
    alpha = 1 - math.exp(-_TAU * cutoff / rate)
    y = 0.0
    out = []
    for x in samples:
        y += alpha * (x - y)
        out.append(y)
    return out


def _place(rate: int) -> list[float]:
    """A soft card tap: a short thump plus a puff of filtered noise."""
    rng = random.Random(11)
    n = int(0.09 * rate)
    noise = _lowpass([rng.uniform(-1, 1) for _ in range(n)], rate, 2200)
    env_noise = _envelope(n, rate, 0.002, 0.012)
    env_thump = _envelope(n, rate, 0.001, 0.022)
    out = []
    for i in range(n):
        t = i / rate
        f = 190 - 70 * min(1.0, t / 0.05)  # the thump drops a little in pitch
        thump = math.sin(_TAU * f * t) * env_thump[i]
        out.append(0.55 * thump + 1.6 * noise[i] * env_noise[i])
    return out


def _flip(rate: int) -> list[float]:
    """A quick riffle: a run of tiny paper clicks, slightly irregular, fading away."""
    rng = random.Random(23)
    n = int(0.22 * rate)
    out = [0.0] * n
    t = 0.004
    k = 0
    while t < 0.18:
        start = int(t * rate)
        length = int(0.007 * rate)
        amp = 0.9 * (1 - k / 11) + 0.15
        burst = _lowpass([rng.uniform(-1, 1) for _ in range(length)], rate, 4200)
        for j in range(length):
            if start + j < n:
                out[start + j] += amp * burst[j] * math.exp(-j / (0.0016 * rate))
        t += rng.uniform(0.012, 0.02)
        k += 1
    return [3.0 * s for s in out]


def _refuse(rate: int) -> list[float]:
    """A short low buzz: two detuned band-limited square waves, a small pitch drop."""
    n = int(0.2 * rate)
    env = _envelope(n, rate, 0.006, 0.09)
    out = []
    phase1 = phase2 = 0.0
    for i in range(n):
        t = i / rate
        f = 118 - 18 * (t / 0.2)
        phase1 += _TAU * f / rate
        phase2 += _TAU * f * 1.03 / rate
        s = 0.0
        for h in (1, 3, 5, 7):
            s += (math.sin(h * phase1) + math.sin(h * phase2)) / h
        out.append(0.33 * s * env[i])
    return out


def _bell(freq: float, dur: float, rate: int, decay: float) -> list[float]:
    n = int(dur * rate)
    env = _envelope(n, rate, 0.004, decay)
    out = []
    for i in range(n):
        t = i / rate
        s = (
            math.sin(_TAU * freq * t)
            + 0.35 * math.sin(_TAU * 2 * freq * t)
            + 0.12 * math.sin(_TAU * 3 * freq * t)
        )
        out.append(s * env[i])
    return out


def _blitz(rate: int) -> list[float]:
    """A bright little fanfare: a rising C-major arpeggio landing on a held chord."""
    notes = (523.25, 659.25, 783.99)
    step = 0.085
    total = int((step * len(notes) + 0.55) * rate)
    out = [0.0] * total
    for k, freq in enumerate(notes):
        start = int(k * step * rate)
        for j, s in enumerate(_bell(freq, 0.3, rate, 0.09)):
            if start + j < total:
                out[start + j] += 0.5 * s
    start = int(len(notes) * step * rate)
    for freq in (1046.5, 783.99, 659.25):
        for j, s in enumerate(_bell(freq, 0.55, rate, 0.2)):
            if start + j < total:
                out[start + j] += 0.33 * s
    return out


def _tick(rate: int) -> list[float]:
    """A soft UI click."""
    n = int(0.03 * rate)
    env = _envelope(n, rate, 0.0005, 0.005)
    return [0.6 * math.sin(_TAU * 1750 * i / rate) * env[i] for i in range(n)]


def _snap_hit(rate: int) -> list[float]:
    """A snap that stays on the pile: a slap of paper and a quick rising two-note chime."""
    out = [0.0] * int(0.32 * rate)
    for j, s in enumerate(_place(rate)[: len(out)]):
        out[j] += 0.7 * s
    for k, freq in enumerate((880.0, 1318.5)):
        start = int((0.03 + 0.07 * k) * rate)
        for j, s in enumerate(_bell(freq, 0.2, rate, 0.06)):
            if start + j < len(out):
                out[start + j] += 0.4 * s
    return out


def _snap_miss(rate: int) -> list[float]:
    """A wrong snap: a falling two-note honk."""
    out: list[float] = []
    for freq in (311.1, 233.1):
        n = int(0.14 * rate)
        env = _envelope(n, rate, 0.004, 0.07)
        out += [0.5 * (math.sin(_TAU * freq * i / rate) + 0.4 * math.sin(_TAU * 2 * freq * i
                                                                         / rate)) * env[i]
                for i in range(n)]
    return out


def _snap_late(rate: int) -> list[float]:
    """Beaten to it: two soft, quick knocks."""
    out = [0.0] * int(0.16 * rate)
    for start in (0, int(0.075 * rate)):
        n = int(0.04 * rate)
        env = _envelope(n, rate, 0.001, 0.012)
        for i in range(n):
            if start + i < len(out):
                out[start + i] += 0.6 * math.sin(_TAU * 520 * i / rate) * env[i]
    return out


_SYNTHS: dict[str, tuple[Callable[[int], list[float]], float]] = {
    # name: (generator, peak level 0..1 after normalising)
    "place": (_place, 0.55),
    "flip": (_flip, 0.45),
    "refuse": (_refuse, 0.5),
    "blitz": (_blitz, 0.6),
    "tick": (_tick, 0.3),
    "snap_hit": (_snap_hit, 0.55),
    "snap_miss": (_snap_miss, 0.5),
    "snap_late": (_snap_late, 0.35),
}


def synthesise(name: str, rate: int = DEFAULT_RATE) -> list[float]:
    """Mono samples of sound ``name`` in -1..1 at ``rate`` Hz (deterministic)."""
    try:
        generator, peak = _SYNTHS[name]
    except KeyError:
        raise ValueError(f"unknown sound {name!r}; expected one of {SOUND_NAMES}") from None
    samples = generator(rate)
    top = max((abs(s) for s in samples), default=0.0) or 1.0
    return _fade_edges([s * peak / top for s in samples], rate)


def to_pcm(samples: list[float], channels: int = 2, fmt: int = -16) -> bytes:
    """Pack mono ``samples`` as interleaved PCM in a pygame mixer format.

    ``fmt`` is the mixer's format code: -16 (signed 16-bit, the usual one), 32 (float 32)
    or -32 (signed 32-bit). Raises ValueError for anything else.
    """
    channels = max(1, channels)
    if fmt == -16:
        data = array.array(
            "h", (int(max(-1.0, min(1.0, s)) * 32767) for s in samples for _ in range(channels))
        )
    elif fmt == 32:
        floats = array.array("f", (max(-1.0, min(1.0, s)) for s in samples
                                   for _ in range(channels)))
        return floats.tobytes()
    elif fmt == -32 and array.array("i").itemsize == 4:
        data = array.array(
            "i",
            (int(max(-1.0, min(1.0, s)) * 2147483647) for s in samples for _ in range(channels)),
        )
    else:
        raise ValueError(f"unsupported mixer format {fmt}")
    return data.tobytes()  # native byte order, as pygame's -16/-32/32 formats expect


# ---------------------------------------------------------------------------------- playback
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
        rate, fmt, channels = self._format
        sound = pygame.mixer.Sound(buffer=to_pcm(synthesise(name, rate), channels, fmt))
        sound.set_volume(self._volume)
        self._sounds[name] = sound
        return sound

    def warm_one(self) -> bool:
        """Build the next sound not built yet; False once all are (the app calls this on idle
        frames after start-up, so start-up does not wait for the synthesis)."""
        missing = [name for name in SOUND_NAMES if name not in self._sounds]
        if not missing or not self._ready:
            return False
        try:
            self._build(missing[0])
        except Exception as exc:  # any audio failure at all means: run silent
            self._give_up(str(exc))
            return False
        return len(missing) > 1

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
