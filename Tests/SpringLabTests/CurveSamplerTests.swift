import RealModule
import Testing

@testable import SpringLab

@Suite("Curves in user units")
struct CurveSamplerTests {
    static let spring = try! Spring(mass: 1, stiffness: 100, damping: 10)

    /// Value, velocity and acceleration against the closed form mapped to the
    /// user's units by hand: value = from + d(1 + x), rates × d.
    @Test func analyticColumnsMatchTheClosedForm() throws {
        let motion = try SpringMotion(animating: Self.spring, initialVelocity: 3)
        let range = try ValueRange(from: 100, to: 300)
        let grid = try TimeGrid(step: 0.01, until: 2)
        for point in try CurveSampler(motion: motion, range: range, grid: grid, method: .analytic) {
            let exact = motion.sample(at: point.time)
            #expect(
                point.value.isApproximatelyEqual(
                    to: 100 + 200 * (1 + exact.displacement),
                    absoluteTolerance: 1e-12 * 300))
            #expect(point.velocity.isApproximatelyEqual(to: 200 * exact.velocity, absoluteTolerance: 1e-12 * 200 * 10))
            // a = −(c v + k x)/m, from the equation of motion itself.
            let acceleration = -(10 * exact.velocity + 100 * exact.displacement)
            #expect(
                point.acceleration.isApproximatelyEqual(
                    to: 200 * acceleration,
                    absoluteTolerance: 1e-11 * 200 * 100))
            #expect(point.rk4 == nil)
        }
    }

    /// The first sample is exactly `from`; `from == to` stays put.
    @Test func endpointsAndZeroDistance() throws {
        let motion = try SpringMotion(animating: Self.spring)
        let grid = try TimeGrid(step: 0.1, until: 1)
        var curve = try CurveSampler(
            motion: motion, range: ValueRange(from: 0.1, to: 0.3), grid: grid, method: .analytic)
        #expect(curve.next()?.value == 0.1)
        for point in try CurveSampler(motion: motion, range: ValueRange(from: 5, to: 5), grid: grid, method: .both) {
            #expect(point.value == 5 && point.velocity == 0 && point.acceleration == 0 && point.rk4?.error == 0)
        }
    }

    @Test func nonFiniteRangesAreRefused() {
        #expect(throws: SpringError.self) { try ValueRange(from: .nan, to: 1) }
        #expect(throws: SpringError.self) { try ValueRange(from: 0, to: .infinity) }
        #expect(throws: SpringError.self) { try ValueRange(from: -1e308, to: 1e308) }
    }

    /// `rk4` holds RK4's own states (bit for bit what RungeKutta4 computes);
    /// `both` pairs them with the exact curve and error = d (x_RK4 − x).
    @Test func rk4AndBothColumns() throws {
        let motion = try SpringMotion(animating: Self.spring, initialVelocity: 3)
        let grid = try TimeGrid(step: 1.0 / 60, until: 1.5)
        let range = try ValueRange(from: 0, to: 2)
        let states = RungeKutta4(spring: Self.spring)
            .trajectory(from: motion.initialState, step: grid.step, steps: grid.count - 1)
        let rk4 = Array(try CurveSampler(motion: motion, range: range, grid: grid, method: .rk4))
        let both = Array(try CurveSampler(motion: motion, range: range, grid: grid, method: .both))
        #expect(rk4.count == grid.count && both.count == grid.count)
        for (n, state) in states.enumerated() {
            #expect(rk4[n].value == range.value(displacement: state.displacement))
            #expect(rk4[n].velocity == 2 * state.velocity)
            #expect(both[n].rk4?.value == rk4[n].value && both[n].rk4?.velocity == rk4[n].velocity)
            let exact = motion.state(at: grid.time(at: n))
            #expect(
                both[n].rk4!.error.isApproximatelyEqual(
                    to: 2 * (state.displacement - exact.displacement),
                    absoluteTolerance: 1e-13))
            // RK4 at 60 Hz on ω0 = 10: ω0 h = 1/6, error ~ (ω0 h)⁴/100 of the distance.
            #expect(both[n].rk4!.error.magnitude <= 1e-4)
        }
    }

    /// Beyond RK4's stability limit (ρh = 13 here) the integration overflows,
    /// and that is detected before anything is printed.
    @Test func rk4OverflowIsDetected() throws {
        let stiff = try Spring(mass: 1, stiffness: 100, damping: 400)
        let motion = try SpringMotion(animating: stiff)
        #expect(RK4Sampler.overflowTime(motion: motion, grid: try TimeGrid(step: 1.0 / 30, until: 27)) != nil)
        #expect(RK4Sampler.overflowTime(motion: motion, grid: try TimeGrid(step: 1.0 / 960, until: 27)) == nil)
    }

    /// The natural end of a curve: UIKit's duration, or the exact band exit.
    @Test func curveEnd() throws {
        let uikit = try SpringAnimation(UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5))
        #expect(try uikit.curveEnd() == 0.45)
        // data/reference/springs.csv, ca-default: settling_time from mpmath.
        let ca = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        let reference = try #require(
            try ReferenceSpring.all().first { $0.spring == ca.spring && $0.initialState.velocity == 0 })
        #expect(try ca.curveEnd().isApproximatelyEqual(to: reference.settlingTime, absoluteTolerance: 1e-9))
        let undamped = try SpringAnimation(PerceptualSpring(response: 0.5, dampingRatio: 0))
        #expect(throws: SpringError.neverSettles) { try undamped.curveEnd() }
    }
}
