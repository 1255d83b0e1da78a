/// motion's end of a `{ duration, bounce }` spring (motion 13.1.1,
/// `generators/spring.ts`, `JSAnimation.ts`; docs/runtime-ends.md, "motion").
///
/// Such a generator has no rest rule: it carries its duration D
/// (`calculatedDuration`) and reports done at t ≥ D. `JSAnimation` measures a
/// frame's time from the start in whole milliseconds (`Math.round`), so frame
/// k shows the closed-form motion at round(k · 1000/fps) ms; the first frame
/// whose time reaches D shows the target and finishes the animation (a snap).
/// The spring itself (``MotionDurationSpring``) starts at rest: motion sets
/// the velocity of duration springs to 0.
///
/// Edge case: D is the clamped duration (0.01 s to 10 s), as
/// ``MotionDurationSpring/spring(duration:bounce:)`` returns it.
public struct MotionDurationEnd: Hashable, Sendable {
    /// D, the generator's duration, in milliseconds.
    public let durationMilliseconds: Double

    /// The end of a spring whose clamped duration is `duration` seconds.
    ///
    /// D is computed with motion's own conversions: the transition's seconds
    /// to milliseconds, back to seconds in `findSpring`, and to milliseconds
    /// for the generator; in floating point that can differ from
    /// `duration` × 1000 in the last bit, which decides a frame that lands on D.
    public init(duration: Double) {
        durationMilliseconds = duration * 1000 / 1000 * 1000
    }

    /// The frames motion shows of `motion` over `move`.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        var shown: [Double] = []
        for k in 0...ScreenRun.frameLimit(move) {
            let milliseconds = MotionEnd.elapsedMilliseconds(k, move: move)
            let x = motion.displacement(at: milliseconds / 1000)
            if milliseconds >= durationMilliseconds {
                return ScreenRun(shown: shown, endFrame: k, jump: x.magnitude)
            }
            shown.append(x)
        }
        return ScreenRun(shown: shown, endFrame: nil, jump: 0)
    }
}
