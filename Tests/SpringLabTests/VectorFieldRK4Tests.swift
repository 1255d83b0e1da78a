import Foundation
import RealModule
import SpringLab
import Testing

/// RK4 through a ``VectorField`` type (the fast path) and through a closure
/// (the general one) are one method.
@Suite("RK4 on a VectorField")
struct VectorFieldRK4Tests {
    static let spring = try! Spring(mass: 2.5, stiffness: 250, damping: 7)

    @Test("RungeKutta4(spring:) equals the closure path and SpringEquation, bit for bit")
    func pathsAgree() throws {
        let equation = SpringEquation(Self.spring)
        let viaClosure = RungeKutta4<SpringState>(derivative: equation.derivative(at:of:))
        let viaSpring = RungeKutta4(spring: Self.spring)
        var a = SpringState(displacement: -1, velocity: 0.5), b = a, c = a
        for n in 0..<500 {
            let t = Double(n) / 120
            a = viaClosure.step(from: a, at: t, by: 1.0 / 120)
            b = viaSpring.step(from: b, at: t, by: 1.0 / 120)
            c = equation.rungeKutta4Step(from: c, at: t, by: 1.0 / 120)
        }
        #expect(a == b)
        #expect(a == c)
        #expect(
            viaSpring.trajectory(
                from: SpringState(displacement: -1, velocity: 0.5), step: 1.0 / 120,
                steps: 500
            ).last == a)
    }

    @Test("SpringEquation is m x'' + c x' + k x = 0")
    func equationOfMotion() {
        let state = SpringState(displacement: 0.3, velocity: -2)
        let rate = SpringEquation(Self.spring).derivative(at: 0, of: state)
        #expect(rate.displacement == -2)
        // a = −(c v + k x)/m = −(7·(−2) + 250·0.3)/2.5 = −24.4, up to rounding of c/m and k/m.
        #expect(rate.velocity.isApproximatelyEqual(to: -24.4, absoluteTolerance: 1e-13))
    }

    /// A time-dependent scalar field, y' = cos(t) y with y(0) = 1, whose exact
    /// solution is e^(sin t): exercises the stage times t + h/2 and t + h,
    /// which the spring (autonomous) does not. Halving h must divide the
    /// global error at t = 2 by 2⁴ = 16; 14…18 allows for the next order term.
    @Test("a non-autonomous field converges with order 4")
    func fourthOrder() {
        struct Growth: VectorField {
            func derivative(at time: Double, of state: Scalar) -> Scalar { Scalar(value: cos(time) * state.value) }
        }
        func error(steps: Int) -> Double {
            let h = 2 / Double(steps)
            var y = Scalar(value: 1)
            for n in 0..<steps { y = Growth().rungeKutta4Step(from: y, at: Double(n) * h, by: h) }
            return (y.value - exp(sin(2))).magnitude
        }
        let ratio = error(steps: 20) / error(steps: 40)
        #expect(ratio > 14 && ratio < 18)
    }
}
