"""``python -m game.sim``: see ``game.sim``."""

import sys

from game.sim.cli import main

sys.exit(main())
