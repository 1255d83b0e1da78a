import Foundation
import RealModule
import Testing

@Suite("springlab fit through the binary")
struct FitCommandTests {
    static func fitJSON(_ arguments: [String]) throws -> [String: Any] {
        let result = try runSpringlab(["fit", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func quickStartPrintsEverySection() throws {
        let result = try runSpringlab(["fit", "--duration", "0.45", "--damping", "0.15"])
        #expect(result.status == 0)
        for heading in [
            "Physical spring", "Settling", "band exit", "Core Animation settlingDuration",
            "overshoot", "UIKit end of animation", "Equivalents", "Spring(duration:",
        ] {
            #expect(result.stdout.contains(heading), "missing \(heading)")
        }
        #expect(result.stderr.isEmpty)
    }

    /// UIKit's check value (docs/apple.md, UIKit's solver) through the whole
    /// program: T = 3, ζ = 0.25 has the closed-form root ω = ln(ζ/(ε√(1−ζ²)))/(ζT).
    @Test func uikitJSONCarriesTheSolvedSpring() throws {
        let json = try Self.fitJSON(["--duration", "3", "--damping", "0.25"])
        let stiffness = try #require(json["stiffness"] as? Double)
        let omega = log(0.25 / (0.001 * (1 - 0.25 * 0.25).squareRoot())) / (0.25 * 3)
        #expect(stiffness.isApproximatelyEqual(to: omega * omega, relativeTolerance: 1e-12))
        let end = try #require(json["end"] as? [String: Any])
        #expect(end["time"] as? Double == 3)
        #expect(end["remaining"] is Double)
        for key in [
            "mass", "stiffness", "damping", "initialVelocity", "dampingRatio", "naturalFrequency",
            "settlingDuration", "coreAnimationSettlingDuration", "overshoot", "peakTime",
        ] {
            #expect(json[key] is Double, "\(key) is not a number")
        }
    }

    /// A large UIKit snap is flagged: 0.45 s at ζ = 0.15 with v = 5.5 leaves the
    /// spring several percent past the target when UIKit stops it.
    @Test func visibleJumpIsWarned() throws {
        let result = try runSpringlab(["fit", "--duration", "0.45", "--damping", "0.15", "--velocity", "5.5"])
        #expect(result.stdout.contains("Warning: a visible jump"))
    }

    /// Compose and Android assume unit mass: the same motion needs k/m there,
    /// while Flutter, Framer Motion and React Spring take m, k, c as they are.
    @Test func otherEcosystemsNameTheSameSpring() throws {
        let json = try Self.fitJSON(["--mass", "2", "--stiffness", "300", "--damping", "20"])
        let equivalents = try #require(json["equivalents"] as? [String: Any])
        let compose = try #require(equivalents["compose"] as? [String: Any])
        #expect(compose["stiffness"] as? Double == 150)
        let dampingRatio = try #require(compose["dampingRatio"] as? Double)
        #expect(dampingRatio.isApproximatelyEqual(to: 20 / (2 * (600.0).squareRoot()), absoluteTolerance: 1e-15))
        let react = try #require(equivalents["reactSpring"] as? [String: Any])
        #expect(
            react["mass"] as? Double == 2 && react["tension"] as? Double == 300 && react["friction"] as? Double == 20)
    }

    @Test func undampedSpringGivesNullDurations() throws {
        let json = try Self.fitJSON(["--response", "0.5", "--damping-ratio", "0"])
        #expect(json["settlingDuration"] is NSNull)
        #expect(json["coreAnimationSettlingDuration"] is NSNull)
    }

    /// Apple's settlingDuration example (mass 1, stiffness 100, damping 5 ≈ 2.85 s).
    @Test func coreAnimationInput() throws {
        let json = try Self.fitJSON(["--stiffness", "100", "--damping", "5"])
        let settling = try #require(json["coreAnimationSettlingDuration"] as? Double)
        #expect(settling.isApproximatelyEqual(to: 2.85, absoluteTolerance: 0.01))
        #expect(json["mass"] as? Double == 1)
        #expect(json["end"] is NSNull)
    }

    @Test func overdampedCoreAnimationSaysWhatIsDrawn() throws {
        let result = try runSpringlab(["fit", "--stiffness", "100", "--damping", "60"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Core Animation draws ζ > 1 as critical damping"))
    }

    @Test(arguments: [
        ["--duration", "0.5", "--bounce", "0.3"],
        ["--response", "0.5", "--damping-ratio", "0.7"],
        ["--preset", "bouncy"],
        ["--perceptual-duration", "0.5", "--bounce", "-0.2"],
        ["--mass", "2", "--stiffness", "300", "--damping", "20", "--velocity", "-2"],
        ["--stiffness", "100", "--damping", "10", "--epsilon", "0.5", "--distance", "300"],
    ])
    func everyInputFormWorks(_ arguments: [String]) throws {
        let json = try Self.fitJSON(arguments)
        #expect(json["settlingDuration"] is Double)
    }

    /// Bounce 0.3 is ζ = 0.7 at duration 0.5 whichever SwiftUI form wrote it.
    @Test func swiftUIFormsAgree() throws {
        let a = try Self.fitJSON(["--duration", "0.5", "--bounce", "0.3"])
        let b = try Self.fitJSON(["--preset", "bouncy"])
        #expect(a["stiffness"] as? Double == b["stiffness"] as? Double)
        #expect(try #require(a["dampingRatio"] as? Double).isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-12))
    }

    @Test(arguments: [
        (["--mass", "-1", "--stiffness", "100", "--damping", "10"], "mass"),
        (["--stiffness", "nan", "--damping", "10"], "stiffness"),
        (["--preset", "wobbly"], "preset"),
        (["--duration", "0.45"], "accepted forms"),
        (["--duration", "0.45", "--damping", "0.15", "--bounce", "0.2"], "accepted forms"),
        (["--damping", "0.5"], "accepted forms"),
        ([], "accepted forms"),
        (["--duration", "0.5", "--bounce", "1.5"], "bounce"),
        (["--duration", "abc", "--damping", "0.1"], "duration"),
        (["--duration"], "duration"),
        (["--duration", "0.45", "--damping", "-0.2"], "damping"),
        (["--stiffness", "100", "--damping", "10", "--epsilon", "0"], "tolerance"),
        (["--stiffness", "100", "--damping", "10", "--fps", "0"], "frames per second"),
        (
            ["--stiffness", "100", "--damping", "10", "--fps", "1e7"],
            "--fps must be at most 1000 frames per second, got 1e7"
        ),
        (["--stiffness", "100", "--damping", "10", "--fps", "4e307"], "--fps must be at most 1000"),
        (["--stiffness", "100", "--damping", "10", "--distance", "-0"], "distance"),
        (["--stiffness", "100", "--damping", "10", "--velocity", "inf"], "velocity"),
    ])
    func badInputIsOneLineError(_ arguments: [String], mentions: String) throws {
        expectOneLineError(try runSpringlab(["fit"] + arguments), mentioning: mentions)
    }
}

@Suite("fit with extreme constants")
struct ExtremeInputTests {
    /// Constants at the edges of Double's range either give finite answers or a
    /// one-line error: never NaN, never a hang, never a trap.
    @Test(arguments: [
        ["--stiffness", "1e308", "--damping", "1"],
        ["--stiffness", "1e-300", "--damping", "1e-300"],
        ["--stiffness", "1", "--damping", "1e300"],
        ["--mass", "1e-300", "--stiffness", "1e10", "--damping", "1"],
        ["--stiffness", "100", "--damping", "1e-12"],
        ["--duration", "0.45", "--damping", "0"],
        ["--duration", "0.01", "--damping", "1e-7", "--velocity", "-1e300"],
        ["--duration", "0.5", "--bounce", "-0.9999999"],
        ["--duration", "1e308", "--damping", "0.15"],
        ["--duration", "0.45", "--damping", "0.15", "--velocity", "1e200"],
        ["--duration", "0.45", "--damping", "0.15", "--velocity", "1e300"],
        ["--preset", "bouncy", "--epsilon", "1e308"],
    ])
    func answersOrRefuses(_ arguments: [String]) throws {
        for format in [["--json"], []] {
            let result = try runSpringlab(["fit"] + format + arguments)
            // 64: the usage status, for a spring the library refuses as for any input refused.
            #expect(result.status == 0 || result.status == 64)
            // Whole tokens: API names such as fromOrigamiTensionAndFriction hold "nan".
            let tokens = result.stdout.lowercased().split { !$0.isLetter && $0 != "∞" }
            for word in ["nan", "inf", "infinity", "∞"] {
                #expect(!tokens.contains(Substring(word)), "\(word) in \(format)")
            }
            if result.status != 0 { #expect(result.stderr.hasPrefix("springlab: error:")) }
        }
    }

    /// A huge velocity over a slow oscillation: the envelope R = hypot(x0 ωd,
    /// v0 + λ x0)/ωd overflows a Double, its logarithm does not.
    @Test func envelopeOfAHugeVelocity() throws {
        let result = try runSpringlab([
            "fit", "--json", "--duration", "0.45", "--damping", "0.15", "--velocity", "1e300",
        ])
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let omega = try #require(json["dampedFrequency"] as? Double),
            lambda = 0.15 * (json["naturalFrequency"] as? Double ?? 0)
        let expected = (log(1e300) - log(omega) - log(0.001)) / lambda
        let envelope = try #require(json["envelopeSettlingDuration"] as? Double)
        #expect(envelope.isApproximatelyEqual(to: expected, relativeTolerance: 1e-9))
    }
}
