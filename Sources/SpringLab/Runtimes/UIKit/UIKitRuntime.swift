import RealModule

/// UIKit's end of a spring animation: `animate(withDuration:delay:
/// usingSpringWithDamping:initialSpringVelocity:…)` runs for its duration T
/// and then shows the target (docs/apple.md, "Stop and snap at T").
///
/// On screen the first frame at or after T shows the target; the jump is what
/// the curve still lacked at that frame.
public struct UIKitRuntime: Hashable, Sendable {
    /// The animation's duration T, in seconds.
    public let duration: Double

    public init(duration: Double) { self.duration = duration }

    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        ScreenRun.following(motion, move: move) { k, _ in move.frameTime(k) >= duration }
    }
}

/// UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
/// (and `UISpringTimingParameters(dampingRatio:initialVelocity:)` with the
/// animator's duration), reproduced as docs/apple.md (UIKit's solver) describes it.
///
/// UIKit turns (T, ζ, v) into a spring of mass 1 by Newton's method and then
/// runs it for exactly T seconds, snapping to the target at the end:
///
/// 1. clamp ζ to [1.1920929e-7, 1] and T to [0.01, 10]; ε = 0.001;
/// 2. ζ < 1: solve `ε − |(ζω − v) / (ω√(1−ζ²))| e^(−ζωT) = 0`;
///    ζ = 1: solve `s + (1 + (ω − v)T) e^(−ωT) = 0`, s = +ε if ω < v else −ε;
/// 3. start from ω = 5/T and take exactly 12 Newton steps;
/// 4. stiffness `k = ω²`, damping `c = 2ζω`.
///
/// The equation keeps only the sine coefficient, so at T the spring is in
/// general not within ε of the target: ``remainingAtEnd()`` is the jump.
public struct UIKitSpring: Hashable, Sendable {
    /// The animation's duration in seconds, as written (finite, > 0).
    public let duration: Double
    /// `usingSpringWithDamping`: the damping ratio as written (finite, ≥ 0).
    public let dampingRatio: Double
    /// `initialSpringVelocity` in fractions of the distance per second.
    public let initialVelocity: Double

    public static let dampingRange = 1.1920929e-7...1.0
    public static let durationRange = 0.01...10.0
    public static let epsilon = DurationEquation.epsilon
    public static let newtonSteps = 12

    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) throws(SpringError) {
        try Validate.positive(duration, "duration")
        try Validate.nonNegative(dampingRatio, "damping ratio")
        try Validate.finite(initialVelocity, "initial velocity")
        self.duration = duration
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }

    /// The damping ratio UIKit actually uses after clamping.
    public var effectiveDampingRatio: Double { dampingRatio.clamped(to: Self.dampingRange) }
    /// The duration UIKit's solver uses after clamping (the animation still lasts ``duration``).
    public var solverDuration: Double { duration.clamped(to: Self.durationRange) }

    /// The spring UIKit builds: mass 1, `k = ω²`, `c = 2ζω`.
    /// - Throws: ``SpringError/uikitSolveFailed(duration:dampingRatio:initialVelocity:)``
    ///   when the 12 Newton steps end on a non-finite or non-positive ω.
    public func spring() throws(SpringError) -> Spring {
        let omega = Self.solveFrequency(
            dampingRatio: effectiveDampingRatio, duration: solverDuration,
            velocity: initialVelocity)
        guard omega.isFinite, omega > 0, omega * omega < .greatestFiniteMagnitude else {
            throw .uikitSolveFailed(
                duration: duration, dampingRatio: dampingRatio,
                initialVelocity: initialVelocity)
        }
        return try Spring(mass: 1, stiffness: omega * omega, damping: 2 * effectiveDampingRatio * omega)
    }

    /// Where the spring still is when UIKit ends the animation at ``duration``:
    /// `value(T) − target` as a signed fraction of the distance (negative:
    /// short of the target, positive: past it). UIKit jumps by this much.
    public func remainingAtEnd() throws(SpringError) -> Double {
        let motion = try SpringMotion(animating: spring(), initialVelocity: initialVelocity)
        return motion.displacement(at: duration)
    }

    /// ω after UIKit's 12 Newton steps from 5/T (no convergence test, as UIKit).
    static func solveFrequency(dampingRatio zeta: Double, duration t: Double, velocity v: Double) -> Double {
        var omega = 5 / t
        for _ in 0..<newtonSteps {
            let (f, slope) = DurationEquation.residual(omega: omega, dampingRatio: zeta, duration: t, velocity: v)
            omega -= f / slope
        }
        return omega
    }
}

extension UIKitSpring {
    /// The UIKit call whose solver builds a spring that moves like `spring`
    /// (mass normalized to 1) with `initialVelocity`, or nil when there is none:
    /// UIKit cannot express ζ > 1 or ζ below its clamp, nor a duration outside
    /// 0.01…10 s.
    ///
    /// For ζ < 1 the duration follows from UIKit's equation in closed form,
    /// `T = ln(|ζω0 − v| / (ε ω0 √(1−ζ²))) / (ζ ω0)`; for ζ = 1 it is found by
    /// bracketing the residual over 0.01…10 s. Either way the answer is
    /// accepted only if UIKit's own 12 Newton steps from that duration give
    /// back ω0 to 1e-9, because the iteration can converge to another root.
    public static func matching(_ spring: Spring, initialVelocity v: Double) -> UIKitSpring? {
        let zeta = spring.dampingRatio
        let omega = spring.naturalFrequency
        guard dampingRange.contains(zeta), v.isFinite else { return nil }
        let candidates =
            zeta < 1
            ? [closedFormDuration(omega: omega, dampingRatio: zeta, velocity: v)].compactMap { $0 }
            : bracketedDurations(omega: omega, dampingRatio: zeta, velocity: v)
        for duration in candidates where durationRange.contains(duration) {
            let solved = solveFrequency(dampingRatio: zeta, duration: duration, velocity: v)
            if solved.isApproximatelyEqual(to: omega, relativeTolerance: 1e-9) {
                return try? UIKitSpring(duration: duration, dampingRatio: zeta, initialVelocity: v)
            }
        }
        return nil
    }

    private static func closedFormDuration(omega: Double, dampingRatio zeta: Double, velocity v: Double) -> Double? {
        let sineCoefficient = (zeta * omega - v) / (omega * ((1 - zeta) * (1 + zeta)).squareRoot())
        guard sineCoefficient.magnitude > epsilon else { return nil }
        return Double.log(sineCoefficient.magnitude / epsilon) / (zeta * omega)
    }

    /// Durations in 0.01…10 s where UIKit's residual at ω0 changes sign,
    /// each refined by bisection.
    private static func bracketedDurations(omega: Double, dampingRatio zeta: Double, velocity v: Double) -> [Double] {
        func f(_ t: Double) -> Double {
            DurationEquation.residual(omega: omega, dampingRatio: zeta, duration: t, velocity: v).value
        }
        let samples = 400
        let ratio = Double.log(durationRange.upperBound / durationRange.lowerBound) / Double(samples)
        var roots: [Double] = []
        var previous = durationRange.lowerBound
        for i in 1...samples {
            let next = durationRange.lowerBound * Double.exp(ratio * Double(i))
            if (f(previous) < 0) != (f(next) < 0) {
                var lo = previous, hi = next
                for _ in 0..<100 where hi - lo > 2 * hi.ulp {
                    let mid = 0.5 * (lo + hi)
                    if (f(mid) < 0) == (f(lo) < 0) { lo = mid } else { hi = mid }
                }
                roots.append(0.5 * (lo + hi))
            }
            previous = next
        }
        return roots
    }
}

extension UIKitRuntime: SpringMotionRuntime {
    public typealias Input = UIKitInput
    public static let inputs: [any SpringInput.Type] = [UIKitInput.self, UIKitTimingInput.self]
    public static let key = "uikit"
    public static let name = "UIKit"
    public static let sources = [
        RuntimeSource(
            "the solver from (duration, ζ, velocity) to a spring, the stop at T", "docs/apple.md (UIKit's solver)"),
        RuntimeSource(
            "UIView.animate(springDuration:bounce:…)",
            "<https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)>"
        ),
        RuntimeSource(
            "UISpringTimingParameters", "<https://developer.apple.com/documentation/uikit/uispringtimingparameters>"),
    ]

    /// The duration written for UIKit, else the one UIKit's solver needs for
    /// this spring; nil when UIKit cannot express it.
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> UIKitRuntime? {
        let duration =
            (writes(animation.input) ? animation.endTime : nil)
            ?? UIKitSpring.matching(animation.spring, initialVelocity: animation.initialVelocity)?.duration
        return duration.map(UIKitRuntime.init(duration:))
    }

    /// None: UIKit's end is its duration T, which the spring fixes.
    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [UIKitRuntime] { [] }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [RuntimeParameter("duration", duration)]
    }

    /// The UIKit call of `equivalents`: the one written, for an animation
    /// written for UIKit, else the one whose solve gives the spring.
    static func call(_ equivalents: SpringEquivalents) -> UIKitSpring? {
        equivalents.animation.uikit
            ?? UIKitSpring.matching(equivalents.spring, initialVelocity: equivalents.velocity)
    }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        let uikit = call(equivalents)
        let normalized = VelocityUnit.fractionsPerSecond.rawValue
        return [
            EquivalentGroup(
                "uikit", present: uikit != nil,
                [
                    ("duration", .number(uikit?.duration)), ("dampingRatio", .number(uikit?.dampingRatio)),
                    ("initialVelocity", .number(uikit?.initialVelocity)),
                    ("velocityUnit", .text(uikit.map { _ in normalized })),
                ]),
            equivalents.physicalGroup(
                "uikitTiming", velocityName: "initialVelocity", unit: .fractionsPerSecond),
        ]
    }

    public static func code(_ equivalents: SpringEquivalents) -> UIKitCode { UIKitCode(equivalents) }

    /// `withDuration` is when UIKit stops the spring and jumps to the target;
    /// `springDuration` is SwiftUI's perceptual pace.
    public static func durationMeaning(
        _ equivalents: SpringEquivalents, settling: Double, number: (Double) -> String
    ) -> String? {
        let pace = "springDuration \(number(PerceptualSpring(equivalents.spring).duration)) s is a perceptual pace"
        guard let call = call(equivalents) else {
            return pace + ", not when the motion settles (\(number(settling)) s)."
        }
        return "withDuration \(number(call.duration)) s is when UIKit stops and jumps to the target; " + pace
            + "; the motion settles at \(number(settling)) s."
    }
}
