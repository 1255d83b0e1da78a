import SpringLab

/// What the screen shows of one spring animation at time `t` — what a
/// `CADisplayLink` callback reads from the presentation layer — as progress:
/// 0 at the start, 1 at the target.
///
/// - The motion is the exact closed form (``SpringMotion``) of the spring the
///   API draws. Core Animation draws ζ > 1 as critical damping unless
///   `allowsOverdamping` is set, so such a spring is shown critically damped.
/// - An API that stops its animation early (UIKit, at its duration T) shows
///   the spring up to and including T and the target after it: the jump that
///   `SpringReport.end` reports happens between the last frame at or before T
///   and the next one (as `simulate`'s last row is the frame at T).
/// - Any other API runs the motion to rest.
///
/// - Shown by another runtime (`--for`), it is what that runtime puts on its
///   frames (``ScreenRun``): at `t` the last frame at or before `t`, and from
///   the runtime's end on its final value.
///
/// Edge cases: t < 0 is the start (progress 0); an undamped spring has no
/// ``restTime(_:)``.
public struct PresentedSpring: Sendable {
    public let animation: SpringAnimation
    /// The motion on screen, normalized (x0 = −1).
    public let motion: SpringMotion
    /// The frames of the runtime that shows it, when it is not the API written.
    public let screen: (run: ScreenRun, move: ScreenMove)?
}

extension PresentedSpring {
    public init(_ animation: SpringAnimation) {
        let drawn = animation.coreAnimationRendersCritical ? animation.spring.criticallyDamped : animation.spring
        // The spring and the velocity were validated when the animation was made.
        self.init(
            animation: animation,
            motion: try! SpringMotion(animating: drawn, initialVelocity: animation.initialVelocity), screen: nil)
    }

    /// The animation as the runtime `runtime.runtime` shows it on `runtime.move`
    /// (nil: as its own API does).
    public init(_ animation: SpringAnimation, on runtime: (runtime: String, move: ScreenMove)?) throws(PlotError) {
        guard let runtime else {
            self.init(animation)
            return
        }
        let model: ScreenRuntime
        do {
            model = try ScreenRuntime.named(runtime.runtime, for: animation, move: runtime.move)
        } catch { throw .badOption(error.description) }
        guard let run = model.run(animation, move: runtime.move) else {
            throw .badOption(
                "\(setting: .runtime): \(model.name) cannot express this spring (its solver needs 0 < ζ ≤ 1)")
        }
        self.init(animation: animation, motion: animation.motion, screen: (run, runtime.move))
    }

    /// When the API (or the runtime shown) stops the animation and jumps to
    /// the target; nil when it runs to rest.
    public var endTime: Double? {
        guard let screen else { return animation.endTime }
        return screen.run.endTime(screen.move)
    }

    /// Progress on screen at `t` seconds.
    public func progress(at t: Double) -> Double {
        if let screen, t > 0 {
            let frame = Int((t * screen.move.framesPerSecond + 1e-9).rounded(.down))
            return 1 + (screen.run.displacement(atFrame: frame) ?? motion.displacement(at: t))
        }
        return isCutOff(at: t) ? 1 : springProgress(at: t)
    }

    /// Progress of the spring alone at `t`, ignoring where the API stops it.
    public func springProgress(at t: Double) -> Double {
        t <= 0 ? 0 : 1 + motion.displacement(at: t)
    }

    /// Whether the API has stopped the animation (and jumped) by `t`.
    public func isCutOff(at t: Double) -> Bool {
        endTime.map { screen == nil ? t > $0 : t >= $0 } ?? false
    }

    /// When the value stops moving on screen: the API's end, else the band
    /// exit of the drawn motion (the last time it is farther than ε from the
    /// target). Nil for a spring that never settles.
    public func restTime(_ tolerance: SettlingTolerance = .standard) -> Double? {
        endTime ?? motion.bandExit(tolerance).seconds
    }
}
