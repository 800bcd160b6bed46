"""The language setting: chosen in Settings it applies at once (the screens beneath speak it
too, no restart), is saved and comes back on the next start; a bad saved value falls back to
the system's language with a notice; ``--lang`` picks the language from the command line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)
from ui.text_watch import frame, watching_texts
from ui.ui_support import click

from game.__main__ import main as app_main
from game.i18n import current_language, set_command_line_language, use_language
from game.storage.settings import load_settings
from game.ui.app import App
from game.ui.scenes import SettingsScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    application = App((1024, 640), virtual_time=True, user_folder=tmp_path, sound=False,
                      crash_screen=False)
    application.push(application.title_scene())
    application.step()
    yield application
    application.close()
    set_command_line_language(None)
    use_language("en")


def drawn_words(app: App) -> set[str]:
    with watching_texts() as texts:
        return {d.text for d in frame(app.scenes[-1], texts)}


def test_choosing_deutsch_speaks_german_at_once_and_after_a_restart(app: App,
                                                                    tmp_path: Path) -> None:
    assert "How to play" in drawn_words(app)
    scene = SettingsScene(app)
    app.push(scene)
    app.step()
    for _ in range(2):  # System -> English -> Deutsch
        click(scene.language.right.center)
        app.step()
    assert app.settings.language == "de" and current_language() == "de"
    assert {"Einstellungen", "Sprache", "Deutsch"} <= drawn_words(app)
    assert load_settings(tmp_path)[0].language == "de"
    app.pop()
    app.step()
    assert {"Spielregeln", "Einstellungen", "Beenden"} <= drawn_words(app)  # no restart
    use_language("en")
    again = App((1024, 640), virtual_time=True, user_folder=tmp_path, sound=False,
                crash_screen=False)
    assert current_language() == "de"
    again.close()


def test_a_bad_saved_language_falls_back_to_the_system_with_a_notice(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"version": 2, "language": "tlh"}))
    settings, warnings = load_settings(tmp_path)
    assert settings.language == "system"
    assert len(warnings) == 1 and "language" in warnings[0]


def test_lang_on_the_command_line_speaks_its_language_and_refuses_an_unknown_one(
        capsys: pytest.CaptureFixture[str]) -> None:
    try:
        with pytest.raises(SystemExit) as done:
            app_main(["--lang", "tlh"])
        err = capsys.readouterr().err
        assert done.value.code == 2 and err.count("\n") == 1
        assert "--lang must be one of system, en, de, xx, not 'tlh'" in err
        with pytest.raises(SystemExit) as done:
            app_main(["--lang", "de", "--size", "10x10"])
        err = capsys.readouterr().err
        assert done.value.code == 2
        assert "--size ist zu klein (mindestens 320x240)" in err and "siehe" in err
    finally:
        set_command_line_language(None)
        use_language("en")
