import RealModule
import SpringLab
import Testing

/// springlab against the output of the runtimes' own code
/// (data/reference/runtimes/): velocity units and conversions.
@Suite("runtimes' own output")
struct RuntimeReferenceTests {
    static let springs = try! RuntimeReferenceSpring.all()

    /// motion evaluates the closed-form solution at its clock's whole
    /// milliseconds; given `velocity × distance` units per second, its values
    /// are springlab's exact curve with the normalized velocity. Frames at
    /// which motion shows the target (its rest rule) are left out.
    @Test("motion's curve is the exact curve, velocity in units per second", arguments: springs)
    func motionVelocityIsUnitsPerSecond(_ reference: RuntimeReferenceSpring) throws {
        let frames = try #require(try RuntimeFrame.byID("motion-frames.csv", stoppedColumn: "finished")[reference.id])
        let motion = reference.animation.motion
        let distance = reference.move.distance
        var compared = 0
        for frame in frames where frame.value != distance {
            let t = frame.timestamp.rounded(.toNearestOrAwayFromZero) / 1000
            let expected = distance * (1 + motion.displacement(at: t))
            #expect(abs(frame.value - expected) <= 1e-9 * distance, "frame \(frame.frame)")
            compared += 1
        }
        #expect(compared >= 10)
    }

    @Test("Rebound's Origami conversion")
    func origami() throws {
        for row in try readTable("data/reference/runtimes/rebound-conversions.csv") where row["form"] == "origami" {
            let origami = try OrigamiSpring(tension: Double(row["a"]!)!, friction: Double(row["b"]!)!)
            #expect(
                origami.physicalTension.isApproximatelyEqual(to: Double(row["tension"]!)!, absoluteTolerance: 1e-12))
            #expect(
                origami.physicalFriction.isApproximatelyEqual(to: Double(row["friction"]!)!, absoluteTolerance: 1e-12))
        }
    }

    @Test("Rebound's bounciness and speed")
    func bounciness() throws {
        for row in try readTable("data/reference/runtimes/rebound-conversions.csv") where row["form"] == "bouncy" {
            let bouncy = try BouncySpring(bounciness: Double(row["a"]!)!, speed: Double(row["b"]!)!)
            let origami = try bouncy.origami()
            #expect(
                origami.physicalTension.isApproximatelyEqual(to: Double(row["tension"]!)!, relativeTolerance: 1e-12))
            #expect(
                origami.physicalFriction.isApproximatelyEqual(to: Double(row["friction"]!)!, relativeTolerance: 1e-12))
        }
    }

    /// The inverse: a physical spring's Origami values map back onto it.
    @Test("Origami values of a physical spring round-trip")
    func origamiRoundTrip() throws {
        let spring = try Spring(mass: 2, stiffness: 460.4, damping: 44)
        let origami = OrigamiSpring(spring)
        #expect(origami.tension.isApproximatelyEqual(to: 40, relativeTolerance: 1e-13))
        #expect(origami.friction.isApproximatelyEqual(to: 7, relativeTolerance: 1e-13))
    }
}
