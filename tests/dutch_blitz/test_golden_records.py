"""Dutch Blitz plays exactly as it did before the move onto the shared game shape.

The golden files were written by the simulator before the move (same seeds, levels and options)
and rewritten (``golden/regenerate.py``) only when bot behaviour was changed on purpose: the
Expert and Master timings of the fairer ladder, and (the adaptive run only) adaptive pace
steering on matches too. The same runs must give the same records line
for line. Only keys added since (``game`` on
``match_start``) may differ.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from game import sim

GOLDEN = Path(__file__).resolve().parent / "golden"
RUNS: dict[str, list[str]] = json.loads((GOLDEN / "runs.json").read_text(encoding="utf-8"))
ADDED_KEYS = {"game"}


def _lines(text: str) -> list[dict[str, object]]:
    lines = []
    for raw in text.splitlines():
        if raw.strip():
            line = json.loads(raw)
            for key in ADDED_KEYS:
                line.pop(key, None)
            lines.append(line)
    return lines


@pytest.mark.parametrize("name", sorted(RUNS))
def test_same_seed_gives_the_same_record_as_before(name: str, tmp_path: Path) -> None:
    record = tmp_path / "record.jsonl"
    code = sim.main([*RUNS[name], "--record", str(record)])
    assert code in (0, None)
    expected = _lines(gzip.decompress((GOLDEN / f"{name}.jsonl.gz").read_bytes()).decode())
    produced = _lines(record.read_text(encoding="utf-8"))
    assert len(produced) == len(expected)
    for number, (got, want) in enumerate(zip(produced, expected, strict=True), start=1):
        assert got == want, f"line {number} differs"
