"""Call the built `springlab` binary from a notebook.

The notebooks get every number and picture from the real command-line tool, the
way a user would, so this module only builds argument lists, runs the binary and
parses what it prints. Nothing here computes physics: the independent numbers
the notebooks check springlab against live in `reference.py`.

The binary is `$SPRINGLAB` when set (notebooks/run sets it), otherwise the one
`swift build` makes in the repository.
"""
from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"

sys.path.insert(0, str(ROOT / "scripts"))
from springlab_binary import springlab_binary  # noqa: E402  (scripts/springlab_binary.py)


@lru_cache(maxsize=1)
def binary() -> Path:
    """Path of the springlab executable: $SPRINGLAB, else build it with SwiftPM."""
    return springlab_binary()


class SpringlabError(RuntimeError):
    """springlab exited non-zero; the message is its one-line error."""


def run(*args: str) -> str:
    """Run `springlab ARGS…` and return its stdout; raise SpringlabError on failure."""
    done = subprocess.run([str(binary()), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise SpringlabError(f"springlab {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout


def options(**values) -> list[str]:
    """Keyword arguments as command-line options.

    `damping_ratio=0.7` becomes `--damping-ratio 0.7`; floats are written with
    `repr`, the shortest text that reads back as the same double; `True` is a
    bare flag; `None` and `False` are left out.
    """
    args = []
    for name, value in values.items():
        flag = "--" + name.replace("_", "-")
        if value is None or value is False:
            continue
        if value is True:
            args.append(flag)
        elif isinstance(value, (list, tuple)):
            for item in value:
                args += [flag, text(item)]
        else:
            args += [flag, text(value)]
    return args


def text(value) -> str:
    """A number or string as springlab reads it (floats round-trip exactly)."""
    return repr(float(value)) if isinstance(value, float) else str(value)


def fit(**spring) -> dict:
    """`springlab fit --json` for a spring written as keyword options.

    fit(duration=0.45, damping=0.15, velocity=5.5)      # UIKit
    fit(mass=1, stiffness=100, damping=10)              # Core Animation
    fit(duration=0.5, bounce=0.3)                       # SwiftUI
    """
    return json.loads(run("fit", "--json", *options(**spring)))


def simulate(**spring_and_sampling) -> dict[str, list[float]]:
    """`springlab simulate` (CSV) as a dict of columns: {"time": [...], "value": [...], ...}."""
    output = run("simulate", "--format", "csv", *options(**spring_and_sampling))
    return columns(output)


def columns(csv_text: str) -> dict[str, list[float]]:
    """A CSV with a header line as {column name: list of floats}."""
    reader = csv.reader(io.StringIO(csv_text))
    header = next(reader)
    table = {name: [] for name in header}
    for row in reader:
        for name, cell in zip(header, row):
            table[name].append(float(cell))
    return table


def compare(**spring_and_steps) -> dict:
    """`springlab compare --json`."""
    return json.loads(run("compare", "--json", *options(**spring_and_steps)))


# Removed when the kernel exits (TemporaryDirectory's finalizer runs at exit).
_scratch = tempfile.TemporaryDirectory(prefix="springlab-figures-")
_figures = Path(_scratch.name)


def plot(specs: list[str], name: str = "figure.svg", **chart):
    """`springlab plot --spring SPEC …` rendered to a temporary file, returned for display.

    The file lives in a temporary folder, so running a notebook never writes into
    the repository. SVG and PNG come back as IPython display objects; the text
    preview (`preview=True`) comes back as a string.
    """
    from IPython.display import SVG, Image

    if chart.get("preview"):
        return run("plot", *options(spring=specs, **chart))
    path = _figures / name
    run("plot", *options(spring=specs, output=path, **chart))
    return SVG(filename=str(path)) if path.suffix == ".svg" else Image(filename=str(path))


def table(rows: list[list], headers: list[str]):
    """A Markdown table for display (readable as text in a headless run too)."""
    from IPython.display import Markdown

    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return Markdown("\n".join(lines))
