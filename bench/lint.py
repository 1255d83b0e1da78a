#!/usr/bin/env python3
"""`springlab lint` on a synthetic tree of a million lines, beside `grep -rn` on the same tree.

    python3 bench/lint.py [--lines N] [--runs R] [--springlab PATH] [--keep DIR]

Writes a tree of Swift, Kotlin, TypeScript (TSX) and Dart files, 1000 lines
each, N lines in all (default 10^6): ordinary code, comments and strings,
with one spring call every 200 lines drawn from 60 distinct springs (so that
groups form), and traps (springs in comments, strings and template
literals) that must not count. Then times, each the median of R runs
(default 5), alternating:

  lint   `springlab lint TREE --format json` to /dev/null
  grep   `grep -rn spring TREE` to /dev/null (reading every byte once)

The springlab measured is the release build (CONTRIBUTING.md), built first
unless --springlab names one. Prints lines, bytes, springs found and both times.
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RELEASE_FLAGS = ["-c", "release", "-Xswiftc", "-static-executable"]
LINES_PER_FILE = 1000
SPRING_EVERY = 200


def springs(rng):
    """60 distinct springs per language, as (language → list of one-line calls)."""
    values = [(round(rng.uniform(0.2, 0.9), 2), rng.choice([100, 170, 200, 300, 400, 600])) for _ in range(60)]
    return {
        "swift": [f"withAnimation(.spring(response: {round(6.2832 / k ** 0.5, 3)}, dampingFraction: {z})) {{ x = 1 }}"
                  for z, k in values],
        "kt": [f"val s = spring<Float>(dampingRatio = {z}f, stiffness = {k}f)" for z, k in values],
        "tsx": [f"<motion.div transition={{{{ type: \"spring\", stiffness: {k}, damping: {round(2 * z * k ** 0.5, 2)} }}}} />"
                for z, k in values],
        "dart": [f"final s = SpringDescription.withDampingRatio(mass: 1, stiffness: {k}, ratio: {z});" for z, k in values],
    }


FILLER = {
    "swift": [
        "    let value = items.map {{ $0.count * {n} }}.reduce(0, +)",
        "    // A comment that mentions .spring(response: 1, dampingFraction: 0.5) and must not count",
        "    let label = \"spring(duration: {n}) \\(name) in a string\"",
        "    if value > {n} {{ print(value) }}",
        "    func offset{n}(_ x: Int) -> Int {{ x + {n} }}",
    ],
    "kt": [
        "    val total = items.sumOf {{ it.size * {n} }}",
        "    // spring(dampingRatio = 0.1f, stiffness = 10f) in a comment",
        "    val text = \"spring(${{ value + {n} }}) stays a string\"",
        "    if (total > {n}) println(total)",
        "    fun offset{n}(x: Int): Int = x + {n}",
    ],
    "tsx": [
        "  const total = items.reduce((a, b) => a + b * {n}, 0);",
        "  // {{ type: \"spring\", stiffness: {n} }} in a comment",
        "  const text = `config: {{ tension: {n} }} ${{value}} in a template`;",
        "  if (total > {n}) console.log(total);",
        "  function offset{n}(x: number): number {{ return x + {n}; }}",
    ],
    "dart": [
        "  final total = items.fold(0, (a, b) => a + b * {n});",
        "  // SpringDescription(mass: 1, stiffness: {n}, damping: 1) in a comment",
        "  final text = 'SpringDescription(${{value + {n}}}) in a string';",
        "  if (total > {n}) print(total);",
        "  int offset{n}(int x) => x + {n};",
    ],
}


def write_tree(root, lines, rng):
    calls = springs(rng)
    languages = list(FILLER)
    written = 0
    index = 0
    while written < lines:
        language = languages[index % len(languages)]
        folder = os.path.join(root, f"module{index % 50}", language)
        os.makedirs(folder, exist_ok=True)
        count = min(LINES_PER_FILE, lines - written)
        body = []
        for line in range(count):
            if line % SPRING_EVERY == SPRING_EVERY // 2:
                body.append("    " + rng.choice(calls[language]))
            else:
                body.append(rng.choice(FILLER[language]).format(n=rng.randint(1, 999)))
        with open(os.path.join(folder, f"File{index}.{language}"), "w") as handle:
            handle.write("\n".join(body) + "\n")
        written += count
        index += 1


def build():
    subprocess.run(["swift", "build", *RELEASE_FLAGS, "--product", "springlab"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    path = subprocess.run(["swift", "build", *RELEASE_FLAGS, "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "springlab")


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--springlab")
    parser.add_argument("--keep")
    arguments = parser.parse_args()
    springlab = arguments.springlab or build()
    root = arguments.keep or tempfile.mkdtemp(prefix="springlab-lint-bench-")
    try:
        write_tree(root, arguments.lines, random.Random(1))
        size = sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(root) for f in files)
        output = subprocess.run([springlab, "lint", root, "--format", "json"], capture_output=True, text=True)
        found = json.loads(output.stdout)
        expected = arguments.lines // SPRING_EVERY
        lint_times, grep_times = [], []
        for _ in range(arguments.runs):
            lint_times.append(timed([springlab, "lint", root, "--format", "json"]))
            grep_times.append(timed(["grep", "-rn", "spring", root]))
        print(f"tree: {arguments.lines} lines, {size / 1e6:.1f} MB, {os.cpu_count()} cores")
        print(f"springs found: {len(found['springs'])} (written: {expected}), groups: {len(found['groups'])}")
        print(f"lint: median {statistics.median(lint_times):.3f} s  (runs: "
              + ", ".join(f"{t:.3f}" for t in lint_times) + ")")
        print(f"grep -rn: median {statistics.median(grep_times):.3f} s  (runs: "
              + ", ".join(f"{t:.3f}" for t in grep_times) + ")")
        return 0 if len(found["springs"]) == expected else 1
    finally:
        if not arguments.keep:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
