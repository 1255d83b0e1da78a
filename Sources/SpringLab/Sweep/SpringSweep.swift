/// A grid of spring animations over two parameters, and the report of each.
///
/// Cells are numbered row by row: cell `i` takes value `i / second.count` of
/// ``first`` and value `i % second.count` of ``second``. How two values make
/// a spring as written (which API, which parameters, the fixed ones) is the
/// caller's `input` closure, or two parameters of an input written once
/// (``init(_:varying:over:and:over:tolerance:parts:)``); a cell whose input,
/// animation or metrics are refused (UIKit's Newton steps diverge, a
/// constant out of range) records the error instead of stopping the sweep.
///
/// Evaluating a cell only reads the sweep, so cells may be evaluated on any
/// number of threads in any order; each result depends on its cell alone.
public struct SpringSweep: Sendable {
    /// Writes the spring of one cell from its two parameter values.
    public typealias InputMaker = @Sendable (_ first: Double, _ second: Double) throws(SpringError) -> any SpringInput
    /// Writes the spring of one cell and resolves its animation: the
    /// animation, or why there is none and the input as written (nil when
    /// the values cannot even be written). Beside an animation the input is
    /// nil: the animation holds it (``SpringAnimation/input``). `move` is the
    /// report's move when the maker knows it, nil to let the report find it.
    typealias AnimationMaker =
        @Sendable (_ first: Double, _ second: Double) -> (
            input: (any SpringInput)?, animation: Result<SpringAnimation, SpringError>, move: ScreenMove?
        )

    /// The outer parameter (one row of cells per value).
    public let first: SweepAxis
    /// The inner parameter.
    public let second: SweepAxis
    /// The band of the settling metrics (Core Animation's keeps its own ε).
    public let tolerance: SettlingTolerance
    /// What each cell's report computes besides the metrics: the runtimes'
    /// models, the CSS easing (``SpringReport/init(_:tolerance:move:cssTolerance:parts:)``).
    public let parts: SpringReport.Parts
    private let make: AnimationMaker

    /// Larger grids are refused: 10⁸ cells already take minutes.
    public static let maximumCells = 100_000_000

    /// - Throws: ``SpringError/invalidSweep(reason:)`` for more than ``maximumCells`` cells.
    public init(
        first: SweepAxis, second: SweepAxis, tolerance: SettlingTolerance = .standard, parts: SpringReport.Parts = .all,
        input: @escaping InputMaker
    ) throws(SpringError) {
        try self.init(
            first: first, second: second, tolerance: tolerance, parts: parts, animation: Self.resolving(input))
    }

    /// Cells written by `input`, each resolved on its own (``SpringInput/animation()``).
    static func resolving(_ input: @escaping InputMaker) -> AnimationMaker {
        { a, b in
            let written: any SpringInput
            do throws(SpringError) { written = try input(a, b) } catch { return (nil, .failure(error), nil) }
            do throws(SpringError) { return (nil, .success(try written.animation()), nil) } catch {
                return (written, .failure(error), nil)
            }
        }
    }

    /// A sweep whose `animation` closure resolves each cell itself (with a
    /// form found once, ``SpringInput/form()``, say).
    ///
    /// - Throws: ``SpringError/invalidSweep(reason:)`` for more than ``maximumCells`` cells.
    init(
        first: SweepAxis, second: SweepAxis, tolerance: SettlingTolerance = .standard, parts: SpringReport.Parts = .all,
        animation: @escaping AnimationMaker
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
        self.parts = parts
        self.make = animation
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
        var cache = RenderedCurveCache()
        return cell(at: index, cache: &cache)
    }

    /// Evaluates the cells in `range` in order, handing each to `body` with
    /// its index. Faster than ``cell(at:)`` cell by cell: neighbouring cells
    /// that differ in their damping alone share what a report computes on
    /// the curve Core Animation draws for ζ > 1.
    public func forEachCell<Failure>(
        in range: Range<Int>, _ body: (Int, consuming SweepCell) throws(Failure) -> Void
    ) throws(Failure) {
        var cache = RenderedCurveCache()
        for index in range { try body(index, cell(at: index, cache: &cache)) }
    }

    func cell(at index: Int, cache: inout RenderedCurveCache) -> SweepCell {
        let (a, b) = parameters(at: index)
        let (input, animation, move) = make(a, b)
        switch consume animation {
        case let .success(animation):
            do throws(SpringError) {
                // The animation moves into the report, uncopied.
                let report = try SpringReport(
                    consume animation, tolerance: tolerance, move: move, parts: parts, cache: &cache)
                return SweepCell(first: a, second: b, outcome: .success(report), unresolvedInput: nil)
            } catch {
                // Rare (a metric refused): the cell is written again for its input, which the report took.
                let (input, animation, _) = make(a, b)
                return SweepCell(
                    first: a, second: b, outcome: .failure(error),
                    unresolvedInput: input ?? (try? animation.get())?.input)
            }
        case let .failure(error):
            return SweepCell(first: a, second: b, outcome: .failure(error), unresolvedInput: input)
        }
    }

    /// Evaluates the cells in `range`, in order.
    public func cells(_ range: Range<Int>) -> [SweepCell] {
        var cells: [SweepCell] = []
        cells.reserveCapacity(range.count)
        forEachCell(in: range) { _, cell in cells.append(consume cell) }
        return cells
    }
}

/// One cell of a ``SpringSweep``: its two parameter values and what they give.
public struct SweepCell: Sendable {
    public let first: Double
    public let second: Double
    /// The report, or why this cell has none.
    public let outcome: Result<SpringReport, SpringError>
    /// The input as written of a cell without a report (nil when the values
    /// could not even be written), nil beside a report, which holds its own:
    /// one existential fewer to copy and destroy per cell.
    public let unresolvedInput: (any SpringInput)?

    /// The spring as written, unless the values could not even be written.
    public var input: (any SpringInput)? {
        switch outcome {
        case let .success(report): report.animation.input
        case .failure: unresolvedInput
        }
    }
}
