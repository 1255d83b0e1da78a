import Foundation
import Testing

/// Numbers at the ends of what a Double holds (5e-324, 1.7e308): each is
/// refused with one line or answered in words, never a crash, NaN or ∞,
/// and never a partial output.
@Suite("extreme numbers")
struct ExtremeNumberTests {
    @Test(arguments: [
        (["plot", "--preset", "bouncy", "--until", "5e-324", "--preview"], "--until"),
        (["plot", "--preview", "--duration", "5e-324", "--damping", "0.15"], "the time axis would span"),
        (
            ["compare", "--stiffness", "100", "--damping", "10", "--steps", "1e308", "--long"],
            "longer than the compared interval"
        ),
        (
            ["compare", "--stiffness", "100", "--damping", "10", "--steps", "1e308", "--until", "1.7e308", "--long"],
            "--steps"
        ),
        (["simulate", "--preset", "bouncy", "--fps", "5e-324"], "--fps 5e-324 gives a step of 1/5e-324 s"),
        // A subnormal band (found by scripts/fuzz: it crashed the band-exit root finder).
        (["fit", "--preset", "bouncy", "--epsilon", "5e-324"], "below 2.2250738585072014e-308"),
        (["sweep", "--duration", "0.2...1:2", "--damping", "0.1...1:2", "--epsilon", "1e-310"], "smallest normal"),
        // c/m = 1e308/0.3 overflows (it crashed converting to unit mass), and k/c = 0.3/1e308 is
        // subnormal: the overdamped slow rate, whose settling time would be beyond Double's range.
        (["fit", "--mass", "0.3", "--stiffness", "0.3", "--damping", "1e308"], "beyond double precision"),
        (["fit", "--stiffness", "0.3", "--damping", "1e308"], "beyond double precision"),
        // Trial springs of the target solve with derivatives beyond Double's range (a debug
        // build's assertion stopped the band-exit root finder on their NaN); the spring found
        // then moves 300 units at 3e308 units per second.
        (
            ["fit", "--settling-duration", "2", "--damping-ratio", "0.5", "--velocity", "1e306"],
            "beyond double precision"
        ),
        // Target solves whose trial springs sent Core Animation's walk sample by sample towards
        // the end of its clock (over a minute each): a slow critical exit at 10¹³ s, and a
        // curve whose rounding (|v0|/ω0 ≈ 1e308) exceeds the band.
        (
            [
                "fit", "--settling-duration", "10", "--overshoot", "0", "--criterion", "core-animation", "--velocity",
                "2",
            ],
            "out of reach"
        ),
        (
            [
                "fit", "--settling-duration", "300", "--overshoot", "0", "--criterion", "core-animation", "--velocity",
                "1e308", "--long",
            ], "out of reach"
        ),
        (
            ["simulate", "--stiffness", "0.5", "--damping", "0.1", "--to", "1.7e308", "--step", "1/100000"],
            "beyond the largest number a Double holds"
        ),
        (
            ["simulate", "--stiffness", "0.5", "--damping", "0.1", "--to", "1.7e308", "--format", "json"],
            "beyond the largest number a Double holds"
        ),
    ])
    func refusedInOneLine(_ arguments: [String], _ reason: String) throws {
        let result = try runSpringlab(arguments)
        expectOneLineError(result, mentioning: reason)
        #expect(!result.stderr.lowercased().contains("nan"))
    }

    /// Reports on huge or tiny constants say something finite.
    @Test(arguments: [
        ["fit", "--duration", "1e308", "--damping", "0.15", "--long"],
        ["fit", "--duration", "0.45", "--damping", "0.15", "--velocity", "1e200"],
        // × a 300-unit move, beyond double precision in units per second.
        ["fit", "--preset", "bouncy", "--velocity", "-1e308"],
        ["fit", "--preset", "bouncy", "--velocity", "-1e308", "--json"],
        ["fit", "--duration", "1e308", "--damping", "0.15", "--json", "--long"],
        ["compare", "--stiffness", "100", "--damping", "10", "--steps", "1/30,1e-3"],
    ])
    func reportsStayFinite(_ arguments: [String]) throws {
        let result = try runSpringlab(arguments)
        if result.status == 0 {
            // Whole words: "TensionAndFriction" holds the letters "nan".
            let words = Set(result.stdout.lowercased().split { !$0.isLetter })
            #expect(words.isDisjoint(with: ["nan", "inf", "infinity"]), "\(result.stdout)")
            #expect(!result.stdout.contains("∞"), "\(result.stdout)")
        } else {
            expectOneLineError(result, mentioning: "springlab: error: ")
        }
    }

    /// ζ = 1/(2·10¹⁵⁰) crosses the target about 13.8 s · ωd/π ≈ 4e150 times
    /// before its band exit: more than an Int counts, and said so.
    @Test func crossingsBeyondAnIntAreSaidSo() throws {
        let result = try runSpringlab(["fit", "--stiffness", "1e300", "--damping", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("over 9.2e18"), "\(result.stdout)")
        #expect(!result.stdout.contains(String(Int.max)))
    }

    /// A sweep file whose metric spans −1.7e308…1.7e308 (its range overflows
    /// a Double) draws as a text heatmap.
    @Test(.requiresGnuplot) func heatmapOfAnOverflowingRange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let rows = [
            "uikit.duration,uikit.damping,settlingDuration", "0.2,0.1,-1.7e308", "0.2,0.5,1.7e308",
            "0.4,0.1,0", "0.4,0.5,1",
        ]
        try rows.joined(separator: "\n").write(toFile: folder.path("s.csv"), atomically: true, encoding: .utf8)
        let result = try runSpringlab(["plot", "--sweep", folder.path("s.csv"), "--preview"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("settlingDuration"))
    }
}
