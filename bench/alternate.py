#!/usr/bin/env python3
"""Time two builds of springlab in turn on the same command, to see a change
through the machine's drift: the load of a shared machine moves a command's
time by more than many changes do, but it moves both builds alike when they
run alternately.

    python3 bench/alternate.py [--rounds N] [--jobs 2,1] [--to new-file|stdout]
                               OLD NEW -- COMMAND ARGUMENTS...

Each round runs OLD then NEW (NEW then OLD in every other round), once for
each --jobs value, with `--jobs J` appended to the arguments (`--jobs -`
appends nothing, for commands without that option). `--to new-file`
(the default) adds `-o FILE` and deletes FILE before each run; `--to stdout`
sends standard output to FILE. It prints, per build and --jobs, the median
and the least wall time and CPU time (user + system) over the rounds.

For example, the sweep of bench/compare.py, the build before a change
against the build with it (each a release build, as Quick start makes it):

    python3 bench/alternate.py --rounds 11 /tmp/before/springlab .build/release/springlab \\
        -- sweep --stiffness 50...500:1000 --damping 5...40:1000

Python 3 standard library only.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def timed(command, output, to_stdout):
    """Wall and CPU seconds of one run of command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    if to_stdout:
        with open(output, "wb") as sink:
            start = time.perf_counter()
            subprocess.run(command, stdout=sink, check=True)
    else:
        if os.path.exists(output):
            os.remove(output)
        start = time.perf_counter()
        subprocess.run(command + ["-o", output], stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--jobs", default="2,1", help="comma-separated --jobs values (default 2,1; - for none)")
    parser.add_argument("--to", choices=["new-file", "stdout"], default="new-file")
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command or args.rounds < 1:
        parser.error("give a springlab command after --, and at least one round")
    builds = {"old": os.path.abspath(args.old), "new": os.path.abspath(args.new)}
    jobs = args.jobs.split(",")
    results = {(name, j): [] for name in builds for j in jobs}
    with tempfile.TemporaryDirectory() as scratch:
        output = os.path.join(scratch, "output")
        for round in range(args.rounds):
            order = ["old", "new"] if round % 2 == 0 else ["new", "old"]
            for j in jobs:
                for name in order:
                    run = [builds[name]] + command + ([] if j == "-" else ["--jobs", j])
                    try:
                        results[(name, j)].append(timed(run, output, args.to == "stdout"))
                    except (OSError, subprocess.CalledProcessError) as error:
                        sys.exit(f"alternate.py: {' '.join(run)}: {error}")
    print(f"{' '.join(command)} ({args.to}), {args.rounds} rounds, builds in turn")
    for j in jobs:
        label = "" if j == "-" else f" --jobs {j}"
        for name in builds:
            walls = [wall for wall, _ in results[(name, j)]]
            cpus = [cpu for _, cpu in results[(name, j)]]
            print(f"  {name}{label}: wall median {statistics.median(walls):.3f} s, least {min(walls):.3f} s;"
                  f" CPU median {statistics.median(cpus):.3f} s, least {min(cpus):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
