"""Frame benchmark: a four-seat table mid-hand with cards in flight, drawn at 1920x1080.

    python -m game --bench-frames

Plays a seeded hand to its middle on a virtual clock, then times whole frames (bots, flights,
drawing) while keeping several cards in the air, and prints the median and 99th-percentile
frame time. Card images are rendered before timing starts (as the game does when a hand is
dealt), so the figures are the steady state of play.
"""

from __future__ import annotations

import os
import statistics
import time

MID_HAND_SECONDS = 8.0
SEEDS_TO_TRY = 20


def run_benchmark(size: tuple[int, int] = (1920, 1080), frames: int = 600) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App
    from game.ui.session import MatchConfig
    from game.ui.sprites import Flight

    app = App(size, fullscreen=False, virtual_time=True, user_folder=None, sound=False,
              crash_screen=False)
    for seed in range(11, 11 + SEEDS_TO_TRY):
        # A busy table that is still mid-hand: the first seed whose hand lasts long enough.
        config = MatchConfig.quick(("skilled", "expert", "master"), seed=seed, target=1000)
        app.start_match(config)
        scene = app.top
        session = app.session
        while session.now() < MID_HAND_SECONDS and not session.hand_over:
            app.step()
        if not session.hand_over:
            break
    else:
        print(f"no hand of {SEEDS_TO_TRY} seeds lasted {MID_HAND_SECONDS:.0f} s")
        return 1
    layout = scene.layout or scene._layout()
    renderer = scene.renderer
    renderer.preload(layout, [s.deck for s in session.seats])
    state = session.state
    times: list[float] = []
    for frame in range(frames):
        if len(scene.flights) < 6:
            seat = frame % 4
            src = layout.seats[seat].blitz
            dst = layout.dutch[frame % len(layout.dutch)]
            card = state.seats[seat].blitz[-1] if state.seats[seat].blitz else None
            scene.flights.add(Flight(card, session.seats[seat].deck,
                                     (src.x, src.y, src.w, src.h), (dst.x, dst.y, dst.w, dst.h),
                                     scene.anim, 0.3, lift=dst.h * 0.12))
        start = time.perf_counter()
        app.step()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p50 = statistics.median(times)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"frame benchmark: {size[0]}x{size[1]}, four seats mid-hand, cards in flight, "
          f"{frames} frames")
    print(f"  p50 {p50:.2f} ms   p99 {p99:.2f} ms   max {times[-1]:.2f} ms")
    app.close()
    return 0
