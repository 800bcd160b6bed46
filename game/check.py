"""``python -m game.check FILE...``: the former name of the record checker, ``game.replay``.

Kept so that existing scripts go on working; see ``game.replay`` for what is checked.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from game.replay import MAX_LINE_BYTES, Damaged, Totals, check_file, parse_line, read_lines
from game.replay import main as _main

__all__ = ["MAX_LINE_BYTES", "Damaged", "Totals", "check_file", "main", "parse_line",
           "read_lines"]


def main(argv: Sequence[str] | None = None) -> int:
    """The same as ``python -m game.replay``."""
    return _main(argv, prog="python -m game.check")


if __name__ == "__main__":
    sys.exit(main())
