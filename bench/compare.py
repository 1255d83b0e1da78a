#!/usr/bin/env python3
"""springlab against the obvious alternatives, in one run, with the ratios.

    python3 bench/compare.py [--quick] [--no-build]

Builds springlab and the benchmark harness in release mode (unless --no-build),
then on this machine, one after the other:

1. sampling a curve into memory: UniformSampler.fill (the harness, 10^6
   samples) against NumPy's vectorised closed form (bench/numpy_baseline.py)
   and SciPy's solve_ivp (DOP853, rtol 1e-10, t_eval on the grid), all on
   Apple's default CASpringAnimation (m 1, k 100, c 10) at 120 Hz;
2. `springlab simulate` of an undamped spring (k 100, c 0: every number keeps
   all its digits) to a CSV file, 10^7 rows (10^6 with --quick), against
   NumPy computing the same curve and writing it with numpy.savetxt
   (fmt='%.17g', which round-trips); the two files are checked to agree;
3. `springlab fit` as a whole process (hyperfine if installed, else a loop);
4. exact settling times and UIKit fits per second (the harness);
5. `springlab sweep` of a 1000 x 1000 UIKit grid to a file (300 x 300 with --quick).

Everything runs on one core except the sweep, which uses all of them.
Prints one table of figures, ratios and springlab's performance targets. About a minute
(--quick: about 15 s) after the build.
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import numpy_baseline  # noqa: E402  (the NumPy side of the sampling comparison)

RELEASE = os.path.join(ROOT, ".build", "release")


def build():
    for product in ("springlab", "SpringLabHarness"):
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)


def harness():
    """The Swift throughputs: name -> units per second."""
    out = subprocess.run([os.path.join(RELEASE, "SpringLabHarness")], check=True, capture_output=True, text=True)
    return {name: float(value) for name, value in (line.split() for line in out.stdout.splitlines())}


def best_time(run, repeats):
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def numpy_sampling(n, repeats):
    buffers = [np.empty(n) for _ in range(8)]
    numpy_baseline.preallocated(n, buffers)  # warm up
    obvious = n / best_time(lambda: numpy_baseline.obvious(n), repeats)
    careful = n / best_time(lambda: numpy_baseline.preallocated(n, buffers), repeats)
    return obvious, careful


def scipy_sampling(n):
    """solve_ivp on the same spring and grid, t_eval at every sample: samples per second."""
    from scipy.integrate import solve_ivp
    decay, omega0_sq, _ = numpy_baseline.constants()
    t = np.arange(n) * numpy_baseline.STEP

    def run():
        solution = solve_ivp(lambda _, y: (y[1], -2 * decay * y[1] - omega0_sq * y[0]), (0, t[-1]),
                             (numpy_baseline.X0, numpy_baseline.V0), method="DOP853", t_eval=t,
                             rtol=1e-10, atol=1e-12)
        assert solution.success and solution.y.shape == (2, n)
    return n / best_time(run, 2)


def simulate_springlab(rows, path, repeats):
    until = repr((rows - 1) / 120)
    command = [os.path.join(RELEASE, "springlab"), "simulate", "--stiffness", "100", "--damping", "0",
               "--step", "1/120", "--until", until, "-o", path]
    seconds = best_time(lambda: subprocess.run(command, check=True), repeats)
    return seconds, until


def simulate_numpy(rows, path):
    """The same curve in closed form, then savetxt: what a NumPy user writes."""
    def run():
        t = np.arange(rows) * (1 / 120)
        x = -np.cos(10 * t)  # x0 = -1 at rest, omega0 = 10 rad/s, no damping
        data = np.column_stack([t, 1 + x, 10 * np.sin(10 * t), -100 * x])
        np.savetxt(path, data, fmt="%.17g", delimiter=",", header="time,value,velocity,acceleration", comments="")
    return best_time(run, 1)


def check_same_curve(ours, theirs, rows):
    """Both files have the header and `rows` rows, and agree to 1e-9 on a few of them."""
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


def fit_wall():
    """Mean and min wall time of `springlab fit`, in seconds, and how it was measured."""
    command = [os.path.join(RELEASE, "springlab"), "fit", "--duration", "0.45", "--damping", "0.15"]
    if shutil.which("hyperfine"):
        with tempfile.NamedTemporaryFile(suffix=".json") as export:
            subprocess.run(["hyperfine", "-N", "--warmup", "5", "--runs", "100", "--export-json", export.name,
                            " ".join(command)], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            result = json.load(open(export.name))["results"][0]
        return result["mean"], result["min"], "hyperfine -N, 100 runs"
    times = []
    for _ in range(100):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return sum(times) / len(times), min(times), "subprocess loop, 100 runs (includes Python's spawn cost)"


def sweep_wall(side, path):
    command = [os.path.join(RELEASE, "springlab"), "sweep", "--duration", f"0.2...1.0:{side}",
               "--damping", f"0.1...1.0:{side}", "-o", path]
    return best_time(lambda: subprocess.run(command, check=True), 2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes (about 15 s)")
    parser.add_argument("--no-build", action="store_true", help="use the release binaries already built")
    args = parser.parse_args()
    rows = 1_000_000 if args.quick else 10_000_000
    side = 300 if args.quick else 1000
    if not args.no_build:
        build()

    swift = harness()
    np_obvious, np_careful = numpy_sampling(1 << 18 if args.quick else 1 << 20, 5 if args.quick else 20)
    scipy_rate = scipy_sampling(1 << 13 if args.quick else 1 << 15)

    scratch = tempfile.mkdtemp(prefix="springlab-compare-")
    try:
        ours, theirs = os.path.join(scratch, "springlab.csv"), os.path.join(scratch, "numpy.csv")
        simulate_seconds, _ = simulate_springlab(rows, ours, 1 if args.quick else 3)
        ours_bytes = os.path.getsize(ours)
        numpy_seconds = simulate_numpy(rows, theirs)
        theirs_bytes = os.path.getsize(theirs)
        check_same_curve(ours, theirs, rows)
        os.remove(ours)
        os.remove(theirs)
        sweep_path = os.path.join(scratch, "sweep.csv")
        sweep_seconds = sweep_wall(side, sweep_path)
        sweep_bytes = os.path.getsize(sweep_path)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    fit_mean, fit_min, fit_how = fit_wall()

    fill = swift["fill_samples"]
    numpy_best = max(np_obvious, np_careful)
    ratio_sampling = fill / numpy_best
    ratio_simulate = numpy_seconds / simulate_seconds

    def line(what, value, note=""):
        print(f"  {what:58} {value:>18}  {note}")

    def check(ok):
        return "meets the target" if ok else "MISSES the target"

    print(f"springlab vs NumPy {np.__version__} / SciPy, {'quick' if args.quick else 'full'} run, "
          f"{os.cpu_count()} cores")
    print("sampling a curve into memory (samples/s, one core)")
    line("springlab UniformSampler.fill, 10^6 samples", f"{fill / 1e6:.0f} M/s", check(fill >= 200e6) + " (>= 200 M/s)")
    line("springlab fill in 4096-sample chunks (what simulate streams)", f"{swift['fill_chunked_samples'] / 1e6:.0f} M/s")
    line("NumPy closed form, preallocated (out=)", f"{np_careful / 1e6:.1f} M/s")
    line("NumPy closed form, the obvious code (temporaries)", f"{np_obvious / 1e6:.1f} M/s")
    line("SciPy solve_ivp DOP853, t_eval on the grid", f"{scipy_rate / 1e6:.2f} M/s")
    line("ratio springlab / NumPy best", f"{ratio_sampling:.1f}x", check(ratio_sampling >= 20) + " (>= 20x)")
    line("ratio springlab / SciPy solve_ivp", f"{fill / scipy_rate:.0f}x")
    print(f"simulate {rows:,} rows of an undamped curve to a CSV file (wall, one core)")
    line("springlab simulate -o FILE (shortest round-trip, fsync'd)", f"{simulate_seconds:.2f} s",
         f"{ours_bytes / 1e6:.0f} MB, {ours_bytes / simulate_seconds / 1e6:.0f} MB/s")
    line("NumPy closed form + savetxt(fmt='%.17g')", f"{numpy_seconds:.2f} s",
         f"{theirs_bytes / 1e6:.0f} MB, {theirs_bytes / numpy_seconds / 1e6:.0f} MB/s")
    line("ratio NumPy / springlab", f"{ratio_simulate:.1f}x", check(ratio_simulate >= 10) + " (>= 10x)")
    line("springlab's formatter, numbers of that curve", f"{swift['format_numbers'] / 1e6:.1f} M/s",
         f"{1e9 / swift['format_numbers']:.1f} ns a number; Swift's own: {1e9 / swift['format_numbers_stdlib']:.1f} ns")
    print("one spring (one core)")
    line("springlab fit, whole process", f"{fit_mean * 1e3:.1f} ms",
         f"min {fit_min * 1e3:.1f} ms, {fit_how}; " + check(fit_mean < 0.015) + " (< 15 ms)")
    line("exact settling time, SpringMotion.bandExit", f"{swift['band_exit_springs'] / 1e6:.2f} M/s",
         check(swift["band_exit_springs"] >= 2e6) + " (>= 2 M/s)")
    line("UIKit fits, UIKitSpring.spring()", f"{swift['uikit_fits'] / 1e6:.2f} M/s",
         check(swift["uikit_fits"] >= 5e6) + " (>= 5 M/s)")
    line("everything fit reports, SpringMetrics", f"{swift['metrics_springs'] / 1e6:.2f} M/s")
    print(f"sweep ({os.cpu_count()} cores)")
    line(f"springlab sweep {side} x {side} UIKit grid -o FILE", f"{sweep_seconds:.2f} s",
         f"{side * side / sweep_seconds / 1e6:.2f} M cells/s, {sweep_bytes / 1e6:.0f} MB")


if __name__ == "__main__":
    main()
