"""What a Python user would write for the questions springlab answers: the peers in compare.py.

Each peer computes the band exit (the last time |x| > eps), the overshoot and its peak time, and
the target crossings before the band exit, of the normalized motion (x0 = -1 toward 0, unit
mass, velocity in distances per second), or samples the curve:

- `metrics_scipy`, one spring at a time, the obvious way: sample the closed form on a dense grid
  over a horizon long enough for the decay envelope to fall below eps, take the last sample
  outside the band, refine with scipy.optimize.brentq, and refine the largest overshoot sample
  with scipy.optimize.minimize_scalar. The peer of `springlab fit` (a whole process) and of the
  metrics of one spring.
- `grid_numpy`, a whole grid of springs released at rest, vectorized: the peaks of an
  underdamped motion at rest are at k*pi/wd with |x| = exp(-lambda*k*pi/wd), so the last one
  outside the band is known in closed form; the exit after it (or, without oscillation, the
  one crossing of |x| = eps) is found by 60 steps of bisection on whole arrays. The peer of
  `springlab sweep` over stiffness x damping, written with numpy.savetxt.
- `write_curve`, the undamped curve of `springlab simulate --stiffness 100 --damping 0` in
  closed form with NumPy, written with numpy.savetxt (fmt='%.17g', which round-trips).

The closed form is the textbook one (e.g. A. P. French, Vibrations and Waves, ch. 3):
x(t) = exp(-lambda t) [x0 c(t) + (v0 + lambda x0) s(t)] with c, s = cos(wd t), sin(wd t)/wd
(underdamped), 1, t (critical), cosh(g t), sinh(g t)/g (overdamped), lambda = c/2, w0 = sqrt(k).

Each peer runs as a command, as compare.py times it:

    python3 bench/python_peers.py fit K C [V]        one spring's metrics, printed
    python3 bench/python_peers.py simulate ROWS FILE the undamped curve, ROWS rows at 1/120 s
    python3 bench/python_peers.py sweep SIDE FILE    stiffness 50..500 x damping 5..40, SIDE x SIDE
    python3 bench/python_peers.py metrics COUNT      seconds a spring over COUNT random springs
"""
import math
import sys
import time

import numpy as np
from scipy.optimize import brentq, minimize_scalar

EPSILON = 1e-3


def displacement(t, k, c, v0, x0=-1.0):
    """x(t) of the unit-mass spring (k, c) released at x0 with velocity v0; t a float or an array."""
    decay = c / 2
    q = v0 + decay * x0
    disc = k - decay * decay
    if disc > 0:
        wd = math.sqrt(disc)
        return np.exp(-decay * t) * (x0 * np.cos(wd * t) + q * np.sin(wd * t) / wd)
    if disc < 0:
        g = math.sqrt(-disc)
        # cosh and sinh written with the slow and fast exponentials, so large t does not overflow.
        slow, fast = np.exp((g - decay) * t), np.exp(-(g + decay) * t)
        return x0 * (slow + fast) / 2 + q * (slow - fast) / (2 * g)
    return np.exp(-decay * t) * (x0 + q * t)


def metrics_scipy(k, c, v0, epsilon=EPSILON, samples=4096):
    """(band exit, overshoot, peak time, crossings) of one spring, the obvious SciPy way."""
    decay = c / 2
    disc = k - decay * decay
    slowest = decay if disc >= 0 else decay - math.sqrt(-disc)
    amplitude = 1 + abs(v0) / math.sqrt(k)
    horizon = 2 * (math.log(amplitude / epsilon) + 1) / slowest
    t = np.linspace(0, horizon, samples)
    x = displacement(t, k, c, v0)
    outside = np.nonzero(np.abs(x) > epsilon)[0]
    if len(outside) == 0:
        settle = 0.0
    else:
        i = outside[-1]
        f = lambda s: abs(displacement(s, k, c, v0)) - epsilon  # noqa: E731
        settle = brentq(f, t[i], t[i + 1], xtol=1e-15, rtol=1e-15) if i + 1 < samples else math.inf
    past = x  # the start is -1, so past the target is x > 0
    j = int(np.argmax(past))
    if past[j] <= 0:
        overshoot, peak = 0.0, None
    else:
        lo, hi = t[max(j - 1, 0)], t[min(j + 1, samples - 1)]
        found = minimize_scalar(lambda s: -displacement(s, k, c, v0), bounds=(lo, hi), method="bounded",
                                options={"xatol": 1e-14})
        overshoot, peak = -found.fun, found.x
    before = x[t <= settle]
    crossings = int(np.count_nonzero(np.signbit(before[1:]) != np.signbit(before[:-1])))
    return settle, overshoot, peak, crossings


def grid_numpy(stiffness, damping, epsilon=EPSILON):
    """Band exit, overshoot, peak time and crossings of every (k, c) pair, released at rest.

    `stiffness` and `damping` are arrays of the same shape; returns four arrays of it.
    """
    k, c = np.broadcast_arrays(np.asarray(stiffness, float), np.asarray(damping, float))
    decay = c / 2
    disc = k - decay * decay
    under = disc > 0
    wd = np.sqrt(np.where(under, disc, 1.0))
    g = np.sqrt(np.where(under, 1.0, np.maximum(-disc, 0.0)))
    log_band = math.log(1 / epsilon)

    @np.errstate(divide="ignore", invalid="ignore", over="ignore")
    def x(t):
        # Each branch is computed on the whole array and the right one chosen per cell.
        e = np.exp(-decay * t)
        oscillating = -e * (np.cos(wd * t) + decay * np.sin(wd * t) / wd)
        slow, fast = np.exp((g - decay) * t), np.exp(-(g + decay) * t)
        creeping = np.where(disc < 0, -(slow + fast) / 2 - decay * (slow - fast) / (2 * g), -e * (1 + decay * t))
        return np.where(under, oscillating, creeping)

    # Peaks at rest: t_n = n pi/wd with |x| = exp(-lambda n pi/wd); the last above eps is
    # n = floor(ln(1/eps) / (lambda pi/wd)), and the exit lies between t_n and the next zero.
    half_period = np.pi / wd
    per_peak = decay * half_period
    with np.errstate(divide="ignore"):
        last = np.where(under, np.floor(log_band / per_peak), 0.0)
    low = np.where(under, last * half_period, 0.0)
    first_zero = (np.pi - np.arctan2(wd, decay)) / wd  # x = 0 where tan(wd t) = -wd/lambda
    high = np.where(under, low + first_zero, 0.0)
    # Without oscillation |x| falls from 1 monotonically: bracket with the slow rate.
    slow_rate = np.where(disc < 0, decay - g, decay)
    high = np.where(under, high, (log_band + 2 + np.log1p(decay / np.maximum(slow_rate, 1e-300))) / slow_rate)
    side = np.where(under & (last % 2 == 1), 1.0, -1.0)  # the sign of x at the last peak
    for _ in range(60):
        middle = 0.5 * (low + high)
        outside = side * x(middle) > epsilon
        low = np.where(outside, middle, low)
        high = np.where(outside, high, middle)
    settle = 0.5 * (low + high)
    overshoot = np.where(under, np.exp(-per_peak), 0.0)
    peak = np.where(under, half_period, np.nan)
    crossings = np.where(under, last, 0.0)
    return settle, overshoot, peak, crossings


def write_grid(path, stiffness, damping):
    """The sweep peer end to end: the grid, its metrics, numpy.savetxt with round-trip digits."""
    k, c = np.meshgrid(stiffness, damping, indexing="ij")
    settle, overshoot, peak, crossings = grid_numpy(k, c)
    data = np.column_stack([a.ravel() for a in (k, c, settle, overshoot, peak, crossings)])
    np.savetxt(path, data, fmt="%.17g", delimiter=",", comments="",
               header="stiffness,damping,settlingDuration,overshoot,peakTime,crossings")


def write_curve(path, rows):
    """simulate's undamped curve (k 100, c 0, from 0 to 1 at rest) at t = n/120, n < rows, as CSV."""
    t = np.arange(rows) * (1 / 120)
    x = -np.cos(10 * t)  # x0 = -1 at rest, omega0 = 10 rad/s, no damping
    data = np.column_stack([t, 1 + x, 10 * np.sin(10 * t), -100 * x])
    np.savetxt(path, data, fmt="%.17g", delimiter=",", header="time,value,velocity,acceleration", comments="")


def random_springs(count, seed=2026):
    """(k, c, v0) of unit-mass springs over springlab's accepted range: zeta 1e-2..1e2 and omega0
    1e-1..1e4 log-uniform, one in eight at rest, else v0 = +-omega0 * 10^(-3..3)."""
    rng = np.random.default_rng(seed)
    springs = []
    for _ in range(count):
        zeta, omega = 10 ** rng.uniform(-2, 2), 10 ** rng.uniform(-1, 4)
        at_rest = rng.integers(8) == 0
        v0 = 0.0 if at_rest else rng.choice([-1, 1]) * omega * 10 ** rng.uniform(-3, 3)
        springs.append((float(omega * omega), float(2 * zeta * omega), float(v0)))
    return springs


def seconds_a_spring(count):
    """Seconds per spring of metrics_scipy over `count` random springs, after one warm-up spring."""
    springs = random_springs(count)
    metrics_scipy(*springs[0])
    start = time.perf_counter()
    for k, c, v0 in springs:
        metrics_scipy(k, c, v0)
    return (time.perf_counter() - start) / count


def main(arguments):
    command = arguments[0] if arguments else ""
    if command == "fit" and len(arguments) in (3, 4):
        k, c = float(arguments[1]), float(arguments[2])
        v0 = float(arguments[3]) if len(arguments) > 3 else 0.0
        settle, overshoot, peak, crossings = metrics_scipy(k, c, v0)
        print(f"settling {settle:.6g} s, overshoot {overshoot:.6g}, peak {peak}, crossings {crossings}")
    elif command == "simulate" and len(arguments) == 3:
        write_curve(arguments[2], int(arguments[1]))
    elif command == "sweep" and len(arguments) == 3:
        side = int(arguments[1])
        write_grid(arguments[2], np.linspace(50, 500, side), np.linspace(5, 40, side))
    elif command == "metrics" and len(arguments) == 2:
        print(f"{seconds_a_spring(int(arguments[1])):.6e}")
    else:
        sys.exit("usage: python_peers.py fit K C [V] | simulate ROWS FILE | sweep SIDE FILE | metrics COUNT")


if __name__ == "__main__":
    main(sys.argv[1:])
