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
