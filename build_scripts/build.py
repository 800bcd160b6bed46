"""Build the desktop game for the platform this runs on, check it, and zip it.

    python build_scripts/build.py [--clean] [--dist DIR] [--work DIR] [--no-zip]

Needs the game's build tools (``pip install -e ".[build]"``). Steps:

1. make the icons from ``assets/icon.svg`` (``build/icons/``);
2. run PyInstaller with ``build_scripts/card_table.spec`` (one folder, windowed);
3. run the built program's ``--self-test`` (no window, a scratch save folder) and stop on failure;
4. print the build time and the size of the built folder;
5. zip it as ``dist/CardTable-<version>-<platform>.zip``.

Results: ``dist/CardTable/`` (Windows: ``CardTable.exe`` inside; Linux: ``CardTable``) and on
macOS ``dist/Card Table.app``, plus the zip, which is what players download.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import stat
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "card_table.spec"
APP_NAME = "CardTable"
"""The executable's and the download's name (no space: a command line and a zip name)."""
DISPLAY_NAME = "Card Table"
"""The program's name a player sees (the macOS bundle is ``Card Table.app``)."""
SELF_TEST_TIMEOUT = 300
REPORT_ENV = "DUTCH_BLITZ_SELFTEST_REPORT"  # see game/selftest.py


NOTICES = ("NOTICES.txt", "LGPL-2.1.txt", "GPL-2.0.txt", "Python-LICENSE.txt",
           "LICENSE-OpenSans.txt")
"""The licence texts every download must hold (from ``assets/notices`` and ``assets/fonts``)."""
LEFT_OUT = ("libssl", "libcrypto", "_ssl.", "_hashlib.", "tcl86", "tk86")
"""Libraries the game does not use that must not be in a download (OpenSSL, Tcl/Tk)."""


class BuildError(RuntimeError):
    pass


def check_download(target: Path) -> str:
    """The built folder (or .app) holds every licence notice, the game's own LICENSE and no
    OpenSSL or Tcl/Tk; a summary, or `BuildError` naming what is wrong."""
    names = {p.name for p in target.rglob("*") if p.is_file()}
    missing = [n for n in (*NOTICES, "LICENSE.txt" if sys.platform != "darwin" else "LICENSE")
               if n not in names]
    extra = sorted(n for n in names if n.lower().startswith(LEFT_OUT))
    if missing or extra:
        raise BuildError(f"the download lacks {missing or 'nothing'} and holds "
                         f"{extra or 'nothing it should not'}")
    return f"notices: {len(NOTICES)} licence files and LICENSE in the download; no OpenSSL"


def version() -> str:
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__ = "([^"]+)"', text)
    if not found:
        raise BuildError("game/__init__.py has no __version__")
    return found[1]


def built_paths(dist: Path) -> tuple[Path, Path]:
    """(what players get: folder or .app, the executable inside it) for this platform."""
    if sys.platform == "darwin":
        app = dist / f"{DISPLAY_NAME}.app"
        return app, app / "Contents" / "MacOS" / APP_NAME
    folder = dist / APP_NAME
    exe = folder / (f"{APP_NAME}.exe" if os.name == "nt" else APP_NAME)
    return folder, exe


def folder_size(path: Path) -> int:
    """Bytes on disk of every file under ``path``; symbolic links count as links."""
    total = 0
    for base, _dirs, files in os.walk(path):
        for name in files:
            total += os.lstat(os.path.join(base, name)).st_size
    return total


def platform_tag(exe: Path) -> str:
    if sys.platform == "darwin":
        from PyInstaller.utils.osx import get_binary_architectures

        fat, archs = get_binary_architectures(str(exe))
        return "macos-universal2" if fat and len(archs) > 1 else f"macos-{archs[0]}"
    machine = platform.machine().lower().replace("amd64", "x86_64")
    return f"{'windows' if os.name == 'nt' else 'linux'}-{machine}"


def run_pyinstaller(dist: Path, work: Path, clean: bool) -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work)]
    if clean:
        command.append("--clean")
    result = subprocess.run([*command, str(SPEC)], cwd=ROOT)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed (exit {result.returncode}); see its output above")


def self_test(exe: Path) -> str:
    """Run the built program's ``--self-test``; return its output or raise `BuildError`."""
    with tempfile.TemporaryDirectory(prefix="card-table-selftest-") as scratch:
        report = Path(scratch) / "report.txt"
        env = {k: v for k, v in os.environ.items() if not k.startswith("DUTCH_BLITZ_")}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   DUTCH_BLITZ_HOME=str(Path(scratch) / "home"), **{REPORT_ENV: str(report)})
        try:
            result = subprocess.run([str(exe), "--self-test"], env=env, capture_output=True,
                                    text=True, timeout=SELF_TEST_TIMEOUT)
        except subprocess.TimeoutExpired as exc:
            raise BuildError(f"the built program's self-test ran over {exc.timeout}s") from exc
        output = report.read_text(encoding="utf-8") if report.exists() else ""
        output = output or (result.stdout + result.stderr)  # the report has both, if written
    if result.returncode != 0:
        raise BuildError(f"the built program's self-test failed (exit {result.returncode}):\n"
                         f"{output.strip() or '(it printed nothing)'}")
    return output.strip()


def _zip_tree(source: Path, archive: Path) -> None:
    """Zip ``source`` (its own name as the top folder), keeping symbolic links and exec bits."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for base, dirs, files in os.walk(source):
            dirs.sort()
            for name in sorted(files) + [d for d in dirs if os.path.islink(os.path.join(base, d))]:
                path = Path(base, name)
                arcname = path.relative_to(source.parent).as_posix()
                if path.is_symlink():
                    info = zipfile.ZipInfo(arcname)
                    info.create_system = 3  # Unix, so the mode bits below are read
                    info.external_attr = (stat.S_IFLNK | 0o777) << 16
                    zf.writestr(info, os.readlink(path))
                else:
                    zf.write(path, arcname)


def make_zip(target: Path, archive: Path) -> None:
    archive.unlink(missing_ok=True)
    if sys.platform == "darwin":  # ditto keeps the bundle's links, attributes and signature
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
                        str(target), str(archive)], check=True)
    else:
        _zip_tree(target, archive)


def mib(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MiB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="drop PyInstaller's cache first")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder")
    parser.add_argument("--no-zip", action="store_true", help="skip making the zip")
    args = parser.parse_args(argv)
    try:
        import PyInstaller
    except ImportError:
        print('PyInstaller is missing: pip install -e ".[build]"', file=sys.stderr)
        return 1
    sys.path.insert(0, str(ROOT / "build_scripts"))
    from make_icons import make_icons

    started = time.perf_counter()
    try:
        icons = make_icons()
        print(f"icons: {', '.join(p.name for p in icons.values())}", flush=True)
        target, exe = built_paths(args.dist)
        run_pyinstaller(args.dist, args.work, args.clean)
        if not exe.exists():
            raise BuildError(f"PyInstaller finished but {exe} is not there")
        built = time.perf_counter() - started
        print(self_test(exe), flush=True)
        print(check_download(target), flush=True)
        size = folder_size(target)
        print(f"built {target} with PyInstaller {PyInstaller.__version__} "
              f"in {built:.1f}s; folder size {mib(size)}")
        if not args.no_zip:
            archive = args.dist / f"{APP_NAME}-{version()}-{platform_tag(exe)}.zip"
            make_zip(target, archive)
            print(f"artifact: {archive} ({mib(archive.stat().st_size)})")
    except (BuildError, OSError, subprocess.CalledProcessError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    print(f"total {time.perf_counter() - started:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
