import SpringLab

extension SceneKind {
    /// The springs each scene animates by default, written as the tutorials
    /// call them (rows of data/seed-springs.csv; the box shows the one UIKit
    /// stops farthest from its target). Unlabelled, so that captions show the call.
    public var tutorialSprings: [LabelledSpring] {
        switch self {
        case .box: return [Self.elasticSettle]
        case .elastic:
            return [Self.uikit(duration: 0.25, dampingRatio: 0.9, velocity: 1.5), Self.elasticSettle]
        case .jelly: return [Self.uikit(duration: 1, dampingRatio: 0.5, velocity: 0)]
        case .pullToRefresh: return [Self.uikit(duration: 0.9, dampingRatio: 0.57, velocity: 0)]
        case .pulse: return [Self.coreAnimation(mass: 1, stiffness: 100, damping: 7.5, velocity: 0)]
        case .jump: return [Self.coreAnimation(mass: 10, stiffness: 1500, damping: 50, velocity: 100)]
        }
    }

    private static var elasticSettle: LabelledSpring { uikit(duration: 0.45, dampingRatio: 0.15, velocity: 5.5) }

    private static func uikit(duration: Double, dampingRatio: Double, velocity: Double) -> LabelledSpring {
        // Constants within UIKit's accepted ranges.
        LabelledSpring(
            try! SpringAnimation(
                UIKitSpring(
                    duration: duration, dampingRatio: dampingRatio,
                    initialVelocity: velocity)))
    }

    private static func coreAnimation(mass: Double, stiffness: Double, damping: Double, velocity: Double)
        -> LabelledSpring
    {
        LabelledSpring(
            SpringAnimation(
                try! CoreAnimationSpring(
                    mass: mass, stiffness: stiffness, damping: damping,
                    initialVelocity: velocity)))
    }
}
