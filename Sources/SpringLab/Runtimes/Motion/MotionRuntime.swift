import RealModule

/// motion's (Framer Motion's) end of a physical spring: its generator reports
/// the target once |v| ≤ `restSpeed` and |to − x| ≤ `restDelta` at the time it
/// is asked about (analytic velocity, motion 13.1.1); and `JSAnimation`
/// finishes the animation at the first frame at or after the generator's
/// duration, found by asking it every 50 ms until it is done
/// (`calcGeneratorDuration`, given up at 20 s). `JSAnimation` measures a
/// frame's time from the start in whole milliseconds (`Math.round`), so frame
/// k is evaluated at round(k · 1000 / fps) ms. docs/runtime-ends.md.
///
/// On screen a frame shows the target whenever the rest rule holds at its
/// time, and for good from the finishing frame on; the end is the first frame
/// from which every frame shows the target.
///
/// Edge cases: below a move of 5 units motion uses its "granular" defaults
/// (0.005 and 0.01); a generator that is not done within 20 s never finishes
/// (its duration is ∞). A `{ duration, bounce }` spring has no rest rule and
/// ends at its duration instead (``MotionDurationEnd``).
public struct MotionRuntime: Hashable, Sendable {
    /// `restDelta`, in the value's units.
    public let restDelta: Double
    /// `restSpeed`, in the value's units per second.
    public let restSpeed: Double

    /// The grid motion finds a generator's duration on, in milliseconds.
    public static let durationStep = 50.0
    /// motion's largest generator duration, in milliseconds.
    public static let maxDuration = 20_000.0

    public init(restDelta: Double, restSpeed: Double) {
        self.restDelta = restDelta
        self.restSpeed = restSpeed
    }

    /// motion's defaults for a move of `distance`: 0.5 and 2, or 0.005 and
    /// 0.01 below 5 units.
    public init(defaultsFor distance: Double) {
        let granular = distance.magnitude < 5
        self.init(restDelta: granular ? 0.005 : 0.5, restSpeed: granular ? 0.01 : 2)
    }

    /// Whether the generator reports rest at `seconds`.
    func isAtRest(_ motion: SpringMotion, at seconds: Double, distance: Double) -> Bool {
        let state = motion.state(at: seconds)
        return (state.velocity * distance).magnitude <= restSpeed
            && (state.displacement * distance).magnitude <= restDelta
    }

    /// `calcGeneratorDuration`: the first multiple of 50 ms at which the
    /// generator is done, in milliseconds; nil (∞) past 20 s.
    public func generatorDuration(_ motion: SpringMotion, distance: Double) -> Double? {
        var milliseconds = 0.0
        while !isAtRest(motion, at: milliseconds / 1000, distance: distance) {
            milliseconds += Self.durationStep
            if milliseconds >= Self.maxDuration { return nil }
        }
        return milliseconds
    }

    /// The time `JSAnimation` evaluates frame `k` at: whole milliseconds.
    public static func elapsedMilliseconds(_ k: Int, move: ScreenMove) -> Double {
        move.frameMilliseconds(k).rounded(.toNearestOrAwayFromZero)
    }

    /// The frames motion shows of `motion` over `move`: the curve up to the
    /// finishing frame, the target wherever the rest rule holds; the end is
    /// the finishing frame, or the start of the stretch at rest just before it.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let distance = move.distance, finish = generatorDuration(motion, distance: distance) ?? .infinity
        let seconds = { Self.elapsedMilliseconds($0, move: move) / 1000 }
        let curve = ScreenRun.following(
            motion, move: move, at: seconds, stopsWhen: { k, _ in Self.elapsedMilliseconds(k, move: move) >= finish })
        let rests = curve.shown.indices.map { isAtRest(motion, at: seconds($0), distance: distance) }
        let shown = zip(curve.shown, rests).map { x, rests in rests ? 0 : x }
        guard let finishing = curve.endFrame else { return ScreenRun(shown: shown, endFrame: nil, jump: 0) }
        let end = rests.lastIndex(of: false).map { $0 + 1 } ?? 0
        let jump = end == finishing ? curve.jump : curve.shown[end].magnitude
        return ScreenRun(shown: Array(shown.prefix(end)), endFrame: end, jump: jump)
    }
}

/// motion's springs written by time: `{ duration, bounce }` and
/// `{ visualDuration, bounce }` (``MotionRuntime/sources``; docs/runtimes.md).
///
/// `{ duration, bounce }` is UIKit's solver under another name
/// (``DurationEquation``):
///
///     ζ = clamp(1 − bounce, 0.05, 1),   T = clamp(duration, 0.01 s, 10 s)
///     ω: 11 Newton steps from 5/T on the equation with velocity 0
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
            let (value, slope) = DurationEquation.residual(
                omega: omega, dampingRatio: zeta, duration: time, velocity: 0)
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

extension MotionRuntime: Runtime {
    public typealias Input = MotionInput
    public static let key = "motion"
    public static let name = "motion"
    public static let sources = [
        RuntimeSource(
            "the spring generator, its rest rule and defaults, the duration forms, calcGeneratorDuration, JSAnimation's clock",
            "motiondivision/motion v13.1.1 `packages/motion-dom/src/animation/generators/spring.ts`, "
                + "`generators/utils/calc-duration.ts`, `JSAnimation.ts` (docs/runtimes.md, motion)")
    ]

    /// motion's defaults for the move, or the thresholds written with a `motion:` input.
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        guard let motion = animation.input as? MotionInput else { return MotionRuntime(defaultsFor: move.distance) }
        let (delta, speed) = motion.restThresholds(distance: move.distance)
        return MotionRuntime(restDelta: delta, restSpeed: speed)
    }

    public func screenRun(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun {
        // motion's `{ duration, bounce }` spring ends at its duration, not by the rest rule.
        if animation.input is MotionInput, let end = animation.endTime {
            return MotionDurationEnd(duration: end).run(animation.motion, move: move)
        }
        return run(animation.motion, move: move)
    }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map { MotionRuntime(restDelta: $0, restSpeed: 4 * $0) }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        let spring = animation.spring
        return [
            RuntimeParameter("mass", spring.mass), RuntimeParameter("stiffness", spring.stiffness),
            RuntimeParameter("damping", spring.damping),
            RuntimeParameter("velocity", move.unitsPerSecond(animation.initialVelocity)),
            RuntimeParameter("restDelta", restDelta), RuntimeParameter("restSpeed", restSpeed),
        ]
    }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        [equivalents.physicalGroup("framerMotion")]
    }

    public static func code(_ equivalents: SpringEquivalents) -> MotionCode {
        MotionCode(equivalents, MotionRuntime(defaultsFor: equivalents.move.distance), writesThresholds: false)
    }

    /// With `restDelta` and `restSpeed` after the velocity.
    public func code(_ equivalents: SpringEquivalents) -> MotionCode {
        MotionCode(equivalents, self, writesThresholds: true)
    }

    /// `{ visualDuration, bounce }` for the spring, vd = 2π / (1.2 ω0) with
    /// bounce = 1 − ζ: when the settle-time forms are written, the spring
    /// starts from rest (motion's duration forms take no velocity of their
    /// own) and ζ lies in motion's clamp, 0.05 to 1; else nil.
    static func visualDuration(_ equivalents: SpringEquivalents) -> Double? {
        let spring = equivalents.spring
        guard equivalents.writesSettlingForms, equivalents.velocity == 0,
            MotionDurationSpring.dampingRange.contains(spring.dampingRatio)
        else { return nil }
        return 2 * Double.pi / (1.2 * spring.naturalFrequency)
    }

    /// motion's `visualDuration` is a perceptual time: the undamped period is 1.2 times it.
    public static func durationMeaning(
        _ equivalents: SpringEquivalents, settling: Double, number: (Double) -> String
    ) -> String? {
        visualDuration(equivalents).map { visual in
            "motion's visualDuration \(number(visual)) s is a perceptual time (the undamped period is 1.2 × it), "
                + "not when the motion settles (\(number(settling)) s)."
        }
    }
}

/// motion's end of a `{ duration, bounce }` spring (``MotionRuntime/sources``;
/// docs/runtime-ends.md, "motion").
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
        .following(
            motion, move: move, at: { MotionRuntime.elapsedMilliseconds($0, move: move) / 1000 },
            stopsWhen: { k, _ in MotionRuntime.elapsedMilliseconds(k, move: move) >= durationMilliseconds })
    }
}
