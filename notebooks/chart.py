"""Line charts of computed numbers (not of spring curves) for the notebooks, drawn by gnuplot.

Spring curves come from `springlab plot`. A few charts plot other quantities, such
as a settling time against the damping ratio, which springlab does not draw; they
use the same renderer, gnuplot (`$GNUPLOT`, else on PATH), with the same
colour-blind-safe palette (Okabe–Ito), so the notebooks need no plotting library.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
# Removed when the kernel exits (TemporaryDirectory's finalizer runs at exit).
_scratch = tempfile.TemporaryDirectory(prefix="springlab-charts-")
_folder = Path(_scratch.name)


def gnuplot() -> str:
    path = os.environ.get("GNUPLOT") or shutil.which("gnuplot")
    if not path:
        raise RuntimeError("gnuplot not found: apt-get install gnuplot-nox (Debian/Ubuntu) or brew install gnuplot")
    return path


def quoted(text: str) -> str:
    """A gnuplot single-quoted string (no escapes are interpreted inside it)."""
    return "'" + text.replace("'", "''") + "'"


def lines(series: dict[str, tuple[list[float], list[float]]], *, xlabel: str, ylabel: str, title: str,
          name: str = "chart.svg", logy: bool = False, xrange: tuple[float, float] | None = None,
          yrange: tuple[float, float] | None = None, dashed: tuple[str, ...] = (),
          size: tuple[int, int] = (900, 480)):
    """Draw each (xs, ys) as a line (labels in `dashed` dashed); return an IPython image for display.

    `name` picks the format: .svg (default) or .png.
    """
    from IPython.display import SVG, Image

    data = _folder / (Path(name).stem + ".dat")
    with data.open("w") as handle:
        for xs, ys in series.values():
            for x, y in zip(xs, ys):
                handle.write(f"{x!r} {y!r}\n")
            handle.write("\n\n")                       # gnuplot: next data block
    output = _folder / name
    terminal = "pngcairo" if output.suffix == ".png" else "svg"
    plots = ", ".join(
        f"{quoted(str(data))} index {i} with lines lw 2 lc rgb {quoted(PALETTE[i % len(PALETTE)])} "
        f"dashtype {2 if label in dashed else 1} title {quoted(label)}" for i, label in enumerate(series))
    script = "\n".join([
        f"set terminal {terminal} noenhanced size {size[0]},{size[1]} font 'sans,12' background rgb 'white'",
        f"set output {quoted(str(output))}",
        f"set title {quoted(title)}", f"set xlabel {quoted(xlabel)}", f"set ylabel {quoted(ylabel)}",
        "set grid lc rgb '#dddddd'", "set key top right",
        "set logscale y" if logy else "",
        f"set xrange [{xrange[0]!r}:{xrange[1]!r}]" if xrange else "",
        f"set yrange [{yrange[0]!r}:{yrange[1]!r}]" if yrange else "",
        f"plot {plots}", "",
    ])
    subprocess.run([gnuplot()], input=script, text=True, check=True, capture_output=True, timeout=60)
    return Image(filename=str(output)) if terminal == "pngcairo" else SVG(filename=str(output))
