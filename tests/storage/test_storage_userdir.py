"""The per-user folder: where it is, the override, and the error when it cannot be used."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from game.storage import userdir
from game.storage.errors import UserDirError


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(userdir.ENV_VAR, str(folder))
    return folder


def test_override_is_created_on_demand(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    nested = home / "a" / "b"
    monkeypatch.setenv(userdir.ENV_VAR, str(nested))
    assert not nested.exists()
    assert userdir.user_dir() == nested.absolute()
    assert nested.is_dir()
    assert list(nested.iterdir()) == []  # the write probe cleans up after itself


def test_no_create_does_not_touch_disk(home: Path) -> None:
    assert userdir.user_dir(create=False) == home.absolute()
    assert not home.exists()


def test_default_folder_is_named_after_the_app(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    monkeypatch.delenv(userdir.ENV_VAR)
    monkeypatch.setattr(platformdirs, "user_data_dir",  # no earlier version's folder
                        lambda name, appauthor=None, roaming=False: str(tmp_path / name))
    path = userdir.default_user_dir()
    assert path.name == userdir.APP_NAME
    assert path.is_absolute()


def test_uncreatable_folder_raises_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(userdir.ENV_VAR, str(blocker / "sub"))
    with pytest.raises(UserDirError, match="Cannot create the save folder"):
        userdir.user_dir()
    folder, message = userdir.try_user_dir()
    assert folder is None
    assert message is not None and "without saving" in message


def test_folder_inside_the_game_package_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    inside = Path(userdir.__file__).resolve().parent / "saves"
    monkeypatch.setenv(userdir.ENV_VAR, str(inside))
    with pytest.raises(UserDirError, match="inside the game's own files"):
        userdir.user_dir()
    assert not inside.exists()
