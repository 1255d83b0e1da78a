/// SwiftUI's end of a spring animation, as springlab models it: the
/// animation is removed once the spring is at rest, taken to be its band exit
/// at ε = 0.001 of the distance (the default `epsilon` of
/// `Spring(settlingDuration:dampingRatio:epsilon:)`), and the view then shows
/// the target.
///
/// Apple does not document the rule SwiftUI uses (docs/runtime-ends.md); this
/// is an assumption, stated as such wherever springlab reports it.
public struct SwiftUIEnd: Hashable, Sendable {
    /// The band, as a fraction of the distance.
    public let epsilon: Double

    public init(epsilon: Double = 0.001) { self.epsilon = epsilon }

    /// The frames SwiftUI shows of `motion`.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let rest = motion.bandExit(epsilon: epsilon).seconds ?? .infinity
        return ScreenRun.following(motion, move: move) { k, _ in move.frameTime(k) >= rest }
    }
}
