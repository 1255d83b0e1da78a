#!/usr/bin/env python3
"""springlab beside what a Python user would reach for, in one run: the table of docs/performance.md.

    python3 bench/compare.py [--quick] [--no-build]

Builds springlab with the README's install command (bench/budget.py's RELEASE_FLAGS; --no-build
times the release build already there), then times, each beside its peer (bench/python_peers.py,
run as a command the same way), every figure as a whole process:

  fit        `springlab fit --stiffness 100 --damping 10`, median of 100 runs, against a Python
             process answering the same questions with SciPy (median of 20)
  simulate   10^7 rows of an undamped curve to a CSV file (median of 5), against NumPy's closed
             form written with numpy.savetxt(fmt='%.17g') (one run); the files are checked to agree
  sweep      1000 x 1000 springs to a CSV file (median of 5), against NumPy evaluating the same
             grid vectorized and writing it with savetxt (one run); settling times checked to agree
  metrics    seconds a spring: the CPU time of a one-core sweep that computes fit's settling metrics
             in each cell and writes one of them, over its cells (as bench/budget.py), against the
             obvious SciPy code on 1000 random springs (its own timing, in one process); 20 of its
             band exits are checked against `springlab fit --json`

and prints the table as Markdown, with the command line of each figure and the build, ready for
docs/performance.md. --quick: 10^6 rows, 300 x 300 cells, fewer runs (about a minute after the
build); the full run takes a few minutes, most of it NumPy writing 10^7 rows.
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from budget import RELEASE_FLAGS, build, run_once, timed_run  # noqa: E402  (one build, spelled once)

PEERS = os.path.join(HERE, "python_peers.py")


def say(message):
    print(f"compare: {message}", file=sys.stderr, flush=True)


def median_wall(command, runs, warmup=1, **options):
    for _ in range(warmup):
        run_once(command, **options)
    return statistics.median(run_once(command, **options) for _ in range(runs))


def shown(command, scratch):
    """The command line as printed: `springlab ...` or `python3 bench/...`, scratch files as FILE."""
    words = [os.path.basename(command[0]) if command[0].endswith("springlab") else "python3", *command[1:]]
    words = [os.path.relpath(word, ROOT) if word.startswith(HERE) else word for word in words]
    return " ".join("FILE" if word.startswith(scratch) else word for word in words)


def check_same_curve(ours, theirs, rows):
    """Both files have simulate's header and `rows` rows, and agree to 1e-9 on a few of them."""
    def lines(path, wanted):
        found = {}
        with open(path) as handle:
            assert handle.readline().strip() == "time,value,velocity,acceleration", path
            for index, line in enumerate(handle):
                if index in wanted:
                    found[index] = [float(field) for field in line.split(",")]
            found["count"] = index + 1
        return found
    wanted = {0, 1, rows // 3, rows - 1}
    a, b = lines(ours, wanted), lines(theirs, wanted)
    assert a["count"] == b["count"] == rows, (a["count"], b["count"], rows)
    for index in wanted:
        for x, y in zip(a[index], b[index]):
            assert abs(x - y) <= 1e-9 * max(1, abs(y)), (index, a[index], b[index])


def check_same_sweep(ours, theirs):
    """springlab's settlingDuration column agrees with NumPy's to 1e-9 on every 997th cell."""
    with open(ours) as a, open(theirs) as b:
        column = a.readline().strip().split(",").index("settlingDuration")
        b.readline()
        for index, (x, y) in enumerate(zip(a, b)):
            if index % 997 == 0:
                mine, numpy_value = float(x.split(",")[column]), float(y.split(",")[2])
                assert abs(mine - numpy_value) <= 1e-9 * numpy_value, (index, mine, numpy_value)


def scipy_agreement(springlab, count):
    """How many of the first `count` random springs the SciPy code settles within 1e-9 of
    `springlab fit --json`: its dense grid can miss a late peak of a lightly damped spring."""
    import python_peers
    agree = 0
    for k, c, v0 in python_peers.random_springs(count):
        out = subprocess.run([springlab, "fit", "--stiffness", repr(k), "--damping", repr(c), "--velocity",
                              repr(v0), "--json"], check=True, capture_output=True, text=True).stdout
        ours = json.loads(out)["settlingDuration"]
        theirs = python_peers.metrics_scipy(k, c, v0)[0]
        agree += abs(theirs - ours) <= 1e-9 * max(ours, 1e-300)
    return agree


def duration(seconds):
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.3g} ms"
    if seconds >= 1e-6:
        return f"{seconds * 1e6:.3g} µs"
    return f"{seconds * 1e9:.3g} ns"


def ratio(value):
    return f"{value:,.0f}×" if value >= 100 else f"{value:.1f}×"


def toolchain():
    first = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    return next((line for line in first if "Swift version" in line), "swift (version unknown)").strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes, fewer runs")
    parser.add_argument("--no-build", action="store_true", help="time the release build already there")
    args = parser.parse_args()
    rows, side = (10**6, 300) if args.quick else (10**7, 1000)
    fit_runs, peer_fit_runs, file_runs, springs = (30, 5, 3, 200) if args.quick else (100, 20, 5, 1000)

    if args.no_build:
        bin_path = subprocess.run(["swift", "build", *RELEASE_FLAGS, "--show-bin-path"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout.strip()
        springlab = os.path.join(bin_path, "springlab")
    else:
        say(f"building: swift build {' '.join(RELEASE_FLAGS)} --product springlab")
        springlab = build(ROOT)
    python = sys.executable

    table = []
    with tempfile.TemporaryDirectory(prefix="springlab-compare-") as scratch:
        def row(what, ours_command, ours, peer, peer_command, theirs, note=""):
            table.append((what, duration(ours), f"{peer}: {duration(theirs)}", ratio(theirs / ours),
                          f"`{shown(ours_command, scratch)}`<br>`{shown(peer_command, scratch)}`{note}"))

        say("fit")
        fit = [springlab, "fit", "--stiffness", "100", "--damping", "10"]
        peer_fit = [python, PEERS, "fit", "100", "10"]
        row(f"`fit`, whole process (median of {fit_runs} / {peer_fit_runs})", fit,
            median_wall(fit, fit_runs, warmup=5), "Python + SciPy, the same metrics", peer_fit,
            median_wall(peer_fit, peer_fit_runs, warmup=2))

        say(f"simulate, {rows:,} rows")
        ours, theirs = os.path.join(scratch, "curve.csv"), os.path.join(scratch, "numpy-curve.csv")
        simulate = [springlab, "simulate", "--stiffness", "100", "--damping", "0", "--step", "1/120",
                    "--until", f"{(rows - 1) / 120:.6f}".rstrip("0").rstrip("."), "--long", "-o", ours]
        simulate_seconds = median_wall(simulate, file_runs, removing=ours)
        peer_simulate = [python, PEERS, "simulate", str(rows), theirs]
        peer_simulate_seconds = run_once(peer_simulate)
        check_same_curve(ours, theirs, rows)
        megabytes = os.path.getsize(ours) / 1e6
        row(f"`simulate`, {rows:,} rows to a CSV file, {megabytes:.0f} MB (median of {file_runs} / one run)",
            simulate, simulate_seconds, "NumPy closed form + `savetxt`", peer_simulate, peer_simulate_seconds)
        os.remove(ours)
        os.remove(theirs)

        say(f"sweep, {side} x {side}")
        ours, theirs = os.path.join(scratch, "sweep.csv"), os.path.join(scratch, "numpy-grid.csv")
        sweep = [springlab, "sweep", "--stiffness", f"50...500:{side}", "--damping", f"5...40:{side}", "-o", ours]
        sweep_seconds = median_wall(sweep, file_runs, removing=ours)
        peer_sweep = [python, PEERS, "sweep", str(side), theirs]
        peer_sweep_seconds = run_once(peer_sweep)
        check_same_sweep(ours, theirs)
        row(f"`sweep`, {side} × {side} springs to a CSV file (median of {file_runs} / one run)", sweep,
            sweep_seconds, "NumPy vectorized grid + `savetxt`", peer_sweep, peer_sweep_seconds)
        os.remove(ours)
        os.remove(theirs)

        say("metrics a spring")
        cells = side * side
        metrics = [springlab, "sweep", "--stiffness", f"50...500:{side}", "--damping", f"5...40:{side}",
                   "--columns", "settlingDuration", "--no-runtimes", "--jobs", "1", "-o", ours]
        timed_run(metrics, removing=ours)
        metrics_seconds = statistics.median(timed_run(metrics, removing=ours)[1] for _ in range(file_runs)) / cells
        peer_metrics = [python, PEERS, "metrics", str(springs)]
        output = os.path.join(scratch, "metrics.txt")
        run_once(peer_metrics, stdout_path=output)
        with open(output) as handle:
            peer_metrics_seconds = float(handle.read())
        agree = scipy_agreement(springlab, 20)
        row(f"metrics of one spring, one core (CPU time of a sweep cell, {cells:,} cells / {springs} springs)",
            metrics,
            metrics_seconds, "SciPy: dense sampling, `brentq`, `minimize_scalar`", peer_metrics,
            peer_metrics_seconds, f"<br>SciPy's band exit within 1e-9 of springlab's for {agree} of 20 springs")

    import numpy
    import scipy
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    print(f"Measured by `python3 bench/compare.py{' --quick' if args.quick else ''}` at "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} on {os.cpu_count()} cores "
          f"({platform.machine()}, {platform.system()}; load average {load}). springlab built with "
          f"`swift build {' '.join(RELEASE_FLAGS)} --product springlab` ({toolchain()}); "
          f"Python {platform.python_version()}, NumPy {numpy.__version__}, SciPy {scipy.__version__}.")
    print()
    print("| what | springlab | peer | ratio | commands |")
    print("| --- | --- | --- | --- | --- |")
    for cells in table:
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
