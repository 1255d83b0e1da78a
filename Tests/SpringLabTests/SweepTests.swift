import RealModule
import SpringLab
import Testing

/// The sweep's grid and its cells, against the library's own one-spring calls.
@Suite("Sweep")
struct SweepTests {
    @Test("an axis runs from its lower to its upper end, both exact, evenly spaced")
    func axisValues() throws {
        let axis = try SweepAxis(lower: 0.2, upper: 1.0, count: 41)
        let values = axis.values
        #expect(values.count == 41)
        #expect(values.first == 0.2)
        #expect(values.last == 1.0)
        // Spacing (1.0 − 0.2)/40 = 0.02, to a few ulps of the values (≤ 1).
        for (index, value) in values.enumerated() {
            #expect(value.isApproximatelyEqual(to: 0.2 + 0.02 * Double(index), absoluteTolerance: 4e-16))
        }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(try SweepAxis(value: -0.5).values == [-0.5])
        #expect(try SweepAxis(lower: 0.3, upper: 0.3, count: 1).values == [0.3])
    }

    @Test(
        "refused ranges",
        arguments: [
            (1.0, 0.2, 5, "the range must run upward"),
            (0.2, 1.0, 0, "the count must be at least 1"),
            (0.2, 1.0, -3, "the count must be at least 1"),
            (0.2, 1.0, 1, "1 value needs equal ends"),
            (0.5, 0.5, 3, "3 values need lower < upper"),
            (0, Double.infinity, 3, "the ends must be finite"),
            (Double.nan, 1, 3, "the ends must be finite"),
            (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, 3, "the ends must be finite"),
            (0, 1, SweepAxis.maximumCount + 1, "more than 1000000 values"),
            (1, 1.0000000000000002, 5, "the range is too narrow for that many distinct values"),
        ])
    func refusedRanges(lower: Double, upper: Double, count: Int, reason: String) {
        #expect {
            _ = try SweepAxis(lower: lower, upper: upper, count: count)
        } throws: { error in
            guard case let .invalidSweep(message) = error as? SpringError else { return false }
            return message.contains(reason)
        }
    }

    @Test("explicit values must be finite and increase")
    func explicitValues() throws {
        #expect(try SweepAxis(values: [-0.5, 0.2, 0.9]).values == [-0.5, 0.2, 0.9])
        for bad in [[], [0.1, 0.1], [0.3, 0.2], [0, .nan], [0, .infinity]] as [[Double]] {
            #expect(throws: SpringError.self) { _ = try SweepAxis(values: bad) }
        }
    }

    static func uikitSweep(velocity: Double = 0) throws -> SpringSweep {
        try SpringSweep(
            first: SweepAxis(lower: 0.2, upper: 1.0, count: 9),
            second: SweepAxis(lower: 0, upper: 1.2, count: 13)
        ) { t, zeta throws(SpringError) in
            try UIKitInput(UIKitSpring(duration: t, dampingRatio: zeta, initialVelocity: velocity))
        }
    }

    /// Cell i is row i / 13, column i % 13; its numbers are exactly those of
    /// the one-spring API (UIKitSpring, SpringMetrics, remainingAtEnd), and so
    /// is its error where UIKit's solver finds no spring.
    @Test("every cell is the spring the API gives for its two values", arguments: [0.0, 3, -2])
    func cellsMatchOneSpringCalls(velocity: Double) throws {
        let sweep = try Self.uikitSweep(velocity: velocity)
        #expect(sweep.count == 9 * 13)
        var measured = 0
        for index in 0..<sweep.count {
            let duration = sweep.first.value(at: index / 13), damping = sweep.second.value(at: index % 13)
            let cell = sweep.cell(at: index)
            #expect(cell.first == duration && cell.second == damping)
            let uikit = try UIKitSpring(duration: duration, dampingRatio: damping, initialVelocity: velocity)
            let spring: Spring
            do {
                spring = try uikit.spring()
            } catch {
                // UIKit's Newton steps diverge for some cells: the cell records the same error.
                #expect(throws: error) { try cell.outcome.get() }
                continue
            }
            let report = try cell.outcome.get()
            measured += 1
            #expect(report.spring == spring)
            #expect(report.animation.initialVelocity == velocity)
            #expect(report.metrics == (try SpringMetrics(spring: spring, initialVelocity: velocity)))
            #expect(report.end?.remaining == (try uikit.remainingAtEnd()))
        }
        #expect(measured >= 100, "most of the grid has a spring")
    }

    /// Core Animation grids mostly past ζ = 1, where it draws critical
    /// damping: along the damping axis the drawn curve repeats, along the
    /// others it changes from cell to cell. A run of cells shares what it
    /// computes on a repeated curve; each cell alone computes everything.
    @Test(
        "a run of cells gives what each cell alone gives",
        arguments: [("damping", 0.001), ("damping", 0.02), ("velocity", 0.001), ("stiffness", 0.001), ("mass", 0.001)])
    func runsMatchCellsAlone(inner: String, band: Double) throws {
        let sweep = try SpringSweep(
            first: SweepAxis(lower: 50, upper: 400, count: 4),
            second: SweepAxis(lower: 1, upper: 60, count: 25),
            tolerance: SettlingTolerance(fraction: band)
        ) { a, b throws(SpringError) in
            var input = CoreAnimationInput()
            input.stiffness = a
            input.damping = 45
            input.velocity = -3
            switch inner {
            case "damping": input.damping = b
            case "velocity": input.velocity = b - 30
            case "stiffness": input.stiffness = a + b
            default: input.mass = b / 20
            }
            return input
        }
        var cells = 0, drawnCritical = 0
        try sweep.forEachCell(in: 0..<sweep.count) { index, cell in
            let inRun = try cell.outcome.get(), alone = try sweep.cell(at: index).outcome.get()
            #expect(inRun.renderedSettling == alone.renderedSettling, "cell \(index)")
            #expect(inRun.metrics == alone.metrics, "cell \(index)")
            cells += 1
            if inRun.renderedSettling != nil { drawnCritical += 1 }
        }
        #expect(cells == sweep.count)
        #expect(drawnCritical >= sweep.count / 2, "most cells are drawn critically damped")
    }

    @Test("a refused cell records its error and the sweep goes on")
    func refusedCellsAreRecorded() throws {
        let sweep = try SpringSweep(
            first: SweepAxis(lower: 0.5, upper: 1, count: 2),
            second: SweepAxis(lower: -1, upper: 1, count: 3)
        ) { d, b throws(SpringError) in
            var input = SwiftUIInput()
            input.duration = d
            input.bounce = b
            return input
        }
        let outcomes = sweep.cells(0..<sweep.count).map(\.outcome)
        #expect(outcomes.count == 6)
        for (index, outcome) in outcomes.enumerated() {
            switch outcome {
            case .success: #expect(index % 3 != 0)
            case let .failure(error): #expect(index % 3 == 0, "bounce −1 is refused: \(error)")
            }
        }
        // bounce 1: ζ = 0, which never settles but is a valid spring.
        let undamped = try outcomes[2].get()
        #expect(undamped.metrics.settling == .never)
        #expect(undamped.end == nil)
    }

    /// The sweep of `write` over `first` × `second`, resolved both ways: cell
    /// by cell from the written input, and by the form found once for two
    /// parameters of `base`.
    static func sweptBothWays<Input: SpringInput>(
        _ first: SweepAxis, _ second: SweepAxis, from base: Input, varying a: SpringParameter<Input>,
        and b: SpringParameter<Input>, write: @escaping @Sendable (Double, Double) throws(SpringError) -> Input
    ) throws -> [SpringSweep] {
        [
            try SpringSweep(first: first, second: second) { x, y throws(SpringError) in try write(x, y) },
            try SpringSweep(base, varying: a, over: first, and: b, over: second),
        ]
    }

    /// A cell keeps the input as written once: in its report, or beside the
    /// error when there is no report; both ways of resolving cells agree.
    @Test("a cell's input: the report's, or the one written when refused")
    func cellInputs() throws {
        let write = { @Sendable (d: Double, b: Double) throws(SpringError) -> SwiftUIInput in
            var input = SwiftUIInput()
            input.duration = d
            input.bounce = b
            return input
        }
        let sweeps = try Self.sweptBothWays(
            try SweepAxis(values: [0.5]), try SweepAxis(values: [-1, 0.25]), from: try write(0.5, 0),
            varying: SwiftUIInput.duration, and: SwiftUIInput.bounce, write: write)
        for sweep in sweeps {
            let refused = sweep.cell(at: 0), resolved = sweep.cell(at: 1)
            #expect(throws: SpringError.self) { try refused.outcome.get() }
            #expect((refused.input as? SwiftUIInput)?.bounce == -1)
            #expect((refused.unresolvedInput as? SwiftUIInput)?.bounce == -1)
            let report = try resolved.outcome.get()
            #expect((report.animation.input as? SwiftUIInput)?.bounce == 0.25)
            #expect((resolved.input as? SwiftUIInput)?.bounce == 0.25)
            #expect(resolved.unresolvedInput == nil)
        }
    }

    /// A spring whose report is refused (its velocity in units per second
    /// overflows a Double on the standard move) keeps its input beside the
    /// error, both ways of resolving cells.
    @Test("a cell whose report is refused keeps the input as written")
    func refusedReports() throws {
        let write = { @Sendable (k: Double, v: Double) throws(SpringError) -> CoreAnimationInput in
            var input = CoreAnimationInput()
            input.stiffness = k
            input.velocity = v
            return input
        }
        let sweeps = try Self.sweptBothWays(
            try SweepAxis(values: [100]), try SweepAxis(values: [0, 1e307]), from: try write(100, 0),
            varying: CoreAnimationInput.stiffness, and: CoreAnimationInput.velocity, write: write)
        for sweep in sweeps {
            let refused = sweep.cell(at: 1)
            #expect {
                try refused.outcome.get()
            } throws: { error in
                guard case .velocityBeyondMove = error as? SpringError else { return false }
                return true
            }
            #expect((refused.input as? CoreAnimationInput)?.velocity == 1e307)
            #expect((refused.unresolvedInput as? CoreAnimationInput)?.stiffness == 100)
            #expect((try sweep.cell(at: 0).outcome.get().animation.input as? CoreAnimationInput)?.velocity == 0)
        }
    }

    /// Each cell's report is made for the move written: the distance, swept
    /// or fixed, as a magnitude; the standard 300 units when none is written.
    @Test("a cell's move is the distance written, else the standard move")
    func cellMoves() throws {
        let write = { @Sendable (d: Double, v: Double) throws(SpringError) -> MotionInput in
            var input = MotionInput()
            input.stiffness = 200
            input.distance = d
            input.velocity = v
            return input
        }
        let distances = try SweepAxis(values: [-40, 40, 300, 1000])
        let sweeps = try Self.sweptBothWays(
            distances, try SweepAxis(values: [0, 120]), from: try write(1, 0),
            varying: MotionInput.distance, and: MotionInput.velocity, write: write)
        for sweep in sweeps {
            for (index, cell) in sweep.cells(0..<sweep.count).enumerated() {
                let report = try cell.outcome.get()
                #expect(report.move.distance == distances.values[index / 2].magnitude)
                #expect(report.move.framesPerSecond == 60)
            }
        }
        var unmoved = MotionInput()
        unmoved.stiffness = 200
        let standard = try SpringSweep(
            unmoved, varying: MotionInput.stiffness, over: try SweepAxis(values: [100, 200]),
            and: MotionInput.damping, over: try SweepAxis(values: [10]))
        for cell in standard.cells(0..<standard.count) { #expect(try cell.outcome.get().move == .standard) }
    }

    @Test("more than 10⁸ cells are refused before any work")
    func cellLimit() throws {
        let axis = try SweepAxis(lower: 1, upper: 2, count: 10_001)
        #expect(throws: SpringError.self) {
            _ = try SpringSweep(first: axis, second: axis) { k, c throws(SpringError) in
                CoreAnimationInput(try CoreAnimationSpring(stiffness: k, damping: c))
            }
        }
    }
}
