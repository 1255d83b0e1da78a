import Foundation
import SpringLab
import Testing

/// Every kind of spring input through `--spring KIND:…` in the binary: listed
/// by `kinds`, resolved in `fit`, its velocity carried over to the other
/// runtimes' units, and a bad key refused in one line that names the kind's keys.
@Suite("runtime kinds through the binary")
struct RuntimeKindsCommandTests {
    /// One working spec per kind and the stiffness and damping it means
    /// (each from the runtime's documented defaults or constants).
    static let specs: [(spec: String, stiffness: Double, damping: Double)] = [
        ("uikit:springDuration=0.5,bounce=1", 4 * .pi * .pi / 0.25, 0),
        ("uikit-timing:mass=1,stiffness=100,damping=10", 100, 10),
        ("ca:stiffness=100,damping=10", 100, 10),
        ("swiftui:stiffness=100,damping=10", 100, 10),
        ("compose:dampingRatio=MediumBouncy,stiffness=Low", 200, 200.0.squareRoot()),
        ("android:stiffness=VeryLow,dampingRatio=NoBouncy", 50, 2 * 50.0.squareRoot()),
        ("flutter:mass=1,stiffness=100,damping=10", 100, 10),
        ("motion:", 100, 10),
        ("react-spring:preset=wobbly", 180, 12),
        ("origami:tension=40,friction=7", 230.2, 22),
        ("pop:dynamicsTension=300,dynamicsFriction=20", 300, 20),
        ("rebound:", 230.2, 22),
        ("figma:stiffness=100,damping=15", 100, 15),
        // React Native's default form: Origami tension 40, friction 7.
        ("react-native:", (40 - 30) * 3.62 + 194, (7 - 8) * 3 + 25),
        // Reanimated 4's default is GentleSpringConfig (900/120/4); WigglySpringConfig is 900/90/4.
        ("reanimated:preset=wiggly", 900, 90),
        // Reanimated 3's defaults: stiffness 100, damping 10, mass 1.
        ("reanimated3:", 100, 10),
        // Released at rest an overshoot p = e^(−π) means ζ = 1/√2, and a peak at
        // tp = π/(ω0√(1−ζ²)) = π/10 s means ω0 = 10√2: k = 200, c = 2ζω0 = 20.
        ("target:peakTime=0.3141592653589793,overshoot=0.04321391826377226", 200, 20),
    ]

    @Test func kindsListsEveryRuntime() throws {
        let result = try runSpringlab(["kinds"])
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }
            .map { String($0.split(separator: " ")[0]) }
        let kinds = SpringInputKinds.all.map { $0.kind }
        #expect(names == kinds)
    }

    @Test func everyKindHasASpec() {
        #expect(
            Set(Self.specs.map { String($0.spec.split(separator: ":")[0]) })
                == Set(SpringInputKinds.all.map { $0.kind }))
    }

    @Test(arguments: specs)
    func fitResolvesEachKind(_ spec: String, stiffness: Double, damping: Double) throws {
        let json = try FitCommandTests.fitJSON(["--spring", spec])
        let k = try #require(json["stiffness"] as? Double), c = try #require(json["damping"] as? Double)
        #expect(abs(k - stiffness) <= 1e-9 * stiffness, "\(spec): k \(k)")
        #expect(abs(c - damping) <= 1e-9 * max(damping, 1), "\(spec): c \(c)")
    }

    /// react-spring's 0.6 units/ms over 200 units is 3 distances per second:
    /// 600 units/s for motion and Compose, 3 for UIKit's family, and back
    /// 0.6 units/ms for react-spring; the written distance is the move.
    @Test func velocityRoundTripsThroughTheUnits() throws {
        let json = try FitCommandTests.fitJSON([
            "--spring", "react-spring:tension=170,friction=26,velocity=0.6,distance=200",
        ])
        #expect(abs((json["initialVelocity"] as? Double ?? 0) - 3) < 1e-12)
        let equivalents = try #require(json["equivalents"] as? [String: Any])
        func value(_ group: String, _ key: String) -> Double? {
            (equivalents[group] as? [String: Any])?[key] as? Double
        }
        #expect(abs((value("reactSpring", "velocity") ?? 0) - 0.6) < 1e-12)
        #expect(abs((value("framerMotion", "velocity") ?? 0) - 600) < 1e-9)
        #expect(abs((value("uikitTiming", "initialVelocity") ?? 0) - 3) < 1e-12)
        #expect(value("figma", "stiffness") == 170)
        #expect((json["move"] as? [String: Any])?["distance"] as? Double == 200)
    }

    /// The text names Figma's and UISpringTimingParameters' lines with their units.
    @Test func textHasEveryRuntimeLine() throws {
        let result = try runSpringlab(["fit", "--spring", "motion:stiffness=170,damping=26,velocity=600"])
        #expect(result.status == 0, "\(result.stderr)")
        for fragment in [
            "UIView.animate(springDuration:",
            "UISpringTimingParameters(mass: 1, stiffness: 170, damping: 26, "
                + "initialVelocity: CGVector(dx: 2, dy: 0))", "Figma           Spring (custom)", "velocity: 0.6 }",
        ] {
            #expect(result.stdout.contains(fragment), "\(fragment)")
        }
    }

    @Test(arguments: specs.map(\.spec))
    func badKeyNamesTheKeys(_ spec: String) throws {
        let kind = String(spec.split(separator: ":")[0])
        let result = try runSpringlab(["fit", "--spring", "\(kind):nope=1"])
        expectOneLineError(result, mentioning: "\(kind) has no parameter 'nope'; its parameters: ")
    }

    @Test(arguments: [
        (
            "react-spring:preset=bouncy",
            "react-spring: preset takes one of default, gentle, wobbly, stiff, slow, molasses, got 'bouncy'"
        ),
        ("figma:preset=fast", "one of gentle, quick, bouncy, slow, got 'fast'"),
        ("swiftui:animation=easeIn", "one of spring, interactiveSpring, default"),
        ("pop:springSpeed=fast", "springSpeed takes a number, got 'fast'"),
        ("motion:duration=0.5,stiffness=100", "motion does not take"),
        ("flutter:duration=0.0001", "whole milliseconds"),
        ("compose:stiffness=Huge", "stiffness"),
        ("reanimated:duration=550,stiffness=100", "Reanimated's types refuse stiffness beside duration"),
        ("reanimated:clampMin=120,clampMax=110", "clampMin ≤ clampMax"),
        ("reanimated:preset=bouncy", "one of gentle, gentleWithDuration, wiggly"),
        ("reanimated:duration=550ms", "without a unit ('ms'); did you mean 550?"),
        ("reanimated:energyThreshold=0", "energyThreshold must be greater than 0"),
        ("reanimated3:duration=550,mass=2", "Reanimated 3's types refuse mass beside duration"),
        ("reanimated3:mass=-1", "mass must be greater than 0"),
        ("reanimated3:restSpeedThreshold=0", "restSpeedThreshold must be greater than 0"),
        ("reanimated3:duration=0", "duration must be greater than 0"),
    ])
    func badValueIsOneLine(_ spec: String, _ fragment: String) throws {
        expectOneLineError(try runSpringlab(["fit", "--spring", spec]), mentioning: fragment)
    }
}

/// Each equivalent in fit's JSON, fed back as its runtime's kind with the
/// same parameter names, is the same motion: the same ω0, ζ and normalized
/// initial velocity.
@Suite("equivalents round-trip through their kinds")
struct EquivalentRoundTripTests {
    /// JSON group → kind, and each JSON key → the kind's parameter.
    static let routes: [(group: String, kind: String, keys: [String: String])] = [
        ("swiftUI", "swiftui", ["duration": "duration", "bounce": "bounce", "initialVelocity": "velocity"]),
        (
            "coreAnimation", "ca",
            [
                "mass": "mass", "stiffness": "stiffness", "damping": "damping", "initialVelocity": "velocity",
                "allowsOverdamping": "allowsOverdamping",
            ]
        ),
        (
            "uikitTiming", "uikit-timing",
            ["mass": "mass", "stiffness": "stiffness", "damping": "damping", "initialVelocity": "initialVelocity"]
        ),
        (
            "compose", "compose",
            ["dampingRatio": "dampingRatio", "stiffness": "stiffness", "initialVelocity": "initialVelocity"]
        ),
        (
            "android", "android",
            ["dampingRatio": "dampingRatio", "stiffness": "stiffness", "startVelocity": "startVelocity"]
        ),
        (
            "flutter", "flutter",
            ["mass": "mass", "stiffness": "stiffness", "damping": "damping", "velocity": "velocity"]
        ),
        (
            "framerMotion", "motion",
            ["mass": "mass", "stiffness": "stiffness", "damping": "damping", "velocity": "velocity"]
        ),
        (
            "reactSpring", "react-spring",
            ["mass": "mass", "tension": "tension", "friction": "friction", "velocity": "velocity"]
        ),
        (
            "pop", "pop",
            [
                "dynamicsMass": "dynamicsMass", "dynamicsTension": "dynamicsTension",
                "dynamicsFriction": "dynamicsFriction", "velocity": "velocity",
            ]
        ),
        ("rebound", "rebound", ["tension": "tension", "friction": "friction", "velocity": "velocity"]),
        ("origami", "rebound", ["tension": "origamiTension", "friction": "origamiFriction", "velocity": "velocity"]),
        (
            "reactNative", "react-native",
            ["mass": "mass", "stiffness": "stiffness", "damping": "damping", "velocity": "velocity"]
        ),
        (
            "reanimated", "reanimated",
            ["mass": "mass", "stiffness": "stiffness", "damping": "damping", "velocity": "velocity"]
        ),
        (
            "reanimated3", "reanimated3",
            ["mass": "mass", "stiffness": "stiffness", "damping": "damping", "velocity": "velocity"]
        ),
    ]

    /// The groups no kind reads back with the group's own names: UIKit's
    /// call takes `damping` for the ratio, CSS is an easing, Figma has no velocity.
    static let unrouted: Set = ["uikit", "css", "figma"]

    /// Whether the kind's velocities are in the value's units: it takes the move's `distance`.
    static func hasDistance(_ kind: String) throws -> Bool {
        try SpringInputKinds.named(kind).parameterNames.contains("distance")
    }

    @Test func everyGroupIsRouted() throws {
        let json = try FitCommandTests.fitJSON(Self.sources[0])
        let groups = try #require(json["equivalents"] as? [String: Any]).keys
        #expect(Set(groups) == Set(Self.routes.map(\.group)).union(Self.unrouted))
    }

    static let sources = [
        ["--mass", "2", "--stiffness", "300", "--damping", "12", "--velocity", "-1.5", "--distance", "250"],
        ["--stiffness", "100", "--damping", "30", "--velocity", "4", "--distance", "80"],
    ]

    @Test(arguments: sources)
    func sameMotion(_ source: [String]) throws {
        let json = try FitCommandTests.fitJSON(source)
        let equivalents = try #require(json["equivalents"] as? [String: Any])
        let distance = try #require((json["move"] as? [String: Any])?["distance"] as? Double)
        for route in Self.routes {
            let group = try #require(equivalents[route.group] as? [String: Any], "\(route.group)")
            var parameters = try route.keys.sorted { $0.key < $1.key }.map { key, parameter in
                if let flag = group[key] as? Bool, key == "allowsOverdamping" { return "\(parameter)=\(flag)" }
                return "\(parameter)=\(try #require(group[key] as? Double, "\(route.group).\(key)"))"
            }
            if try Self.hasDistance(route.kind) { parameters.append("distance=\(distance)") }
            let spec = "\(route.kind):" + parameters.joined(separator: ",")
            let back = try FitCommandTests.fitJSON(["--spring", spec])
            for key in ["naturalFrequency", "dampingRatio", "initialVelocity"] {
                let a = try #require(json[key] as? Double), b = try #require(back[key] as? Double, "\(spec)")
                #expect(abs(a - b) <= 1e-9 * max(abs(a), 1), "\(route.group) via \(spec): \(key) \(a) → \(b)")
            }
        }
    }
}
