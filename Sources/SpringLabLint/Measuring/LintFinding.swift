/// Something lint reports about a spring: the rule, where, and what to tell.
package struct LintFinding: Sendable, Hashable {
    package enum Rule: String, Sendable, CaseIterable, Comparable {
        /// UIKit stops `animate(withDuration:usingSpringWithDamping:…)` at
        /// its duration more than 1% of the distance from the target.
        case uikitJump = "uikit-jump"
        /// A duration above 10 s: milliseconds written where seconds are taken.
        case millisecondsDuration = "milliseconds-duration"
        /// ζ > 1 drawn as critical damping (Core Animation, SwiftUI without `allowOverDamping`).
        case drawnCritical = "overdamping-drawn-critical"
        /// A value the runtime refuses or clamps.
        case outOfRange = "out-of-range"
        /// A spring whose screen strays beyond the tolerance from every token given.
        case noToken = "no-token"
        /// Two groups of springs that move almost the same.
        case almostSame = "almost-same"

        /// One line on what the rule checks, for SARIF's rule list.
        package var summary: String {
            switch self {
            case .uikitJump: return "UIKit cuts the spring off with a visible jump"
            case .millisecondsDuration: return "A duration that reads like milliseconds"
            case .drawnCritical: return "An overdamped spring drawn as critical damping"
            case .outOfRange: return "A value outside the runtime's accepted range"
            case .noToken: return "A spring that matches no design token"
            case .almostSame: return "Springs that move almost the same: merge?"
            }
        }

        package static func < (a: Rule, b: Rule) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    package let rule: Rule
    package let spring: FoundSpring
    package let message: String
}
