import RealModule
import Testing

@testable import SpringLab

/// The runtimes' end rules against their definitions, on springs whose
/// motion is known in closed form.
@Suite("runtime end models")
struct RuntimeEndModelTests {
    /// m = 1, k = 100, c = 10: ζ = 0.5, λ = 5, ωd = √75.
    static let spring = try! Spring(mass: 1, stiffness: 100, damping: 10)
    static let motion = try! SpringMotion(animating: spring)

    /// x(t) = −e^(−λt)(cos ωd t + (λ/ωd) sin ωd t) for x0 = −1, v0 = 0.
    static func closedForm(_ t: Double) -> Double {
        let wd = Double.sqrt(75)
        return -Double.exp(-5 * t) * (Double.cos(wd * t) + 5 / wd * Double.sin(wd * t))
    }

    @Test("UIKit: the first frame at or after T shows the target; the jump is x there")
    func uikit() throws {
        let move = try ScreenMove(distance: 300, framesPerSecond: 60)
        let run = UIKitRuntime(duration: 0.51).run(Self.motion, move: move)
        #expect(run.endFrame == 31)  // 30/60 = 0.5 < 0.51 ≤ 31/60
        #expect(run.jump.isApproximatelyEqual(to: Self.closedForm(31.0 / 60).magnitude, relativeTolerance: 1e-12))
    }

    /// Compose's envelope estimate for ζ < 1 with δ = 0.01 over 300:
    /// t = ln(ε / √(1 + (λ/ωd)²)) / (−λ), ε = δ/300, truncated to ms.
    @Test("Compose: the envelope estimate in whole milliseconds")
    func compose() {
        let amplitude = (1 + 25.0 / 75).squareRoot()
        let expected = (Double.log(0.01 / 300 / amplitude) / -5 * 1000).rounded(.towardZero)
        #expect(ComposeRuntime().durationMilliseconds(Self.motion, distance: 300) == expected)
    }

    /// Frame k ≥ 1 shows the motion at ⌊φ + k · 1000/60⌋ ms; the end is the
    /// first such frame inside both thresholds (δ = 0.75, 62.5 δ = 46.875).
    @Test("Android: stops at the first frame whose whole-millisecond time is inside both thresholds")
    func android() throws {
        let move = try ScreenMove(distance: 300, framesPerSecond: 60)
        for phase in [0.1, 0.5, 0.9] {
            let run = AndroidRuntime().run(Self.motion, move: move, phase: phase)
            let end = try #require(run.endFrame)
            func time(_ k: Int) -> Double { (phase + Double(k) * 1000 / 60).rounded(.down) / 1000 }
            func inside(_ k: Int) -> Bool {
                let state = Self.motion.state(at: time(k))
                return (state.displacement * 300).magnitude < 0.75 && (state.velocity * 300).magnitude < 46.875
            }
            #expect(inside(end))
            #expect((1..<end).allSatisfy { !inside($0) })
            #expect(run.shown[0] == -1)
            for k in 1..<end {
                #expect(run.shown[k].isApproximatelyEqual(to: Self.closedForm(time(k)), relativeTolerance: 1e-12))
            }
        }
    }

    /// At 60 Hz a frame is 16⅔ ms: the phases in [0, ⅓), [⅓, ⅔) and [⅔, 1)
    /// give the three sequences of frame times there are, and the run
    /// reported is the one of them farthest from the exact curve.
    @Test("Android: the run reported is the worst of the three 60 Hz clock sequences")
    func androidWorstPhase() throws {
        let move = try ScreenMove(distance: 300, framesPerSecond: 60)
        let model = AndroidRuntime()
        let runs = [0.1, 0.5, 0.9].map { model.run(Self.motion, move: move, phase: $0) }
        #expect(Set(runs).count == 3)
        #expect(Set(model.runs(Self.motion, move: move)) == Set(runs))
        let worst = runs.max {
            $0.maxDeviation(from: Self.motion, move: move) < $1.maxDeviation(from: Self.motion, move: move)
        }
        #expect(model.run(Self.motion, move: move) == worst)
    }

    @Test("Flutter: keeps the last value, no jump, within its tolerance")
    func flutter() throws {
        let move = try ScreenMove(distance: 300, framesPerSecond: 60)
        let run = FlutterRuntime().run(Self.motion, move: move)
        #expect(run.jump == 0)
        #expect((run.restValue * 300).magnitude < 1e-3)
        #expect(run.restValue != 0)
    }

    @Test("motion: granular thresholds below a move of 5 units")
    func motionDefaults() {
        #expect(MotionRuntime(defaultsFor: 4.9) == MotionRuntime(restDelta: 0.005, restSpeed: 0.01))
        #expect(MotionRuntime(defaultsFor: 300) == MotionRuntime(restDelta: 0.5, restSpeed: 2))
    }

    /// rafz hands the first frame 16.667 ms whatever the display; later
    /// frames their real interval, at most 64 ms.
    @Test("react-spring: frame intervals and the default precision")
    func reactSpringClock() throws {
        let move = try ScreenMove(distance: 300, framesPerSecond: 120)
        #expect(ReactSpringRuntime.frameDelta(1, move: move) == 16.667)
        #expect(
            ReactSpringRuntime.frameDelta(2, move: move).isApproximatelyEqual(
                to: 1000.0 / 120, relativeTolerance: 1e-12))
        #expect(ReactSpringRuntime.frameDelta(2, move: try ScreenMove(framesPerSecond: 10)) == 64)
        #expect(ReactSpringRuntime(defaultsFor: 300).precision == 0.3)
        #expect(ReactSpringRuntime(defaultsFor: 3000).precision == 1)
    }

    /// Rebound's step is third order: halving a fixed step (no frame blending)
    /// divides the error at 0.3 s by about 8, not 16.
    @Test("Rebound: its integrator converges at third order")
    func reboundOrder() {
        func error(step: Double) -> Double {
            var stepper = ReboundStepper(tension: 100, friction: 10, end: 300, velocity: 0)
            for _ in 0..<Int((0.3 / step).rounded()) { stepper.advance(seconds: step, step: step) }
            return (stepper.position / 300 - 1 - Self.closedForm(0.3)).magnitude
        }
        let ratio = error(step: 0.002) / error(step: 0.001)
        #expect(ratio > 6 && ratio < 10, "ratio \(ratio)")
    }

    /// POP's step is classic RK4: halving a fixed step (no frame blending)
    /// divides the error at 0.3 s by about 16. The solver works on p = end − x.
    @Test("POP: its integrator converges at fourth order")
    func popOrder() {
        func error(step: Double) -> Double {
            var solver = POPSolver(stiffness: 100, damping: 10, mass: 1, threshold: 1)
            var state = (p: 1.0, v: 0.0)
            for _ in 0..<Int((0.3 / step).rounded()) { solver.integrate(&state, step) }
            return (-state.p - Self.closedForm(0.3)).magnitude
        }
        let ratio = error(step: 0.01) / error(step: 0.005)
        #expect(ratio > 13 && ratio < 19, "ratio \(ratio)")
    }

    /// Without forces the state moves at constant speed, so the blend back is
    /// exact: a frame of A accumulated seconds moves it by v · (A − step), and
    /// the leftover is counted again by the next frame.
    @Test("POP: a frame advances its accumulated time less one step")
    func popFrameAdvance() {
        var solver = POPSolver(stiffness: 0, damping: 0, mass: 1, threshold: 1)
        var state = (p: 0.0, v: 1.0)
        let frame = 1.0 / 60, step = POPRuntime.solverStep
        solver.advance(&state, seconds: frame)
        #expect((state.p - (frame - step)).magnitude < 1e-12)
        let leftover = frame - 16 * step
        solver.advance(&state, seconds: frame)
        #expect((state.p - (frame - step) - (leftover + frame - step)).magnitude < 1e-12)
    }

    @Test("POP: its solver step is 0.001 written as a float")
    func popStep() {
        #expect(POPRuntime.solverStep != 0.001 && (POPRuntime.solverStep - 0.001).magnitude < 1e-10)
    }

    @Test("the exact curve run through a model without an end deviates by 0 before the end")
    func deviationOfTheExactCurve() throws {
        let move = try ScreenMove(distance: 300, framesPerSecond: 60)
        let run = UIKitRuntime(duration: 1).run(Self.motion, move: move)
        let end = RuntimeEnd(run, exact: Self.motion, move: move)
        #expect(end.maxDeviation >= run.jump)
        #expect(end.endsAt == 1)
    }
}
