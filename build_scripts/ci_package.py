"""CI's packaging check: build the frozen game for this platform and prove the download works.

    python3 build_scripts/ci_package.py

Uses the project's ``.venv`` (made by ``build_scripts/run.py``) and adds the ``build`` extra's
tools to it. Then, with SDL's dummy drivers (no window, no sound device):

1. ``build_scripts/build.py`` builds the one-folder program into ``build/ci/dist``, runs its
   ``--self-test`` and zips it;
2. the zip is unpacked elsewhere (keeping links and permissions) and that copy's ``--self-test``
   must pass and read the assets from inside the bundle;
3. a damaged settings file in the player's folder: the frozen self-test still passes, with
   exactly one warning, and the bad file is kept aside;
4. a card missing from the bundle: the frozen self-test fails and says which.

Ends with a ``packaging: N passed, N failed`` line; exits non-zero if anything failed.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "ci"


def ensure_build_tools() -> Path:
    sys.path.insert(0, str(ROOT / "build_scripts"))
    from run import ensure_environment

    python = ensure_environment("test")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted = project["project"]["optional-dependencies"]["build"]
    have = subprocess.run([str(python), "-c", "import PyInstaller"], capture_output=True)
    if have.returncode != 0:
        print(f"Installing the build tools: {', '.join(wanted)}", flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *wanted], check=True)
    return python


def frozen_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DUTCH_BLITZ_")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DUTCH_BLITZ_HOME=str(home))
    return env


def run_frozen(exe: Path, home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(exe), "--self-test"], env=frozen_env(home), capture_output=True,
                          text=True, timeout=300)


def unzip(archive: Path, into: Path) -> None:
    """Extract keeping symbolic links and permission bits (Python's extractall drops both)."""
    with zipfile.ZipFile(archive) as zf:
        for info in zf.infolist():
            target = into / info.filename
            mode = info.external_attr >> 16
            if info.is_dir():
                target.mkdir(parents=True, exist_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            if stat.S_ISLNK(mode):
                os.symlink(zf.read(info).decode("utf-8"), target)
                continue
            target.write_bytes(zf.read(info))
            if mode & 0o777:
                target.chmod(mode & 0o777)


class Checks:
    def __init__(self) -> None:
        self.passed = 0
        self.failed = 0

    def run(self, name: str, check: Callable[[], str]) -> None:
        try:
            detail = check()
        except Exception as exc:  # noqa: BLE001 - report every failure and go on
            self.failed += 1
            print(f"FAIL {name}: {exc}", flush=True)
        else:
            self.passed += 1
            print(f"ok   {name}: {detail}", flush=True)


def expect(ok: bool, message: str) -> None:
    if not ok:
        raise AssertionError(message)


def check_zip_download(archive: Path, target: Path, exe: Path, scratch: Path) -> str:
    """The unzipped download runs its self-test and reads the assets from inside the bundle."""
    unzip(archive, scratch / "unzipped")
    result = run_frozen(exe, scratch / "home1")
    expect(result.returncode == 0, result.stdout + result.stderr)
    line = result.stdout.strip().splitlines()[-1]
    expect(f"from {target.resolve()}" in line and "assets;" in line,
           f"assets were not read from inside the bundle: {line}")
    return line


def check_damaged_settings(exe: Path, scratch: Path) -> str:
    """A damaged settings file gives one warning, is kept aside, and the game still starts."""
    home = scratch / "home2"
    home.mkdir()
    (home / "settings.json").write_text("{ not json", encoding="utf-8")
    result = run_frozen(exe, home)
    expect(result.returncode == 0, result.stdout + result.stderr)
    warnings = [x for x in result.stdout.splitlines() if x.startswith("warning:")]
    expect(len(warnings) == 1, f"expected one warning, got: {result.stdout}")
    expect(any(p.name.startswith("settings.json.bad") for p in home.iterdir()),
           "the damaged settings file was not kept aside")
    return warnings[0]


def check_missing_card(target: Path, exe: Path, scratch: Path) -> str:
    """A card missing from the bundle is named by the self-test, which then fails."""
    faces = {p.resolve() for p in target.rglob("face_R_7.svg")}
    expect(len(faces) == 1, f"expected one face_R_7.svg in the bundle, found {faces}")
    faces.pop().unlink()
    result = run_frozen(exe, scratch / "home3")
    last = (result.stderr.strip().splitlines() or [""])[-1]
    expect(result.returncode == 1 and "face_R_7.svg" in last,
           f"exit {result.returncode}, last line: {last!r}")
    return last


def main() -> int:
    python = ensure_build_tools()
    shutil.rmtree(OUT / "dist", ignore_errors=True)
    env = frozen_env(OUT / "home")
    build = subprocess.run([str(python), str(ROOT / "build_scripts" / "build.py"),
                            "--dist", str(OUT / "dist"), "--work", str(OUT / "work")],
                           cwd=ROOT, env=env)
    checks = Checks()
    if build.returncode != 0:
        checks.failed += 1
        print("FAIL build: build_scripts/build.py failed (see above)")
        print(f"packaging: {checks.passed} passed, {checks.failed} failed")
        return 1
    checks.passed += 1
    print("ok   build: built, and the built program's self-test passed", flush=True)
    (archive,) = (OUT / "dist").glob("CardTable-*.zip")
    scratch = Path(tempfile.mkdtemp(prefix="card-table-ci-"))
    sys.path.insert(0, str(ROOT / "build_scripts"))
    from build import built_paths

    target, exe = built_paths(scratch / "unzipped")
    try:
        checks.run("the zipped download runs",
                   lambda: check_zip_download(archive, target, exe, scratch))
        if exe.exists():
            checks.run("a damaged settings file in the frozen game",
                       lambda: check_damaged_settings(exe, scratch))
            checks.run("a card missing from the bundle",
                       lambda: check_missing_card(target, exe, scratch))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"packaging: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
