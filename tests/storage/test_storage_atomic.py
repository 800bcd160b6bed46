"""Atomic writes: complete old file or complete new file, even when the writer is killed."""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage import atomic
from game.storage.userdir import ENV_VAR

REPO_ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "home"))
    return tmp_path / "home"


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(atomic.TEMP_SUFFIX))


def test_text_round_trip_and_replace(tmp_path: Path) -> None:
    target = tmp_path / "file.txt"
    atomic.write_text_atomic(target, "first\r\nline ü\n")
    assert target.read_bytes() == "first\r\nline ü\n".encode()
    atomic.write_text_atomic(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert leftovers(tmp_path) == []


def test_json_round_trip(tmp_path: Path) -> None:
    target = tmp_path / "data.json"
    obj = {"a": [1, 2.5, None, True], "name": "Zoë"}
    atomic.write_json_atomic(target, obj)
    assert json.loads(target.read_text(encoding="utf-8")) == obj
    assert target.read_text(encoding="utf-8").endswith("\n")


def test_unserialisable_data_leaves_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "data.json"
    atomic.write_json_atomic(target, {"ok": 1})
    with pytest.raises(ValueError):
        atomic.write_json_atomic(target, {"bad": float("nan")})
    with pytest.raises(TypeError):
        atomic.write_json_atomic(target, {"bad": object()})
    assert json.loads(target.read_text(encoding="utf-8")) == {"ok": 1}
    assert leftovers(tmp_path) == []


def test_failure_mid_write_keeps_old_file_and_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "data.txt"
    atomic.write_text_atomic(target, "old")

    def broken_fsync(fd: int) -> None:
        raise OSError(5, "disk on fire")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="disk on fire"):
        atomic.write_text_atomic(target, "new")
    assert target.read_text() == "old"
    assert leftovers(tmp_path) == []


def test_missing_folder_raises_without_creating_anything(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        atomic.write_text_atomic(tmp_path / "nope" / "file.txt", "x")
    assert not (tmp_path / "nope").exists()


def test_remove_stale_temp_files_only_removes_old_temporaries(tmp_path: Path) -> None:
    old = tmp_path / ".settings.json.abc123.tmp"
    fresh = tmp_path / ".stats.json.def456.tmp"
    other = tmp_path / "notes.tmp"
    for path in (old, fresh, other):
        path.write_text("partial")
    long_ago = time.time() - 7200
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    assert atomic.remove_stale_temp_files(tmp_path) == [old]
    assert fresh.exists() and other.exists()
    assert atomic.remove_stale_temp_files(tmp_path / "missing") == []


WRITER = """
import hashlib, sys
from game.storage.atomic import write_text_atomic
target, counter = sys.argv[1], int(sys.argv[2])
body = "0123456789abcdef" * 65536  # 1 MiB
digest = hashlib.sha256(body.encode()).hexdigest()
print("ready", flush=True)
while True:
    write_text_atomic(target, '{"i": %d, "sha": "%s", "body": "%s"}\\n' % (counter, digest, body))
    counter += 1
"""


@pytest.mark.slow  # twenty processes started and killed: about a minute under wine
def test_killed_writer_never_leaves_a_broken_file(tmp_path: Path) -> None:
    rng = random.Random(20261121)
    target = tmp_path / "big.json"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO_ROOT), os.environ.get(
        "PYTHONPATH", "")]))
    last_seen = -1
    for kill in range(20):
        start = kill * 1_000_000
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target), str(start)],
            stdout=subprocess.PIPE,
            env=env,
        )
        try:
            assert proc.stdout is not None
            assert proc.stdout.readline().rstrip() == b"ready"  # Windows ends it with CR LF
            time.sleep(rng.uniform(0.0, 0.12))
        finally:
            proc.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
            proc.wait(timeout=10)
            if proc.stdout is not None:
                proc.stdout.close()
        if not target.exists():
            assert last_seen == -1, "a complete file disappeared"
            continue
        doc = json.loads(target.read_text(encoding="utf-8"))
        assert hashlib.sha256(doc["body"].encode()).hexdigest() == doc["sha"]
        assert doc["i"] >= last_seen, "an older version came back"
        last_seen = doc["i"]
    assert last_seen >= 0, "no write ever completed"
    atomic.remove_stale_temp_files(tmp_path, older_than_s=0)
    assert leftovers(tmp_path) == []
    assert target.exists()
