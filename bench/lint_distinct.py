#!/usr/bin/env python3
"""`springlab lint` on files of distinct springs, beside `rg` on the same files.

    python3 bench/lint_distinct.py [--sizes 2500,5000,10000,20000] [--runs R] [--springlab PATH]

For each size N writes one Swift file of N distinct
`Animation.spring(response:dampingFraction:)` lines (response 0.15 to 1.5 s,
damping fraction 0.1 to 1, each pair once: no two springs are written
alike, though many move almost the same), then times, each the median of R
runs (default 3), alternating:

  lint        `springlab lint FILE --format json` to /dev/null
  lint near   the same with `--near-within 1` (every group almost the same as
              every other: at most the nearest 3 are listed per group)
  rg          `rg -n spring FILE` to /dev/null (reading every byte once)

and the peak resident memory of each lint run. Prints per size the times,
the ratios lint / rg, the time per spring, and between sizes the growth
exponent log(t2 / t1) / log(N2 / N1) (1 is linear, 2 quadratic). The
springlab measured is the release build (CONTRIBUTING.md), built first
unless --springlab names one. Without `rg` on PATH, `grep -n` stands in
and the table says so. Exit status 1 when lint finds other than N springs.
"""
import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RELEASE_FLAGS = ["-c", "release", "-Xswiftc", "-static-executable"]


def write_file(path, count):
    """`count` distinct springs on a lattice of response × damping fraction, in a shuffled order."""
    side = math.ceil(math.sqrt(count))
    cells = [(i, j) for i in range(side) for j in range(side)][:count]
    # A fixed shuffle (multiplicative hashing), so that neighbours on the lattice are far apart in the file.
    cells.sort(key=lambda c: (c[0] * 2654435761 + c[1] * 40503) % 4294967291)
    with open(path, "w") as handle:
        for i, j in cells:
            response = 0.15 + 1.35 * i / max(1, side - 1)
            fraction = 0.1 + 0.9 * j / max(1, side - 1)
            handle.write(f"let s = Animation.spring(response: {response:.6f}, dampingFraction: {fraction:.6f})\n")


def build():
    subprocess.run(["swift", "build", *RELEASE_FLAGS, "--product", "springlab"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", *RELEASE_FLAGS, "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "springlab")


def timed(command):
    """Wall time in seconds and peak resident memory in MB of one run."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{command[0]} failed: {' '.join(command)}")
    return elapsed, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="2500,5000,10000,20000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--springlab")
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]
    springlab = arguments.springlab or build()
    searcher = ["rg", "-n"] if shutil.which("rg") else ["grep", "-n"]
    folder = tempfile.mkdtemp(prefix="springlab-lint-distinct-")
    rows, status = [], 0
    try:
        for size in sizes:
            path = os.path.join(folder, f"Distinct{size}.swift")
            write_file(path, size)
            found = json.loads(subprocess.run([springlab, "lint", path, "--format", "json"], capture_output=True,
                                              text=True).stdout)
            if len(found["springs"]) != size:
                status = 1
            times = {"lint": [], "near": [], "search": []}
            memory = {"lint": 0.0, "near": 0.0}
            for _ in range(arguments.runs):
                for name, command in [("lint", [springlab, "lint", path, "--format", "json"]),
                                      ("near", [springlab, "lint", path, "--format", "json", "--near-within", "1"]),
                                      ("search", searcher + ["spring", path])]:
                    elapsed, peak = timed(command)
                    times[name].append(elapsed)
                    if name in memory:
                        memory[name] = max(memory[name], peak)
            medians = {name: statistics.median(values) for name, values in times.items()}
            rows.append((size, medians, memory, len(found["springs"]), len(found["groups"])))
        print(f"{os.cpu_count()} cores; times are medians of {arguments.runs} runs; {searcher[0]} beside lint")
        print(f"{'springs':>8} {'found':>6} {'groups':>6} {'lint s':>8} {'near s':>8} {searcher[0] + ' s':>8} "
              f"{'lint/' + searcher[0]:>9} {'near/' + searcher[0]:>9} {'µs/spring':>10} {'lint MB':>8} {'near MB':>8}")
        for size, medians, memory, found, groups in rows:
            print(f"{size:>8} {found:>6} {groups:>6} {medians['lint']:>8.3f} {medians['near']:>8.3f} "
                  f"{medians['search']:>8.4f} {medians['lint'] / medians['search']:>9.0f} "
                  f"{medians['near'] / medians['search']:>9.0f} {medians['lint'] / size * 1e6:>10.1f} "
                  f"{memory['lint']:>8.1f} {memory['near']:>8.1f}")
        for (n1, t1, _, _, _), (n2, t2, _, _, _) in zip(rows, rows[1:]):
            exponents = [math.log(t2[name] / t1[name]) / math.log(n2 / n1) for name in ("lint", "near")]
            print(f"growth {n1} → {n2}: lint ×{t2['lint'] / t1['lint']:.2f} (exponent {exponents[0]:.2f}), "
                  f"near ×{t2['near'] / t1['near']:.2f} (exponent {exponents[1]:.2f})")
        return status
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
