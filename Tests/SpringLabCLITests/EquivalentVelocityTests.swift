import Foundation
import Testing

/// Every equivalent carries the initial velocity in its runtime's own unit
/// for a move of `--distance` units: Apple's APIs in fractions of the
/// distance per second, react-spring in units per millisecond (its
/// integrator's step is 1 ms), the others in units per second.
@Suite("equivalents' velocities through the binary")
struct EquivalentVelocityTests {
    /// v = 3 distances/s over 200 units is 600 units/s and 0.6 units/ms.
    @Test func jsonCarriesEachRuntimesUnit() throws {
        let json = try FitCommandTests.fitJSON([
            "--stiffness", "100", "--damping", "10", "--velocity", "3",
            "--distance", "200",
        ])
        let equivalents = try #require(json["equivalents"] as? [String: Any])
        let expected: [(group: String, key: String, value: Double, unit: String)] = [
            ("swiftUI", "initialVelocity", 3, "distance/s"), ("coreAnimation", "initialVelocity", 3, "distance/s"),
            ("compose", "initialVelocity", 600, "units/s"), ("android", "startVelocity", 600, "units/s"),
            ("flutter", "velocity", 600, "units/s"), ("framerMotion", "velocity", 600, "units/s"),
            ("reactSpring", "velocity", 0.6, "units/ms"), ("rebound", "velocity", 600, "units/s"),
            ("origami", "velocity", 600, "units/s"), ("pop", "velocity", 600, "units/s"),
        ]
        for entry in expected {
            let group = try #require(equivalents[entry.group] as? [String: Any], "\(entry.group)")
            let value = try #require(group[entry.key] as? Double, "\(entry.group).\(entry.key)")
            #expect(abs(value - entry.value) <= 1e-12 * entry.value, "\(entry.group).\(entry.key) = \(value)")
            #expect(group["velocityUnit"] as? String == entry.unit, "\(entry.group)")
        }
        let move = try #require(json["move"] as? [String: Any])
        #expect(move["distance"] as? Double == 200 && move["framesPerSecond"] as? Double == 60)
    }

    /// Without --distance the move is 300 units.
    @Test func defaultDistanceIs300() throws {
        let json = try FitCommandTests.fitJSON(["--stiffness", "100", "--damping", "10", "--velocity", "1"])
        let react = try #require((json["equivalents"] as? [String: Any])?["reactSpring"] as? [String: Any])
        #expect(react["velocity"] as? Double == 0.3)
    }

    @Test func textNamesEachUnit() throws {
        let result = try runSpringlab([
            "fit", "--stiffness", "1500", "--damping", "50", "--mass", "10",
            "--velocity", "100", "--distance", "300",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let react = try #require(lines.first { $0.contains("React Spring") })
        #expect(react.contains("velocity: 30 }") && react.contains("units/ms"))
        let motion = try #require(lines.first { $0.contains("Framer Motion") })
        #expect(motion.contains("velocity: 30000 }") && motion.contains("units/s"))
        #expect(!result.stdout.contains("React Spring take"))
        #expect(result.stdout.contains("initialVelocity: 100)"))
    }

    @Test func distanceMustBePositiveAndFramesPerSecondToo() throws {
        for arguments in [["--distance", "0"], ["--fps", "0"], ["--fps", "nan"]] {
            let result = try runSpringlab(["fit", "--stiffness", "100", "--damping", "10"] + arguments)
            #expect(result.status != 0)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }

    /// sweep's runtime columns are for the default move, so --distance keeps
    /// meaning only the unit of an absolute --epsilon there.
    @Test func sweepStillWantsEpsilonWithDistance() throws {
        let result = try runSpringlab([
            "sweep", "--stiffness", "50...500:2", "--damping", "10...20:2",
            "--distance", "300",
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--epsilon"), "\(result.stderr)")
    }
}
