"""Rewrite the golden records after a deliberate change of bot behaviour (say why in the commit).

    python tests/dutch_blitz/golden/regenerate.py

Runs every entry of ``runs.json`` through ``python -m game.sim ... --record`` and stores the
record gzipped with mtime 0 (the same bytes for the same record).
"""

from __future__ import annotations

import gzip
import json
import sys
import tempfile
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent
sys.path.insert(0, str(GOLDEN.parents[2]))

from game import sim  # noqa: E402


def main() -> int:
    runs: dict[str, list[str]] = json.loads((GOLDEN / "runs.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as folder:
        for name, argv in sorted(runs.items()):
            path = Path(folder) / f"{name}.jsonl"
            sim.main([*argv, "--record", str(path)])
            (GOLDEN / f"{name}.jsonl.gz").write_bytes(gzip.compress(path.read_bytes(), mtime=0))
            print(f"wrote {name}.jsonl.gz")
    return 0


if __name__ == "__main__":
    sys.exit(main())
