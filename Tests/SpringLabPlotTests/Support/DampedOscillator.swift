import Foundation
import SpringLab

/// The textbook solution of m x'' + c x' + k x = 0 for an underdamped spring
/// (λ = c / 2m, ωd = √(k/m − λ²)):
/// x(t) = e^(−λt) [x0 cos ωd t + (v0 + λ x0) sin(ωd t) / ωd],
/// written out here so that the scenes are checked against the formula, not
/// against the library's own evaluation of it.
func underdampedDisplacement(_ spring: Spring, x0: Double = -1, v0: Double, at t: Double) -> Double {
    let lambda = spring.damping / (2 * spring.mass)
    let omegaD = (spring.stiffness / spring.mass - lambda * lambda).squareRoot()
    precondition(omegaD > 0, "the reference formula is for underdamped springs")
    return exp(-lambda * t) * (x0 * cos(omegaD * t) + (v0 + lambda * x0) * sin(omegaD * t) / omegaD)
}

/// Progress 0 → 1 of a UIKit animation on screen by the textbook formula:
/// the spring up to its duration T, the target after it.
func uikitProgress(_ uikit: UIKitSpring, at t: Double) throws -> Double {
    t > uikit.duration ? 1 : 1 + underdampedDisplacement(try uikit.spring(), v0: uikit.initialVelocity, at: t)
}
