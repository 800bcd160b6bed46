"""Bad command lines, environment faults and unlucky folders: every flag is checked up front with
a one-line error and exit 2; damaged fonts and art are told to the player once; a folder that
cannot be written, a file that may not be read and a symlinked file keep the player's things.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from hostile import ROOT, run

from game.__main__ import main as app_main
from game.sim import main as sim_main
from game.storage import load_settings, save_settings
from game.storage.errors import StorageError, UserDirError
from game.storage.settings import Settings


def _one_line_exit_2(capsys: pytest.CaptureFixture[str], main: Callable[[list[str]], object],
                     argv: list[str]) -> str:
    with pytest.raises(SystemExit) as done:
        main(argv)
    err = capsys.readouterr().err
    assert done.value.code == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize(("argv", "words"), [
    (["--size", "16384x16384"], "too large"),
    (["--size", "9" * 20 + "x800"], "must look like"),
    (["--size", "1e3x800"], "must look like"),
    (["--after", "nan", "--screenshot", "x.png"], "--after"),
    (["--after", "inf", "--screenshot", "x.png"], "--after"),
    (["--after", "1e308", "--screenshot", "x.png"], "--after"),
    (["--screenshot", "/no/such/folder/x.png"], "no folder"),
    (["--screenshot", "."], "file name"),
    (["--screenshot", "shot.txt"], ".png"),
    (["--seed", "9" * 30], "--seed"),
])
def test_a_bad_app_flag_is_one_line_and_exit_2(
        capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    assert words in _one_line_exit_2(capsys, app_main, argv)


@pytest.mark.parametrize(("argv", "words"), [
    (["--human-pace", "nan"], "--human-pace"),
    (["--human-pace", "inf"], "--human-pace"),
    (["--matches", str(10 ** 9)], "--matches"),
    (["--hands", str(10 ** 12)], "--hands"),
    (["--seed", "-1"], "--seed"),
])
def test_a_bad_simulator_flag_is_one_line_and_exit_2(
        capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    assert words in _one_line_exit_2(capsys, sim_main, argv)


def test_a_bad_record_path_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert sim_main(["--matches", "1", "--record", str(tmp_path / "no" / "r.jsonl")]) == 2
    assert sim_main(["--matches", "1", "--record", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and "cannot write" in err


def test_the_simulator_record_refuses_a_file_cut_mid_line_and_leaves_it(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    before = '{"type":"match_start"}\n{"type":"deal","ha'  # a run killed mid-line
    path.write_text(before)
    assert sim_main(["--matches", "1", "--record", str(path)]) == 2
    assert path.read_text() == before
    err = capsys.readouterr().err
    assert "partial line" in err and err.count("\n") == 1


def _symlinks_followed(folder: Path) -> bool:
    """This system can make a symbolic link and open a file through it (Windows needs a
    privilege or developer mode for it; wine's links are not followed by every call)."""
    from game.storage.regular import read_regular

    target, link = folder / "probe-target", folder / "probe-link"
    target.write_bytes(b"x")
    try:
        link.symlink_to(target)
        return read_regular(link, 10) == b"x"
    except (OSError, NotImplementedError):
        return False
    finally:
        link.unlink(missing_ok=True)
        target.unlink()


def test_a_symlinked_settings_file_is_written_through(tmp_path: Path) -> None:
    if not _symlinks_followed(tmp_path):
        pytest.skip("this system cannot open a file through a symbolic link")
    real = tmp_path / "synced" / "my-settings.json"
    real.parent.mkdir()
    save_settings(tmp_path, Settings(player_name="Ada"))
    (tmp_path / "settings.json").rename(real)
    (tmp_path / "settings.json").symlink_to(real)
    settings, warnings = load_settings(tmp_path)
    assert settings.player_name == "Ada" and warnings == []
    save_settings(tmp_path, settings.replace(player_name="Grace"))
    assert (tmp_path / "settings.json").is_symlink()
    assert json.loads(real.read_text())["player_name"] == "Grace"


def test_a_file_the_game_may_not_read_is_left_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(tmp_path, Settings(player_name="Ada"))
    before = (tmp_path / "settings.json").read_bytes()

    def refuse(path: object, max_bytes: int) -> bytes:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr("game.storage.safe_load.read_regular", refuse)
    settings, warnings = load_settings(tmp_path)
    assert settings == Settings() and len(warnings) == 1 and "could not be read" in warnings[0]
    with pytest.raises(StorageError):
        save_settings(tmp_path, Settings(player_name="Eve"))
    assert os.listdir(tmp_path) == ["settings.json"]
    assert (tmp_path / "settings.json").read_bytes() == before


def test_a_folder_that_cannot_be_written_is_still_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.storage import userdir
    from game.ui.user_data import UserData

    save_settings(tmp_path, Settings(player_name="Ada"))
    monkeypatch.setenv(userdir.ENV_VAR, str(tmp_path))

    def read_only(create: bool = True) -> Path:
        raise UserDirError(f"Cannot write in the save folder {tmp_path}: Read-only file system")

    monkeypatch.setattr(userdir, "user_dir", read_only)
    folder, writable, message = userdir.open_user_dir()
    assert folder == tmp_path and not writable and message and "Saving is off" in message
    data = UserData(folder, saving=writable)
    assert data.settings.player_name == "Ada" and data.records is not None
    data.save_settings(Settings(player_name="Eve"))
    assert load_settings(tmp_path)[0].player_name == "Ada"


@pytest.fixture
def damaged_assets(tmp_path: Path) -> Path:
    assets = tmp_path / "assets"
    shutil.copytree(ROOT / "assets", assets)
    return assets


def test_a_damaged_font_falls_back_and_the_player_is_told_once(
        damaged_assets: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    font = damaged_assets / "fonts" / "OpenSans-Regular.ttf"
    font.write_bytes(font.read_bytes()[:3000])
    monkeypatch.setenv("DUTCH_BLITZ_ASSETS", str(damaged_assets))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from game.ui.app import App

    app = App((800, 600), virtual_time=True, user_folder=None, sound=False, crash_screen=False)
    app.run(until=lambda app: app.frames >= 5)
    told = [n.text for n in app.notices if "font" in n.text]
    app.close()
    assert len(told) == 1


@pytest.mark.slow  # a whole self-test in another process
def test_a_cut_off_card_svg_fails_the_self_test_and_is_told_in_the_game(
        damaged_assets: Path, tmp_path: Path) -> None:
    back = damaged_assets / "cards" / "back_pump.svg"
    back.write_bytes(back.read_bytes()[:400])
    env = {"DUTCH_BLITZ_ASSETS": str(damaged_assets)}
    selftest = run("app", "--self-test", home=tmp_path / "home", env=env, traceback_ok=True)
    assert selftest.code == 1 and "back_pump.svg is cut off" in selftest.err
    game = run("app", "--seats", "2", "--screenshot", str(tmp_path / "s.png"), "--after", "1",
               env=env)
    assert game.code == 0 and (tmp_path / "s.png").exists(), game.text


def test_missing_card_art_is_told_once_on_screen(
        damaged_assets: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (damaged_assets / "cards" / "back_pump.svg").unlink()
    (damaged_assets / "icon.svg").write_text("<svg")
    monkeypatch.setenv("DUTCH_BLITZ_ASSETS", str(damaged_assets))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    from game.ui.app import App

    app = App((800, 600), virtual_time=True, user_folder=None, sound=False, crash_screen=False)
    app.art.back("pump", 90)
    app.run(until=lambda app: app.frames >= 5)
    told = [n.text for n in app.notices if "card art" in n.text]
    app.close()
    assert len(told) == 1


def test_a_copy_that_does_not_save_leaves_a_partly_bad_file_as_it_is(tmp_path: Path) -> None:
    from game.ui.user_data import UserData

    (tmp_path / "settings.json").write_text('{"version": 2, "volume": 5, "player_name": "Ada"}')
    before = sorted(os.listdir(tmp_path)), (tmp_path / "settings.json").read_bytes()
    data = UserData(tmp_path, saving=False)
    assert data.settings.player_name == "Ada" and len(data.warnings) == 1
    assert (sorted(os.listdir(tmp_path)), (tmp_path / "settings.json").read_bytes()) == before


def test_a_long_simulator_run_shows_progress_on_stderr(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from game.sim.run import Progress

    monkeypatch.setattr(Progress, "EVERY_S", 0.0)
    assert sim_main(["--matches", "2", "--seats", "2"]) == 0
    err = capsys.readouterr().err
    assert "1 matches" in err and "(of 2 matches)" in err
