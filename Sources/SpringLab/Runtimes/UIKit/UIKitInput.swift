/// UIKit's two spring animations of `UIView`, written with their argument
/// names and a `velocity` (`initialSpringVelocity`) in fractions of the
/// distance per second:
///
/// - `uikit:duration=0.45,damping=0.15[,velocity=5.5]`:
///   `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:)`.
///   UIKit solves a spring from the three numbers (see ``UIKitSpring``), runs
///   it for exactly `duration` seconds, and then jumps to the target: the
///   animation's ``SpringAnimation/endTime`` is the duration.
/// - `uikit:springDuration=0.5,bounce=0.2[,velocity=1]` (iOS 17,
///   `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:)`,
///   defaults 0.5 s and 0): the perceptual duration and bounce of SwiftUI's
///   `Spring(duration:bounce:)` (``PerceptualSpring``, mass 1), run until it settles.
public struct UIKitInput: SpringInput {
    /// `withDuration`, in seconds.
    public var duration: Double?
    /// `usingSpringWithDamping`: a damping ratio.
    public var damping: Double?
    /// `initialSpringVelocity`, in fractions of the distance per second.
    public var velocity: Double?
    /// `springDuration`, in seconds.
    public var springDuration: Double?
    /// `bounce`, −1 < b ≤ 1.
    public var bounce: Double?

    public init() {}

    public init(_ uikit: UIKitSpring) {
        duration = uikit.duration
        damping = uikit.dampingRatio
        velocity = uikit.initialVelocity == 0 ? nil : uikit.initialVelocity
    }

    public static let kind = "uikit"
    public static let title = "UIKit"

    public static let duration = SpringParameter<Self>.seconds(
        "duration", \.duration, { $0.duration = $1 },
        "withDuration: the animation's length; UIKit stops and jumps to the target then (s)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, "usingSpringWithDamping: the damping ratio ζ, clamped to 0…1")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0,
        "initialSpringVelocity: fractions of the distance per second, positive toward the target")

    public static let springDuration = SpringParameter<Self>.seconds(
        "springDuration", \.springDuration, { $0.springDuration = $1 }, default: 0.5,
        "animate(springDuration:bounce:…): the perceptual duration, SwiftUI's (s)")
    public static let bounce = SpringParameter<Self>.number(
        "bounce", \.bounce, { $0.bounce = $1 }, default: 0,
        "animate(springDuration:bounce:…): −1 < b ≤ 1, 0 is critical")

    public static let parameters = [duration, damping, velocity, springDuration, bounce]

    public static let forms = [
        SpringInputForm<Self>(required: [duration, damping], optional: [velocity]) { input throws(SpringError) in
            try SpringAnimation(input, uikit: input.uikitSpring())
        },
        SpringInputForm<Self>(required: [springDuration], optional: [bounce, velocity]) {
            input throws(SpringError) in
            try input.perceptualAnimation()
        },
        SpringInputForm<Self>(required: [bounce], optional: [velocity]) { input throws(SpringError) in
            try input.perceptualAnimation()
        },
    ]

    private func perceptualAnimation() throws(SpringError) -> SpringAnimation {
        let swiftUI = try PerceptualSpring(duration: number(Self.springDuration), bounce: number(Self.bounce))
        return try SpringAnimation(
            self, spring: swiftUI.spring(), initialVelocity: number(Self.velocity), allowsOverdamping: true)
    }

    /// The `withDuration:usingSpringWithDamping:` call written.
    /// - Precondition: the input gives `duration` and `damping`.
    public func uikitSpring() throws(SpringError) -> UIKitSpring {
        try UIKitSpring(
            duration: number(Self.duration), dampingRatio: number(Self.damping),
            initialVelocity: number(Self.velocity))
    }

    public var remarks: [SpringRemark] {
        guard duration != nil, damping != nil, let uikit = try? uikitSpring() else { return [] }
        return uikit.clampRemarks
    }
}

extension UIKitSpring {
    /// What UIKit's clamps change of the spring as written: the damping
    /// ratio, and the duration its solver works with.
    var clampRemarks: [SpringRemark] {
        var remarks: [SpringRemark] = []
        if effectiveDampingRatio != dampingRatio {
            remarks.append(.uikitClampsDampingRatio(written: dampingRatio, used: effectiveDampingRatio))
        }
        if solverDuration != duration {
            remarks.append(.uikitClampsSolverDuration(written: duration, used: solverDuration))
        }
        return remarks
    }
}

extension SpringAnimation {
    /// A UIKit spring animation: the spring its Newton solve builds, cut off
    /// at the duration.
    /// - Throws: ``SpringError/uikitSolveFailed(duration:dampingRatio:initialVelocity:)``.
    public init(_ uikit: UIKitSpring) throws(SpringError) {
        try self.init(UIKitInput(uikit), uikit: uikit)
    }

    fileprivate init(_ input: UIKitInput, uikit: UIKitSpring) throws(SpringError) {
        try self.init(
            input, spring: uikit.spring(), initialVelocity: uikit.initialVelocity,
            allowsOverdamping: false, endTime: uikit.duration)
    }

    /// The UIKit call, when the animation was written for UIKit's
    /// `withDuration:usingSpringWithDamping:`.
    public var uikit: UIKitSpring? {
        guard let input = input as? UIKitInput, input.duration != nil, input.damping != nil else { return nil }
        return try? input.uikitSpring()
    }
}
