/// Android's end of a `SpringAnimation` (androidx.dynamicanimation): after
/// each frame's update `SpringForce.isAtEquilibrium` tests
/// |v| < 62.5 · δ and |x − final| < δ, δ = 0.75 × the animation's minimum
/// visible change (1 pixel by default); the animation then ends on the final
/// position (docs/runtime-ends.md).
///
/// Each frame's update is the closed-form solution from the previous frame's
/// state, so the frames lie on the exact curve.
public struct AndroidEnd: Hashable, Sendable {
    /// `setMinimumVisibleChange`, in the value's units.
    public let minimumVisibleChange: Double

    public init(minimumVisibleChange: Double = 1) { self.minimumVisibleChange = minimumVisibleChange }

    /// δ, the value threshold: 0.75 × the minimum visible change.
    public var valueThreshold: Double { 0.75 * minimumVisibleChange }
    /// The velocity threshold, units per second: δ · 1000/16.
    public var velocityThreshold: Double { valueThreshold * 62.5 }

    /// The frames Android shows of `motion` over `move`.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let distance = move.distance
        return ScreenRun.following(motion, move: move) { k, state in
            k > 0 && (state.velocity * distance).magnitude < velocityThreshold
                && (state.displacement * distance).magnitude < valueThreshold
        }
    }
}

extension AndroidEnd: Runtime {
    public typealias Input = AndroidInput
    public static let key = "android"
    public static let name = "Android"
    public static let tableOrder = 50
    public static let codeOrder = 50
    public static let sources = [
        RuntimeSource(
            "SpringForce's constants and isAtEquilibrium, the minimum visible change",
            "androidx/androidx `dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/"
                + "SpringForce.java`, `DynamicAnimation.java` (docs/runtimes.md, Android)")
    ]

    /// A minimum visible change of 1 (a pixel), or the one written with an `android:` input.
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        guard let written = animation.input as? AndroidInput else { return AndroidEnd() }
        return AndroidEnd(minimumVisibleChange: written.number(AndroidInput.minimumVisibleChange))
    }

    public func screenRun(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun {
        run(animation.motion, move: move)
    }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map { AndroidEnd(minimumVisibleChange: $0 / 0.75) }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [RuntimeParameter("minimumVisibleChange", minimumVisibleChange)]
    }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        [ComposeSpring.group("android", order: 70, velocityName: "startVelocity", equivalents)]
    }

    public static func code(_ equivalents: SpringEquivalents, number: (Double) -> String) -> [String] {
        let force = ComposeSpring(equivalents.spring)
        return [
            SpringEquivalents.line(
                "Android",
                "SpringAnimation(view, DynamicAnimation.TRANSLATION_X, \(number(equivalents.move.distance))f).apply { "
                    + "spring.stiffness = \(number(force.stiffness))f; "
                    + "spring.dampingRatio = \(number(force.dampingRatio))f; "
                    + "setStartVelocity(\(number(equivalents.unitsPerSecond))f) }"
                    + SpringEquivalents.velocityComment(.unitsPerSecond))
        ]
    }
}
