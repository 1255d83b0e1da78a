import Testing
import SpringLab

/// The band exit's root finder stops as soon as its Newton correction is
/// within 2 ulps (a performance change: it used to bisect on from there until
/// the bracket, anchored at the last peak, was a few ulps wide). The answers
/// must still be the exact band exit of the mpmath reference to the precision
/// the double evaluation of x(t) allows: an error δ ≈ 1e-16 in x moves the
/// root by δ/|x'|, a few ulps of t for these springs (observed at most
/// 3.8e-16 relative). 1e-13 leaves a wide margin yet fails at once if the
/// iteration stopped a step early (last-but-one corrections are ~1e-9 s).
@Suite("Band exit against the mpmath reference")
struct BandExitReferenceTests {
    @Test("bandExit(.standard) matches settling_time", arguments: ReferenceSpring.all.map(\.id))
    func settlingTime(id: String) throws {
        let reference = try #require(ReferenceSpring.all.first { $0.id == id })
        let exit = try #require(reference.motion.bandExit(.standard).seconds)
        #expect((exit - reference.settlingTime).magnitude <= 1e-13 * reference.settlingTime)
    }

    @Test("overshoot, peak time and crossings match", arguments: ReferenceSpring.all.map(\.id))
    func overshootAndCrossings(id: String) throws {
        let reference = try #require(ReferenceSpring.all.first { $0.id == id })
        let motion = reference.motion
        let overshoot = motion.overshoot
        #expect((overshoot.amount - reference.overshoot).magnitude <= 1e-12)
        #expect(overshoot.peakTime.map { ($0 - reference.peakTime!).magnitude <= 1e-9 * $0 }
                ?? (reference.peakTime == nil))
        let exit = try #require(motion.bandExit(.standard).seconds)
        #expect(motion.targetCrossings(through: exit) == reference.crossings)
    }
}
