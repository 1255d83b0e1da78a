/// The unit an API takes an initial velocity in, as reports name it.
public enum VelocityUnit: String, Sendable, CaseIterable {
    /// Fractions of the distance per second (UIKit, Core Animation, SwiftUI):
    /// 1 crosses the whole move in one second at that speed.
    case fractionsPerSecond = "distance/s"
    /// The value's own units per second (px/s, pt/s, dp/s).
    case unitsPerSecond = "units/s"
    /// The value's own units per millisecond (react-spring).
    case unitsPerMillisecond = "units/ms"
}
