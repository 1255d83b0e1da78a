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

    /// The legend name: the given label, else the animation as written, e.g.
    /// `UIKit duration 0.45, damping 0.15, velocity 5.5` (the caption `fit`
    /// prints as its headline, with legend-sized numbers).
    public var name: String { label ?? animation.input.caption { legendNumber($0) } }
}
