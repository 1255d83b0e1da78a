import RealModule
import SpringLabTestSupport
import Testing

@testable import SpringLab

/// Curves made from known springs (the closed form sampled at 60 Hz) come
/// back: exactly without noise, within the stated accuracy with noise and
/// frame jitter; curves that are not springs are refused.
@Suite("curve fit")
struct CurveFitTests {
    /// The closed-form motion from `from` to `to` with normalized velocity `v`
    /// at `times`, each read `jitter(t)` seconds late, plus `noise(t)`.
    static func curve(
        stiffness k: Double, damping c: Double, velocity v: Double, from: Double = 10, to: Double = 310,
        times: [Double], jitter: (Double) -> Double = { _ in 0 },
        noise: (Double) -> Double = { _ in 0 }
    ) throws -> [Double] {
        let motion = try SpringMotion(animating: Spring(stiffness: k, damping: c), initialVelocity: v)
        return times.map { t in to + (to - from) * motion.displacement(at: max(0, t + jitter(t))) + noise(t) }
    }

    static func frames(_ count: Int, rate: Double = 60) -> [Double] { (0..<count).map { Double($0) / rate } }

    static func expectClose(
        _ a: Double, _ b: Double, relative: Double, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(abs(a - b) <= relative * abs(b), "\(what): \(a) vs \(b)", sourceLocation: sourceLocation)
    }

    @Test(
        "the analytic Jacobian matches central differences",
        arguments: [
            (300.0, 20.0), (300.0, 34.641016151377546), (300.0, 80.0), (40.0, 0.5),
        ])
    func jacobian(k: Double, c: Double) throws {
        let model = SpringCurveModel(stiffness: k, damping: c, from: 10, to: 310, velocity: 450, start: 0.02)
        for t in [0.0, 0.021, 0.05, 0.3, 1.1] {
            let (_, gradient) = model.gradient(at: t, try #require(model.constants()))
            for p in 0..<6 {
                var up = model, down = model
                let h = 1e-6 * max(abs(model.parameters[p]), 1)
                up.parameters[p] += h
                down.parameters[p] -= h
                let numeric =
                    (up.value(at: t, try #require(up.constants()))
                        - down.value(at: t, try #require(down.constants()))) / (2 * h)
                if t == 0.021 && p == 5 { continue }  // too near the kink at t0 for a central difference
                #expect(
                    abs(numeric - gradient[p]) <= 1e-5 * max(abs(numeric), 1),
                    "t \(t) p \(p): \(numeric) vs \(gradient[p])")
            }
        }
    }

    @Test(
        "noise-free curves come back to 1e-8 relative",
        arguments: [
            (300.0, 20.0, 2.0), (300.0, 34.641016151377546, 0.0), (120.0, 30.0, -1.5), (800.0, 9.0, 6.0),
        ])
    func noiseFree(k: Double, c: Double, v: Double) throws {
        let times = Self.frames(90)
        let values = try Self.curve(stiffness: k, damping: c, velocity: v, times: times)
        let fit = try CurveFit(RecordedCurve(times: times, values: values))
        Self.expectClose(fit.stiffness, k, relative: 1e-8, "stiffness")
        Self.expectClose(fit.damping, c, relative: 1e-8, "damping")
        #expect(abs(fit.normalizedVelocity - v) <= 1e-8 * max(1, abs(v)))
        #expect(abs(fit.from - 10) <= 1e-8 && abs(fit.to - 310) <= 1e-8 * 310)
        #expect(fit.rmsResidual <= 1e-9 * 300)
    }

    /// A seed spring's 60 Hz frames whose recorded times are each up to
    /// ±1 ms off the nominal 1/60 s grid, values with Gaussian noise of 0.1%
    /// of a 300-unit distance.
    static func noisyCurve(
        _ spring: (duration: Double, damping: Double, velocity: Double),
        seed: UInt64
    ) throws -> (Spring, RecordedCurve) {
        let physical = try UIKitSpring(
            duration: spring.duration, dampingRatio: spring.damping,
            initialVelocity: spring.velocity
        ).spring()
        var random = SplitMix64(seed: seed)
        let times = Self.frames(Int(60 * max(1, 1.5 * spring.duration)))
            .map { $0 == 0 ? 0 : $0 + Double.random(in: -0.001...0.001, using: &random) }
        let noises = times.map { _ in 0.001 * 300 * random.normal() }
        let values = zip(
            try Self.curve(
                stiffness: physical.stiffness, damping: physical.damping,
                velocity: spring.velocity, times: times), noises
        ).map { $0 + $1 }
        return (physical, try RecordedCurve(times: times, values: values))
    }

    /// The seed spring jelly-release (UIKit 1 s, ζ = 0.5), released at rest
    /// and with velocities added: stiffness and damping within 1%, the
    /// velocity within 5% of the distance per second.
    @Test(
        "frame jitter and 0.1% noise: k and c within 1%, v within 0.05",
        arguments: [(1.0, 0.5, 0.0), (1.0, 0.5, 2.0), (1.0, 0.5, -1.0)], [UInt64(1), 2, 3, 4, 5, 6])
    func noisy(spring: (duration: Double, damping: Double, velocity: Double), seed: UInt64) throws {
        let (physical, curve) = try Self.noisyCurve(spring, seed: seed)
        let fit = try CurveFit(curve)
        Self.expectClose(fit.stiffness, physical.stiffness, relative: 0.01, "stiffness")
        Self.expectClose(fit.damping, physical.damping, relative: 0.01, "damping")
        #expect(abs(fit.normalizedVelocity - spring.velocity) <= 0.05, "velocity \(fit.normalizedVelocity)")
    }

    /// The standard errors say how well the data pin each unknown: over
    /// seeds the errors stay within 4 of them, including springs so fast
    /// (elastic-expand: 0.25 s, ζ = 0.9) that 60 Hz frames cannot pin the
    /// initial velocity to 5% of the distance per second.
    @Test(
        "standard errors bound the errors",
        arguments: [(0.25, 0.9, 1.5), (0.45, 0.15, 5.5), (0.9, 0.57, 0.0), (1.0, 0.5, 2.0)],
        [UInt64(11), 12, 13, 14])
    func standardErrors(spring: (duration: Double, damping: Double, velocity: Double), seed: UInt64) throws {
        let (physical, curve) = try Self.noisyCurve(spring, seed: seed)
        let fit = try CurveFit(curve)
        let errors = fit.standardErrors
        #expect(abs(fit.stiffness - physical.stiffness) <= 4 * errors.stiffness)
        #expect(abs(fit.damping - physical.damping) <= 4 * errors.damping)
        #expect(abs(fit.velocity - spring.velocity * 300) <= 4 * errors.velocity)
        #expect(errors.stiffness < 0.05 * physical.stiffness)
    }

    /// UIKit stops at its duration T and jumps to the target: the frames
    /// from the jump on are excluded and their level is the target.
    @Test("a UIKit snap is found and the frames after it excluded")
    func snap() throws {
        let times = Self.frames(60)
        var values = try Self.curve(stiffness: 60, damping: 3, velocity: 0, times: times)
        let stop = 36
        for i in stop..<values.count { values[i] = 310 }
        let fit = try CurveFit(RecordedCurve(times: times, values: values))
        let snap = try #require(fit.snap)
        #expect(snap.index == stop)
        #expect(fit.usedCount == stop)
        Self.expectClose(fit.stiffness, 60, relative: 1e-8, "stiffness")
        Self.expectClose(fit.damping, 3, relative: 1e-8, "damping")
    }

    @Test("a start time is fitted when asked")
    func start() throws {
        let times = Self.frames(90)
        let t0 = 0.1 + 1.0 / 240
        let values = try Self.curve(stiffness: 300, damping: 20, velocity: 0, times: times.map { $0 - t0 })
            .enumerated().map { times[$0.offset] < t0 ? 10 : $0.element }
        let fit = try CurveFit(RecordedCurve(times: times, values: values), options: .init(fitsStart: true))
        #expect(abs(fit.start - t0) <= 1e-6, "start \(fit.start)")
        Self.expectClose(fit.stiffness, 300, relative: 1e-6, "stiffness")
    }

    @Test("given start and end values are kept")
    func givenValues() throws {
        let times = Self.frames(90)
        let values = try Self.curve(stiffness: 300, damping: 20, velocity: 1, times: times)
        let fit = try CurveFit(RecordedCurve(times: times, values: values), options: .init(from: 10, to: 310))
        #expect(fit.from == 10 && fit.to == 310)
        #expect(fit.standardErrors.from == nil && fit.standardErrors.to == nil)
        Self.expectClose(fit.stiffness, 300, relative: 1e-8, "stiffness")
    }

    /// CSS's ease-in-out, cubic-bezier(0.42, 0, 0.58, 1): no damped spring
    /// starts at rest, speeds up and slows symmetrically to a stop at 0.5 s.
    @Test("an ease-in-out cubic Bézier is refused, naming the residual")
    func bezierRefused() throws {
        let times = Self.frames(60)
        let values = times.map { t in 10 + 300 * Self.easeInOut(min(t / 0.5, 1)) }
        do {
            _ = try CurveFit(RecordedCurve(times: times, values: values))
            Issue.record("a Bézier curve was fitted")
        } catch {
            #expect("\(error)".contains("not a damped spring") && "\(error)".contains("RMS residual"), "\(error)")
        }
    }

    /// y(x) of cubic-bezier(0.42, 0, 0.58, 1): solve x(u) = x by bisection.
    static func easeInOut(_ x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = 0.5 * (low + high)
            if bezier(0.42, 0.58, mid) < x { low = mid } else { high = mid }
        }
        return bezier(0, 1, 0.5 * (low + high))
    }

    @Test("refused: too few samples, unsorted or repeated times, NaN, no motion")
    func refused() {
        #expect(throws: SpringError.self) { try RecordedCurve(times: [0, 1, 2], values: [0, 1, 1]) }
        #expect(throws: SpringError.self) {
            try RecordedCurve(times: [0, 1, 2, 3, 3, 4, 5, 6], values: [0, 1, 1, 1, 1, 1, 1, 1])
        }
        #expect(throws: SpringError.self) {
            try RecordedCurve(times: [0, 1, 2, 3, .nan, 5, 6, 7], values: [0, 1, 1, 1, 1, 1, 1, 1])
        }
        #expect(throws: SpringError.self) {
            try RecordedCurve(times: Self.frames(10), values: Array(repeating: 4, count: 10))
        }
    }
}

extension SplitMix64 {
    /// A standard normal deviate (Box–Muller).
    fileprivate mutating func normal() -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &self), v = Double.random(in: 0..<1, using: &self)
        return (-2 * Double.log(u)).squareRoot() * Double.cos(2 * Double.pi * v)
    }
}
