"""The ``--self-test`` every build runs first, here from a source checkout.

It must pass on a healthy checkout and find the assets in the checkout's top-level ``assets/``;
a damaged save file must be handled (exit 0, one warning, the file kept aside), and a broken
install must fail with a message that says what is wrong.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game.core.registry import all_games

ROOT = Path(__file__).resolve().parent.parent


def run_self_test(home: Path, cwd: Path = ROOT, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith("DUTCH_BLITZ_") and k != "PYTHONPATH"}
    clean.update(DUTCH_BLITZ_HOME=str(home), **env)
    return subprocess.run([sys.executable, "-m", "game.selftest"], cwd=cwd, env=clean,
                          capture_output=True, text=True, timeout=120)


def summary(result: subprocess.CompletedProcess[str]) -> str:
    lines = result.stdout.strip().splitlines()
    assert lines, f"no output; stderr:\n{result.stderr}"
    return lines[-1]


def test_a_source_checkout_passes_and_uses_its_own_assets(tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    result = run_self_test(tmp_path / "home", DUTCH_BLITZ_SELFTEST_REPORT=str(report))
    assert result.returncode == 0, result.stdout + result.stderr
    line = summary(result)
    assert line.startswith("self-test passed")
    assert f"from {ROOT / 'assets'};" in line
    assert "211 images" in line  # Dutch Blitz 50, standard 2 x 57, auction 47
    for game in all_games():  # one bot-only hand of every registered game
        assert f"{game.name} " in line and "-bot hand won by" in line
    assert line.endswith("0 warnings")
    # a windowed build has no console: the same line goes to the report file
    assert report.read_text(encoding="utf-8").strip() == line
    # and it left the player's files in place, readable
    saved = json.loads((tmp_path / "home" / "settings.json").read_text(encoding="utf-8"))
    assert saved["version"] >= 1
    assert (tmp_path / "home" / "stats.json").is_file()


def test_a_damaged_settings_file_is_set_aside_with_one_warning(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text('{"version": 1, "bot_count": ', encoding="utf-8")
    result = run_self_test(home)
    assert result.returncode == 0, result.stdout + result.stderr
    warnings = [line for line in result.stdout.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1 and "settings" in warnings[0]
    assert summary(result).endswith("1 warning")
    kept = [p.name for p in home.iterdir() if p.name.startswith("settings.json.bad")]
    assert len(kept) == 1, "the unreadable file must be kept aside, not overwritten"
    assert json.loads((home / "settings.json").read_text(encoding="utf-8"))["version"] >= 1
    # the next run is clean again: the warning is given once
    again = run_self_test(home)
    assert again.returncode == 0 and summary(again).endswith("0 warnings")


def test_damaged_statistics_are_handled_too(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "stats.json").write_bytes(b"\x00\xff not json")
    result = run_self_test(home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert summary(result).endswith("1 warning")


def test_missing_card_art_fails_with_a_clear_message(tmp_path: Path) -> None:
    broken = tmp_path / "assets"
    (broken / "cards").mkdir(parents=True)
    result = run_self_test(tmp_path / "home", DUTCH_BLITZ_ASSETS=str(broken))
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("self-test FAILED while loading the card art:")
    assert "missing" in last


def test_a_cut_off_card_of_the_other_decks_fails_naming_the_file(tmp_path: Path) -> None:
    import shutil

    copy = tmp_path / "assets"
    shutil.copytree(ROOT / "assets", copy)
    damaged = copy / "cards" / "auction" / "G7.svg"
    damaged.write_text(damaged.read_text(encoding="utf-8")[:300], encoding="utf-8")
    result = run_self_test(tmp_path / "home", DUTCH_BLITZ_ASSETS=str(copy))
    assert result.returncode == 1
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("self-test FAILED while loading the card art:")
    assert "G7.svg" in last

