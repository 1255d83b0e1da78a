import SpringLab

/// A spring animation to draw, with the name it gets in the legend.
public struct LabelledSpring: Sendable {
    public let animation: SpringAnimation
    /// The legend name; nil uses ``caption``, the call the user wrote.
    public let label: String?

    public init(_ animation: SpringAnimation, label: String? = nil) {
        self.animation = animation
        self.label = label
    }

    /// The legend name: the given label, else the API call in brief.
    public var name: String { label ?? Self.caption(animation) }

    /// The animation as the API call it came from, with the numbers as given,
    /// e.g. `UIKit 0.45 s, damping 0.15, velocity 5.5`.
    public static func caption(_ animation: SpringAnimation) -> String {
        let n = { (value: Double) in legendNumber(value) }
        let velocity = animation.initialVelocity == 0 ? "" : ", velocity \(n(animation.initialVelocity))"
        switch animation.source {
        case let .uikit(uikit):
            return "UIKit \(n(uikit.duration)) s, damping \(n(uikit.dampingRatio))\(velocity)"
        case .coreAnimation:
            let spring = animation.spring
            return
                "CA mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping))\(velocity)"
        case let .perceptual(duration, bounce):
            return "CA perceptual \(n(duration)) s, bounce \(n(bounce))\(velocity)"
        case let .swiftUIDuration(spring):
            return "SwiftUI \(n(spring.duration)) s, bounce \(n(spring.bounce))\(velocity)"
        case let .swiftUIResponse(spring):
            return "SwiftUI response \(n(spring.duration)) s, ζ \(n(spring.dampingRatio))\(velocity)"
        case let .preset(preset):
            return "SwiftUI .\(preset.rawValue)\(velocity)"
        }
    }
}
