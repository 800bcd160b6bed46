"""Sound effects are made a little at a time after start-up: the same sounds, in small steps,
so no frame waits for a whole one."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.ui.audio import SOUND_NAMES, SoundBoard, synthesise, to_pcm  # noqa: E402
from game.ui.sound_synth import CHUNK, pcm_steps, run_steps, synthesise_steps  # noqa: E402


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_a_sound_made_in_steps_is_the_sound_made_at_once(name: str) -> None:
    steps = synthesise_steps(name, 22050)
    pauses = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            made = done.value
            break
        pauses += 1
    assert made == synthesise(name, 22050)
    assert pauses >= len(made) // (4 * CHUNK)  # it paused every few thousand samples
    for fmt in (-16, 32, -32):
        assert run_steps(pcm_steps(made, 2, fmt)) == to_pcm(made, 2, fmt)


def test_the_board_makes_its_sounds_a_step_a_call_with_no_time_to_spare() -> None:
    board = SoundBoard()
    if not board.available:
        pytest.skip(f"no audio here: {board.reason}")
    calls = 0
    while board.warm_one(budget=0.0):
        calls += 1
        assert calls < 10_000
    assert set(board._sounds) == set(SOUND_NAMES)
    assert calls > 10 * len(SOUND_NAMES)  # many small steps, not a sound a call


def test_a_sound_played_while_it_is_being_made_plays_at_once() -> None:
    board = SoundBoard()
    if not board.available:
        pytest.skip(f"no audio here: {board.reason}")
    board.warm_one(budget=0.0)  # the first sound half made
    board.play(SOUND_NAMES[0])
    assert SOUND_NAMES[0] in board._sounds
    while board.warm_one(budget=0.0):
        pass
    assert set(board._sounds) == set(SOUND_NAMES)
