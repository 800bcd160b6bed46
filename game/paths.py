"""Locate the game's ``assets/`` folder however the game was started.

One function, :func:`find_assets_dir`, looks in this order and returns the first match:

1. the folder named by the environment variable ``DUTCH_BLITZ_ASSETS`` (if the variable is
   set, it must point to an existing folder: an explicit override never falls through);
2. a frozen bundle (PyInstaller and friends): ``<sys._MEIPASS>/assets``, then next to the
   executable, then ``../Resources/assets`` (a macOS ``.app``);
3. ``<package parent>/assets``: a source checkout or an editable install;
4. ``game/assets`` inside the package: a wheel whose build copied the assets there.

Automatic candidates only count if they contain a ``cards/`` sub-folder, so an unrelated
``assets`` folder (say, in ``site-packages``) is never picked up. When nothing matches,
:class:`AssetsNotFound` lists every place that was tried.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_VAR = "DUTCH_BLITZ_ASSETS"
"""Environment variable that overrides where the assets are read from."""

_MARKER = "cards"
_PACKAGE_DIR = Path(__file__).resolve().parent


class AssetsNotFound(FileNotFoundError):
    """The assets folder could not be found; ``searched`` holds every path tried."""

    def __init__(self, searched: list[Path], reason: str = "") -> None:
        self.searched = list(searched)
        lines = "\n".join(f"  - {p}" for p in self.searched) or "  (nothing)"
        hint = f"{reason}\n" if reason else ""
        super().__init__(
            f"Could not find the game's assets folder (with a '{_MARKER}/' sub-folder).\n"
            f"{hint}Looked in:\n{lines}\n"
            f"Set {ENV_VAR} to the assets folder to override."
        )


def _frozen_candidates() -> list[Path]:
    if not getattr(sys, "frozen", False) and not hasattr(sys, "_MEIPASS"):
        return []
    found: list[Path] = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        found.append(Path(meipass) / "assets")
    exe_dir = Path(sys.executable).resolve().parent
    found.append(exe_dir / "assets")
    found.append(exe_dir.parent / "Resources" / "assets")
    return found


def find_assets_dir() -> Path:
    """Return the absolute path of the assets folder, or raise :class:`AssetsNotFound`."""
    override = os.environ.get(ENV_VAR)
    if override:
        path = Path(override).expanduser()
        if path.is_dir():
            return path.resolve()
        raise AssetsNotFound([path], f"{ENV_VAR} is set but is not an existing folder.")

    candidates = [
        *_frozen_candidates(),
        _PACKAGE_DIR.parent / "assets",
        _PACKAGE_DIR / "assets",
    ]
    seen: list[Path] = []
    for path in candidates:
        if path in seen:
            continue
        seen.append(path)
        if (path / _MARKER).is_dir():
            return path.resolve()
    raise AssetsNotFound(seen)
