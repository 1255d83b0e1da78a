/// What of the moving element becomes the curve to fit (`--track`).
package enum TrackedProperty: String, CaseIterable, Sendable {
    /// The element's centre across, in the clip's pixels (right is up).
    case x
    /// The element's centre down, in the clip's pixels (down is up).
    case y
    /// Its size as a factor of its size at rest after the motion (1 at the end).
    case scale
    /// How far it has faded from the first still frame to the last, 0 to 1:
    /// its opacity when it fades from 0 to 1 (from 1 to 0: 1 − opacity).
    case opacity

    /// The unit of the curve's values, for the report.
    package var unit: String {
        switch self {
        case .x, .y: "pixels"
        case .scale: "× the end size"
        case .opacity: "of the fade"
        }
    }
}
