#!/usr/bin/env python3
"""Independent high-precision reference data for the damped harmonic oscillator.

    m x'' + c x' + k x = 0,   x(0) = x0 = -1,   x'(0) = v0

x is the normalized displacement (progress - 1), so the target is x = 0 and the
distance is 1; v0 > 0 moves toward the target.  Derived quantities:

    omega0 = sqrt(k/m)            natural frequency (rad/s)
    zeta   = c / (2 sqrt(k m))    damping ratio
    lambda = c / (2 m)            = zeta * omega0, decay rate (1/s)

Everything is computed twice, independently:

* the closed-form solution evaluated with mpmath at 50 significant digits, and
* scipy.integrate.solve_ivp (DOP853, rtol 1e-13, atol 1e-15) as a cross-check.

The spring inputs (mass, stiffness, damping, v0) are Python floats; mpmath works
with their exact binary values, i.e. with exactly the numbers a Double parser
reads from the CSV.

Outputs, next to this script:

* springs.csv: one row per spring with zeta, omega0 and the band-exit settling
  time (epsilon = 0.001), overshoot, peak time and number of target crossings.
* curves.csv:  x and v at fixed sample times, closed form and solve_ivp.

Run from the repository root:  python3 data/reference/generate.py
The script is deterministic and asserts its own consistency checks.
"""

from __future__ import annotations

import csv
import math
import os
import warnings
from dataclasses import dataclass
from decimal import Decimal
from typing import Iterator

import mpmath
import numpy as np
from scipy.integrate import solve_ivp

mpmath.mp.dps = 50
mpf = mpmath.mpf

HERE = os.path.dirname(os.path.abspath(__file__))
EPSILON = mpf("0.001")            # settling band half-width, fraction of distance
X0 = -1.0                         # initial displacement, always -1
FIXED_TIMES = [0.0, 0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0]
IVP_RTOL = 1e-13
IVP_ATOL = 1e-15
MAX_IVP_DEVIATION = 1e-9          # |x - x_ivp| must stay below this
ROOT_RESIDUAL = mpf("1e-20")      # | |x(ts)| - eps | must stay below this
CHECK_GRID_POINTS = 1000          # dense grid after ts for the band check


# --------------------------------------------------------------------------
# Spring inputs
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class SpringInput:
    """A spring as written to springs.csv: SI units, x0 = -1 always."""
    id: str
    mass: float        # kg
    stiffness: float   # N/m
    damping: float     # N*s/m
    v0: float          # fraction of distance per second


def decimal_spring(id_: str, mass: str, omega0: str, zeta: str, v0: str) -> SpringInput:
    """Spring with k = m omega0^2 and c = 2 zeta omega0 m, formed in exact decimal.

    The decimal results are rounded once to float (what the CSV holds), so the
    realised zeta is the requested one up to ~1e-16 relative.  With m in
    {0.5, 1, 2.5, 10} and integer omega0, k and c = 2 m omega0 are exact binary
    numbers, hence zeta == 1 exactly for the critical springs.
    """
    m, w, z = Decimal(mass), Decimal(omega0), Decimal(zeta)
    return SpringInput(id_, float(m), float(m * w * w), float(2 * z * w * m), float(Decimal(v0)))


def spring_table() -> list[SpringInput]:
    """The reference springs: a zeta grid times three initial velocities, plus extras.

    Grid: 16 damping ratios from 0.05 to 20, including zeta = 1 exactly and
    1 +- 1e-9, 1 +- 1e-6.  For each zeta three springs with v0 = 0, v0 > 0
    (5 or omega0/2, alternating) and v0 = -3; (mass, omega0) rotates through
    four combinations so every zeta meets several masses and frequencies.
    """
    zetas = ["0.05", "0.1", "0.25", "0.5", "0.7", "0.9", "0.99",
             "0.999999", "0.999999999", "1", "1.000000001", "1.000001",
             "1.5", "2", "5", "20"]
    mass_omega = [("1", "10"), ("0.5", "1"), ("2.5", "100"), ("10", "500")]
    springs = []
    for i, zeta in enumerate(zetas):
        for j, kind in enumerate(["rest", "push", "pull"]):
            mass, omega0 = mass_omega[(i + j) % len(mass_omega)]
            if kind == "rest":
                v0 = "0"
            elif kind == "push":
                v0 = "5" if i % 2 == 0 else str(Decimal(omega0) / 2)
            else:
                v0 = "-3"
            springs.append(decimal_spring(f"z{zeta}-{kind}-m{mass}-w{omega0}", mass, omega0, zeta, v0))

    two_pi = 2.0 * math.pi
    springs += [
        # Core Animation / SwiftUI defaults and Apple's settlingDuration examples.
        SpringInput("ca-default", 1.0, 100.0, 10.0, 0.0),
        SpringInput("ca-damping5", 1.0, 100.0, 5.0, 0.0),
        SpringInput("ca-damping15", 1.0, 100.0, 15.0, 0.0),
        # SwiftUI Spring(duration: 0.5, bounce: b): k = (2 pi/d)^2, c = 4 pi zeta/d,
        # evaluated in double precision as an app would.
        SpringInput("swiftui-bouncy", 1.0, (two_pi / 0.5) ** 2, 4.0 * math.pi * 0.7 / 0.5, 0.0),
        SpringInput("swiftui-snappy", 1.0, (two_pi / 0.5) ** 2, 4.0 * math.pi * 0.85 / 0.5, 0.0),
        # bounce 0: zeta = 1 only up to double rounding (|zeta - 1| ~ 1e-16).
        SpringInput("swiftui-smooth", 1.0, (two_pi / 0.5) ** 2, 4.0 * math.pi / 0.5, 0.0),
        # Strong pushes make critical and overdamped springs overshoot once.
        decimal_spring("critical-strong-push", "1", "10", "1", "50"),
        decimal_spring("overdamped-strong-push", "2.5", "10", "2", "100"),
        decimal_spring("z20-w500-push", "0.5", "500", "20", "250"),
        # Irrational omega0 and assorted masses.
        SpringInput("m1-k2-c1", 1.0, 2.0, 1.0, 0.0),
        SpringInput("m0.5-k1-c0.1-push", 0.5, 1.0, 0.1, 0.5),
        decimal_spring("z0.3-m2.5-w30-push", "2.5", "30", "0.3", "15"),
        decimal_spring("z0.05-m10-w1-pull", "10", "1", "0.05", "-3"),
        decimal_spring("z0.15-m1-w300-rest", "1", "300", "0.15", "0"),
    ]
    assert len({s.id for s in springs}) == len(springs), "duplicate spring ids"
    return springs


# --------------------------------------------------------------------------
# Closed-form solution at 50 digits
# --------------------------------------------------------------------------

def first_positive_phase(p, q):
    """Smallest phi > 0 with p cos(phi) + q sin(phi) = 0 (p, q not both zero).

    The zeros are phi = atan(-p/q) + n pi; if that lands on phi <= 0, add pi.
    """
    if q == 0:
        return mpmath.pi / 2
    phi = mpmath.atan(-p / q)
    return phi if phi > 0 else phi + mpmath.pi


class Spring:
    """Exact solution of m x'' + c x' + k x = 0 with x(0) = x0, x'(0) = v0.

    The regime is decided exactly from the sign of the discriminant
    D = c^2 - 4 k m (products of doubles are exact at 50 digits):

    * D < 0, underdamped, omega_d = sqrt(-D)/(2m):
        x = e^(-lambda t) [A cos(omega_d t) + B sin(omega_d t)]
        v = e^(-lambda t) [v0 cos(omega_d t) - (lambda B + omega_d A) sin(omega_d t)]
        with A = x0, B = (v0 + lambda x0)/omega_d
    * D = 0, critical (zeta exactly 1), lambda = omega0:
        x = e^(-omega0 t) [x0 + (v0 + omega0 x0) t]
        v = e^(-omega0 t) [v0 - omega0 (v0 + omega0 x0) t]
    * D > 0, overdamped, gamma = sqrt(D)/(2m):
        x = e^(-lambda t) [A cosh(gamma t) + B sinh(gamma t)]
        v = e^(-lambda t) [v0 cosh(gamma t) + (gamma A - lambda B) sinh(gamma t)]
        with A = x0, B = (v0 + lambda x0)/gamma;
        equivalently x = a1 e^(r1 t) + a2 e^(r2 t), r1,2 = -lambda +- gamma,
        a1,2 = (A +- B)/2, which gives the zeros of x and v in closed form.

    Taking omega_d and gamma from sqrt(|D|) keeps them accurate even for
    |zeta - 1| ~ 1e-16; 50 digits leave ample margin for the 1/omega_d and
    1/gamma factors near zeta = 1 (at most ~8 digits are lost there).
    """

    def __init__(self, s: SpringInput):
        self.m, self.k, self.c = mpf(s.mass), mpf(s.stiffness), mpf(s.damping)
        self.x0, self.v0 = mpf(X0), mpf(s.v0)
        m, k, c = self.m, self.k, self.c
        self.omega0 = mpmath.sqrt(k / m)
        self.zeta = c / (2 * mpmath.sqrt(k * m))
        self.lam = c / (2 * m)
        disc = c * c - 4 * k * m
        if disc < 0:
            self.regime = "under"
            self.wd = mpmath.sqrt(-disc) / (2 * m)
            self.A, self.B = self.x0, (self.v0 + self.lam * self.x0) / self.wd
        elif disc == 0:
            self.regime = "critical"
            self.A, self.B = self.x0, self.v0 + self.omega0 * self.x0
        else:
            self.regime = "over"
            self.gamma = mpmath.sqrt(disc) / (2 * m)
            self.A, self.B = self.x0, (self.v0 + self.lam * self.x0) / self.gamma

    # -- state -------------------------------------------------------------

    def x(self, t):
        """Displacement x(t)."""
        t = mpf(t)
        if self.regime == "under":
            p = self.wd * t
            return mpmath.exp(-self.lam * t) * (self.A * mpmath.cos(p) + self.B * mpmath.sin(p))
        if self.regime == "critical":
            return mpmath.exp(-self.omega0 * t) * (self.A + self.B * t)
        g = self.gamma * t
        return mpmath.exp(-self.lam * t) * (self.A * mpmath.cosh(g) + self.B * mpmath.sinh(g))

    def v(self, t):
        """Velocity v(t) = x'(t)."""
        t = mpf(t)
        if self.regime == "under":
            p = self.wd * t
            q = self.lam * self.B + self.wd * self.A
            return mpmath.exp(-self.lam * t) * (self.v0 * mpmath.cos(p) - q * mpmath.sin(p))
        if self.regime == "critical":
            return mpmath.exp(-self.omega0 * t) * (self.v0 - self.omega0 * self.B * t)
        g = self.gamma * t
        q = self.gamma * self.A - self.lam * self.B
        return mpmath.exp(-self.lam * t) * (self.v0 * mpmath.cosh(g) + q * mpmath.sinh(g))

    @property
    def slowest_rate(self):
        """Decay rate of the slowest mode: lambda, omega0, or lambda - gamma."""
        if self.regime == "over":
            return self.lam - self.gamma
        return self.lam

    # -- zeros ---------------------------------------------------------------

    def _exp_form(self):
        """(a1, r1, a2, r2) of x = a1 e^(r1 t) + a2 e^(r2 t) (overdamped only)."""
        r1, r2 = -self.lam + self.gamma, -self.lam - self.gamma
        return (self.A + self.B) / 2, r1, (self.A - self.B) / 2, r2

    @staticmethod
    def _two_exp_zero(p1, r1, p2, r2):
        """Positive t with p1 e^(r1 t) + p2 e^(r2 t) = 0, or None.

        e^((r1 - r2) t) = -p2/p1  =>  t = ln(-p2/p1) / (r1 - r2), r1 > r2.
        """
        if p1 == 0:
            return None
        ratio = -p2 / p1
        if ratio <= 1:          # no zero, or a zero at t <= 0
            return None
        return mpmath.log(ratio) / (r1 - r2)

    def x_zeros(self) -> Iterator:
        """Zeros of x(t) for t > 0, in increasing order (infinite if underdamped)."""
        if self.regime == "under":
            phi = first_positive_phase(self.A, self.B)
            n = 0
            while True:
                yield (phi + n * mpmath.pi) / self.wd
                n += 1
        elif self.regime == "critical":
            # x0 + B t = 0
            if self.B != 0 and -self.A / self.B > 0:
                yield -self.A / self.B
        else:
            a1, r1, a2, r2 = self._exp_form()
            t = self._two_exp_zero(a1, r1, a2, r2)
            if t is not None:
                yield t

    def v_zeros(self) -> Iterator:
        """Zeros of v(t) for t > 0, in increasing order (infinite if underdamped).

        Every one of them is a strict local maximum of |x|: at v = 0 we have
        x'' = -k x / m, so x has an extremum of the sign of x.
        """
        if self.regime == "under":
            q = self.lam * self.B + self.wd * self.A
            phi = first_positive_phase(self.v0, -q)
            n = 0
            while True:
                yield (phi + n * mpmath.pi) / self.wd
                n += 1
        elif self.regime == "critical":
            # v0 - omega0 B t = 0
            if self.B != 0 and self.v0 / (self.omega0 * self.B) > 0:
                yield self.v0 / (self.omega0 * self.B)
        else:
            a1, r1, a2, r2 = self._exp_form()
            t = self._two_exp_zero(a1 * r1, r1, a2 * r2, r2)
            if t is not None:
                yield t


# --------------------------------------------------------------------------
# Derived quantities
# --------------------------------------------------------------------------

def last_peak_above_band(sp: Spring, eps):
    """Last local maximum of |x| on t >= 0 with |x| > eps.

    Candidates are t = 0 (|x(0)| = 1 > eps) and the zeros of v.  In the
    underdamped case |x| at consecutive zeros of v shrinks by the constant
    factor e^(-lambda pi / omega_d), so the scan stops at the first one
    inside the band; otherwise there is at most one zero of v.
    """
    last = mpf(0)
    for t in sp.v_zeros():
        if abs(sp.x(t)) <= eps:
            break
        last = t
    return last


def band_exit_upper_bracket(sp: Spring, t_peak, eps):
    """A time after t_peak at which |x| <= eps, with |x| monotone in between.

    After a local maximum of |x|, |x| decreases until the next zero of x
    (v cannot vanish first).  Without a further zero of x (critical or
    overdamped tail) |x| decreases to 0; double a step until inside the band.
    """
    for z in sp.x_zeros():
        if z > t_peak:
            return z
    step = 1 / sp.slowest_rate
    t = t_peak + step
    while abs(sp.x(t)) > eps:
        step *= 2
        t = t_peak + step
    return t


def band_exit_time(sp: Spring, eps=EPSILON):
    """Band-exit settling time: the last t >= 0 with |x(t)| > eps.

    |x(0)| = 1 > eps, so the answer is the root of |x(t)| = eps after the last
    local maximum of |x| above eps, found by bisection on a bracket where |x|
    is monotone, then polished with two Newton steps (d|x|/dt = sign(x) v).
    """
    t_peak = last_peak_above_band(sp, eps)
    t_hi = band_exit_upper_bracket(sp, t_peak, eps)
    f = lambda t: abs(sp.x(t)) - eps
    ts = mpmath.findroot(f, (t_peak, t_hi), solver="bisect", maxsteps=2000)
    for _ in range(2):
        x = sp.x(ts)
        ts -= (abs(x) - eps) / (mpmath.sign(x) * sp.v(ts))
    return ts


def overshoot_and_peak(sp: Spring):
    """(overshoot, peak_time): sup of x(t) over t > 0 past the target, and its time.

    x(0) = -1, so positive values of x are excursions past the target; they
    peak at zeros of v with x > 0.  In the underdamped case the first such
    zero is the largest (amplitudes shrink geometrically), and it is among
    the first two zeros of v.  Returns (0, None) if x never becomes positive.
    """
    for n, t in enumerate(sp.v_zeros()):
        x = sp.x(t)
        if x > 0:
            return x, t
        if n >= 1:
            break
    return mpf(0), None


def count_crossings(sp: Spring, t_end):
    """Number of zeros of x(t) in (0, t_end]."""
    n = 0
    for z in sp.x_zeros():
        if z > t_end:
            break
        n += 1
    return n


def check_band_exit(sp: Spring, ts, eps=EPSILON):
    """Assert that ts is the band exit: |x(ts)| = eps, outside just before, inside after.

    The dense grid covers [ts, ts + H], H = 3 max(ts, 2 pi/omega0, 1/slowest
    rate), linearly, plus geometric steps closing in on ts from above.
    """
    resid = abs(abs(sp.x(ts)) - eps)
    assert resid <= ROOT_RESIDUAL, f"|x(ts)| - eps = {resid}"
    span = 3 * max(ts, 2 * mpmath.pi / sp.omega0, 1 / sp.slowest_rate)
    grid = [ts + span * i / CHECK_GRID_POINTS for i in range(1, CHECK_GRID_POINTS + 1)]
    grid += [ts + ts * mpf(10) ** (-e) for e in range(1, 31)]
    limit = eps * (1 + mpf("1e-30"))
    for t in grid:
        assert abs(sp.x(t)) <= limit, f"|x({t})| = {abs(sp.x(t))} > eps after ts = {ts}"
    before = ts * (1 - mpf("1e-12"))
    assert abs(sp.x(before)) > eps, f"|x| not above eps just before ts = {ts}"


# --------------------------------------------------------------------------
# Independent numerical check
# --------------------------------------------------------------------------

def integrate_ivp(s: SpringInput, times: list[float]):
    """x, v at the given sorted times from solve_ivp (DOP853) in double precision."""
    m, k, c = s.mass, s.stiffness, s.damping
    omega0 = math.sqrt(k / m)

    def rhs(_t, y):
        return [y[1], -(c * y[1] + k * y[0]) / m]

    t_end = times[-1]
    if t_end == 0.0:
        return [X0], [s.v0]
    # Stiff, fast springs decay below 1e-300 before t = 5 s; DOP853's error
    # estimate then underflows to 0/0 and the step is just rejected and
    # retried.  That is harmless (the |x - x_ivp| assertion still applies),
    # so silence only that numpy floating-point warning here.
    with np.errstate(invalid="ignore", under="ignore"):
        sol = solve_ivp(rhs, (0.0, t_end), [X0, s.v0], method="DOP853",
                        t_eval=np.array(times), rtol=IVP_RTOL, atol=IVP_ATOL,
                        max_step=0.25 / omega0)
    assert sol.success, f"solve_ivp failed for {s.id}: {sol.message}"
    return list(sol.y[0]), list(sol.y[1])


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

def fmt(value) -> str:
    """Shortest round-trip text of the nearest double."""
    return repr(float(value))


def sample_times(ts) -> list[float]:
    """Fixed sample times plus ts/2 and ts (as doubles), sorted, without duplicates."""
    return sorted(set(FIXED_TIMES) | {float(ts / 2), float(ts)})


def main() -> None:
    warnings.simplefilter("error")      # any other warning fails the run
    spring_rows, curve_rows = [], []
    max_dev_x = max_dev_v = 0.0
    for s in spring_table():
        sp = Spring(s)
        ts = band_exit_time(sp)
        check_band_exit(sp, ts)
        peak, t_peak = overshoot_and_peak(sp)
        peak_cell = "" if t_peak is None or float(peak) == 0.0 else fmt(t_peak)
        spring_rows.append([s.id, fmt(s.mass), fmt(s.stiffness), fmt(s.damping), fmt(X0),
                            fmt(s.v0), fmt(sp.zeta), fmt(sp.omega0), fmt(ts),
                            fmt(peak), peak_cell, str(count_crossings(sp, ts))])

        times = sample_times(ts)
        xs_ivp, vs_ivp = integrate_ivp(s, times)
        for t, xi, vi in zip(times, xs_ivp, vs_ivp):
            x, v = sp.x(t), sp.v(t)
            dev_x = abs(float(x - mpf(xi)))
            assert dev_x <= MAX_IVP_DEVIATION, f"{s.id} t={t}: |x - x_ivp| = {dev_x}"
            max_dev_x = max(max_dev_x, dev_x)
            max_dev_v = max(max_dev_v, abs(float(v - mpf(vi))) / float(sp.omega0))
            curve_rows.append([s.id, fmt(t), fmt(x), fmt(v), fmt(xi), fmt(vi)])

    with open(os.path.join(HERE, "springs.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["id", "mass", "stiffness", "damping", "x0", "v0", "damping_ratio",
                    "natural_frequency", "settling_time", "overshoot", "peak_time", "crossings"])
        w.writerows(spring_rows)
    with open(os.path.join(HERE, "curves.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["id", "t", "x", "v", "x_ivp", "v_ivp"])
        w.writerows(curve_rows)
    print(f"{len(spring_rows)} springs, {len(curve_rows)} curve rows; "
          f"max |x - x_ivp| = {max_dev_x:.3g}, max |v - v_ivp|/omega0 = {max_dev_v:.3g}")


if __name__ == "__main__":
    main()
