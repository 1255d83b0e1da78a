"""Independent numbers for the notebooks to check springlab against.

Nothing here calls springlab. Two independent sources:

* the closed-form solution at 50 significant digits (mpmath), from the script
  that made data/reference/ (data/reference/generate.py): `exact()` returns its
  `Spring`, with x(t), v(t), and the band exit, overshoot and peak time computed
  from the solution's zeros and extrema, not from a sampled grid;
* scipy's `solve_ivp` with DOP853 at tight tolerances (`integrate()`), a
  general-purpose integrator that knows nothing about springs.

Convention (docs/physics.md, Conventions): the displacement x = progress − 1 starts at −1 and
the target is 0; velocities are fractions of the distance per second, positive
toward the target.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

import mpmath
import numpy as np
from scipy.integrate import solve_ivp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "data" / "reference"))
import generate  # noqa: E402  (data/reference/generate.py: mpmath closed form, 50 digits)

mpmath.mp.dps = 50


def exact(mass: float, stiffness: float, damping: float, velocity: float = 0.0) -> generate.Spring:
    """The exact motion (50 digits) of m x'' + c x' + k x = 0, x(0) = −1, x'(0) = velocity."""
    return generate.Spring(generate.SpringInput("notebook", float(mass), float(stiffness),
                                                float(damping), float(velocity)))


def band_exit(spring: generate.Spring, epsilon: float = 0.001) -> float:
    """Last time |x(t)| > ε, from the 50-digit solution, rounded to a double."""
    return float(generate.band_exit_time(spring, mpmath.mpf(epsilon)))


def overshoot(spring: generate.Spring) -> tuple[float, float | None]:
    """(largest excursion past the target, its time); (0, None) when it never passes."""
    amount, time = generate.overshoot_and_peak(spring)
    return float(amount), None if time is None else float(time)


def crossings(spring: generate.Spring, until: float) -> int:
    """Number of times x(t) crosses the target in (0, until]."""
    return generate.count_crossings(spring, mpmath.mpf(until))


def integrate(mass: float, stiffness: float, damping: float, velocity: float,
              times, rtol: float = 1e-13, atol: float = 1e-15) -> tuple[np.ndarray, np.ndarray]:
    """x and v at `times` from scipy's solve_ivp (DOP853), an independent integrator.

    The step is capped at a quarter of 1/ω0 so DOP853 never steps over an
    oscillation whatever the tolerance.
    """
    times = np.asarray(times, dtype=float)
    omega0 = math.sqrt(stiffness / mass)

    def rhs(_t, state):
        x, v = state
        return [v, -(damping * v + stiffness * x) / mass]

    with np.errstate(under="ignore", invalid="ignore"):
        solution = solve_ivp(rhs, (0.0, float(times[-1])), [-1.0, float(velocity)], method="DOP853",
                             t_eval=times, rtol=rtol, atol=atol, max_step=0.25 / omega0)
    assert solution.success, solution.message
    return solution.y[0], solution.y[1]
