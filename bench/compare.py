#!/usr/bin/env python3
"""springlab against the obvious alternatives, in one run, with the ratios.

    python3 bench/compare.py [--quick] [--no-build] [--startup]

Two kinds of figures, from two sources and nowhere else:

- The springlab commands, end to end, as a user runs them: this script times
  the release-built `springlab` itself, a fresh process per run, and prints the
  median of many runs with the exact command line:
  `simulate` of an undamped spring to a CSV file (10^7 rows; 10^6 with
  --quick) against NumPy computing the same curve and writing it with
  numpy.savetxt (fmt='%.17g', which round-trips; the two files are checked to
  agree), `fit` as a whole process against the same questions answered by a
  Python process with SciPy (bench/python_peers.py), and `sweep` of a
  stiffness x damping grid to a file (1000 x 1000; 300 x 300 with --quick)
  against NumPy evaluating the same grid vectorized and writing it with
  numpy.savetxt (the settling times are checked to agree). Start-up (`fit`
  in four ways of writing a spring, read without swift-argument-parser, and
  once more with an option that only the full parser reads; `--version`)
  is set beside what any
  command pays before its own work: `true`, a Swift hello world, the
  smallest swift-argument-parser command (one subcommand of one option) and
  the same with 40 options in five option groups, as `fit` has, the last three
  built like springlab in a scratch folder; each with its median
  wall time and the instructions it executes (valgrind's callgrind), a count
  that does not move with the machine's load. `--startup` prints these alone.
- The library calls those commands make, per sample, step or spring: the
  benchmark suite in Benchmarks/ (ordo-one/benchmark, release build, one
  core), run here with `swift package benchmark --format jmh`; each figure is
  the median iteration. Its sampling rate is set against NumPy's vectorised
  closed form (bench/numpy_baseline.py) and SciPy's solve_ivp (DOP853, rtol
  1e-10, t_eval on the grid), all on Apple's default CASpringAnimation
  (m 1, k 100, c 10) at 120 Hz. Its per-spring metrics are set against
  the obvious SciPy code (dense sampling, brentq, minimize_scalar) on random
  springs of the same spread, and that code's answers are checked against
  `springlab fit --json`; the slowest spring of a corpus of hard ones gives
  the worst case. The instructions a spring of those metrics executes are
  counted too (Benchmarks/Tools/InstructionCounts under valgrind's callgrind): the
  one per-spring figure that does not move with the machine's load; so are
  those of a sweep cell (a one-core sweep of 200 x 200 cells less one of
  100 x 100, over the cells between).

The library figures are one core; simulate and sweep run on all cores and
again with --jobs 1, the two in turn (so that the machine, which a shared VM's
neighbours speed up and slow down, moves both alike), and the ratio of the two
is printed, for -o FILE (which
syncs the file to disk and renames it into place, the same wait whatever the
number of threads) replacing the file of the run before, for -o FILE writing a
new file (the old one deleted before the clock starts), and for standard
output redirected to the file. A few
minutes after the builds (--quick: about a minute); the first build of the
benchmark suite takes several minutes more.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BENCHMARKS = os.path.join(ROOT, "Benchmarks")
sys.path.insert(0, HERE)
import numpy_baseline  # noqa: E402  (the NumPy side of the sampling comparison)
import python_peers  # noqa: E402  (the SciPy and NumPy sides of the metric, fit and sweep comparisons)


# -- the springlab commands, end to end ---------------------------------------------------------

# As installed (README, Quick start): one executable with everything linked in, the Swift standard
# library and the C library too, so that no dynamic loader runs at start-up, and its modules
# optimized together when linked (ThinLTO). It builds the package of the directory it runs in.
BUILD_RELEASE = os.path.join(ROOT, "scripts", "build-release")


def build_springlab():
    # The linker's notes on static glibc (dlopen and the like, which springlab's paths do not reach)
    # are shown only if the build fails.
    build = subprocess.run([BUILD_RELEASE, "--product", "springlab"],
                           cwd=ROOT, capture_output=True, text=True)
    if build.returncode != 0:
        raise SystemExit(f"compare: the release build failed:\n{build.stdout}{build.stderr}")


def springlab_path():
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "springlab")


def run_once(command, output=os.devnull, removing=None):
    """Wall seconds of one run of `command`, standard output to `output` (a path, truncated first);
    `removing`, a path, is deleted before the clock starts. Fails on a non-zero exit."""
    if removing and os.path.exists(removing):
        os.remove(removing)
    actions = [(os.POSIX_SPAWN_OPEN, 1, output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)]
    start = time.perf_counter()
    pid = os.posix_spawn(command[0], command, os.environ, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"compare: {' '.join(command)} failed ({os.waitstatus_to_exitcode(status)})")
    return seconds


def median_wall(command, runs, warmup=1, output=os.devnull):
    """Median wall seconds of `runs` runs of `command`, after `warmup` untimed ones."""
    for _ in range(warmup):
        run_once(command, output)
    return statistics.median(run_once(command, output) for _ in range(runs))


def streamed(command):
    """`command` writing to standard output instead of -o FILE: no sync and no rename at the end."""
    index = command.index("-o")
    return command[:index] + command[index + 2:], command[index + 1]


def walls(commands, runs, output=os.devnull, removing=None):
    """The wall seconds of each of `commands`, run in turn `runs` times after one untimed round:
    interleaved, so that a machine that speeds up or slows down meanwhile moves them alike and
    their ratio holds. `removing`: a path deleted before each run (`run_once`)."""
    for command in commands:
        run_once(command, output, removing)
    times = [[] for _ in commands]
    for _ in range(runs):
        for command, timed in zip(commands, times):
            timed.append(run_once(command, output, removing))
    return times


def median_walls(commands, runs, output=os.devnull, removing=None):
    """The median of each command's `walls`."""
    return [statistics.median(timed) for timed in walls(commands, runs, output, removing)]


def scaling(command, runs):
    """Median wall seconds on all cores and with --jobs 1, interleaved: for `command` as written
    (replacing the file of the run before), for `command` writing a new file (the old one deleted
    before the clock starts: replacing a file frees its blocks and cached pages, which for a few
    hundred megabytes takes a sizeable part of a second; every run's time, for the least too),
    and streamed to the file it names."""
    stream, path = streamed(command)
    both = [command, command + ["--jobs", "1"]]
    written = median_walls(both, runs)
    fresh = walls(both, runs, removing=path)
    return written, fresh, median_walls([stream, stream + ["--jobs", "1"]], runs, output=path)


def shown(command, replacing=None):
    """The command line as printed: `springlab ...`, a scratch path as FILE."""
    words = ["springlab"] + command[1:]
    return " ".join("FILE" if word == replacing else word for word in words)


# -- what starting a Swift command costs, without springlab ------------------------------------

PARSER_FLOOR_MAIN = """import ArgumentParser

struct Floor: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "floor", subcommands: [Fit.self])
}

struct Fit: ParsableCommand {
    @Option var stiffness: Double
    func run() { print(stiffness) }
}

Floor.main()
"""


def parser_groups_main(groups, per_group):
    """The same program as PARSER_FLOOR_MAIN with `groups` option groups of `per_group` `Double?`
    options each (--o0, --o1, ...) instead of its one option: what the options alone cost."""
    declarations = []
    for group in range(groups):
        options = "\n".join(f"    @Option var o{group * per_group + index}: Double?" for index in range(per_group))
        declarations.append(f"struct Group{group}: ParsableArguments {{\n{options}\n}}\n")
    members = "\n".join(f"    @OptionGroup var group{group}: Group{group}" for group in range(groups))
    return f"""import ArgumentParser

struct Floor: ParsableCommand {{
    static let configuration = CommandConfiguration(commandName: "floor", subcommands: [Fit.self])
}}

{"".join(declarations)}
struct Fit: ParsableCommand {{
{members}
    func run() {{ print(group0.o0 ?? 0) }}
}}

Floor.main()
"""


def build_startup_floors(scratch):
    """Three programs built like springlab (release, one static executable), for start-up's floor.

    A hello world; the least a swift-argument-parser command does: a root command with one
    subcommand of one option; and the same with 40 options in five option groups of eight, as
    `fit` has; against the same swift-argument-parser checkout springlab builds with.
    Returns the three command lines.
    """
    hello = os.path.join(scratch, "hello.swift")
    with open(hello, "w") as handle:
        handle.write('print("hello")\n')
    subprocess.run(["swiftc", "-O", "-static-executable", hello, "-o", os.path.join(scratch, "hello")],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    package = os.path.join(scratch, "floor")
    os.makedirs(os.path.join(package, "Sources", "floor"))
    parser_checkout = os.path.join(ROOT, ".build", "checkouts", "swift-argument-parser")
    with open(os.path.join(package, "Package.swift"), "w") as handle:
        handle.write(f"""// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "floor",
    dependencies: [.package(path: {json.dumps(parser_checkout)})],
    targets: [
        .executableTarget(
            name: "floor", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "floor40", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
    ]
)
""")
    os.makedirs(os.path.join(package, "Sources", "floor40"))
    for target, source in (("floor", PARSER_FLOOR_MAIN), ("floor40", parser_groups_main(5, 8))):
        with open(os.path.join(package, "Sources", target, "main.swift"), "w") as handle:
            handle.write(source)
    # Built as springlab is, less the profile: the build of a profile runs springlab's commands.
    subprocess.run([BUILD_RELEASE, "--no-profile"], cwd=package, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    built = os.path.join(package, ".build", "release")
    return ([os.path.join(scratch, "hello")],
            [os.path.join(built, "floor"), "fit", "--stiffness", "100"],
            [os.path.join(built, "floor40"), "fit", "--o0", "100"])


# What `fit` is timed on: one command line per way of writing a spring, after the root alone, and
# last one that names an option beyond the spring (the default frame rate), which fit's quick
# reader leaves to swift-argument-parser.
FIT = ["fit", "--stiffness", "100", "--damping", "10"]
STARTUP_COMMANDS = [
    ["--version"],
    FIT,
    ["fit", "--duration", "0.45", "--damping", "0.15"],
    ["fit", "--spring", "swiftui:preset=bouncy"],
    ["fit", "--settling-duration", "0.5", "--overshoot", "0.08"],
    FIT + ["--fps", "60"],
]


def instructions(command, scratch):
    """Instructions one run of `command` executes, counted by valgrind's callgrind: unlike a time, the
    same count however busy the machine is. Run on a copy of the program without debugging
    information, which valgrind cannot read from springlab. None without valgrind."""
    if shutil.which("valgrind") is None:
        return None
    program = os.path.join(scratch, "counted-" + os.path.basename(command[0]))
    subprocess.run(["strip", "-g", "-o", program, command[0]], check=True)
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", program, *command[1:]],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    os.remove(program)
    return int(re.search(r"Collected : (\d+)", run.stderr).group(1))


def instructions_per_cell(springlab, scratch):
    """Instructions a cell of the sweep below executes (its default columns, one core): a sweep of
    200 x 200 cells less one of 100 x 100, over the 30 000 cells between them, so that starting,
    parsing and the header cancel. None without valgrind."""
    def counted(side):
        return instructions([springlab, "sweep", "--stiffness", f"50...500:{side}", "--damping", f"5...40:{side}",
                             "--jobs", "1", "-o", os.path.join(scratch, "counted.csv")], scratch)
    small, large = counted(100), counted(200)
    return None if small is None else (large - small) / (200 * 200 - 100 * 100)


def startup_figures(springlab, runs, scratch):
    """(what, command line shown, median wall seconds, instructions) for each program that starts:
    `true`, the three floors, then springlab on STARTUP_COMMANDS."""
    hello, parser_floor, parser_groups = build_startup_floors(scratch)
    programs = [("`true`, a C program", [shutil.which("true")], None),
                ("Swift hello world (swiftc -O -static-executable)", hello, None),
                ("swift-argument-parser: one subcommand, one option (like springlab)", parser_floor,
                 "floor fit --stiffness 100"),
                ("the same with 40 options in 5 option groups of 8, as fit has", parser_groups,
                 "floor40 fit --o0 100")]
    programs += [(shown([springlab, *arguments]), [springlab, *arguments], None) for arguments in STARTUP_COMMANDS]
    return [(what, command_line, median_wall(command, runs, warmup=5), instructions(command, scratch))
            for what, command, command_line in programs]


def print_startup(figures, runs):
    print(f"starting a command (whole process: median wall of {runs} runs; instructions counted by "
          "valgrind --tool=callgrind)")
    for what, command_line, seconds, count in figures:
        counted = f"{count / 1e6:.2f} M instructions" if count is not None else "(no valgrind)"
        line(what, f"{seconds * 1e3:.2f} ms", counted)
        if command_line:
            print(f"    {command_line}")


# -- the library calls, from the benchmark suite -----------------------------------------------

def library_figures(quick):
    """Each benchmark of the suite: name -> (seconds per unit, unit), from its median iteration.

    A benchmark is named "what, N units": N units of work an iteration (Benchmarks/.../Work.swift).
    """
    command = ["swift", "package", "benchmark", "--format", "jmh", "--path", "stdout", "--no-progress"]
    if quick:
        command += ["--filter",
                    "Sampling: UniformSampler.*|Band exit.*|UIKit fit.*|Metrics.*|Worst case.*"]
    out = subprocess.run(command, cwd=BENCHMARKS, check=True, capture_output=True, text=True).stdout
    results = json.loads(next(line for line in out.splitlines() if line.startswith("[")))
    figures = {}
    for result in results:
        name = result["benchmark"].split(".", 3)[3].replace("_", " ")
        what, count, unit = re.fullmatch(r"(.*), (\d+) (\w+)", name).groups()
        wall = result["secondaryMetrics"]["Time (wall clock)"]
        assert wall["scoreUnit"] == "μs", wall["scoreUnit"]
        figures[what] = (wall["scorePercentiles"]["50.0"] * 1e-6 / int(count), unit)
    return figures


def instructions_per_spring(workload, scratch):
    """Instructions one spring of `workload` costs (Benchmarks/Tools/InstructionCounts, release): a
    run of 3 passes minus a run of none, over the springs the 3 passes computed. None without
    valgrind."""
    subprocess.run(["swift", "build", "-c", "release", "--product", "InstructionCounts"], cwd=BENCHMARKS,
                   check=True, capture_output=True)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=BENCHMARKS, check=True,
                            capture_output=True, text=True).stdout.strip()
    program = os.path.join(binary, "InstructionCounts")
    springs = int(subprocess.run([program, workload, "0"], check=True, capture_output=True, text=True).stdout)
    counts = [instructions([program, workload, str(passes)], scratch) for passes in (0, 3)]
    if None in counts:
        return None
    return (counts[1] - counts[0]) / (3 * springs)


def figure(figures, prefix):
    """Seconds per unit of the one benchmark whose name starts with `prefix`."""
    matches = [seconds for what, (seconds, _) in figures.items() if what.startswith(prefix)]
    assert len(matches) == 1, (prefix, list(figures))
    return matches[0]


# -- the Python side -----------------------------------------------------------------------------

def median_time(run, repeats):
    run()  # warm up: page faults, caches, NumPy dispatch
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def numpy_sampling(n, repeats):
    buffers = [np.empty(n) for _ in range(8)]
    obvious = n / median_time(lambda: numpy_baseline.obvious(n), repeats)
    careful = n / median_time(lambda: numpy_baseline.preallocated(n, buffers), repeats)
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
    return n / median_time(run, 3)


def simulate_numpy(rows, path):
    """The same curve in closed form, then savetxt: what a NumPy user writes. Seconds of one run."""
    start = time.perf_counter()
    t = np.arange(rows) * (1 / 120)
    x = -np.cos(10 * t)  # x0 = -1 at rest, omega0 = 10 rad/s, no damping
    data = np.column_stack([t, 1 + x, 10 * np.sin(10 * t), -100 * x])
    np.savetxt(path, data, fmt="%.17g", delimiter=",", header="time,value,velocity,acceleration", comments="")
    return time.perf_counter() - start


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


def random_springs(count, seed=2026):
    """(k, c, v0) of unit-mass springs spread as the suite's random workload: zeta 1e-2..1e2 and
    omega0 1e-1..1e4 log-uniform, one in eight at rest, else v0 = +-omega0 * 10^(-3..3).
    The same spread, not the same draw (Python's generator, not the suite's)."""
    rng = np.random.default_rng(seed)
    springs = []
    for _ in range(count):
        zeta, omega = 10 ** rng.uniform(-2, 2), 10 ** rng.uniform(-1, 4)
        at_rest = rng.integers(8) == 0
        v0 = 0.0 if at_rest else rng.choice([-1, 1]) * omega * 10 ** rng.uniform(-3, 3)
        springs.append((float(omega * omega), float(2 * zeta * omega), float(v0)))
    return springs


def scipy_metrics(springs):
    """Seconds per spring of the obvious SciPy code over `springs`."""
    start = time.perf_counter()
    for k, c, v0 in springs:
        python_peers.metrics_scipy(k, c, v0)
    return (time.perf_counter() - start) / len(springs)


def check_scipy_metrics(springlab, springs):
    """How many of `springs` the SciPy code settles within 1e-9 of `springlab fit --json`, and
    the largest relative difference: the dense grid misses peaks of lightly damped springs."""
    agree, worst = 0, 0.0
    for k, c, v0 in springs:
        out = subprocess.run([springlab, "fit", "--stiffness", repr(k), "--damping", repr(c), "--velocity",
                              repr(v0), "--json"], check=True, capture_output=True, text=True).stdout
        ours = json.loads(out)["settlingDuration"]
        theirs = python_peers.metrics_scipy(k, c, v0)[0]
        difference = abs(theirs - ours) / ours if ours else abs(theirs)
        agree += difference <= 1e-9
        worst = max(worst, difference)
    return agree, worst


def numpy_sweep(stiffness, damping, path):
    """Seconds of one run of the vectorized NumPy grid written with savetxt."""
    start = time.perf_counter()
    python_peers.write_grid(path, stiffness, damping)
    return time.perf_counter() - start


def check_same_sweep(ours, theirs):
    """springlab's settlingDuration column agrees with NumPy's to 1e-9 on every 997th cell."""
    with open(ours) as a, open(theirs) as b:
        column = a.readline().strip().split(",").index("settlingDuration")
        b.readline()
        for index, (x, y) in enumerate(zip(a, b)):
            if index % 997 == 0:
                mine, numpy_value = float(x.split(",")[column]), float(y.split(",")[2])
                assert abs(mine - numpy_value) <= 1e-9 * numpy_value, (index, mine, numpy_value)


# -- the report ----------------------------------------------------------------------------------

def line(what, value, note=""):
    print(f"  {what:70} {value:>18}  {note}".rstrip())


def print_streamed(command, fresh, seconds, runs):
    """The lines of `scaling`: the same command to a new file (median and least), and to standard
    output redirected to the file."""
    stream, path = streamed(command)
    cores, one = (statistics.median(times) for times in fresh)
    least_cores, least_one = (min(times) for times in fresh)
    line(f"the same to a new file, {os.cpu_count()} cores / one core in turn, median of {runs} runs",
         f"{cores:.2f} / {one:.2f} s", f"{one / cores:.2f}x")
    line(f"  the least of those {runs} runs", f"{least_cores:.2f} / {least_one:.2f} s")
    print(f"    {shown(command, path)} [--jobs 1], FILE deleted before each run")
    line(f"the same to standard output, {os.cpu_count()} cores / one core in turn, median of {runs} runs",
         f"{seconds[0]:.2f} / {seconds[1]:.2f} s", f"{seconds[1] / seconds[0]:.2f}x")
    print(f"    {shown(stream)} [--jobs 1] > FILE")


def duration(seconds):
    # The unit is chosen after rounding to three digits: 999.7 ns is 1 µs, not 1e+03 ns.
    nanoseconds = float(f"{seconds * 1e9:.3g}")
    return f"{nanoseconds:.3g} ns" if nanoseconds < 1000 else f"{seconds * 1e6:.3g} µs"


def rate(seconds_per_unit, unit):
    per_second = 1 / seconds_per_unit
    thousands = float(f"{per_second / 1e3:.3g}")
    scaled = f"{thousands:.3g} k" if thousands < 1000 else f"{per_second / 1e6:.3g} M"
    return f"{scaled} {unit}/s", f"{duration(seconds_per_unit)} a {unit.rstrip('s')}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes, fewer runs (about a minute)")
    parser.add_argument("--no-build", action="store_true", help="use the release springlab already built")
    parser.add_argument("--startup", action="store_true", help="only the start-up figures (a minute)")
    args = parser.parse_args()
    rows, side = (1_000_000, 300) if args.quick else (10_000_000, 1000)
    simulate_runs, sweep_runs, fit_runs = (3, 3, 30) if args.quick else (5, 5, 100)
    if not args.no_build:
        build_springlab()
    springlab = springlab_path()
    if args.startup:
        scratch = tempfile.mkdtemp(prefix="springlab-compare-")
        try:
            print_startup(startup_figures(springlab, fit_runs, scratch), fit_runs)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        return

    library = library_figures(args.quick)
    np_obvious, np_careful = numpy_sampling(1 << 18 if args.quick else 1 << 20, 5 if args.quick else 20)
    scipy_rate = scipy_sampling(1 << 13 if args.quick else 1 << 15)

    scratch = tempfile.mkdtemp(prefix="springlab-compare-")
    try:
        ours, theirs = os.path.join(scratch, "springlab.csv"), os.path.join(scratch, "numpy.csv")
        simulate = [springlab, "simulate", "--stiffness", "100", "--damping", "0", "--step", "1/120",
                    "--until", repr((rows - 1) / 120), "-o", ours]
        simulate_one = simulate + ["--jobs", "1"]
        (simulate_seconds, simulate_one_seconds), simulate_fresh, simulate_streamed = scaling(simulate, simulate_runs)
        ours_bytes = os.path.getsize(ours)
        numpy_seconds = simulate_numpy(rows, theirs)
        theirs_bytes = os.path.getsize(theirs)
        check_same_curve(ours, theirs, rows)
        os.remove(ours)
        os.remove(theirs)
        sweep_path, numpy_sweep_path = os.path.join(scratch, "sweep.csv"), os.path.join(scratch, "grid.csv")
        sweep = [springlab, "sweep", "--stiffness", f"50...500:{side}", "--damping", f"5...40:{side}",
                 "-o", sweep_path]
        sweep_one = sweep + ["--jobs", "1"]
        (sweep_seconds, sweep_one_seconds), sweep_fresh, sweep_streamed = scaling(sweep, sweep_runs)
        sweep_bytes = os.path.getsize(sweep_path)
        numpy_sweep_seconds = numpy_sweep(np.linspace(50, 500, side), np.linspace(5, 40, side), numpy_sweep_path)
        numpy_sweep_bytes = os.path.getsize(numpy_sweep_path)
        check_same_sweep(sweep_path, numpy_sweep_path)
        startup = startup_figures(springlab, fit_runs, scratch)
        metric_instructions = instructions_per_spring("metrics-random", scratch)
        cell_instructions = instructions_per_cell(springlab, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    # fit's whole process, from the start-up figures (one measurement, printed twice).
    fit = [springlab, *FIT]
    fit_seconds = next(seconds for what, _, seconds, _ in startup if what == shown(fit))
    python_fit = [sys.executable, os.path.join(HERE, "python_peers.py"), "100", "10"]
    python_fit_seconds = median_wall(python_fit, max(fit_runs // 5, 5), warmup=2)
    spawn_seconds = startup[0][2]  # `true`
    springs = random_springs(200 if args.quick else 1000)
    scipy_seconds = scipy_metrics(springs)
    agree, worst = check_scipy_metrics(springlab, springs[:20])

    import scipy
    print(f"springlab vs NumPy {np.__version__} / SciPy {scipy.__version__}, "
          f"{'quick' if args.quick else 'full'} run, {os.cpu_count()} cores")

    print("the library calls the commands make (Benchmarks/, release, one core; median iteration)")
    for what, (seconds, unit) in sorted(library.items()):
        line(what, *rate(seconds, unit))

    print("sampling a curve into memory (one core)")
    stepping = 1 / figure(library, "Sampling: UniformSampler.next()")
    numpy_best = max(np_obvious, np_careful)
    line("springlab UniformSampler.next() (what simulate steps through)", f"{stepping / 1e6:.0f} M/s")
    line("NumPy closed form, preallocated (out=)", f"{np_careful / 1e6:.1f} M/s")
    line("NumPy closed form, the obvious code (temporaries)", f"{np_obvious / 1e6:.1f} M/s")
    line("SciPy solve_ivp DOP853, t_eval on the grid", f"{scipy_rate / 1e6:.2f} M/s")
    line("ratio springlab / NumPy best", f"{stepping / numpy_best:.1f}x")
    line("ratio springlab / SciPy solve_ivp", f"{stepping / scipy_rate:.0f}x")

    print(f"simulate {rows:,} rows of an undamped curve to a CSV file (wall)")
    line(f"springlab, {os.cpu_count()} cores, median of {simulate_runs} runs", f"{simulate_seconds:.2f} s",
         f"{ours_bytes / 1e6:.0f} MB, {ours_bytes / simulate_seconds / 1e6:.0f} MB/s")
    print(f"    {shown(simulate, ours)}")
    line(f"springlab, one core, median of {simulate_runs} runs, in turn with the above",
         f"{simulate_one_seconds:.2f} s")
    print(f"    {shown(simulate_one, ours)}")
    line("ratio one core / all cores", f"{simulate_one_seconds / simulate_seconds:.2f}x")
    print_streamed(simulate, simulate_fresh, simulate_streamed, simulate_runs)
    line("NumPy closed form + savetxt(fmt='%.17g'), one run", f"{numpy_seconds:.2f} s",
         f"{theirs_bytes / 1e6:.0f} MB, {theirs_bytes / numpy_seconds / 1e6:.0f} MB/s")
    line("ratio NumPy / springlab (all cores)", f"{numpy_seconds / simulate_seconds:.1f}x")

    print("metrics of one spring: band exit, overshoot, peak time, crossings (one core)")
    ours = figure(library, "Metrics: SpringMetrics on random springs")
    line("springlab SpringMetrics (also Core Animation's settling, envelope)", f"{ours * 1e9:.3g} ns a spring")
    if metric_instructions is not None:
        line("the same, instructions a spring (valgrind --tool=callgrind)", f"{metric_instructions:.0f}")
        print("    Benchmarks/Tools/InstructionCounts metrics-random 3, less the same with 0, over the springs of 3 passes")
    line(f"SciPy, the obvious code, {len(springs)} random springs", f"{scipy_seconds * 1e6:.3g} µs a spring",
         f"settles {agree} of 20 within 1e-9 of springlab fit (worst {worst:.2g} relative)")
    line("ratio SciPy / springlab", f"{scipy_seconds / ours:.0f}x")
    worst_case, slowest = next((what, seconds) for what, (seconds, _) in library.items()
                               if what.startswith("Worst case: "))
    line(f"springlab {worst_case.removeprefix('Worst case: ')}", f"{duration(slowest)} a spring")

    print("one spring (whole process, one core)")
    line(f"springlab fit, median of {fit_runs} runs", f"{fit_seconds * 1e3:.1f} ms",
         f"of which starting a process: {spawn_seconds * 1e3:.1f} ms (`true`, same way)")
    print(f"    {shown(fit)}")
    line("Python + SciPy, the same metrics (bench/python_peers.py)", f"{python_fit_seconds * 1e3:.1f} ms")
    print("    python3 bench/python_peers.py 100 10")
    line("ratio Python / springlab", f"{python_fit_seconds / fit_seconds:.1f}x")
    print_startup(startup, fit_runs)

    print(f"sweep of {side} x {side} springs to a CSV file ({os.cpu_count()} cores)")
    line(f"springlab sweep, median of {sweep_runs} runs", f"{sweep_seconds:.2f} s",
         f"{side * side / sweep_seconds / 1e6:.2f} M cells/s, {sweep_bytes / 1e6:.0f} MB")
    print(f"    {shown(sweep, sweep_path)}")
    line(f"the same on one core, median of {sweep_runs} runs, in turn with the above",
         f"{sweep_one_seconds:.2f} s")
    print(f"    {shown(sweep_one, sweep_path)}")
    line("ratio one core / all cores", f"{sweep_one_seconds / sweep_seconds:.2f}x")
    print_streamed(sweep, sweep_fresh, sweep_streamed, sweep_runs)
    if cell_instructions is not None:
        line("instructions a cell, one core (valgrind --tool=callgrind)", f"{cell_instructions:.0f}")
        print("    springlab sweep --stiffness 50...500:200 --damping 5...40:200 --jobs 1 -o FILE, "
              "less the same at 100 x 100, over the 30,000 cells between")
    line("NumPy vectorized grid + savetxt(fmt='%.17g'), one run", f"{numpy_sweep_seconds:.2f} s",
         f"{numpy_sweep_bytes / 1e6:.0f} MB (6 columns; settling times agree to 1e-9)")
    line("ratio NumPy / springlab (all cores)", f"{numpy_sweep_seconds / sweep_seconds:.1f}x")


if __name__ == "__main__":
    main()
