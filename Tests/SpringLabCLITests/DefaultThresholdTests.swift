import Foundation
import Testing

/// motion reads `restDelta || default` and `restSpeed || default`, and
/// react-spring `config.precision || default` and `config.restVelocity ||
/// default` (docs/runtimes.md): a threshold of 0 is the runtime's default,
/// so springlab's every figure for it is the one for the threshold left out,
/// at any distance (the defaults depend on it); a negative one is refused.
@Suite("a rest threshold of 0 is the runtime's default")
struct DefaultThresholdTests {
    /// `fit --json` without its `input` echo.
    static func report(_ spring: String, distance: String) throws -> String {
        let result = try runSpringlab(["fit", "--json", "--spring", spring, "--distance", distance])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rest = object.filter { $0.key != "input" }
        return String(decoding: try JSONSerialization.data(withJSONObject: rest, options: .sortedKeys), as: UTF8.self)
    }

    @Test(
        arguments: [
            ("motion:stiffness=300,damping=12", ",restDelta=0,restSpeed=0"),
            ("motion:stiffness=300,damping=12", ",restSpeed=0"),
            ("react-spring:tension=210,friction=14", ",precision=0,restVelocity=0"),
            ("react-spring:tension=210,friction=14", ",restVelocity=0"),
        ])
    func zeroIsTheDefault(spring: String, zeros: String) throws {
        for distance in ["3", "300"] {
            #expect(try Self.report(spring + zeros, distance: distance) == Self.report(spring, distance: distance))
        }
    }

    @Test(arguments: ["motion:stiffness=300,restDelta=-0.5", "react-spring:tension=210,precision=-1"])
    func negativeIsRefused(spring: String) throws {
        expectOneLineError(try runSpringlab(["fit", "--spring", spring]), mentioning: "must not be negative")
    }
}
