#!/usr/bin/env python3
"""NumPy's vectorised closed form of the damped spring: samples per second into memory.

The baseline springlab's sampling benchmarks are compared with ("the obvious
alternative a user would reach for"). It evaluates the same curve as the
Swift benchmark (Benchmarks/SpringLabBenchmarks: m 1, k 100, c 10, so ζ = 0.5,
released from x0 = -1 at rest, 1/120 s grid, 2^20 samples) and produces the
same four columns: time, displacement, velocity, acceleration, as float64
arrays in memory. Only the evaluation is timed, not imports or the first call.

    python3 bench/numpy_baseline.py [--samples N] [--repeats R]

Prints one line per variant with the best-of-R throughput, then a summary line
"numpy closed form: X samples/s" (the best variant) for scripts to parse.
"""
import argparse
import math
import time

import numpy as np

MASS, STIFFNESS, DAMPING = 1.0, 100.0, 10.0
X0, V0 = -1.0, 0.0
STEP = 1.0 / 120


def constants():
    omega0 = math.sqrt(STIFFNESS / MASS)
    decay = DAMPING / (2 * MASS)
    zeta = decay / omega0
    assert zeta < 1, "the benchmark spring is underdamped"
    return decay, omega0 * omega0, omega0 * math.sqrt((1 - zeta) * (1 + zeta))


def obvious(n):
    """What a user writes: whole-array expressions, NumPy allocating temporaries."""
    decay, omega0_sq, omega_d = constants()
    t = np.arange(n) * STEP
    envelope = np.exp(-decay * t)
    cos, sin = np.cos(omega_d * t), np.sin(omega_d * t)
    b = (V0 + decay * X0) / omega_d
    x = envelope * (X0 * cos + b * sin)
    v = envelope * ((V0 * cos) - (X0 * omega0_sq + decay * V0) / omega_d * sin)
    a = -2 * decay * v - omega0_sq * x
    return t, x, v, a


def preallocated(n, out):
    """The careful version: every operation writes into preallocated buffers (out=)."""
    decay, omega0_sq, omega_d = constants()
    t, x, v, a, envelope, cos, sin, tmp = out
    np.multiply(np.arange(n, dtype=np.float64), STEP, out=t)
    np.multiply(t, -decay, out=tmp)
    np.exp(tmp, out=envelope)
    np.multiply(t, omega_d, out=tmp)
    np.cos(tmp, out=cos)
    np.sin(tmp, out=sin)
    b = (V0 + decay * X0) / omega_d
    d = -(X0 * omega0_sq + decay * V0) / omega_d
    np.multiply(cos, X0, out=x)
    np.multiply(sin, b, out=tmp)
    np.add(x, tmp, out=x)
    np.multiply(x, envelope, out=x)
    np.multiply(cos, V0, out=v)
    np.multiply(sin, d, out=tmp)
    np.add(v, tmp, out=v)
    np.multiply(v, envelope, out=v)
    np.multiply(v, -2 * decay, out=a)
    np.multiply(x, omega0_sq, out=tmp)
    np.subtract(a, tmp, out=a)
    return t, x, v, a


def best_rate(run, n, repeats):
    run()  # warm up: page faults, caches, NumPy dispatch
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return n / best


def check(n):
    """The arrays are the curve: x(0) = x0, and x'' + 2λx' + ω0²x = 0 at a late sample."""
    t, x, v, a = obvious(n)
    assert x[0] == X0 and v[0] == V0
    decay, omega0_sq, omega_d = constants()
    k = n // 3
    exact = math.exp(-decay * t[k]) * (X0 * math.cos(omega_d * t[k])
                                       + (V0 + decay * X0) / omega_d * math.sin(omega_d * t[k]))
    assert abs(x[k] - exact) <= 1e-12, (x[k], exact)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=1 << 20)
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    n = args.samples
    check(n)
    buffers = [np.empty(n) for _ in range(8)]
    rates = {
        "obvious (temporaries)": best_rate(lambda: obvious(n), n, args.repeats),
        "preallocated (out=)": best_rate(lambda: preallocated(n, buffers), n, args.repeats),
    }
    print(f"numpy {np.__version__}, {n} samples of (t, x, v, a), best of {args.repeats}")
    for name, rate in rates.items():
        print(f"  {name:24} {rate / 1e6:8.1f} M samples/s")
    print(f"numpy closed form: {max(rates.values()):.4g} samples/s")


if __name__ == "__main__":
    main()
