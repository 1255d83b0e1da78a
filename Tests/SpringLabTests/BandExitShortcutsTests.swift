import RealModule
import SpringLabTestSupport
import Testing

@testable import SpringLab

/// The closed forms and bounds the band exit uses in place of evaluations,
/// each against the solution itself.
@Suite("Band exit shortcuts")
struct BandExitShortcutsTests {
    /// At a zero of the velocity |x| = hypot(x0 ωd, v0 + λx0) e^(−λt)/ω0
    /// (docs/physics.md: x = R e^(−λt) cos(ωd t − φ), and there
    /// |cos(ωd t − φ)| = ωd/ω0). Compared with the evaluated displacement,
    /// which is good to a few ulps of max(|x0|, |v0|/ω0).
    @Test("the closed-form extremum equals the evaluated displacement at the first two extrema")
    func extremumClosedForm() throws {
        var generator = SplitMix64(seed: 11)
        var checked = 0
        for _ in 0..<2000 {
            let zeta = generator.uniform(0.01, 0.89)
            let omega = Double.pow(10, generator.uniform(-1, 3))
            let velocity = generator.uniform(-5, 5) * omega
            let motion = try SpringMotion(
                animating: Spring(naturalFrequency: omega, dampingRatio: zeta), initialVelocity: velocity)
            let extrema = motion.velocityZeros
            let first = try #require(extrema.first), spacing = try #require(extrema.spacing)
            let scale = Swift.max(1, velocity.magnitude / omega)
            for t in [first, first + spacing] {
                let closed = try #require(motion.oscillatingExtremumMagnitude(at: t))
                let evaluated = motion.displacement(at: t).magnitude
                #expect(
                    closed.isApproximatelyEqual(to: evaluated, absoluteTolerance: 1e-14 * scale),
                    "ζ \(zeta) ω0 \(omega) v0 \(velocity) t \(t)")
                checked += 1
            }
        }
        #expect(checked == 4000)
    }

    /// The velocity of `x = R e^(−λt) cos(ωd t − φ)` is
    /// `−R ω0 e^(−λt) cos(ωd t − φ − β)` with `tan β = ωd/λ`, so the target
    /// crossings precede the extrema by β/ωd (modulo half a period). The
    /// crossings found that way must be where the displacement changes sign:
    /// |x| is a few ulps of the scale there, and the crossing lies between
    /// the samples a hundredth of a half period either side. Starts at the
    /// target (x0 = 0), where the shift lands on t = 0, are solved directly
    /// and must give the half period.
    @Test("crossings shifted from the extrema are the zeros of the displacement")
    func crossingsFromExtrema() throws {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<2000 {
            let zeta = generator.next() % 8 == 0 ? 0 : generator.uniform(0, 0.999)
            let omega = Double.pow(10, generator.uniform(-1, 3))
            let velocity = generator.uniform(-1, 1) * omega * Double.pow(10, generator.uniform(-3, 3))
            let x0 = generator.next() % 8 == 0 ? 0 : generator.uniform(-2, 2)
            let motion = try SpringMotion(
                spring: Spring(naturalFrequency: omega, dampingRatio: zeta),
                initialState: SpringState(displacement: x0, velocity: velocity))
            let landmarks = MotionLandmarks(motion)
            let crossing = try #require(landmarks.crossings.first)
            let spacing = try #require(landmarks.crossings.spacing)
            let scale = Swift.max(x0.magnitude, velocity.magnitude / omega)
            let label = "ζ \(zeta) ω0 \(omega) x0 \(x0) v0 \(velocity)"
            #expect(crossing > 0 && crossing <= spacing, "\(label)")
            if x0 == 0 { #expect(crossing.isApproximatelyEqual(to: spacing, relativeTolerance: 1e-14), "\(label)") }
            let envelope = Double.exp(-motion.constants.decay * crossing)
            #expect(motion.displacement(at: crossing).magnitude <= 1e-13 * scale * envelope, "\(label)")
            let before = motion.displacement(at: crossing - 0.01 * spacing)
            let after = motion.displacement(at: crossing + 0.01 * spacing)
            #expect(before * after < 0, "\(label)")
        }
    }

    /// The oscillating exit solved in the phase (for ζ ≤ 1/√2 it is returned
    /// without evaluating the solution) against the root of |x(t)| = ε on the
    /// solution itself, bracketed by the last peak outside and the next target
    /// crossing and started from the bracket's middle. Both are good to a few
    /// ulps where the exit is well conditioned; where a peak barely clears ε
    /// the root moves by the solution's rounding, ~1e-15 of the envelope
    /// `max(|x0|, |v0|/ω0) e^(−λt)`, over |x′|, which is then small: the
    /// tolerance is 1e-13 relative plus ten times that. Includes starts from
    /// rest, bands from 1e-9 to 0.3, bands within a millionth of a peak and
    /// ζ around the 1/√2 switch.
    @Test("the exit solved in the phase agrees with the root on the solution")
    func phaseExitMatchesRoot() throws {
        var generator = SplitMix64(seed: 14)
        for index in 0..<3000 {
            let zeta = index % 10 == 0 ? generator.uniform(0.69, 0.72) : generator.uniform(0.005, 0.75)
            let omega = Double.pow(10, generator.uniform(-1, 4))
            let velocity =
                index % 7 == 0 ? 0 : generator.uniform(-1, 1) * omega * Double.pow(10, generator.uniform(-3, 3))
            let motion = try SpringMotion(
                animating: Spring(naturalFrequency: omega, dampingRatio: zeta), initialVelocity: velocity)
            let landmarks = MotionLandmarks(motion)
            // Every fifth band set at a peak's height, give or take a part in a million.
            var epsilon = Double.pow(10, generator.uniform(-9, -0.5))
            if index % 5 == 0, let first = landmarks.extrema.first, let spacing = landmarks.extrema.spacing {
                let peak = first + Double(generator.next() % 4) * spacing
                epsilon = motion.displacement(at: peak).magnitude * (1 + generator.uniform(-1e-6, 1e-6))
            }
            let label = "ζ \(zeta) ω0 \(omega) v0 \(velocity) ε \(epsilon)"
            guard let start = motion.lastPeakOutside(epsilon: epsilon, landmarks), let peak = start.time,
                let zero = landmarks.crossings.first(after: peak)
            else { continue }
            let side: Double = start.displacement < 0 ? -1 : 1
            let root = decreasingRoot(in: peak, zero) { t in
                motion.derivatives(at: t).shifted(by: -side * epsilon, scaled: side)
            }
            let exit = try #require(motion.bandExit(epsilon: epsilon).seconds, "\(label)")
            let scale = Swift.max(1, velocity.magnitude / omega)
            let noise = 1e-14 * scale * Double.exp(-motion.constants.decay * root) / motion.velocity(at: root).magnitude
            #expect((exit - root).magnitude <= 1e-13 * root + noise, "\(label)")
        }
    }

    /// Past `timeInsideBound(epsilon:)` a non-oscillating motion stays within
    /// ε/2, as its derivation from the basis promises, whatever the damping
    /// (ζ = 1 exactly included) and however hard it is thrown.
    @Test("a non-oscillating motion stays within half the band past its inside bound")
    func insideBound() throws {
        var generator = SplitMix64(seed: 12)
        for _ in 0..<500 {
            let zeta = generator.next() % 4 == 0 ? 1 : Double.pow(10, generator.uniform(0, 2))
            let omega = Double.pow(10, generator.uniform(-1, 3))
            let velocity = generator.uniform(-1, 1) * omega * Double.pow(10, generator.uniform(-2, 3))
            let epsilon = Double.pow(10, generator.uniform(-9, -1))
            let motion = try SpringMotion(
                animating: Spring(naturalFrequency: omega, dampingRatio: zeta), initialVelocity: velocity)
            let bound = try #require(motion.timeInsideBound(epsilon: epsilon))
            let exit = try #require(motion.bandExit(epsilon: epsilon).seconds)
            #expect(exit <= bound, "ζ \(zeta) ω0 \(omega) v0 \(velocity) ε \(epsilon)")
            for k in 0...200 {
                let t = bound * (1 + Double(k) / 20)
                #expect(
                    motion.displacement(at: t).magnitude <= 0.5 * epsilon * (1 + 1e-9),
                    "ζ \(zeta) ω0 \(omega) v0 \(velocity) ε \(epsilon) t \(t)")
            }
        }
    }

    /// The logarithm's bound from the binade is at least ln 2 above ln y and
    /// at most 2 ln 2 above it, at and around powers of two, for subnormal y
    /// and up to the largest Double.
    @Test("the logarithm bounded from the binade lies between ln 2 and 2 ln 2 above it")
    func logarithmBound() {
        var generator = SplitMix64(seed: 15)
        var samples: [Double] = [.leastNonzeroMagnitude, .leastNormalMagnitude, 1, 2, 3, .greatestFiniteMagnitude]
        for k in -1074...1023 {
            let power = Double(sign: .plus, exponent: k, significand: 1)
            samples += [power, power.nextDown, power.nextUp, power * generator.uniform(1, 2)]
        }
        for y in samples where y > 0 && y.isFinite {
            let bound = SpringMotion.logarithmBound(y)
            let excess = bound - Double.log(y)
            #expect(excess >= Double.log(2) - 1e-12 && excess <= 2 * Double.log(2) + 1e-12, "y \(y)")
        }
        #expect(SpringMotion.logarithmBound(.infinity) == .infinity)
    }

    /// The root of the Taylor polynomial of F(θ) = ln(cos θ / c) − a(θ + α)
    /// at θ₀ = acos c, against F's root found by bisection on (−α, θ₀], where
    /// F goes from ln(1/ratio) > 0 to −a(θ₀ + α) < 0. For 0.01 ≤ ζ ≤ 0.1 and
    /// a peak that clears ε by at least a quarter of a half period's decay
    /// (ratio ≤ e^(−aπ/4)), the estimate is within 1e-6 rad.
    @Test("the phase's Taylor root is within 1e-6 of the exit's phase for small ζ")
    func phaseTaylorRoot() throws {
        var generator = SplitMix64(seed: 17)
        for _ in 0..<2000 {
            let zeta = Double.pow(10, generator.uniform(-2, -1))
            let a = zeta / ((1 - zeta) * (1 + zeta)).squareRoot()
            let alpha = Double.atan(a)
            let ratio = Double.exp(-a * .pi * generator.uniform(0.25, 1))
            let c = ratio * Double.cos(alpha)
            let start = Double.acos(c)
            var lower = -alpha, upper = start
            for _ in 0..<200 {
                let middle = 0.5 * (lower + upper)
                if Double.log(Double.cos(middle) / c) - a * (middle + alpha) > 0 {
                    lower = middle
                } else {
                    upper = middle
                }
            }
            let estimate = try #require(
                SpringMotion.phaseTaylorRoot(at: start, cosine: c, value: -a * (start + alpha), slopeOffset: a))
            #expect(estimate.isApproximatelyEqual(to: lower, absoluteTolerance: 1e-6), "ζ \(zeta) ratio \(ratio)")
        }
    }

    /// Halley's method on e^(−t) − 1/2, whose root is ln 2, from either side
    /// and from no estimate at all.
    @Test("the safeguarded Halley iteration finds ln 2 to a few ulps", arguments: [nil, 0.01, 0.6, 5] as [Double?])
    func halleyFindsTheRoot(start: Double?) {
        var evaluations = 0
        let root = decreasingRoot(in: 0, 10, start: start) { t in
            evaluations += 1
            let e = Double.exp(-t)
            return LocalExpansion(value: e - 0.5, slope: -e, curvature: e, jerk: -e)
        }
        #expect(root.isApproximatelyEqual(to: Double.log(2), absoluteTolerance: 4 * Double.log(2).ulp))
        #expect(evaluations <= 12)
    }
}
