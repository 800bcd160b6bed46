"""The sound effects' synthesis: mono samples in code (no sound files) and PCM in a mixer's
format, with the standard library only (``array``, ``math``, a seeded ``random``); no pygame, so
it can be tested and tuned headless. Each sound can be made in steps of about ``CHUNK`` samples
(``synthesise_steps``, ``pcm_steps``), so an app can make them a few milliseconds per frame.
"""

from __future__ import annotations

import array
import math
import random
from collections.abc import Callable, Generator
from typing import TypeVar

SOUND_NAMES: tuple[str, ...] = ("place", "flip", "refuse", "blitz", "tick", "snap_hit",
                                "snap_miss", "snap_late")
DEFAULT_RATE = 44100

_TAU = 2 * math.pi
CHUNK = 1024
"""Samples made between two pauses of the step-wise synthesis (a millisecond or two)."""
WARM_BUDGET = 0.004
"""Seconds of a frame that making the sounds ahead (``SoundBoard.warm_one``) may take."""
Steps = Generator[None, None, list[float]]
"""A synthesis made in steps: it pauses (yields None) every ``CHUNK`` samples or so and
returns the samples."""
_T = TypeVar("_T")


def run_steps(steps: Generator[None, None, _T]) -> _T:
    """Run a step-wise synthesis to its end; its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


# ---------------------------------------------------------------------------------- synthesis
def _envelope(n: int, rate: int, attack: float, decay: float) -> Steps:
    """Linear attack of ``attack`` s, then exponential decay with time constant ``decay`` s."""
    a = max(1, int(attack * rate))
    out = []
    for i in range(n):
        t = i / rate
        env = i / a if i < a else math.exp(-(t - attack) / decay)
        out.append(env)
        if i % CHUNK == CHUNK - 1:
            yield
    return out


def _fade_edges(samples: list[float], rate: int, ms: float = 1.5) -> list[float]:
    """Fade the first and last few milliseconds so a sound never starts or ends with a click."""
    k = min(len(samples) // 2, max(1, int(rate * ms / 1000)))
    for i in range(k):
        g = i / k
        samples[i] *= g
        samples[-1 - i] *= g
    return samples


def _lowpass(samples: list[float], rate: int, cutoff: float) -> Steps:
    """One-pole low-pass filter."""
    alpha = 1 - math.exp(-_TAU * cutoff / rate)
    y = 0.0
    out = []
    for i, x in enumerate(samples):
        y += alpha * (x - y)
        out.append(y)
        if i % CHUNK == CHUNK - 1:
            yield
    return out


def _place(rate: int) -> Steps:
    """A soft card tap: a short thump plus a puff of filtered noise."""
    rng = random.Random(11)
    n = int(0.09 * rate)
    noise = yield from _lowpass([rng.uniform(-1, 1) for _ in range(n)], rate, 2200)
    env_noise = yield from _envelope(n, rate, 0.002, 0.012)
    env_thump = yield from _envelope(n, rate, 0.001, 0.022)
    out = []
    for i in range(n):
        t = i / rate
        f = 190 - 70 * min(1.0, t / 0.05)  # the thump drops a little in pitch
        thump = math.sin(_TAU * f * t) * env_thump[i]
        out.append(0.55 * thump + 1.6 * noise[i] * env_noise[i])
        if i % CHUNK == CHUNK - 1:
            yield
    return out


def _flip(rate: int) -> Steps:
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
        burst = yield from _lowpass([rng.uniform(-1, 1) for _ in range(length)], rate, 4200)
        for j in range(length):
            if start + j < n:
                out[start + j] += amp * burst[j] * math.exp(-j / (0.0016 * rate))
        yield
        t += rng.uniform(0.012, 0.02)
        k += 1
    return [3.0 * s for s in out]


def _refuse(rate: int) -> Steps:
    """A short low buzz: two detuned band-limited square waves, a small pitch drop."""
    n = int(0.2 * rate)
    env = yield from _envelope(n, rate, 0.006, 0.09)
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
        if i % (CHUNK // 4) == 0:
            yield
    return out


def _bell(freq: float, dur: float, rate: int, decay: float) -> Steps:
    n = int(dur * rate)
    env = yield from _envelope(n, rate, 0.004, decay)
    out = []
    for i in range(n):
        t = i / rate
        s = (
            math.sin(_TAU * freq * t)
            + 0.35 * math.sin(_TAU * 2 * freq * t)
            + 0.12 * math.sin(_TAU * 3 * freq * t)
        )
        out.append(s * env[i])
        if i % CHUNK == CHUNK - 1:
            yield
    return out


def _blitz(rate: int) -> Steps:
    """A bright little fanfare: a rising C-major arpeggio landing on a held chord."""
    notes = (523.25, 659.25, 783.99)
    step = 0.085
    total = int((step * len(notes) + 0.55) * rate)
    out = [0.0] * total
    for k, freq in enumerate(notes):
        start = int(k * step * rate)
        for j, s in enumerate((yield from _bell(freq, 0.3, rate, 0.09))):
            if start + j < total:
                out[start + j] += 0.5 * s
            if j % CHUNK == CHUNK - 1:
                yield
    start = int(len(notes) * step * rate)
    for freq in (1046.5, 783.99, 659.25):
        for j, s in enumerate((yield from _bell(freq, 0.55, rate, 0.2))):
            if start + j < total:
                out[start + j] += 0.33 * s
            if j % CHUNK == CHUNK - 1:
                yield
    return out


def _tick(rate: int) -> Steps:
    """A soft UI click."""
    n = int(0.03 * rate)
    env = yield from _envelope(n, rate, 0.0005, 0.005)
    return [0.6 * math.sin(_TAU * 1750 * i / rate) * env[i] for i in range(n)]


def _snap_hit(rate: int) -> Steps:
    """A snap that stays on the pile: a slap of paper and a quick rising two-note chime."""
    out = [0.0] * int(0.32 * rate)
    for j, s in enumerate((yield from _place(rate))[: len(out)]):
        out[j] += 0.7 * s
    for k, freq in enumerate((880.0, 1318.5)):
        start = int((0.03 + 0.07 * k) * rate)
        for j, s in enumerate((yield from _bell(freq, 0.2, rate, 0.06))):
            if start + j < len(out):
                out[start + j] += 0.4 * s
    return out


def _snap_miss(rate: int) -> Steps:
    """A wrong snap: a falling two-note honk."""
    out: list[float] = []
    for freq in (311.1, 233.1):
        n = int(0.14 * rate)
        env = yield from _envelope(n, rate, 0.004, 0.07)
        out += [0.5 * (math.sin(_TAU * freq * i / rate) + 0.4 * math.sin(_TAU * 2 * freq * i
                                                                         / rate)) * env[i]
                for i in range(n)]
        yield
    return out


def _snap_late(rate: int) -> Steps:
    """Beaten to it: two soft, quick knocks."""
    out = [0.0] * int(0.16 * rate)
    for start in (0, int(0.075 * rate)):
        n = int(0.04 * rate)
        env = yield from _envelope(n, rate, 0.001, 0.012)
        for i in range(n):
            if start + i < len(out):
                out[start + i] += 0.6 * math.sin(_TAU * 520 * i / rate) * env[i]
    return out


_SYNTHS: dict[str, tuple[Callable[[int], Steps], float]] = {
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
    return run_steps(synthesise_steps(name, rate))


def synthesise_steps(name: str, rate: int = DEFAULT_RATE) -> Steps:
    """``synthesise`` in steps of about ``CHUNK`` samples (the same samples)."""
    try:
        generator, peak = _SYNTHS[name]
    except KeyError:
        raise ValueError(f"unknown sound {name!r}; expected one of {SOUND_NAMES}") from None
    samples = yield from generator(rate)
    top = max((abs(s) for s in samples), default=0.0) or 1.0
    yield
    scaled = []
    for start in range(0, len(samples), CHUNK * 4):
        scaled += [s * peak / top for s in samples[start:start + CHUNK * 4]]
        yield
    return _fade_edges(scaled, rate)


def to_pcm(samples: list[float], channels: int = 2, fmt: int = -16) -> bytes:
    """Pack mono ``samples`` as interleaved PCM in a pygame mixer format.

    ``fmt`` is the mixer's format code: -16 (signed 16-bit, the usual one), 32 (float 32)
    or -32 (signed 32-bit). Raises ValueError for anything else.
    """
    return run_steps(pcm_steps(samples, channels, fmt))


def pcm_steps(samples: list[float], channels: int = 2,
              fmt: int = -16) -> Generator[None, None, bytes]:
    """``to_pcm`` in steps of ``CHUNK`` samples (the same bytes)."""
    if fmt not in (-16, 32, -32) or (fmt == -32 and array.array("i").itemsize != 4):
        raise ValueError(f"unsupported mixer format {fmt}")
    parts = []
    for start in range(0, len(samples), CHUNK):
        parts.append(_pcm(samples[start:start + CHUNK], channels, fmt))
        yield
    return b"".join(parts)


def _pcm(samples: list[float], channels: int, fmt: int) -> bytes:
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
