import Foundation
import SpringLabTestSupport
import Testing

/// Spring calls lint reads in the form real code writes them, through the
/// binary, measured against the APIs' formulas: SwiftUI's duration and
/// bounce give ζ = 1 − bounce and ω0 = 2π / duration (bounce ≥ 0); Compose
/// takes ζ and k, so ω0 = √k for its unit mass.
@Suite("lint's spring forms")
struct LintFormTests {
    private func springs(_ name: String, _ source: String) throws -> [[String: Any]] {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try source.write(toFile: root.path(name), atomically: true, encoding: .utf8)
        let result = try runSpringlab(["lint", root.path(name), "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["springs"] as? [[String: Any]])
    }

    /// Inside `extension Animation` a bare `spring(duration:bounce:)` is
    /// `Animation.spring`; the extension's own `func spring` and a call
    /// outside it are not.
    @Test func bareCallsInsideAnAnimationExtension() throws {
        let found = try springs(
            "Motion.swift",
            """
            extension Animation {
                static var card: Animation { spring(duration: 0.6, bounce: 0.3) }
                static func spring(duration: Double, bounce: Double, tag: Int) -> Animation { .default }
            }
            public extension SwiftUI.Animation {
                static let menu = snappy(duration: 0.3, extraBounce: 0.1)
            }
            struct Row { let a = spring(duration: 9, bounce: 0.5) }
            """)
        #expect(found.map { "\($0["line"] ?? 0):\($0["column"] ?? 0)" } == ["2:34", "6:23"])
        let zeta = try #require(found.first?["dampingRatio"] as? Double)
        let omega = try #require(found.first?["naturalFrequency"] as? Double)
        #expect(abs(zeta - 0.7) < 1e-12)
        #expect(abs(omega - 2 * Double.pi / 0.6) < 1e-9)
    }

    /// A Compose spring whose `visibilityThreshold` alone is an expression is
    /// measured, the threshold listed as taken by default.
    @Test func composeThresholdNotLiteral() throws {
        let found = try springs(
            "Motion.kt",
            """
            val a = spring(stiffness = 625f, dampingRatio = 0.45f, visibilityThreshold = IntOffset(2, 2))
            val b = spring<Dp>(0.9f, 900f, 1.dp / 4)
            val c = spring(dampingRatio = ratio, visibilityThreshold = IntOffset(2, 2))
            """)
        #expect(found.map { $0["literal"] as? Bool } == [true, true, false])
        #expect(
            found.map { $0["defaulted"] as? [String] } == [
                ["visibilityThreshold: IntOffset(2, 2)"], ["visibilityThreshold: 1.dp / 4"],
                ["visibilityThreshold: IntOffset(2, 2)"],
            ])
        #expect(found[2]["notLiteral"] as? [String] == ["dampingRatio: ratio", "visibilityThreshold: IntOffset(2, 2)"])
        for (spring, (zeta, stiffness)) in zip(found, [(0.45, 625.0), (0.9, 900.0)]) {
            #expect(abs((spring["dampingRatio"] as? Double ?? 0) - zeta) < 1e-6)
            #expect(abs((spring["naturalFrequency"] as? Double ?? 0) - stiffness.squareRoot()) < 1e-6)
        }
    }
}
