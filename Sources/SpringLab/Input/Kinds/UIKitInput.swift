/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:)`,
/// written `uikit:duration=0.45,damping=0.15[,velocity=5.5]`.
///
/// UIKit solves a spring from the three numbers (see ``UIKitSpring``), runs
/// it for exactly `duration` seconds, and then jumps to the target: the
/// animation's ``SpringAnimation/endTime`` is the duration.
public struct UIKitInput: SpringInput {
    /// `withDuration`, in seconds.
    public var duration: Double?
    /// `usingSpringWithDamping`: a damping ratio.
    public var damping: Double?
    /// `initialSpringVelocity`, in fractions of the distance per second.
    public var velocity: Double?

    public init() {}

    public init(_ uikit: UIKitSpring) {
        duration = uikit.duration
        damping = uikit.dampingRatio
        velocity = uikit.initialVelocity == 0 ? nil : uikit.initialVelocity
    }

    public static let kind = "uikit"
    public static let title = "UIKit"

    public static let duration = SpringParameter<Self>.number(
        "duration", \.duration, "withDuration: the animation's length; UIKit stops and jumps to the target then (s)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, "usingSpringWithDamping: the damping ratio ζ, clamped to 0…1")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, default: 0,
        "initialSpringVelocity: fractions of the distance per second, positive toward the target")

    public static let parameters = [duration, damping, velocity]

    public static let forms = [
        SpringInputForm<Self>(required: [duration, damping], optional: [velocity]) { input throws(SpringError) in
            try SpringAnimation(input, uikit: input.uikitSpring())
        }
    ]

    /// The UIKit call written.
    public func uikitSpring() throws(SpringError) -> UIKitSpring {
        try UIKitSpring(
            duration: number(Self.duration), dampingRatio: number(Self.damping),
            initialVelocity: number(Self.velocity))
    }

    public var remarks: [SpringRemark] {
        guard let uikit = try? uikitSpring() else { return [] }
        var remarks: [SpringRemark] = []
        if uikit.effectiveDampingRatio != uikit.dampingRatio {
            remarks.append(.uikitClampsDampingRatio(written: uikit.dampingRatio, used: uikit.effectiveDampingRatio))
        }
        if uikit.solverDuration != uikit.duration {
            remarks.append(.uikitClampsSolverDuration(written: uikit.duration, used: uikit.solverDuration))
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

    /// The UIKit call, when the animation was written for UIKit.
    public var uikit: UIKitSpring? {
        try? (input as? UIKitInput)?.uikitSpring()
    }
}
