import RealModule
import Testing

@testable import SpringLab

/// springlab against data/reference, computed by mpmath at 50 digits (exact
/// to far below double precision) and cross-checked there by scipy's DOP853.
@Suite("Agreement with the mpmath reference")
struct ReferenceAgreementTests {
    static let springs = try! ReferenceSpring.all()
    static let points = try! ReferencePoint.all()

    /// The analytic solution is good to ~1e-12 of the distance: displacement
    /// within 1e-12 (distance 1), velocity within 1e-12 · (ω0 + |v0|), the
    /// natural scale of velocities for this motion.
    @Test(arguments: springs)
    func closedFormMatchesReference(_ reference: ReferenceSpring) throws {
        let motion = try SpringMotion(spring: reference.spring, initialState: reference.initialState)
        let velocityScale = reference.spring.naturalFrequency + reference.initialState.velocity.magnitude
        for point in Self.points where point.id == reference.id {
            let state = motion.state(at: point.time)
            #expect(
                state.displacement.isApproximatelyEqual(to: point.displacement, absoluteTolerance: 1e-12),
                "x at t = \(point.time)")
            #expect(
                state.velocity.isApproximatelyEqual(to: point.velocity, absoluteTolerance: 1e-12 * velocityScale),
                "v at t = \(point.time)")
        }
    }

    /// Band exit to 1e-13 relative: x carries an error δ ≈ 1e-16, which moves
    /// the root |x(t)| = ε by δ/|x'|, a few ulps of t for these springs
    /// (observed at most 3.8e-16 relative); a root finder stopping one Newton
    /// step early (corrections ~1e-9 s) fails at once.
    @Test(arguments: springs)
    func metricsMatchReference(_ reference: ReferenceSpring) throws {
        let motion = try SpringMotion(spring: reference.spring, initialState: reference.initialState)
        let settling = try #require(motion.bandExit(epsilon: 0.001).seconds)
        #expect(settling.isApproximatelyEqual(to: reference.settlingTime, relativeTolerance: 1e-13))
        let overshoot = motion.overshoot
        #expect(overshoot.amount.isApproximatelyEqual(to: reference.overshoot, absoluteTolerance: 1e-12))
        if let peak = reference.peakTime {
            let computed = try #require(overshoot.peakTime)
            #expect(computed.isApproximatelyEqual(to: peak, absoluteTolerance: 1e-9, relativeTolerance: 1e-9))
        }
        #expect(motion.targetCrossings(through: settling) == reference.crossings)
    }

    @Test func referenceCoversEveryRegime() {
        let ratios = Self.springs.map(\.spring.dampingRatio)
        #expect(ratios.contains { $0 < 1 } && ratios.contains(1) && ratios.contains { $0 > 1 })
        #expect(Self.springs.count >= 50)
    }
}
