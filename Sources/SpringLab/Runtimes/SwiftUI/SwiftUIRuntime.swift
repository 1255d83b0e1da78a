/// SwiftUI's end of a spring animation, as springlab models it: the
/// animation is removed once the spring is at rest, taken to be its band exit
/// at ε = 0.001 of the distance (the default `epsilon` of
/// `Spring(settlingDuration:dampingRatio:epsilon:)`), and the view then shows
/// the target.
///
/// Apple does not document the rule SwiftUI uses (docs/runtime-ends.md); this
/// is an assumption, stated as such wherever springlab reports it.
public struct SwiftUIRuntime: Hashable, Sendable {
    /// The band, as a fraction of the distance.
    public let epsilon: Double

    public init(epsilon: Double = 0.001) { self.epsilon = epsilon }

    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let rest = motion.bandExit(epsilon: epsilon).seconds ?? .infinity
        return ScreenRun.following(motion, move: move) { k, _ in move.frameTime(k) >= rest }
    }
}

/// SwiftUI's spring `Animation`s written by name, with the defaults Apple
/// documents for their arguments
/// (<https://developer.apple.com/documentation/swiftui/animation>):
///
/// - `spring`: `.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`;
/// - `interactiveSpring`: `.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`;
/// - `default`: `.spring(duration: 0.5, bounce: 0)`, the spring with no arguments
///   (not `Animation.default`, whose curve Apple does not document).
///
/// `dampingFraction` is a damping ratio and `response` the undamped period,
/// as in `Spring(response:dampingRatio:)`. The blend duration only blends one
/// animation into the next, so it does not change a single curve.
public enum SwiftUIAnimation: String, CaseIterable, Sendable {
    case spring, interactiveSpring
    case `default`

    /// (response in seconds, damping fraction).
    public var defaults: (response: Double, dampingFraction: Double) {
        switch self {
        case .spring: return (0.5, 0.825)
        case .interactiveSpring: return (0.15, 0.86)
        case .default: return (0.5, 1)
        }
    }
}

/// SwiftUI's named springs, each a `Spring(duration: 0.5, bounce: b)`.
public enum SwiftUIPreset: String, CaseIterable, Sendable {
    /// `.smooth`: bounce 0 (critically damped).
    case smooth
    /// `.snappy`: bounce 0.15.
    case snappy
    /// `.bouncy`: bounce 0.3.
    case bouncy

    public var bounce: Double {
        switch self {
        case .smooth: return 0
        case .snappy: return 0.15
        case .bouncy: return 0.3
        }
    }

    public var duration: Double { 0.5 }

    public var swiftUISpring: PerceptualSpring {
        try! PerceptualSpring(duration: duration, bounce: bounce)
    }
}

extension SwiftUIRuntime: SpringMotionRuntime {
    public typealias Input = SwiftUIInput
    public static let key = "swiftUI"
    public static let name = "SwiftUI"
    public static let sources = [
        RuntimeSource(
            "Spring(duration:bounce:), Spring(response:dampingRatio:)",
            "<https://developer.apple.com/documentation/swiftui/spring>"),
        RuntimeSource(
            "the end of animation: assumed, Apple does not document it", "docs/runtime-ends.md (SwiftUI)"),
    ]

    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? { SwiftUIRuntime() }

    /// None: SwiftUI's rule has no threshold to set.
    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] { [] }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] { [] }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        let swiftUI = PerceptualSpring(equivalents.spring)
        return [
            equivalents.group(
                "swiftUI",
                [
                    ("duration", .number(swiftUI.duration)), ("bounce", .number(swiftUI.bounce)),
                    ("response", .number(swiftUI.duration)), ("dampingRatio", .number(swiftUI.dampingRatio)),
                ], velocityName: "initialVelocity", unit: .fractionsPerSecond)
        ]
    }

    public static func code(_ equivalents: SpringEquivalents) -> SwiftUICode { SwiftUICode(equivalents) }

    /// `Spring(settlingDuration:dampingRatio:epsilon:)`'s settle time and
    /// band (its `epsilon` defaults to 0.001): the settle time asked for in
    /// its band, else the band exit at ε = 0.001; nil unless the settle-time
    /// forms are written, or for ζ > 1, or a motion that never settles. Apple
    /// documents the time as approximate, not the rule it builds the spring by.
    static func settlingForm(_ equivalents: SpringEquivalents) -> (duration: Double, epsilon: Double)? {
        guard equivalents.writesSettlingForms, equivalents.spring.dampingRatio <= 1 else { return nil }
        let band =
            equivalents.settlingTarget
            ?? equivalents.animation.motion.bandExit(epsilon: 0.001).seconds.map { ($0, 0.001) }
        return band.map { (duration: $0.0, epsilon: $0.1) }
    }

    /// SwiftUI's `duration` (and `response`) is the undamped period 2π/ω0, a perceptual pace.
    public static func durationMeaning(
        _ equivalents: SpringEquivalents, settling: Double, number: (Double) -> String
    ) -> String? {
        "SwiftUI's duration \(number(PerceptualSpring(equivalents.spring).duration)) s is a perceptual pace "
            + "(the undamped period 2π/ω0), not when the motion settles (\(number(settling)) s)."
    }
}
