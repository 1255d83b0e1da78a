import SpringLab

/// The figures the README shows, each built from the library alone, so that
/// regenerating them reproduces the same files.
public struct Gallery: Sendable {
    /// One figure and the file name (without extension) it is saved under.
    public struct Entry: Sendable {
        public let name: String
        public let figure: Figure
    }

    public let entries: [Entry]

    /// The animations the README shows: every scene with its tutorial's
    /// springs, at 480×320 and 50 fps, saved as `animate-SCENE.gif`.
    public static let animations = SceneKind.allCases

    /// - Parameter seeds: the springs of data/seed-springs.csv (``SeedSprings``).
    public init(seeds: [LabelledSpring]) throws(PlotError) {
        entries = [
            Entry(name: "seed-springs", figure: try Self.seedGrid(seeds)),
            Entry(name: "uikit-vs-swiftui", figure: try Self.uikitVersusSwiftUI()),
            Entry(name: "rk4-error-60hz", figure: try Self.rk4Error(seeds)),
            Entry(name: "damping-ratio", figure: try Self.dampingRatios()),
        ]
    }

    /// Every seed spring in its own panel, titled with when it settles or
    /// how far UIKit jumps.
    static func seedGrid(_ seeds: [LabelledSpring]) throws(PlotError) -> Figure {
        var panels: [Panel] = []
        for seed in seeds {
            let chart = SpringChart(springs: [seed])
            var panel = try chart.figure().panels[0]
            panel.title = chart.summary(seed, try SpringChart.report(seed, chart.tolerance))
            panel.yAxis.label = "progress"
            panel.showsKey = false
            panels.append(panel)
        }
        return Figure(
            title: "The seed springs of data/seed-springs.csv (dotted: settled, or UIKit ends the animation)",
            panels: panels, layout: .grid(for: panels.count))
    }

    /// Same words, different springs: UIKit's duration is when it stops, SwiftUI's is a period.
    static func uikitVersusSwiftUI() throws(PlotError) -> Figure {
        let springs = try resolve {
            [
                LabelledSpring(
                    try SpringAnimation(UIKitSpring(duration: 0.5, dampingRatio: 0.7)),
                    label: "UIView.animate(withDuration: 0.5, usingSpringWithDamping: 0.7)"),
                LabelledSpring(
                    try SpringAnimation(PerceptualSpring(duration: 0.5, bounce: 0.3)),
                    label: "SwiftUI .spring(duration: 0.5, bounce: 0.3), ζ = 0.7"),
            ]
        }
        return try SpringChart(
            springs: springs, title: "Duration 0.5 s, damping ratio 0.7: UIKit vs SwiftUI",
            showsVelocity: true
        ).figure()
    }

    /// RK4 at one 60 Hz frame per step against the exact curve: fine for a
    /// soft spring, visibly off for a stiff one (ω0 h ≈ 0.6).
    static func rk4Error(_ seeds: [LabelledSpring]) throws(PlotError) -> Figure {
        let wanted = ["jelly-release", "elastic-settle"]
        let springs = wanted.compactMap { id in seeds.first { $0.label == id } }
        guard springs.count == wanted.count else {
            throw .badInput("the seed springs lack \(wanted.joined(separator: " or "))")
        }
        return try SpringChart(
            springs: springs, title: "Exact solution vs RK4 stepped at 60 Hz (dots)",
            showsError: true, showsRK4Values: true, rk4Step: 1.0 / 60
        ).figure()
    }

    /// SwiftUI `Spring(response: 0.5, dampingRatio: ζ)` for a range of ζ.
    static func dampingRatios() throws(PlotError) -> Figure {
        let ratios = [0.2, 0.4, 0.6, 0.8, 1.0, 1.5]
        let springs = try resolve {
            try ratios.map { zeta in
                LabelledSpring(
                    try SpringAnimation(
                        PerceptualSpring(response: 0.5, dampingRatio: zeta),
                        writtenAsResponse: true),
                    label: "ζ = \(legendNumber(zeta))")
            }
        }
        return try SpringChart(
            springs: springs, title: "Effect of the damping ratio ζ (SwiftUI response 0.5 s)",
            until: 2
        ).figure()
    }

    private static func resolve(_ make: () throws -> [LabelledSpring]) throws(PlotError) -> [LabelledSpring] {
        do { return try make() } catch { throw .badOption("gallery spring: \(error)") }
    }
}
