"""Tolerant JSON loading: bad files are set aside once, never overwritten, never fatal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.storage import safe_load
from game.storage.errors import StorageError
from game.storage.userdir import ENV_VAR

BAD_CONTENTS = {
    "corrupt": b'{"volume": 0.5,, oops',
    "truncated": b'{"version": 1, "player_name": "An',
    "empty": b"",
    "whitespace": b"  \n\t",
    "list": b"[]",
    "string": b'"settings"',
    "future_version": b'{"version": 999}',
    "version_zero": b'{"version": 0}',
    "version_text": b'{"version": "1"}',
    "version_bool": b'{"version": true}',
    "nan": b'{"version": 1, "volume": NaN}',
    "binary": b"\xff\xfe\x00\x01garbage",
}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "home"))
    return tmp_path / "home"


def load(path: Path) -> safe_load.Loaded:
    return safe_load.load_json_object(path, what="settings", version=1)


def test_missing_file_gives_nothing_and_no_warning(tmp_path: Path) -> None:
    assert load(tmp_path / "settings.json") == safe_load.Loaded(None)


@pytest.mark.parametrize("content", ['{"version": 1, "a": 2}', '{"a": 2}', '\ufeff{"a": 2}'])
def test_good_object_is_returned(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    loaded = load(path)
    assert loaded.data is not None and loaded.data["a"] == 2
    assert loaded.warning is None
    assert path.exists()


@pytest.mark.parametrize("kind", sorted(BAD_CONTENTS))
def test_bad_file_is_set_aside_with_one_warning(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(BAD_CONTENTS[kind])
    loaded = load(path)
    assert loaded.data is None
    assert loaded.warning is not None and "settings" in loaded.warning
    assert loaded.set_aside is not None and loaded.set_aside.name in loaded.warning
    assert loaded.set_aside.name.startswith("settings.json.bad-")
    assert loaded.set_aside.read_bytes() == BAD_CONTENTS[kind]
    assert not path.exists()
    assert load(path) == safe_load.Loaded(None)  # the warning is given once


def test_newer_version_warning_says_so(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text('{"version": 999}')
    warning = safe_load.load_json_object(path, what="statistics", version=1).warning
    assert warning is not None and "newer version" in warning


def test_too_large_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"pad": "x" * 2000}))
    loaded = safe_load.load_json_object(path, what="settings", version=1, max_bytes=1000)
    assert loaded.data is None and loaded.warning is not None and "too large" in loaded.warning


def test_set_aside_names_do_not_collide(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    names = set()
    for n in range(3):
        path.write_text(f"broken {n}")
        aside = safe_load.quarantine(path)
        assert aside.read_text() == f"broken {n}"
        names.add(aside.name)
    assert len(names) == 3


def test_unmovable_bad_file_is_left_alone_and_blocks_saving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"{broken")

    def refuse(_path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(safe_load, "quarantine", refuse)
    loaded = load(path)
    assert loaded.blocked and loaded.data is None
    assert loaded.warning is not None and "will not be overwritten" in loaded.warning
    with pytest.raises(StorageError):
        safe_load.ensure_overwritable(path, what="settings", version=1)
    assert path.read_bytes() == b"{broken"


def test_ensure_overwritable(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert safe_load.ensure_overwritable(path, what="settings", version=1) is None
    path.write_text('{"version": 1}')
    assert safe_load.ensure_overwritable(path, what="settings", version=1) is None
    assert path.exists()
    path.write_text("garbage")
    aside = safe_load.ensure_overwritable(path, what="settings", version=1)
    assert aside is not None and aside.read_text() == "garbage"
    assert not path.exists()


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(content=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_any_bytes_never_crash_and_are_never_lost(tmp_path: Path, content: bytes) -> None:
    folder = tmp_path / "fuzz"
    folder.mkdir(exist_ok=True)
    for old in folder.iterdir():
        old.unlink()
    path = folder / "settings.json"
    path.write_bytes(content)
    loaded = load(path)
    if loaded.data is not None:
        assert loaded.warning is None and path.read_bytes() == content
    else:
        assert loaded.warning is not None
        assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == content
