"""Dutch Blitz's replay frames: the rules' states of every line, hands, totals, playback timing
and damaged records (the transport itself is tested for every game in
``tests/ui/test_ui_replay_viewer.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui.ui_support import SceneApp, played_session

from game.dutch_blitz.rules.record import Line
from game.dutch_blitz.ui.game_ui import blitz_ui
from game.dutch_blitz.ui.replay_frames import glow
from game.dutch_blitz.ui.replay_model import replay_frames, seats_of
from game.ui.replay import ReplayCursor


@pytest.fixture(scope="module")
def record() -> list[Line]:
    lines: list[Line] = played_session(("casual", "expert"), seed=12, hands=2).match.record
    return lines


def test_frames_follow_the_record(record: list[Line]) -> None:
    frames, problem = replay_frames(record)
    cursor = ReplayCursor(frames)
    assert problem == "" and cursor.hands == [1, 2]
    assert [s.kind for s in seats_of(record)] == ["human", "bot", "bot"]
    assert frames[0].kind == "deal" and frames[0].data.state.dutch == ()
    first_play = next(i for i, f in enumerate(frames) if f.kind == "play")
    play = frames[first_play]
    assert " from " in play.caption and play.time > 0 and glow(play.data)
    cursor.go_to(first_play)
    cursor.hand_by(1)  # Hand »: the end of this hand first (its scores) ...
    end = frames[cursor.index]
    assert end.hand == 1 and end.kind == "hand_end" and end.ends_hand
    assert list(end.data.totals) == [s["total"] for s in next(
        ln for ln in record if ln.get("type") == "hand_end")["scores"]]
    cursor.hand_by(1)  # ... then the next deal
    assert cursor.hand == 2 and frames[cursor.index].kind == "deal"


def test_playback_follows_the_table_time_at_the_chosen_speed(record: list[Line]) -> None:
    frames, _ = replay_frames(record)
    slow, fast = ReplayCursor(frames), ReplayCursor(frames)
    fast.set_speed(+2)
    assert fast.speed == 4.0
    for cursor in (slow, fast):
        cursor.toggle()
        for _ in range(5 * 60):
            cursor.advance(1 / 60)
    assert 0 < slow.index < fast.index
    assert frames[slow.index].time <= 5.0 + 1e-6 and frames[fast.index].time <= 20.0 + 1e-6


def test_a_damaged_record_shows_up_to_the_damage(record: list[Line], tmp_path: Path) -> None:
    plays = [i for i, ln in enumerate(record) if ln.get("type") == "play"]
    broken = [dict(ln) for ln in record]
    broken[plays[5]]["card"] = "R10" if broken[plays[5]]["card"] != "R10" else "B10"
    frames, problem = replay_frames(broken)
    assert problem and len(frames) < len(record) - 1
    app = SceneApp(tmp_path)
    empty = blitz_ui(app).replay_scene([], "")
    app.push(empty)
    app.pump()  # draws a message, not a table
    assert empty.describe()["frames"] == 0
