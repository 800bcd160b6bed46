"""German where the catalogue's words are not drawn by a screen's widgets: the command line's
own lines (argparse's usage, help and errors), a game's How to play page rendered from the
command line, and the words printed on Dutch Auction's power cards."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
import ui.ui_support  # noqa: F401  (sets the dummy drivers first)

from game.__main__ import main as app_main
from game.auction.ui.images import AuctionDeck
from game.i18n import set_command_line_language, use_language
from game.ui.app import App
from game.ui.scenes.setup import SetupScene


@pytest.fixture
def language() -> Iterator[None]:
    yield
    set_command_line_language(None)
    use_language("en")


def test_argparse_speaks_german_with_lang_de(capsys: pytest.CaptureFixture[str],
                                              language: None) -> None:
    with pytest.raises(SystemExit) as done:
        app_main(["--lang", "de", "--bogus"])
    err = capsys.readouterr().err
    assert done.value.code == 2 and err.count("\n") == 1
    assert "unbekannte Argumente: --bogus" in err and "siehe 'card-table --help'" in err
    with pytest.raises(SystemExit) as done:
        app_main(["--lang", "de", "--page", "nope"])
    assert "ungültige Wahl: 'nope'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as done:
        app_main(["--lang", "de", "--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0
    assert out.startswith("Aufruf: card-table")
    assert "diese Hilfe zeigen und beenden" in out and "im Vollbild starten" in out
    use_language("en")
    with pytest.raises(SystemExit):
        app_main(["--lang", "en", "--bogus"])
    assert "unrecognized arguments: --bogus" in capsys.readouterr().err


def test_a_how_to_play_page_renders_from_the_command_line(tmp_path: Path, language: None) -> None:
    picture = tmp_path / "howto.png"
    assert app_main(["--lang", "de", "--page", "howto", "--game", "dutch", "--howto-page", "2",
                     "--after", "0", "--size", "1024x640", "--screenshot", str(picture)]) == 0
    assert pygame.image.load(str(picture)).get_size() == (1024, 640)


def test_the_power_cards_words_follow_the_language(language: None) -> None:
    deck = AuctionDeck()
    english = pygame.image.tobytes(deck.face("B8", 250), "RGBA")
    plain = pygame.image.tobytes(deck.face("B3", 250), "RGBA")
    use_language("de")
    assert pygame.image.tobytes(deck.face("B8", 250), "RGBA") != english
    assert pygame.image.tobytes(deck.face("B3", 250), "RGBA") == plain  # no words to say
    use_language("en")
    assert pygame.image.tobytes(deck.face("B8", 250), "RGBA") == english


def test_your_seat_is_du_in_german_until_you_choose_a_name(tmp_path: Path,
                                                          language: None) -> None:
    app = App((1024, 640), virtual_time=True, user_folder=tmp_path, sound=False,
              crash_screen=False)
    try:
        use_language("de")
        setup = SetupScene(app, "thirty_one")
        assert setup.seats()[0].name == "Du"
        app.update_settings(app.settings.replace(player_name="Max"))
        assert setup.seats()[0].name == "Max"
        use_language("en")
        assert setup.seats()[0].name == "Max"
    finally:
        app.close()
