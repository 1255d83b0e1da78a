import SpringLab
import Testing

/// Apple's runtimes through a retarget, as their documentation describes
/// them (docs/runtime-ends.md, Retargets): from the hand-off on, every frame
/// is the closed form of the new animation — from the value shown with the
/// velocity the rule gives, j / fps after the call —, to 1e-12 of the
/// distance (one evaluation of the exact solution in double precision).
@Suite("Apple's runtimes through a retarget, as documented")
struct AppleRetargetTests {
    static let animation = try! SpringAnimation(CoreAnimationSpring(mass: 1, stiffness: 300, damping: 20))
    static let move = try! ScreenMove(distance: 300, framesPerSecond: 60)

    /// x(t) of `spring` from `value` toward `to` with `velocity` units/s.
    static func exact(_ spring: Spring, from value: Double, velocity: Double, to: Double, at t: Double) throws
        -> Double
    {
        to
            + (try SpringMotion(spring: spring, initialState: SpringState(displacement: value - to, velocity: velocity)))
            .displacement(at: t)
    }

    /// Frames r to the one before the end against `x(t)` of the new animation.
    static func expectFollows(
        _ run: RetargetRun, distance: Double = 300, fps: Double = 60, _ x: (Double) throws -> Double
    ) throws {
        let r = run.retargetFrame, end = try #require(run.endFrame)
        #expect(end > r)
        for k in r..<end {
            let expected = try x(Double(k - (r - 1)) / fps)
            #expect((run.frames[k] - expected).magnitude <= 1e-12 * distance, "frame \(k)")
        }
        #expect(run.frames[end] == run.frames.last)
    }

    @Test("Core Animation: a new animation from the presentation value, at rest unless the app passes a velocity")
    func coreAnimation() throws {
        let retarget = try Retarget(first: Self.animation, move: Self.move, retargetFrame: 12, to: -50)
        let runtime = try #require(try CoreAnimationRuntime.model(for: Self.animation, move: Self.move))
        let run = try runtime.retargetRun(retarget)
        let x = run.valueAtRetarget
        #expect(run.velocityAfter == 0 && run.velocityBefore > 0)
        try Self.expectFollows(run) { t in try Self.exact(retarget.second, from: x, velocity: 0, to: -50, at: t) }
        // Its duration is the new animation's settlingDuration: the end frame is the first at or after it.
        let settling = try #require(
            CoreAnimationSettling.duration(
                spring: retarget.second, initialVelocity: 0, allowsOverdamping: false
            ).seconds)
        #expect(run.endFrame == 11 + Int((settling * 60).rounded(.up)))
        // With the velocity the app computes, the move is the continuous one.
        let given = try Retarget(
            first: Self.animation, move: Self.move, retargetFrame: 12, to: -50, velocity: run.velocityBefore)
        let continued = try runtime.retargetRun(given)
        #expect(continued.velocityAfter == run.velocityBefore)
        #expect(
            try RetargetMeasures(continued, of: given).maxDeviation <= 1e-12
                + RetargetMeasures(continued, of: given).jump)
    }

    @Test("SwiftUI: the new spring keeps the velocity, so its frames are the continuous move")
    func swiftUI() throws {
        let retarget = try Retarget(first: Self.animation, move: Self.move, retargetFrame: 12, to: -50)
        let run = try SwiftUIRuntime().retargetRun(retarget)
        let before = try Self.exact(Self.animation.spring, from: 0, velocity: 0, to: 300, at: 11.0 / 60)
        #expect((run.valueAtRetarget - before).magnitude <= 1e-12 * 300)
        #expect((run.velocityAfter - run.velocityBefore).magnitude == 0)
        try Self.expectFollows(run) { t in
            try Self.exact(retarget.second, from: run.valueAtRetarget, velocity: run.velocityBefore, to: -50, at: t)
        }
    }

    /// A gesture's release with V units/s: UIKit solves its spring again for
    /// the velocity V / (X − X0), Core Animation keeps its spring.
    @Test("UIKit and Core Animation take a gesture's velocity as a fraction of the remaining distance")
    func gesture() throws {
        let uikit = try SpringAnimation(UIKitSpring(duration: 0.5, dampingRatio: 0.8))
        let gestureMove = try ScreenMove(distance: 200, framesPerSecond: 60)
        let retarget = try Retarget(releasing: uikit, from: 200, velocity: 800, to: 0, move: gestureMove)
        let runtime = try #require(UIKitRuntime.model(for: uikit, move: gestureMove))
        let run = try runtime.retargetRun(retarget)
        #expect(run.frames[0] == 200 && run.velocityAfter == 800)
        // 800 units/s away from 0, from 200: −4 of the remaining distance per second.
        let solved = try UIKitSpring(duration: 0.5, dampingRatio: 0.8, initialVelocity: -4).spring()
        try Self.expectFollows(run, distance: 200) { t in
            try Self.exact(solved, from: 200, velocity: 800, to: 0, at: t)
        }
        #expect(run.endFrame == 30)
    }
}
