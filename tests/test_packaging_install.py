"""The game installed as a package finds its assets: an editable install and an installed wheel.

Each test copies the project to a scratch folder, installs it into a new virtual environment
(without dependencies: pygame-ce and platformdirs come from the environment running the tests,
through a ``.pth`` file) and runs the self-test there, from a folder outside the project, so the
only way to the assets is the one a player's install would take. The frozen bundle is covered by
``build_scripts/ci_package.py`` (it builds with PyInstaller, which is too slow for this suite).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT.get("tool", {}).get("setuptools", {})
WHEEL_CARRIES_ASSETS = SETUPTOOLS.get("package-dir", {}).get("game.assets") == "assets"
SKIP_COPY = shutil.ignore_patterns(".git", ".venv", "build", "dist", "__pycache__", "*.egg-info",
                                   ".pytest_cache", ".ruff_cache", ".hypothesis", "out")


def copy_project(tmp_path: Path) -> Path:
    source = tmp_path / "project"
    shutil.copytree(ROOT, source, ignore=SKIP_COPY, symlinks=True)
    return source


def scratch_venv(path: Path) -> Path:
    """A new venv whose own site-packages comes first, then this environment's packages."""
    venv.EnvBuilder(with_pip=False, symlinks=os.name != "nt").create(path)
    python = path / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    ask = "import sysconfig; print(sysconfig.get_path('purelib'))"
    site = subprocess.run([str(python), "-c", ask], capture_output=True, text=True,
                          check=True).stdout.strip()
    ours = dict.fromkeys([sysconfig.get_path("purelib"), sysconfig.get_path("platlib")])
    Path(site, "zz_test_environment.pth").write_text("\n".join(ours) + "\n", encoding="utf-8")
    return python


def pip(python: Path, *args: str) -> None:
    result = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), *args,
                             "--no-deps", "--quiet"], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


def self_test(python: Path, tmp_path: Path) -> str:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("DUTCH_BLITZ_") and k != "PYTHONPATH"}
    env["DUTCH_BLITZ_HOME"] = str(tmp_path / "home")
    code = "import game, sys; print(game.__file__); from game.selftest import run_self_test; " \
           "sys.exit(run_self_test())"
    result = subprocess.run([str(python), "-c", code], cwd=outside, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    first, *_, last = result.stdout.strip().splitlines()
    assert last.startswith("self-test passed"), last
    return first + "\n" + last


@pytest.mark.slow
def test_an_editable_install_reads_the_checkouts_assets(tmp_path: Path) -> None:
    project = copy_project(tmp_path)
    python = scratch_venv(tmp_path / "venv")
    pip(python, "install", "--editable", str(project))
    where, line = self_test(python, tmp_path).splitlines()
    assert Path(where).resolve() == (project / "game" / "__init__.py").resolve()
    assert f"from {(project / 'assets').resolve()};" in line


@pytest.mark.slow
@pytest.mark.skipif(not WHEEL_CARRIES_ASSETS,
                    reason="pyproject.toml does not map assets/ into the wheel as game/assets yet")
def test_an_installed_wheel_carries_and_finds_its_assets(tmp_path: Path) -> None:
    project = copy_project(tmp_path)
    wheels = tmp_path / "wheels"
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                             "--wheel-dir", str(wheels), str(project)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    (wheel,) = wheels.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for asset in (ROOT / "assets").rglob("*"):
        if asset.is_file():
            assert f"game/assets/{asset.relative_to(ROOT / 'assets').as_posix()}" in names

    shutil.rmtree(project)  # nothing may be read from the source any more
    python = scratch_venv(tmp_path / "venv")
    pip(python, "install", str(wheel))
    where, line = self_test(python, tmp_path).splitlines()
    installed = Path(where).resolve().parent
    assert installed.parent.name == "site-packages"
    assert f"from {installed / 'assets'};" in line


@pytest.mark.skipif("packages" not in SETUPTOOLS or not isinstance(SETUPTOOLS["packages"], list),
                    reason="packages are discovered, not listed")
def test_every_package_of_the_game_is_listed_for_the_wheel() -> None:
    listed = set(SETUPTOOLS["packages"])
    for init in (ROOT / "game").rglob("__init__.py"):
        package = ".".join(init.parent.relative_to(ROOT).parts)
        assert package in listed, f"{package} is missing from [tool.setuptools] packages"
