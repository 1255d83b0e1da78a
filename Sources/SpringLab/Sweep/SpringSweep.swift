/// A grid of spring animations over two parameters, and what springlab
/// reports about each one: the physical spring and the metrics of `fit`.
///
/// Cells are numbered row by row: cell `i` takes value `i / second.count` of
/// ``first`` and value `i % second.count` of ``second``. How two values make
/// an animation (which API, which parameters, the fixed ones) is the
/// caller's `spring` closure; a cell whose animation or metrics are refused
/// (UIKit's Newton steps diverge, a constant out of range) records the error
/// instead of stopping the sweep.
///
/// Evaluating a cell only reads the sweep, so cells may be evaluated on any
/// number of threads in any order; each result depends on its cell alone.
public struct SpringSweep: Sendable {
    /// Builds the animation of one cell from its two parameter values.
    public typealias SpringMaker = @Sendable (_ first: Double, _ second: Double) throws(SpringError) -> SpringAnimation

    /// The outer parameter (one row of cells per value).
    public let first: SweepAxis
    /// The inner parameter.
    public let second: SweepAxis
    /// The band of the settling metrics (Core Animation's keeps its own ε).
    public let tolerance: SettlingTolerance
    private let spring: SpringMaker

    /// Larger grids are refused: 10⁸ cells already take minutes.
    public static let maximumCells = 100_000_000

    /// - Throws: ``SpringError/invalidSweep(reason:)`` for more than ``maximumCells`` cells.
    public init(
        first: SweepAxis, second: SweepAxis, tolerance: SettlingTolerance = .standard,
        spring: @escaping SpringMaker
    ) throws(SpringError) {
        let (cells, overflow) = first.count.multipliedReportingOverflow(by: second.count)
        guard !overflow, cells <= Self.maximumCells else {
            throw .invalidSweep(
                reason: "a grid of \(first.count) × \(second.count) cells is more than "
                    + "the limit of \(Self.maximumCells)")
        }
        self.first = first
        self.second = second
        self.tolerance = tolerance
        self.spring = spring
    }

    /// The number of cells.
    public var count: Int { first.count * second.count }

    /// The two parameter values of cell `index`.
    public func parameters(at index: Int) -> (first: Double, second: Double) {
        let (row, column) = index.quotientAndRemainder(dividingBy: second.count)
        return (first.value(at: row), second.value(at: column))
    }

    /// Evaluates cell `index`, 0 ≤ index < ``count``.
    public func cell(at index: Int) -> SweepCell {
        let (a, b) = parameters(at: index)
        do throws(SpringError) {
            let animation = try spring(a, b)
            let metrics = try animation.metrics(tolerance: tolerance)
            // The jump UIKit makes when it ends the animation at its duration,
            // from the spring already solved (UIKitSpring.remainingAtEnd would solve it again).
            let remaining = animation.uikit.map { animation.motion.displacement(at: $0.duration) }
            return SweepCell(
                first: a, second: b,
                outcome: .success(
                    SweepMeasurement(
                        animation: animation, metrics: metrics,
                        remainingAtEnd: remaining)))
        } catch {
            return SweepCell(first: a, second: b, outcome: .failure(error))
        }
    }

    /// Evaluates the cells in `range`, in order.
    public func cells(_ range: Range<Int>) -> [SweepCell] {
        range.map(cell(at:))
    }
}

/// One cell of a ``SpringSweep``: its two parameter values and what they give.
public struct SweepCell: Sendable {
    public let first: Double
    public let second: Double
    /// The measurement, or why this cell has none.
    public let outcome: Result<SweepMeasurement, SpringError>
}

/// What a sweep reports about one animation.
public struct SweepMeasurement: Sendable {
    public let animation: SpringAnimation
    public let metrics: SpringMetrics
    /// For a UIKit animation: where the spring still is when UIKit ends it
    /// (see ``UIKitSpring/remainingAtEnd()``); nil for other APIs.
    public let remainingAtEnd: Double?

    /// The physical spring.
    public var spring: Spring { animation.spring }
}
