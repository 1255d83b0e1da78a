import SpringLab
import SpringLabIO

/// The CSV table `sweep` writes, one row per cell in grid order:
///
/// - the two swept parameters, named after the API (`uikit.duration`,
///   `uikit.dampingRatio`, `coreAnimation.stiffness`, `swiftUI.bounce`, …);
/// - the physical spring, with the names of `fit --json`: `mass`, `stiffness`,
///   `damping`, `initialVelocity`, `dampingRatio`, `naturalFrequency`;
/// - the metrics: `settlingDuration` (exact band exit), `coreAnimationSettlingDuration`,
///   `envelopeSettlingDuration`, `overshoot`, `peakTime`, `crossings`, and for
///   UIKit grids `uikit.remainingAtEnd` (the jump at the end);
/// - `error`: empty, or why the cell has no spring (its other columns are then empty).
///
/// A duration that does not exist (an undamped spring never settles, a
/// motion that never overshoots has no peak) is an empty field.
struct SweepTable: Sendable {
    let parameters: [String]
    let reportsUIKitJump: Bool

    static let springColumns = ["mass", "stiffness", "damping", "initialVelocity", "dampingRatio", "naturalFrequency"]
    static let metricColumns = [
        "settlingDuration", "coreAnimationSettlingDuration", "envelopeSettlingDuration",
        "overshoot", "peakTime", "crossings",
    ]

    var header: [String] {
        parameters + Self.springColumns + Self.metricColumns + (reportsUIKitJump ? ["uikit.remainingAtEnd"] : [])
            + ["error"]
    }

    /// Appends the row of `cell`.
    func append(_ cell: SweepCell, to rows: inout CSVRows) {
        rows.field(cell.first)
        rows.field(cell.second)
        switch cell.outcome {
        case let .success(measurement):
            let spring = measurement.spring, metrics = measurement.metrics
            for value in [
                spring.mass, spring.stiffness, spring.damping, measurement.animation.initialVelocity,
                spring.dampingRatio, spring.naturalFrequency,
            ] {
                rows.field(value)
            }
            rows.field(metrics.settling.seconds)
            rows.field(metrics.coreAnimationSettling.seconds)
            rows.field(metrics.envelope.seconds)
            rows.field(metrics.overshoot.amount)
            rows.field(metrics.overshoot.peakTime)
            rows.field(integer: metrics.crossings)
            if reportsUIKitJump { rows.field(measurement.remainingAtEnd) }
            rows.emptyField()
        case let .failure(error):
            let empty = Self.springColumns.count + Self.metricColumns.count + (reportsUIKitJump ? 1 : 0)
            for _ in 0..<empty { rows.emptyField() }
            rows.field(text: error.description)
        }
        rows.endRow()
    }
}

extension SpringForm {
    /// The options a sweep may range over, in the order the API takes them:
    /// the first one swept is the outer loop (the rows).
    var sweepable: [String] {
        switch self {
        case .uikit: return ["duration", "damping"]
        case .coreAnimation: return ["mass", "stiffness", "damping"]
        case .swiftUIDuration: return ["duration", "bounce"]
        case .swiftUIResponse: return ["response", "damping-ratio"]
        case .perceptual: return ["perceptual-duration", "bounce"]
        case .preset: return []
        }
    }

    /// The CSV column of a swept option: the API's own name for it.
    func sweepColumn(_ option: String) -> String {
        switch (self, option) {
        case (.uikit, "damping"): return "uikit.dampingRatio"
        case (.uikit, _): return "uikit.\(option)"
        case (.coreAnimation, _): return "coreAnimation.\(option)"
        case (.swiftUIDuration, _): return "swiftUI.\(option)"
        case (.swiftUIResponse, "damping-ratio"): return "swiftUI.dampingRatio"
        case (.swiftUIResponse, _): return "swiftUI.\(option)"
        case (.perceptual, "perceptual-duration"): return "perceptual.duration"
        case (.perceptual, _): return "perceptual.\(option)"
        case (.preset, _): return option  // never swept: a preset has no numbers
        }
    }
}
