"""Finding the assets folder: env override, frozen bundle, source checkout, clear errors."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import paths
from game.paths import ENV_VAR, AssetsNotFound, find_assets_dir

ROOT = Path(__file__).resolve().parent.parent


def test_source_checkout_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert find_assets_dir() == (ROOT / "assets").resolve()


def test_env_var_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    assert find_assets_dir() == tmp_path.resolve()


def test_env_var_pointing_nowhere_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    missing = tmp_path / "no-such-folder"
    monkeypatch.setenv(ENV_VAR, str(missing))
    with pytest.raises(AssetsNotFound) as info:
        find_assets_dir()
    assert str(missing) in str(info.value)
    assert ENV_VAR in str(info.value)


def test_frozen_bundle_is_preferred(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    (tmp_path / "assets" / "cards").mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert find_assets_dir() == (tmp_path / "assets").resolve()


def test_nothing_found_lists_every_place(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    fake_package = tmp_path / "site" / "game"
    fake_package.mkdir(parents=True)
    (tmp_path / "site" / "assets").mkdir()  # an unrelated assets folder without cards/
    monkeypatch.setattr(paths, "_PACKAGE_DIR", fake_package)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "bundle"), raising=False)
    with pytest.raises(AssetsNotFound) as info:
        find_assets_dir()
    message = str(info.value)
    for where in (
        tmp_path / "bundle" / "assets",
        tmp_path / "site" / "assets",
        fake_package / "assets",
    ):
        assert str(where) in message
        assert where in info.value.searched
    assert ENV_VAR in message
    assert isinstance(info.value, FileNotFoundError)


def test_wheel_layout_inside_the_package(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    fake_package = tmp_path / "site" / "game"
    (fake_package / "assets" / "cards").mkdir(parents=True)
    monkeypatch.setattr(paths, "_PACKAGE_DIR", fake_package)
    assert find_assets_dir() == (fake_package / "assets").resolve()
