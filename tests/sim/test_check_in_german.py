"""The record checker (``python -m game.replay``, ``game.check``) speaks the player's language:
``--lang``'s, else the language saved in Settings, its every line (the totals, the problem with
its file, match and line, a usage error) through the catalogue; the app's language is left as
it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.i18n import current_language
from game.replay import main as replay_main
from game.sim import main as sim_main


@pytest.fixture
def record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "blitz31.jsonl"
    assert sim_main(["--game", "thirty_one", "--matches", "2", "--record", str(path)]) == 0
    capsys.readouterr()
    return path


def _checked(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = replay_main(list(argv))
    assert current_language() == "en"
    return code, capsys.readouterr().out.strip()


def _damaged(record: Path) -> Path:
    lines = [json.loads(line) for line in record.read_text().splitlines()]
    second = max(i for i, line in enumerate(lines) if line["type"] == "match_start")
    move = next(i for i in range(second, len(lines)) if lines[i]["type"] == "draw")
    lines[move]["seat"] = (lines[move]["seat"] + 1) % len(lines[second]["seats"])
    record.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return record


def test_the_totals_are_said_in_german_with_lang_de(
        capsys: pytest.CaptureFixture[str], record: Path) -> None:
    lines = len(record.read_text().splitlines())
    code, out = _checked(capsys, "--lang", "de", str(record))
    assert code == 0 and out == f"2 Partien, {lines} Zeilen: jeder Zug folgt den Regeln", out


def test_a_problem_names_file_match_and_line_in_german(
        capsys: pytest.CaptureFixture[str], record: Path) -> None:
    code, out = _checked(capsys, str(_damaged(record)), "--lang=de")
    assert code == 1 and out.startswith(f"{record}: Partie 2 (ab Zeile "), out
    assert "regelwidriger Zug" in out and "match" not in out, out


def test_the_language_saved_in_settings_is_followed_and_lang_wins(
        capsys: pytest.CaptureFixture[str], record: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"version": 2, "language": "de"}), "utf-8")
    monkeypatch.setenv("DUTCH_BLITZ_HOME", str(home))
    assert _checked(capsys, str(record))[1].endswith("jeder Zug folgt den Regeln")
    assert _checked(capsys, "--lang", "en", str(record))[1].endswith(
        "every move follows the rules")
    assert sorted(path.name for path in home.iterdir()) == ["settings.json"]


def test_a_usage_error_is_one_german_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        replay_main(["--lang", "de", " "])
    err = capsys.readouterr().err
    assert done.value.code == 2 and current_language() == "en"
    assert err == ("python -m game.replay: Fehler: eine Aufzeichnungsdatei braucht einen Namen "
                   "(siehe 'python -m game.replay --help')\n"), err
