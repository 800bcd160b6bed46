"""The ``--self-test``: proves that an installed or frozen copy of the game can actually run.

Every build runs it first (``CardTable --self-test``); it also works from source with
``python -m game.selftest``. With no window shown (SDL's dummy video and audio drivers) it

1. initialises pygame and opens a small off-screen display;
2. finds ``assets/`` the way the game does and renders every card face, back, colour-blind mark,
   the empty-pile slot and the icon from their SVGs (strictly: a missing, cut-off or broken file
   fails),
   opens every font, reads every language's catalogue, and makes and plays every sound effect
   (on the silent dummy device);
3. plays one bot-only hand of every registered game through its rules core and bots on a virtual
   clock, and checks that every card is still in exactly one place;
4. loads the settings and statistics from the player's folder and saves them back, so a damaged
   file there shows up here too (set aside with one warning, not a failure), and lists the saved
   matches and checks the newest ones as the Replays screen would (a bad one is a warning).

It prints one summary line and returns 0, or prints what failed and returns 1. Warnings go on
their own lines before the summary. When ``DUTCH_BLITZ_SELFTEST_REPORT`` names a file, the same
lines are written there too: a windowed Windows build has no console to print to.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

REPORT_ENV = "DUTCH_BLITZ_SELFTEST_REPORT"
"""Environment variable: a file that receives a copy of the self-test's output."""

SEED = 20_240_601
"""Seed of the self-test's hand: the same deal and the same bot moves every run."""

CARD_WIDTH = 96
RECORDS_CHECKED = 50
"""The newest saved matches the self-test replays (the rest are only listed)."""
DISPLAY_SIZE = (320, 200)
SOUND_SUFFIXES = (".wav", ".ogg", ".mp3", ".flac")
FONT_SUFFIXES = (".ttf", ".otf")


class SelfTestFailure(RuntimeError):
    """A check failed; the message says what, in words a bug report can quote."""


@dataclass
class Report:
    """What the self-test found, for the summary line."""

    assets_dir: Path | None = None
    images: int = 0
    fonts: int = 0
    sounds: int = 0
    hand: str = ""
    storage: str = ""
    warnings: list[str] = field(default_factory=list)


def _use_dummy_drivers() -> None:
    """No window and no sound device: set before SDL starts (pygame reads them at init)."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _start_pygame() -> Any:
    _use_dummy_drivers()
    import pygame

    if pygame.display.get_init() and pygame.display.get_driver() != "dummy":
        pygame.display.quit()  # a caller started a real display: the self-test never shows one
    from game.ui.pygame_start import start_pygame

    start_pygame()
    pygame.display.set_mode(DISPLAY_SIZE)
    return pygame


# ------------------------------------------------------------------------------------ assets
def _check_images(pygame: Any, report: Report) -> None:
    from game.paths import find_assets_dir
    from game.ui.art import COLOURS, DECKS, NUMBERS, CardArt, card_size

    assets = find_assets_dir()
    report.assets_dir = assets
    art = CardArt(assets, strict=True)
    missing = [str(p) for p in art.card_files() if not p.is_file()]
    if missing:
        raise SelfTestFailure(f"{len(missing)} card art file(s) missing: {', '.join(missing)}")
    size = card_size(CARD_WIDTH)
    surfaces: list[Any] = []
    for colour in COLOURS:
        for number in NUMBERS:
            surfaces.append(art.face(colour, number, CARD_WIDTH))
            surfaces.append(art.face(colour, number, CARD_WIDTH, colour_blind=True))
    surfaces.extend(art.back(deck, CARD_WIDTH) for deck in DECKS)
    surfaces.append(art.slot(CARD_WIDTH))
    for surface in surfaces:
        if surface.get_size() != size:
            raise SelfTestFailure(f"a card rendered at {surface.get_size()}, expected {size}")
    icon = art.icon(64)
    if icon.get_size() != (64, 64):
        raise SelfTestFailure(f"the icon rendered at {icon.get_size()}, expected 64 x 64")
    if not (assets / "icon.svg").is_file():
        raise SelfTestFailure(f"{assets / 'icon.svg'} is missing")
    if art.problems:
        raise SelfTestFailure("; ".join(art.problems))
    report.images = len(COLOURS) * len(NUMBERS) + len(DECKS) + len(COLOURS) + 2
    report.images += _check_other_decks(assets)
    screen = pygame.display.get_surface()
    screen.blit(art.table_background(DISPLAY_SIZE), (0, 0))
    screen.blit(surfaces[0], (8, 8))
    pygame.display.flip()


def _check_other_decks(assets: Path) -> int:
    """Every face, back and extra of the standard (both suit colourings) and Dutch Auction
    decks renders from its shipped file; a missing or damaged one fails the self-test."""
    from game.ui.card_faces import VARIANTS, DeckArt

    count = 0
    for deck, variants in VARIANTS.items():
        for variant in variants:
            art = DeckArt(deck, variant=variant, assets_dir=assets)
            missing = [str(p) for p in art.card_files() if not p.is_file()]
            if missing:
                raise SelfTestFailure(f"{len(missing)} card art file(s) missing: "
                                      f"{', '.join(missing)}")
            surfaces = [art.face(card, CARD_WIDTH) for card in art.card_ids]
            surfaces.append(art.back(CARD_WIDTH))
            surfaces.extend(art.extra(name, CARD_WIDTH) for name in art.extras)
            if art.problems:
                raise SelfTestFailure("; ".join(art.problems))
            count += len(surfaces)
    return count


def _files(folder: Path, suffixes: tuple[str, ...]) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*") if p.suffix.lower() in suffixes and p.is_file())


def _optional_module(name: str) -> Any | None:
    """Import ``name`` if the game has such a module; a module that exists but fails raises."""
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def _check_fonts(pygame: Any, report: Report) -> None:
    assert report.assets_dir is not None
    fonts = _files(report.assets_dir / "fonts", FONT_SUFFIXES)
    if not fonts:
        raise SelfTestFailure(f"no font in {report.assets_dir / 'fonts'}")
    for path in fonts:
        try:
            text = pygame.font.Font(str(path), 24).render("Dutch Blitz! 0123456789", True,
                                                          (0, 0, 0))
        except (pygame.error, OSError) as exc:
            raise SelfTestFailure(f"font {path} could not be used: {exc}") from exc
        if text.get_width() < 10:
            raise SelfTestFailure(f"font {path} rendered nothing")
    report.fonts = len(fonts)
    game_fonts = _optional_module("game.ui.fonts")
    if game_fonts is not None:  # and the way the game itself opens them
        loader = game_fonts.Fonts(report.assets_dir / "fonts")
        for bold in (False, True):
            loader.get(24, bold=bold).render("Blitz!", True, (0, 0, 0))
        if loader.using_fallback:
            raise SelfTestFailure("the game's font loader fell back to pygame's default font")


def _check_sounds(pygame: Any, report: Report) -> None:
    audio = _optional_module("game.ui.audio")
    if audio is not None:  # the effects the game synthesises at start-up
        board = audio.SoundBoard(volume=0.5)
        if not board.available:
            raise SelfTestFailure(f"the sound effects could not be made: {board.reason}")
        for name in audio.SOUND_NAMES:
            board.play(name)
        report.sounds += len(audio.SOUND_NAMES)
    assert report.assets_dir is not None
    sounds = _files(report.assets_dir / "sounds", SOUND_SUFFIXES)
    if not sounds:
        return
    if not pygame.mixer.get_init():
        try:
            pygame.mixer.init()
        except pygame.error as exc:
            raise SelfTestFailure(f"the sound mixer could not start: {exc}") from exc
    for path in sounds:
        try:
            sound = pygame.mixer.Sound(str(path))
        except (pygame.error, OSError) as exc:
            raise SelfTestFailure(f"sound {path} could not be loaded: {exc}") from exc
        if sound.get_length() <= 0:
            raise SelfTestFailure(f"sound {path} is empty")
    report.sounds += len(sounds)


# ------------------------------------------------------------------------------------ a hand
def _play_hand(pygame: Any, report: Report) -> None:
    """One bot-only hand of every registered game, through its definition (the registry)."""
    from game.core.registry import all_games

    report.hand = "; ".join(_play_game_hand(game) for game in all_games())


def _play_game_hand(game: Any) -> str:
    from game.bots.headless import HandHang, run_hand
    from game.bots.scheduler import BotScheduler
    from game.core.options import defaults
    from game.core.seats import SeatSpec

    seats = game.seats.maximum if game.seats.maximum <= 4 else game.seats.default
    levels = [game.levels[-1 - (i % len(game.levels))] for i in range(seats)]  # the strongest
    specs = [SeatSpec(f"Bot {i + 1}", "bot", level) for i, level in enumerate(levels)]
    match = game.new_match(SEED, specs, defaults(game.options))
    table = match.start_hand()
    cards = sorted(card for card, _ in game.rules.card_places(table.state))
    try:
        actions = run_hand(BotScheduler(table, game.make_bots(match, table, levels)))
    except HandHang as exc:
        raise SelfTestFailure(f"{game.name}: the bot-only hand never ended ({exc})") from exc
    if not table.over or not match.results:
        raise SelfTestFailure(f"{game.name}: the bots stopped playing before the hand ended")
    after = sorted(card for card, _ in game.rules.card_places(table.state))
    if after != cards or len(set(after)) != len(after):
        raise SelfTestFailure(f"{game.name}: cards went missing or doubled during the hand")
    result = match.results[-1]
    how = ", ".join(f"seat {seat + 1}" for seat in result.winners) or "nobody"
    return (f"{game.name} {seats}-bot hand won by {how} after {len(actions)} bot actions, "
            f"{result.duration:.0f}s of table time")


# ------------------------------------------------------------------------------------ storage
def _check_storage(pygame: Any, report: Report) -> None:
    from game.storage import load_settings, load_stats, save_settings, save_stats, try_user_dir

    folder, problem = try_user_dir()
    if folder is None:
        report.warnings.append(problem or "the save folder cannot be used")
        report.storage = "no save folder"
        return
    settings, warnings = load_settings(folder)
    report.warnings.extend(warnings)
    stats, warnings = load_stats(folder)
    report.warnings.extend(warnings)
    save_settings(folder, settings)
    save_stats(folder, stats)
    checked = _check_records(folder, report)
    report.storage = f"settings and statistics read and saved, {checked} saved matches checked " \
        f"in {folder}"


def _check_records(folder: Path, report: Report) -> int:
    """The newest saved matches, through the same validation as the Replays screen."""
    from game.core.record_check import validate
    from game.storage.records import MatchStore

    store = MatchStore(folder)
    matches, warnings = store.list_matches()
    report.warnings.extend(warnings)
    for info in matches[:RECORDS_CHECKED]:
        try:
            result = validate(store.load_match(info.match_id))
        except Exception as exc:  # noqa: BLE001 - a record that cannot be read is a warning
            report.warnings.append(str(exc))
            continue
        if not result.ok:
            report.warnings.append(f"the saved match {info.match_id} cannot be shown: "
                                   f"{result.problem}")
    return min(len(matches), RECORDS_CHECKED)


# ------------------------------------------------------------------------------------ runner
def _check_translations(pygame: Any, report: Report) -> None:
    """Every shipped language's compiled catalogue is found and read (inside a packaged copy
    too: the words would silently fall back to English otherwise)."""
    i18n = _optional_module("game.i18n")
    if i18n is None:
        return
    for code in i18n.TRANSLATED:
        if i18n.catalogue(code).gettext("Settings") == "Settings":
            raise SelfTestFailure(f"the {code} catalogue is missing from {i18n.locale_dir()}")
    del pygame, report


STEPS: tuple[tuple[str, Callable[[Any, Report], None]], ...] = (
    ("loading the card art", _check_images),
    ("loading the fonts", _check_fonts),
    ("reading the translations", _check_translations),
    ("loading the sounds", _check_sounds),
    ("playing a bot-only hand", _play_hand),
    ("reading and saving settings and statistics", _check_storage),
)


def _emit(lines: list[str], stream: TextIO | None) -> None:
    text = "".join(line + "\n" for line in lines)
    if stream is not None:  # None in a windowed Windows build
        stream.write(text)
        stream.flush()
    target = os.environ.get(REPORT_ENV, "").strip()
    if target:
        with open(target, "w", encoding="utf-8") as file:  # one call per run
            file.write(text)


def run_self_test() -> int:
    """Run every check; print warnings and one summary line. 0 when the game works, else 1."""
    started = time.perf_counter()
    report = Report()
    step = "starting pygame"
    try:
        pygame = _start_pygame()
        for name, check in STEPS:
            step = name
            check(pygame, report)
        pygame.quit()
    except Exception as exc:  # noqa: BLE001 - every failure becomes a clear message and exit 1
        detail = traceback.format_exc().rstrip().splitlines()
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        _emit([*detail, f"self-test FAILED while {step}: {message}"], sys.stderr)
        return 1
    seconds = time.perf_counter() - started
    warnings = [f"warning: {w}" for w in report.warnings]
    plural = "" if len(report.warnings) == 1 else "s"
    summary = (
        f"self-test passed in {seconds:.2f}s: {report.images} images, {report.fonts} fonts, "
        f"{report.sounds} sounds from {report.assets_dir}; {report.hand}; {report.storage}; "
        f"{len(report.warnings)} warning{plural}"
    )
    _emit([*warnings, summary], sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(run_self_test())
