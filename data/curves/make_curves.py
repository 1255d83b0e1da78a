"""Write the recorded-style curves of data/curves/ (see README.md beside this file).

Run from the repository root:  python3 data/curves/make_curves.py
Deterministic: the noise and the frame jitter come from numpy's PCG64 with fixed seeds.
The motions are the closed-form solution of x'' + c x' + k x = 0 (unit mass) evaluated
here with numpy; only the UIKit curve asks springlab for the spring UIKit's solver builds.
"""
import csv
import json
import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "scripts"))
from springlab_binary import springlab_binary  # noqa: E402


def displacement(k, c, v0, t):
    """x(t) of x'' + c x' + k x = 0 with x(0) = -1, x'(0) = v0 (t >= 0, numpy array)."""
    lam = c / 2
    q = k - lam * lam
    e = np.exp(-lam * t)
    if q > 0:
        w = np.sqrt(q)
        return e * (-np.cos(w * t) + (v0 - lam) / w * np.sin(w * t))
    if q < 0:
        g = np.sqrt(-q)
        return e * (-np.cosh(g * t) + (v0 - lam) / g * np.sinh(g * t))
    return e * (-1 + (v0 - lam) * t)


def velocity(k, c, v0, t, h=1e-7):
    return (displacement(k, c, v0, t + h) - displacement(k, c, v0, np.maximum(t - h, 0))) / (
        t + h - np.maximum(t - h, 0))


def write(name, header, rows):
    with open(HERE / name, "w", newline="") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(header)
        for row in rows:
            out.writerow([repr(float(x)) for x in row])


def uikit_snap():
    """elastic-settle (UIView.animate 0.45 s, damping 0.15, velocity 5.5) moving 0 → 300 pt,
    60 Hz frames for 0.75 s; UIKit stops at 0.45 s and shows 300 from then on."""
    fit = json.loads(subprocess.run(
        [str(springlab_binary()), "fit", "--json", "--duration", "0.45", "--damping", "0.15", "--velocity", "5.5"],
        check=True, capture_output=True, text=True).stdout)
    k, c, v0 = fit["stiffness"] / fit["mass"], fit["damping"] / fit["mass"], fit["initialVelocity"]
    t = np.arange(46) / 60
    y = 300 + 300 * displacement(k, c, v0, t)
    y[t >= 0.45 - 1e-12] = 300
    write("uikit-snap.csv", ["time", "value"], zip(t, y))


def overdamped():
    """k = 200, c = 40 (ζ = √2), released at rest from 0 to 1, 60 Hz for 1.2 s,
    with the velocity column as `springlab simulate` writes it."""
    t = np.arange(73) / 60
    x = displacement(200, 40, 0, t)
    write("overdamped.csv", ["time", "value", "velocity"], zip(t, 1 + x, velocity(200, 40, 0, t)))


def noisy():
    """k = 150, c = 12 (ζ ≈ 0.49), velocity 2 distances/s, from 100 to 400: 60 Hz frames whose
    recorded times are off by uniform ±1 ms (all but the first), values with Gaussian noise of
    0.1% of the distance (0.3), seeds 2026 and 7."""
    times = np.arange(91) / 60
    times[1:] += np.random.default_rng(2026).uniform(-0.001, 0.001, size=90)
    noise = np.random.default_rng(7).normal(0, 0.3, size=91)
    y = 400 + 300 * displacement(150, 12, 2, times) + noise
    write("noisy.csv", ["time", "value"], zip(times, y))


def ease_in_out():
    """CSS ease-in-out, cubic-bezier(0.42, 0, 0.58, 1), 0 → 300 over 0.5 s, 60 Hz frames for 0.7 s."""
    def bezier(p1, p2, u):
        return 3 * (1 - u) ** 2 * u * p1 + 3 * (1 - u) * u * u * p2 + u ** 3

    def progress(x):
        lo, hi = 0.0, 1.0
        for _ in range(60):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if bezier(0.42, 0.58, mid) < x else (lo, mid)
        return bezier(0, 1, (lo + hi) / 2)

    t = np.arange(43) / 60
    write("ease-in-out.csv", ["time", "value"], ((ti, 300 * progress(min(ti / 0.5, 1))) for ti in t))


def recordings():
    """The same kind of motion saved as recording tools save it (no noise): a tab-separated
    table of frame numbers and pixels, a semicolon-separated table in milliseconds with
    Windows line ends, and a JSON array of values at frames."""
    frames = np.arange(121)
    y = 240 + 240 * displacement(300, 20, 0, frames / 120)
    with open(HERE / "frames-120hz.tsv", "w", newline="") as f:
        f.write("frame\ty_px\n" + "".join(f"{n}\t{float(v)!r}\n" for n, v in zip(frames, y)))
    t = np.arange(61) / 60
    y = 400 + 300 * displacement(150, 12, 2, t)
    with open(HERE / "capture-ms.csv", "w", newline="") as f:
        f.write("time_ms;position\r\n" + "".join(f"{float(ti * 1000)!r};{float(v)!r}\r\n" for ti, v in zip(t, y)))
    x = 1 + displacement(400, 28, 0, t)
    with open(HERE / "positions.json", "w") as f:
        f.write("[" + ", ".join(repr(float(v)) for v in x) + "]\n")


if __name__ == "__main__":
    uikit_snap()
    overdamped()
    noisy()
    ease_in_out()
    recordings()
