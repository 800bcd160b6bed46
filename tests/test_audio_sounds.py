"""Synthesised sounds: they build, play under the dummy driver, and no-op without audio."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import array
from collections.abc import Iterator

import pygame
import pytest

from game.ui.audio import SOUND_NAMES, SoundBoard, synthesise, to_pcm


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_synthesised_sound_is_short_loud_enough_and_clean(name: str) -> None:
    samples = synthesise(name, 22050)
    seconds = len(samples) / 22050
    assert 0.01 < seconds < 1.2
    peak = max(abs(s) for s in samples)
    assert 0.1 < peak <= 1.0
    assert abs(samples[0]) < 0.01 and abs(samples[-1]) < 0.01  # no clicks at the edges
    assert synthesise(name, 22050) == samples  # deterministic


def test_unknown_sound_is_an_error() -> None:
    with pytest.raises(ValueError):
        synthesise("trumpet")


def test_pcm_packing() -> None:
    samples = [0.0, 1.0, -1.0, 2.0]
    pcm16 = array.array("h")
    pcm16.frombytes(to_pcm(samples, channels=2, fmt=-16))
    assert list(pcm16) == [0, 0, 32767, 32767, -32767, -32767, 32767, 32767]
    assert len(to_pcm(samples, channels=1, fmt=32)) == 4 * 4
    with pytest.raises(ValueError):
        to_pcm(samples, fmt=8)


@pytest.fixture
def fresh_mixer() -> Iterator[None]:
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_board_plays_under_the_dummy_driver(fresh_mixer: None) -> None:
    board = SoundBoard(volume=0.5)
    if not board.available:  # some CI images have no SDL audio at all: must still no-op
        for name in SOUND_NAMES:
            board.play(name)
        return
    for name in SOUND_NAMES:
        board.play(name)
    board.set_volume(2.0)
    assert board.volume == 1.0
    board.set_volume(-1)
    assert board.volume == 0.0
    board.set_volume(0.3)
    assert board._sounds["place"].get_volume() == pytest.approx(0.3, abs=0.01)
    board.set_muted(True)
    assert board.muted
    board.play("blitz")
    board.set_muted(False)
    board.play("blitz")
    with pytest.raises(ValueError):
        board.play("nope")


def test_board_without_audio_is_silent(fresh_mixer: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_audio(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_audio)
    board = SoundBoard()
    assert not board.available
    assert "audio device" in board.reason
    for name in SOUND_NAMES:
        board.play(name)
    board.set_volume(0.7)
    board.set_muted(True)
    board.set_muted(False)
    assert board.volume == 0.7


def test_board_disabled_is_silent(fresh_mixer: None) -> None:
    board = SoundBoard(enabled=False)
    assert not board.available
    board.play("place")
    assert not pygame.mixer.get_init()


def test_board_survives_a_broken_sound_buffer(
    fresh_mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("cannot create sound")

    monkeypatch.setattr(pygame.mixer, "Sound", broken)
    board = SoundBoard()
    assert not board.available
    board.play("flip")
