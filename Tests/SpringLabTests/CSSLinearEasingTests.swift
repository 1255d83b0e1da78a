import RealModule
import SpringLab
import Testing

/// CSS linear(): its bound holds between the stops, UIKit's jump is kept,
/// and a smooth curve takes few stops.
@Suite("CSS linear() easing")
struct CSSLinearEasingTests {
    static let springs: [(Double, Double, Double, Double)] = [
        (1, 100, 10, 0), (1, 100, 40, 0), (1, 5000, 60, 0), (2, 300, 20, -2), (1, 300, 3, 0), (1, 400, 40, 5),
    ]

    /// The easing against the exact curve at 20 001 times, none of them a
    /// sample of the construction: never farther than the bound, and the
    /// bound within the tolerance.
    @Test("the bound holds at times between the stops and is within the tolerance")
    func boundHolds() throws {
        for (m, k, c, v) in Self.springs {
            let spring = SpringAnimation(
                try CoreAnimationSpring(mass: m, stiffness: k, damping: c, initialVelocity: v))
            for tolerance in [0.005, 0.001] {
                let css = try #require(CSSLinearEasing(spring, tolerance: tolerance))
                #expect(css.maxDeviation <= tolerance, "k \(k) c \(c) tolerance \(tolerance)")
                let duration = css.durationMilliseconds / 1000
                for i in 0...20_000 {
                    let t = duration * 1.2 * (Double(i) + 0.37) / 20_001
                    let shown = t >= duration ? 1 : css.value(at: t / duration)
                    let exact = 1 + spring.motion.displacement(at: t)
                    #expect((shown - exact).magnitude <= css.maxDeviation, "k \(k) c \(c) t \(t)")
                }
            }
        }
    }

    /// UIKit stops at T and jumps: the easing lasts T and ends with two stops
    /// at 100%, the curve's value at T and then 1.
    @Test("UIKit: duration T, the jump as two stops at 100%")
    func uikitJump() throws {
        let spring = try SpringAnimation(UIKitSpring(duration: 0.45, dampingRatio: 0.15))
        let css = try #require(CSSLinearEasing(spring))
        #expect(css.durationMilliseconds.isApproximatelyEqual(to: 450, relativeTolerance: 1e-12))
        let last = try #require(css.stops.last), before = css.stops[css.stops.count - 2]
        #expect(last.position == 1 && last.value == 1)
        #expect(before.position == 1)
        let atT = 1 + spring.motion.displacement(at: 0.45)
        #expect((before.value - atT).magnitude <= 0.00005 + 1e-12)
        #expect(css.easing.hasSuffix("100%, 1 100%)"))
        #expect(css.transition.hasPrefix("transition: transform 450ms linear(0, "))
    }

    /// A critically damped curve has one bend: far fewer stops than the 1 ms
    /// samples it is built from, and than a uniform grid with the same bound
    /// would need (spacing √(8 ε / max|x''|) with max|x''| = ω0² = 400).
    @Test("few stops on a smooth curve")
    func fewStops() throws {
        let spring = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 400, damping: 40))
        let css = try #require(CSSLinearEasing(spring))
        let uniform = css.durationMilliseconds / 1000 / (8 * 0.005 / 400).squareRoot()
        #expect(Double(css.stops.count) < uniform / 2, "\(css.stops.count) stops, uniform \(uniform)")
    }

    /// ζ = 0.05: within 0.5% the easing takes over a hundred stops.
    @Test("kept to a budget of stops: within it, looser than asked, and its bound holds between the stops")
    func keptToStops() throws {
        let spring = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 16, damping: 0.4))
        let css = try #require(CSSLinearEasing(spring))
        #expect(css.stops.count > 80 && css.tolerance == 0.005)
        #expect(css.kept(toStops: css.stops.count, of: spring) == css)
        #expect(css.kept(toStops: 1, of: spring) == nil)
        let kept = try #require(css.kept(toStops: 80, of: spring))
        #expect(kept.stops.count <= 80 && kept.tolerance > css.tolerance && kept.maxDeviation <= kept.tolerance)
        let duration = kept.durationMilliseconds / 1000
        for i in 0...20_000 {
            let t = duration * (Double(i) + 0.37) / 20_001
            let exact = 1 + spring.motion.displacement(at: t)
            #expect((kept.value(at: t / duration) - exact).magnitude <= kept.maxDeviation, "t \(t)")
        }
    }

    /// UIKit's solver bounds the sine term alone: ε = ζ/√(1−ζ²)·e^(−ζωT)
    /// (velocity 0, ε = 0.001), so ω = ln(ζ / (ε√(1−ζ²))) / (ζT). At ζ =
    /// 0.001 that is 5·10⁻⁵ rad/s for T = 10 s: by T the progress
    /// 1 − e^(−ζωt)(cos ωd t + ζω/ωd sin ωd t) ≈ (ωT)²/2 is far below the
    /// tolerance, and UIKit's screen is a 10 s delay and a jump, no easing.
    /// At ζ = 0.0011 and T = 2 s the spring moves (ω ≈ 86.6 rad/s) and
    /// still ends with a visible jump, which the easing keeps.
    @Test("UIKit: no easing of a spring that shows no motion before its jump; one that moves keeps its jump")
    func uikitWithoutMotion() throws {
        func progress(dampingRatio zeta: Double, duration: Double, at t: Double) -> Double {
            let root = (1 - zeta * zeta).squareRoot(), epsilon = 0.001
            let omega = Double.log(zeta / (epsilon * root)) / (zeta * duration)
            return 1 - .exp(-zeta * omega * t) * (.cos(omega * root * t) + zeta / root * .sin(omega * root * t))
        }
        let still = try SpringAnimation(UIKitSpring(duration: 10, dampingRatio: 0.001))
        // Below π/ωd the progress only grows: its value at T is its largest before the jump.
        let atT = progress(dampingRatio: 0.001, duration: 10, at: 10)
        #expect(atT > 0 && atT < 1e-6)
        #expect((1 + still.motion.displacement(at: 10) - atT).magnitude < 1e-9)
        #expect(CSSLinearEasing(still) == nil)
        #expect(CSSLinearEasing.kept(toStops: 80, of: still, above: 0.005) == nil)

        let moving = try SpringAnimation(UIKitSpring(duration: 2, dampingRatio: 0.0011))
        let css = try #require(CSSLinearEasing(moving))
        let jump = 1 - progress(dampingRatio: 0.0011, duration: 2, at: 2)
        #expect(jump.magnitude > 0.1)
        #expect(css.stops[css.stops.count - 2].position == 1 && css.stops.last!.value == 1)
        #expect((css.stops[css.stops.count - 2].value - (1 - jump)).magnitude <= 0.00005 + 1e-9)
        #expect(css.stops.dropLast().contains { $0.value > 0.5 })
    }

    /// ζ = 50 (k 100, c 1000, unit mass): x(t) = A e^(r₁t) + B e^(r₂t) with
    /// r₁,₂ = (−c ± √(c² − 4k))/2, A = r₂/(r₁ − r₂), B = −1 − A. Its slow
    /// mode (r₁ ≈ −0.1/s) takes about 55 s to come within 0.4%, and the
    /// acceleration bound k + c√k = 10 100 over 20 000 samples of that leaves
    /// a curvature term above the 0.5% tolerance: no easing within it. A looser
    /// tolerance ends sooner and has one, within its bound of the closed form.
    @Test("kept to a budget of stops from a motion too long to draw within the tolerance")
    func keptFromNoEasing() throws {
        let (k, c) = (100.0, 1000.0)
        let spring = SpringAnimation(try CoreAnimationSpring(stiffness: k, damping: c, allowsOverdamping: true))
        let root = (c * c - 4 * k).squareRoot()
        let r1 = -2 * k / (c + root), r2 = -(c + root) / 2
        let a = r2 / (r1 - r2), b = -1 - a
        func exact(_ t: Double) -> Double { 1 + a * .exp(r1 * t) + b * .exp(r2 * t) }
        let curvatureTerm = Double.pow(Double.log(1 / 0.004) / -r1 / 20_000, 2) / 8 * (k + c * k.squareRoot())
        #expect(curvatureTerm > 0.005)
        #expect(CSSLinearEasing(spring) == nil)
        let kept = try #require(CSSLinearEasing.kept(toStops: 80, of: spring, above: 0.005))
        #expect(kept.stops.count <= 80 && kept.tolerance > 0.005 && kept.tolerance < 1)
        let duration = kept.durationMilliseconds / 1000
        for i in 0...20_000 {
            let t = duration * (Double(i) + 0.37) / 20_001
            #expect((kept.value(at: t / duration) - exact(t)).magnitude <= kept.maxDeviation, "t \(t)")
        }
        // Its end: where the closed form is within 0.8 × its tolerance of the target, to the millisecond.
        #expect((1 - exact(duration)).magnitude <= 0.8 * kept.tolerance)
        #expect((1 - exact(duration - 0.002)).magnitude > 0.8 * kept.tolerance)
    }

    @Test("an undamped spring has no easing")
    func undamped() throws {
        #expect(CSSLinearEasing(SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 0))) == nil)
    }
}
