import RealModule

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
    public static let epsilon = 0.001
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
            let (f, slope) = residual(omega: omega, dampingRatio: zeta, duration: t, velocity: v)
            omega -= f / slope
        }
        return omega
    }

    /// UIKit's residual f(ω) and its analytic derivative f′(ω).
    static func residual(
        omega w: Double, dampingRatio zeta: Double, duration t: Double,
        velocity v: Double
    ) -> (value: Double, slope: Double) {
        if zeta < 1 {
            let root = ((1 - zeta) * (1 + zeta)).squareRoot()
            let decay = Double.exp(-zeta * w * t)
            let h = (zeta * w - v) / (w * root)
            let dh = v / (w * w * root)
            let sign: Double = h < 0 ? -1 : 1
            return (
                epsilon - h.magnitude * decay,
                -decay * (sign * dh - zeta * t * h.magnitude)
            )
        }
        let decay = Double.exp(-w * t)
        let s = w - v < 0 ? epsilon : -epsilon
        return (s + (1 + (w - v) * t) * decay, -(w - v) * t * t * decay)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
