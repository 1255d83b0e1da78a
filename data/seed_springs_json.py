#!/usr/bin/env python3
"""Regenerate data/seed-springs.json: `springlab fit --json` for every row of
data/seed-springs.csv, keyed by the row's id.

Run from the repository root:  python3 data/seed_springs_json.py
It uses $SPRINGLAB, or builds springlab (`swift build`) first. With --check it writes nothing and
exits 1 if the committed file differs from what the current code produces
(numbers compared to 1e-12 relative, so last-bit changes do not count).
"""
import csv
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from springlab_binary import springlab_binary  # noqa: E402  (scripts/springlab_binary.py)
SEEDS = ROOT / "data" / "seed-springs.csv"
OUTPUT = ROOT / "data" / "seed-springs.json"


def fit_arguments(row):
    """The `springlab fit` options that write this row's spring in its own API."""
    velocity = ["--velocity", row["initial_velocity"]] if row["initial_velocity"] else []
    if row["api"] == "UIView.animate":
        return ["--duration", row["duration"], "--damping", row["damping_ratio"]] + velocity
    if row["api"] == "CASpringAnimation":
        return ["--mass", row["mass"], "--stiffness", row["stiffness"], "--damping", row["damping"]] + velocity
    raise ValueError(f"{row['id']}: unknown api {row['api']!r}")


def seed_fits(binary):
    fits = {}
    with SEEDS.open(newline="") as handle:
        for row in csv.DictReader(handle):
            output = subprocess.run([str(binary), "fit", "--json"] + fit_arguments(row),
                                    check=True, capture_output=True, text=True).stdout
            fits[row["id"]] = {"api": row["api"], "where": row["where"], "fit": json.loads(output)}
    return fits


def same_within(committed, fresh, tolerance=1e-12):
    """Equal structure and text, numbers equal to `tolerance` relative: a solver
    change that moves a result by a few ulps does not make the file stale."""
    if isinstance(committed, dict) and isinstance(fresh, dict):
        return committed.keys() == fresh.keys() and all(
            same_within(committed[k], fresh[k], tolerance) for k in committed)
    if isinstance(committed, list) and isinstance(fresh, list):
        return len(committed) == len(fresh) and all(
            same_within(a, b, tolerance) for a, b in zip(committed, fresh))
    numbers = (int, float)
    if isinstance(committed, numbers) and isinstance(fresh, numbers) \
            and not isinstance(committed, bool) and not isinstance(fresh, bool):
        return abs(committed - fresh) <= tolerance * max(abs(committed), abs(fresh), 1e-300)
    return committed == fresh


def main():
    text = json.dumps(seed_fits(springlab_binary()), indent=2, ensure_ascii=False) + "\n"
    if "--check" in sys.argv[1:]:
        if not same_within(json.loads(OUTPUT.read_text()), json.loads(text)):
            sys.exit("data/seed-springs.json is stale: run python3 data/seed_springs_json.py")
        print("data/seed-springs.json is up to date (numbers to 1e-12 relative)")
        return
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT.relative_to(ROOT)} ({len(text)} bytes)")


if __name__ == "__main__":
    main()
