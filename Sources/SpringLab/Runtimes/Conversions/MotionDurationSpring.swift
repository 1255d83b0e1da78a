import RealModule

/// motion's springs written by time: `{ duration, bounce }` and
/// `{ visualDuration, bounce }` (motiondivision/motion v13.1.1,
/// `packages/motion-dom/src/animation/generators/spring.ts`; docs/runtimes.md).
///
/// `{ duration, bounce }` is UIKit's solver under another name (``UIKitSpring``):
///
///     ζ = clamp(1 − bounce, 0.05, 1),   T = clamp(duration, 0.01 s, 10 s)
///     ω: 11 Newton steps from 5/T on UIKit's residual with velocity 0
///     k = ω², c = 2ζ√k, m = 1
///
/// (motion's loop runs `for (i = 1; i < 12; i++)`: eleven steps, UIKit
/// takes twelve). If the steps end on NaN, motion falls back to its default
/// physics, k = 100 and c = 10. Such a spring ends at T and snaps.
///
/// `{ visualDuration, bounce }` is a closed form, k = (2π / (1.2 · vd))²,
/// c = 2 · clamp(1 − bounce, 0.05, 1) · √k, m = 1: the undamped period is
/// 1.2 vd. It ends by motion's rest rule.
///
/// Edge cases: any bounce is accepted (the clamp absorbs it); durations
/// must be finite and > 0.
public enum MotionDurationSpring {
    public static let dampingRange = 0.05...1.0
    public static let durationRange = 0.01...10.0
    public static let newtonSteps = 11

    /// `{ duration, bounce }` in seconds: the spring, and the duration motion
    /// ends it at (the clamped T).
    public static func spring(duration: Double, bounce: Double) throws(SpringError)
        -> (spring: Spring, endTime: Double)
    {
        try Validate.positive(duration, "duration")
        try Validate.finite(bounce, "bounce")
        let zeta = (1 - bounce).clamped(to: dampingRange)
        let time = duration.clamped(to: durationRange)
        var omega = 5 / time
        for _ in 0..<newtonSteps {
            let (value, slope) = UIKitSpring.residual(omega: omega, dampingRatio: zeta, duration: time, velocity: 0)
            omega -= value / slope
        }
        guard !omega.isNaN else { return (try Spring(mass: 1, stiffness: 100, damping: 10), time) }
        let stiffness = omega * omega
        return (try Spring(mass: 1, stiffness: stiffness, damping: zeta * 2 * stiffness.squareRoot()), time)
    }

    /// `{ visualDuration, bounce }` in seconds.
    public static func spring(visualDuration: Double, bounce: Double) throws(SpringError) -> Spring {
        try Validate.positive(visualDuration, "visualDuration")
        try Validate.finite(bounce, "bounce")
        let root = 2 * Double.pi / (visualDuration * 1.2)
        let stiffness = root * root
        return try Spring(
            mass: 1, stiffness: stiffness,
            damping: 2 * (1 - bounce).clamped(to: dampingRange) * stiffness.squareRoot())
    }
}
