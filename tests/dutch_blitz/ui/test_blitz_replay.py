"""The replay viewer's cursor: stepping, hands, playback speed and damaged records."""

from __future__ import annotations

import pytest
from ui.ui_support import SceneApp, played_session

from game.dutch_blitz.ui.replay_model import ReplayCursor, seats_of
from game.dutch_blitz.ui.replay_scene import ReplayScene


@pytest.fixture(scope="module")
def record() -> list[dict]:
    return played_session(("casual", "expert"), seed=12, hands=2).match.record


def test_states_follow_the_record(record: list[dict]) -> None:
    cursor = ReplayCursor(record)
    assert cursor.error == "" and [h.hand for h in cursor.hands] == [1, 2]
    assert [s.kind for s in seats_of(record)] == ["human", "bot", "bot"]
    assert cursor.step.line["type"] == "deal" and cursor.state.dutch == ()
    first_play = next(i for i, s in enumerate(cursor.steps) if s.line["type"] == "play")
    cursor.go_to(first_play)
    assert "from" in cursor.describe_step() and cursor.time > 0
    cursor.step_by(-1)
    assert cursor.index == first_play - 1
    cursor.hand_by(1)  # Hand »: the end of this hand first (its scores) ...
    assert cursor.hand == 1 and cursor.step.line["type"] == "hand_end"
    cursor.hand_by(1)  # ... then the next deal
    assert cursor.hand == 2 and cursor.step.line["type"] == "deal"
    assert cursor.totals() == [s["total"] for s in next(
        ln for ln in record if ln.get("type") == "hand_end")["scores"]]
    cursor.hand_by(-1)
    assert cursor.hand == 1 and cursor.index == 0
    cursor.jump_to_hand(2)
    assert cursor.hand == 2


def test_playback_runs_at_the_chosen_speed(record: list[dict]) -> None:
    slow, fast = ReplayCursor(record), ReplayCursor(record)
    fast.set_speed(+2)
    assert fast.speed == 4.0
    for cursor in (slow, fast):
        cursor.toggle()
        for _ in range(5 * 60):
            cursor.advance(1 / 60)
    assert 0 < slow.index < fast.index
    assert slow.time <= 5.0 + 1e-6 and fast.time <= 20.0 + 1e-6
    fast.toggle()
    index = fast.index
    fast.advance(10.0)
    assert fast.index == index  # paused
    ended = ReplayCursor(record)
    ended.set_speed(+10)
    ended.toggle()
    for _ in range(100_000):
        if not ended.advance(0.5) and not ended.playing:
            break
    assert ended.at_end and not ended.playing  # stops at the end, passing the hand end


def test_a_damaged_record_shows_up_to_the_damage(record: list[dict], tmp_path) -> None:
    plays = [i for i, ln in enumerate(record) if ln.get("type") == "play"]
    broken = [dict(ln) for ln in record]
    broken[plays[5]]["card"] = "R10" if broken[plays[5]]["card"] != "R10" else "B10"
    cursor = ReplayCursor(broken)
    assert cursor.error and len(cursor.steps) < len(record) - 1
    app = SceneApp(tmp_path)
    scene = ReplayScene(app, broken)
    app.push(scene)
    scene.cursor.go_to(10_000)
    app.pump()
    assert scene.describe()["error"]
    empty = ReplayScene(app, [])
    app.push(empty)
    app.pump()  # draws a message, not a table
    assert empty.describe()["steps"] == 0


def test_the_seek_bar_jumps_and_follows_the_playhead(record: list[dict], tmp_path) -> None:
    import pygame
    from ui.ui_support import click

    app = SceneApp(tmp_path)
    scene = ReplayScene(app, record)
    app.push(scene)
    app.pump()
    bar = scene.seek.rect
    last = len(scene.cursor.steps) - 1
    click((bar.x + bar.width // 2, bar.centery))
    app.pump()
    assert abs(scene.cursor.index - last // 2) <= 2 and not scene.cursor.playing
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.right + 50, bar.centery),
                                         rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.right + 50, bar.centery),
                                         button=1))
    app.pump()
    assert scene.cursor.index == last and scene.seek.value == 1.0
    assert len(scene.seek.marks) == len(scene.cursor.hands) == 2
