#!/usr/bin/env python3
"""The speed budget: this tree against a reference commit, built alike, timed in one run.

    python3 bench/budget.py [--quick] [--baseline COMMIT] [--no-build] [--rebuild-baseline]

Builds springlab from the working tree and from COMMIT (default b84d04f, in a
temporary git worktree) with the README's install command, then times both
builds in turn, alternating run by run, so that a shared machine that speeds
up or slows down meanwhile moves both alike:

  fit        `fit --duration 0.45 --damping 0.15`, the whole process, to
             /dev/null; median of 200 runs (60 with --quick)
  sweep      `sweep --stiffness 50...500:1000 --damping 5...40:1000 -o FILE`,
             10^6 cells with the default columns (300 x 300 with --quick);
             median of 7 runs (5), FILE deleted before each run
  simulate   `simulate --stiffness 100 --damping 0 --step 1/120 --until
             83333.325 --long -o FILE`, 10^7 rows (10^6 with --quick); median of
             7 runs (5), FILE deleted before each run
  metrics    the time a cell of a one-core sweep takes that computes fit's
             settling metrics (band exit, Core Animation's settlingDuration,
             envelope, overshoot, peak time, crossings) and writes one of them:
             `sweep --stiffness 50...500:1000 --damping 5...40:1000
             --columns settlingDuration --no-runtimes --jobs 1 -o FILE`
             (500 x 500 with --quick); the median CPU time (user + system) of
             7 runs (5) divided by the cells: on one thread that is the work done,
             which other processes on the machine do not lengthen as they do
             the wall time. It includes start-up, resolving each cell's spring
             and writing its row, so it bounds the metrics' own time from above.

A ratio is the median, over the rounds, of the two builds' times in that
round: both ran within a second of each other, so a machine that slows down
between rounds moves both alike.

It compares what both builds wrote (`fit`'s text, the sweeps' and the
simulation's files, byte for byte) and prints each figure, its ratio to the
reference, and PASS or FAIL against the budget:

  fit ≤ 10 ms median; sweep and simulate ≤ 1.3 × the reference; metrics ≤ 1 µs a spring.

The exit status is 0 when every figure is within budget, 1 otherwise. Output
that differs is reported (a change may mean to change it) but is not a FAIL.
The reference build is kept in .build/budget/ and reused (--rebuild-baseline
makes it again). Python 3 standard library only; git and swift on PATH.
"""
import argparse
import hashlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = "b84d04f"
# The README's install command (Install), less `--product springlab`: the one build this script times.
RELEASE_FLAGS = ["-c", "release", "-Xswiftc", "-static-executable"]

FIT_BUDGET_SECONDS = 10e-3
RATIO_BUDGET = 1.3
METRICS_BUDGET_SECONDS = 1e-6


def say(message):
    print(f"budget: {message}", file=sys.stderr, flush=True)


def build(package):
    """Builds springlab at `package` with RELEASE_FLAGS; returns the executable's path.
    The build's own output is shown only if it fails."""
    command = ["swift", "build", *RELEASE_FLAGS, "--product", "springlab"]
    run = subprocess.run(command, cwd=package, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"`{' '.join(command)}` failed in {package}:\n{run.stdout}{run.stderr}")
    bin_path = subprocess.run(["swift", "build", *RELEASE_FLAGS, "--show-bin-path"], cwd=package,
                              check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "springlab")


def git(*arguments, cwd=ROOT):
    return subprocess.run(["git", *arguments], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def baseline_executable(commit, rebuild):
    """The reference build of `commit`: built once in a temporary worktree, then kept in .build/budget/
    under the commit and the build flags (a commit never changes, so neither does its build)."""
    full = git("rev-parse", "--verify", f"{commit}^{{commit}}")
    key = hashlib.sha256(" ".join(RELEASE_FLAGS).encode()).hexdigest()[:8]
    kept = os.path.join(ROOT, ".build", "budget", f"springlab-{full[:12]}-{key}")
    if os.path.exists(kept) and not rebuild:
        return kept, full
    scratch = tempfile.mkdtemp(prefix="springlab-budget-")
    tree = os.path.join(scratch, full[:12])
    try:
        git("worktree", "add", "--detach", tree, full)
        # The same dependency versions as this tree, where it has resolved them.
        resolved = os.path.join(ROOT, "Package.resolved")
        if os.path.exists(resolved):
            shutil.copy(resolved, tree)
        say(f"building {full[:12]} in a temporary worktree (a few minutes)")
        built = build(tree)
        os.makedirs(os.path.dirname(kept), exist_ok=True)
        shutil.copy2(built, kept)
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", tree], cwd=ROOT, capture_output=True)
        shutil.rmtree(scratch, ignore_errors=True)
    return kept, full


def timed_run(command, stdout_path=os.devnull, removing=None):
    """(wall, CPU) seconds of one run of `command` (standard output to `stdout_path`; CPU is user +
    system); `removing` is deleted before the clock starts. Exits on a failed run."""
    if removing and os.path.exists(removing):
        os.remove(removing)
    actions = [(os.POSIX_SPAWN_OPEN, 1, stdout_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)]
    start = time.perf_counter()
    pid = os.posix_spawn(command[0], command, os.environ, file_actions=actions)
    _, status, usage = os.wait4(pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)} failed (exit status {os.waitstatus_to_exitcode(status)})")
    return seconds, usage.ru_utime + usage.ru_stime


def run_once(command, stdout_path=os.devnull, removing=None):
    """Wall seconds of one run of `command`, as `timed_run`."""
    return timed_run(command, stdout_path, removing)[0]


def alternating(builds, arguments, runs, scratch, name, writes_file, cpu=False):
    """The two builds on `arguments` in turn (the order swapped every round) after one untimed
    round: (median seconds of each, the median of their ratio round by round, the files). Wall
    time, or CPU time with `cpu`. A file the command writes (`-o FILE`, else its standard output)
    is kept per build for the comparison."""
    paths = [os.path.join(scratch, f"{name}-{index}.out") for index in range(len(builds))]

    def one(index):
        path = paths[index]
        command = [builds[index], *arguments]
        if writes_file:
            wall, used = timed_run([*command, "-o", path], removing=path)
        else:
            wall, used = timed_run(command, stdout_path=path)
        return used if cpu else wall

    for index in range(len(builds)):
        one(index)
    times = [[] for _ in builds]
    for round_number in range(runs):
        order = range(len(builds)) if round_number % 2 == 0 else reversed(range(len(builds)))
        for index in order:
            times[index].append(one(index))
    ratio = statistics.median(ours / theirs for ours, theirs in zip(*times))
    return [statistics.median(timed) for timed in times], ratio, paths


def first_difference(a, b):
    """None if the files hold the same bytes, else a short description of where they part."""
    with open(a, "rb") as left, open(b, "rb") as right:
        offset, line = 0, 1
        while True:
            x, y = left.read(1 << 20), right.read(1 << 20)
            if x == y:
                if not x:
                    return None
                offset += len(x)
                line += x.count(b"\n")
                continue
            for index, (p, q) in enumerate(zip(x, y)):
                if p != q:
                    at_line = line + x[:index].count(b"\n")
                    return f"differ from byte {offset + index + 1}, line {at_line}"
            return f"differ in length (one ends at byte {offset + min(len(x), len(y)) + 1})"


def milliseconds(seconds):
    return f"{seconds * 1e3:.2f} ms"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes and fewer runs (a minute or two)")
    parser.add_argument("--baseline", default=BASELINE, help=f"the reference commit (default {BASELINE})")
    parser.add_argument("--no-build", action="store_true", help="time the release build of this tree as it is")
    parser.add_argument("--rebuild-baseline", action="store_true", help="build the reference commit again")
    args = parser.parse_args()

    side, rows, metric_side = (300, 10**6, 500) if args.quick else (1000, 10**7, 1000)
    fit_runs, file_runs = (60, 5) if args.quick else (200, 7)

    if args.no_build:
        bin_path = subprocess.run(["swift", "build", *RELEASE_FLAGS, "--show-bin-path"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout.strip()
        current = os.path.join(bin_path, "springlab")
        if not os.access(current, os.X_OK):
            sys.exit(f"budget: {current} is missing; run without --no-build")
    else:
        say("building this tree")
        current = build(ROOT)
    reference, commit = baseline_executable(args.baseline, args.rebuild_baseline)
    builds = [current, reference]
    head = git("rev-parse", "--short=7", "HEAD") + (" with changes" if git("status", "--porcelain", "-uno") else "")

    fit = ["fit", "--duration", "0.45", "--damping", "0.15"]
    sweep = ["sweep", "--stiffness", f"50...500:{side}", "--damping", f"5...40:{side}"]
    simulate = ["simulate", "--stiffness", "100", "--damping", "0", "--step", "1/120",
                # A simulation longer than 10 s is refused as milliseconds unless --long says it is meant.
                "--until", f"{(rows - 1) / 120:.6f}".rstrip("0").rstrip("."), "--long"]
    metrics = ["sweep", "--stiffness", f"50...500:{metric_side}", "--damping", f"5...40:{metric_side}",
               "--columns", "settlingDuration", "--no-runtimes", "--jobs", "1"]

    rows_out, differences = [], []
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="springlab-budget-") as scratch:
        for name, arguments, runs, writes_file in (("fit", fit, fit_runs, False), ("sweep", sweep, file_runs, True),
                                                   ("simulate", simulate, file_runs, True),
                                                   ("metrics", metrics, file_runs, True)):
            say(f"timing {name} ({runs} runs of each build, in turn)")
            (ours, theirs), ratio, paths = alternating(builds, arguments, runs, scratch, name, writes_file,
                                                       cpu=name == "metrics")
            difference = first_difference(*paths)
            if difference:
                differences.append(f"{name}: {difference}")
            for path in paths:
                os.remove(path)
            rows_out.append((name, arguments, runs, ours, theirs, ratio))
    load_after = os.getloadavg()[0]

    cores = os.cpu_count()
    print(f"springlab {head} against {commit[:7]}, both built with `swift build {' '.join(RELEASE_FLAGS)}`, "
          f"{'quick' if args.quick else 'full'} run, {cores} cores, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"load average {load_before:.1f} → {load_after:.1f}")
    print(f"  {'figure':44} {'this tree':>12} {commit[:7]:>12} {'ratio':>7}  {'budget':18} verdict")
    verdicts = []
    for name, arguments, runs, ours, theirs, ratio in rows_out:
        if name == "fit":
            what, shown = f"fit, whole process (median of {runs})", (milliseconds(ours), milliseconds(theirs))
            budget, ok = f"≤ {FIT_BUDGET_SECONDS * 1e3:g} ms", ours <= FIT_BUDGET_SECONDS
        elif name == "metrics":
            cells = metric_side * metric_side
            what = f"metrics a spring (CPU time, {metric_side}² sweep cells)"
            shown = (f"{ours / cells * 1e9:.0f} ns", f"{theirs / cells * 1e9:.0f} ns")
            budget, ok = "≤ 1 µs", ours / cells <= METRICS_BUDGET_SECONDS
        else:
            size = f"{side}×{side}" if name == "sweep" else f"{rows:.0e} rows".replace("e+0", "e")
            what, shown = f"{name} {size} to a file (median of {runs})", (f"{ours:.3f} s", f"{theirs:.3f} s")
            budget, ok = f"≤ {RATIO_BUDGET}× {commit[:7]}", ratio <= RATIO_BUDGET
        verdicts.append(ok)
        print(f"  {what:44} {shown[0]:>12} {shown[1]:>12} {ratio:6.2f}x  {budget:18} {'PASS' if ok else 'FAIL'}")
        print(f"      springlab {' '.join(arguments)}{' -o FILE' if name != 'fit' else ''}")
    print("outputs: " + ("the same bytes from both builds" if not differences else "; ".join(differences)))
    print(f"budget: {'PASS' if all(verdicts) else 'FAIL'}")
    return 0 if all(verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
