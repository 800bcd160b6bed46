"""What a player sees of the program's name, version and licences: ``--version`` and ``--help``
say Card Table, the window class is CardTable, the version is written once, and the check every
build runs over its folder finds each licence notice and refuses OpenSSL."""

from __future__ import annotations

import os
import shutil
import sys
import tomllib
from pathlib import Path

import pytest

from game import __version__
from game.__main__ import main as app_main

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))
from build import NOTICES, BuildError, check_download  # noqa: E402


def test_version_and_help_say_card_table(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        app_main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out == f"Card Table {__version__}\n"
    with pytest.raises(SystemExit):
        app_main(["--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: card-table ") and "Card Table" in out


def test_the_version_is_written_once_and_the_commands_are_named() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    scripts = project["project"]["scripts"]
    assert scripts["card-table"] == scripts["dutch-blitz"] == "game.__main__:main"
    assert f"## {__version__}" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


def test_the_window_class_is_card_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App

    app = App((800, 600), virtual_time=True, user_folder=None, sound=False, crash_screen=False)
    app.close()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "CardTable"


def _download(tmp_path: Path) -> Path:
    folder = tmp_path / "CardTable"
    (folder / "notices").mkdir(parents=True)
    for name in NOTICES:
        source = next((ROOT / "assets").rglob(name))
        shutil.copy(source, folder / "notices" / name)
    shutil.copy(ROOT / "LICENSE", folder / ("LICENSE" if sys.platform == "darwin"
                                            else "LICENSE.txt"))
    return folder


def test_every_notice_the_build_checks_for_is_in_the_assets(tmp_path: Path) -> None:
    assert "notices" in check_download(_download(tmp_path))


def test_a_download_without_a_notice_or_with_openssl_is_refused(tmp_path: Path) -> None:
    folder = _download(tmp_path)
    (folder / "notices" / "LGPL-2.1.txt").unlink()
    with pytest.raises(BuildError, match="LGPL-2.1.txt"):
        check_download(folder)
    folder = _download(tmp_path / "again")
    (folder / "_internal").mkdir()
    (folder / "_internal" / "libcrypto-3.dll").write_bytes(b"")
    with pytest.raises(BuildError, match="libcrypto"):
        check_download(folder)
