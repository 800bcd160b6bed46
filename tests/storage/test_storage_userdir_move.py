"""The save folder's move from the program's earlier name: everything saved is found again under
the new name, and a folder that cannot be moved is used where it is."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
import pytest

from game.storage import load_settings, save_settings, userdir
from game.storage.settings import Settings


@pytest.fixture
def data_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The platform's data folder, here a scratch one; no override set."""
    monkeypatch.delenv(userdir.ENV_VAR, raising=False)
    monkeypatch.setattr(platformdirs, "user_data_dir",
                        lambda name, appauthor=None, roaming=False: str(tmp_path / name))
    return tmp_path


def _old_saves(root: Path) -> Path:
    old = root / userdir.OLD_APP_NAME
    old.mkdir()
    save_settings(old, Settings(player_name="Ada"))
    (old / "records").mkdir()
    (old / "records" / "match.jsonl").write_text("kept\n", encoding="utf-8")
    return old


def test_a_new_player_gets_the_new_name(data_root: Path) -> None:
    assert userdir.user_dir() == data_root / "CardTable"
    assert not (data_root / userdir.OLD_APP_NAME).exists()


def test_the_earlier_folder_moves_with_everything_in_it(data_root: Path) -> None:
    _old_saves(data_root)
    assert userdir.user_dir(create=False).name == userdir.OLD_APP_NAME  # looking moves nothing
    folder = userdir.user_dir()
    assert folder == data_root / "CardTable"
    assert not (data_root / userdir.OLD_APP_NAME).exists()
    assert load_settings(folder)[0].player_name == "Ada"
    assert (folder / "records" / "match.jsonl").read_text(encoding="utf-8") == "kept\n"
    assert userdir.user_dir() == folder  # and the next start finds it there


def test_a_folder_that_cannot_move_is_used_where_it_is(data_root: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    old = _old_saves(data_root)

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "in use by another program")

    monkeypatch.setattr(os, "rename", refuse)
    assert userdir.user_dir() == old
    assert load_settings(old)[0].player_name == "Ada"


def test_when_both_exist_the_new_one_wins_and_the_old_is_left_alone(data_root: Path) -> None:
    old = _old_saves(data_root)
    (data_root / "CardTable").mkdir()
    assert userdir.user_dir() == data_root / "CardTable"
    assert sorted(os.listdir(old)) == ["records", "settings.json"]
