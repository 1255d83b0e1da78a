import RealModule

/// RK4 against the exact motion over a list of steps, with the observed order
/// of convergence between successive steps.
///
/// For successive steps h₁ > h₂ with maximum errors e₁, e₂ the observed order is
///
///     p = ln(e₁ / e₂) / ln(h₁ / h₂)        (log₂(e₁/e₂) when h₂ = h₁/2)
///
/// which tends to 4 for RK4 as h → 0. It is only meaningful while both steps
/// are in the asymptotic regime, so each step gets a ``Status``:
/// - ``Status/tooCoarse`` when the step does not resolve the spring:
///   ρ h > ``resolvedLimit`` (ρ = ``Spring/fastestRate``), or its error is at
///   least ``asymptoticErrorLimit`` of the distance, or RK4 diverged;
/// - ``Status/atRoundingFloor`` when its error is below
///   ``roundingFloor(steps:)``: the truncation error is buried under the
///   rounding of the steps themselves, and a ratio would measure noise;
/// - ``Status/asymptotic`` otherwise,
/// and a step has an ``Step/order`` only when it and the step before it are
/// both asymptotic.
///
/// Why ρ h ≤ 0.4: the terms RK4 neglects beyond (ρh)⁴ shift the observed
/// order by about ρh/2. Measured on the seed springs of data/seed-springs.csv
/// (value order, velocity order): 4.32, 4.25 from ρh ≈ 0.56 (ζ = 0.9); 4.06,
/// 4.21 from 0.42 (ζ = 0.5); 4.16, 4.13 from 0.28; 4.08, 4.07 from 0.14. So
/// from ρh ≤ 0.4 the order lies within 0.2 of 4, and a larger step is called
/// too coarse rather than shown with a misleading order.
public struct ConvergenceStudy: Sendable {
    /// ρ h above which a step counts as too coarse for an asymptotic order.
    public static let resolvedLimit = 0.4
    /// A maximum displacement error at least this large (fraction of the
    /// distance) is outside the asymptotic regime whatever ρ h says.
    public static let asymptoticErrorLimit = 0.1

    /// The error (fraction of the distance; velocity errors divided by ρ)
    /// below which a grid of `steps` RK4 steps measures rounding rather than
    /// truncation: `max(1e-13, 10 ε √steps)`, ε = 2.2e-16. Rounding adds about
    /// an ulp a step in random directions, so it grows like ε √steps; the
    /// measured noise of 5·10⁴ steps of a slow spring is ~5e-15, and 1e-13
    /// keeps a margin of 20 for the few thousand steps of a typical study.
    public static func roundingFloor(steps: Int) -> Double {
        max(1e-13, 10 * Double.ulpOfOne * Double(max(steps, 1)).squareRoot())
    }

    /// Whether a step's error says something about RK4's order.
    public enum Status: Hashable, Sendable {
        case tooCoarse, asymptotic, atRoundingFloor
    }

    /// The observed orders between one step and the next coarser one.
    public struct Order: Hashable, Sendable {
        /// From the maximum displacement errors.
        public let displacement: Double
        /// From the maximum velocity errors.
        public let velocity: Double
    }

    /// One step of the study.
    public struct Step: Hashable, Sendable {
        /// RK4's largest errors with this step.
        public let deviation: RK4Deviation
        /// ρ h: the step in radians of the spring's fastest rate.
        public let resolution: Double
        public let status: Status
        /// The observed order against the previous (coarser) step, when both
        /// are asymptotic.
        public let order: Order?

        public var step: Double { deviation.step }
    }

    public let motion: SpringMotion
    /// The end of the compared interval [0, until], seconds.
    public let until: Double
    /// One entry per distinct step, from the coarsest to the finest.
    public let steps: [Step]

    /// - Parameters:
    ///   - motion: the exact motion RK4 is compared with.
    ///   - steps: RK4 steps in seconds, each finite and > 0, at least one;
    ///     sorted and de-duplicated here.
    ///   - until: end of the interval, seconds, finite and > 0.
    ///   - sampleLimit: the largest grid allowed for any one step; every grid
    ///     is checked before any is integrated.
    public init(
        motion: SpringMotion, steps: [Double], until: Double,
        sampleLimit: Int = TimeGrid.defaultSampleLimit
    ) throws(SpringError) {
        guard !steps.isEmpty else { throw .notPositive(parameter: "number of steps", value: 0) }
        var grids: [TimeGrid] = []
        for step in steps.sorted(by: >) where step != grids.last?.step {
            grids.append(try TimeGrid(step: step, until: until, sampleLimit: sampleLimit))
        }
        let rate = motion.spring.fastestRate
        var rows: [Step] = []
        for grid in grids {
            let deviation = RK4Deviation(motion: motion, grid: grid)
            let status = Self.status(of: deviation, rate: rate)
            let order = rows.last.flatMap { previous in
                previous.status == .asymptotic && status == .asymptotic
                    ? Self.order(from: previous.deviation, to: deviation) : nil
            }
            rows.append(Step(deviation: deviation, resolution: rate * grid.step, status: status, order: order))
        }
        self.motion = motion
        self.until = until
        self.steps = rows
    }

    static func status(of deviation: RK4Deviation, rate: Double) -> Status {
        if deviation.diverged || rate * deviation.step > resolvedLimit
            || deviation.displacement >= asymptoticErrorLimit
        {
            return .tooCoarse
        }
        let floor = roundingFloor(steps: deviation.grid.count - 1)
        return deviation.displacement < floor || deviation.velocity / rate < floor ? .atRoundingFloor : .asymptotic
    }

    static func order(from coarse: RK4Deviation, to fine: RK4Deviation) -> Order {
        let stepRatio = Double.log(coarse.step / fine.step)
        return Order(
            displacement: Double.log(coarse.displacement / fine.displacement) / stepRatio,
            velocity: Double.log(coarse.velocity / fine.velocity) / stepRatio)
    }
}
