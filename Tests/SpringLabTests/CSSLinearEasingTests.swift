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

    @Test("an undamped spring has no easing")
    func undamped() throws {
        #expect(CSSLinearEasing(SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 0))) == nil)
    }
}
