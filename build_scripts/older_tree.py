"""An older commit checked out beside this tree for as long as a measurement runs.

The comparing scripts (``bench_ratio.py``, ``paired_hands.py``) run one worker in a temporary
git worktree of ``REV`` and one in this tree; the worktree is removed afterwards whatever
happens.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def older_tree(rev: str, tool: str) -> Iterator[Path | None]:
    """A worktree of ``rev`` (None, with the reason printed under ``tool``'s name, when it
    cannot be checked out)."""
    with tempfile.TemporaryDirectory() as folder:
        tree = Path(folder) / "base"
        added = subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach",
                                str(tree), rev], capture_output=True, text=True)
        if added.returncode != 0:
            print(f"{tool}: cannot check out {rev}: {added.stderr.strip()}", file=sys.stderr)
            yield None
            return
        try:
            yield tree
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                           capture_output=True)
