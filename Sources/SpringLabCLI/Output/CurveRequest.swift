import ArgumentParser
import SpringLab
import SpringLabIO

/// One curve `simulate` was asked for, and how it is written out.
struct CurveRequest {
    let animation: SpringAnimation
    let range: ValueRange
    let grid: TimeGrid
    /// The end asked for (--until or the natural end); the last sample is at `grid.end` ≤ it.
    let end: Double
    let method: CurveMethod

    /// `time,value,velocity,acceleration` (RK4's values for `rk4`), plus
    /// `rk4_value,rk4_velocity,error` for `both`.
    var columns: [CurveColumn] { method == .both ? CurveColumn.allCases : [.time, .value, .velocity, .acceleration] }

    /// A fresh pass over the curve (sampling is deterministic, so a second
    /// pass gives the same numbers).
    func points() throws -> CurveSampler {
        try CurveSampler(motion: animation.motion, range: range, grid: grid, method: method)
    }

    /// Refuses, before anything is written, a step at which RK4 overflows.
    func checkRK4StaysFinite() throws {
        guard method != .analytic,
            let time = RK4Sampler.overflowTime(motion: animation.motion, grid: grid)
        else { return }
        let resolution = animation.spring.fastestRate * grid.step
        throw ValidationError(
            "RK4 with a step of \(readable(grid.step)) s overflows at t = \(readable(time)) s: "
                + "the step is \(readable(resolution, significant: 3)) radians of the spring's fastest rate, beyond RK4's "
                + "stability limit (about 2.8); use a smaller --step or --method analytic")
    }

    /// Refuses, before anything is written, a curve whose numbers in the
    /// user's units would not all be finite, so that the output is complete
    /// or absent (a CSV or JSON cut off at the first ∞ is neither).
    ///
    /// The exact motion needs no pass over the samples: per unit mass its
    /// energy `E = ½v² + ½ω0²x²` never grows (dE/dt = −2λv² ≤ 0), so for
    /// every t ≥ 0, from the start (x0, v0),
    ///
    ///     |x| ≤ X = √(x0² + v0²/ω0²),   |v| ≤ V = √(v0² + ω0² x0²),
    ///     |a| = |−2λv − ω0²x| ≤ 2λV + ω0²X.
    ///
    /// With d = to − from, values `to + d·x` stay within max(|from|, |to|) +
    /// |d|(1 + X), velocities within |d|V, accelerations within |d|(2λV + ω0²X).
    /// RK4's numbers (`--method rk4|both`) have no such bound; their largest
    /// magnitudes come from one pass of the integrator, which
    /// ``checkRK4StaysFinite()`` makes anyway.
    ///
    /// Edge case: the bound may exceed the true extremes (an overdamped
    /// spring never reaches X on the far side), so a curve within a factor of
    /// about two of the largest Double can be refused although it would fit.
    func checkNumbersStayFinite() throws {
        let spring = animation.spring
        let start = animation.motion.initialState
        let omega0 = spring.naturalFrequency, lambda = spring.decayRate
        var x = (start.displacement * start.displacement + (start.velocity / omega0) * (start.velocity / omega0))
            .squareRoot()
        var v = (start.velocity * start.velocity + (omega0 * start.displacement) * (omega0 * start.displacement))
            .squareRoot()
        var a = 2 * lambda * v + omega0 * omega0 * x
        if method != .analytic {
            let rk4 = Self.largestRK4Magnitudes(animation.motion, grid)
            (x, v, a) = (max(x, rk4.x), max(v, rk4.v), max(a, rk4.a))
        }
        let distance = range.distance.magnitude, ends = max(range.from.magnitude, range.to.magnitude)
        // A little headroom for the rounding of the products and sums below.
        let headroom = 1.000001
        let checks: [(String, Double)] = [
            ("values", (ends + distance * (1 + x)) * headroom),
            ("velocities", distance * v * headroom),
            ("accelerations", distance * a * headroom),
            ("RK4 errors", method == .both ? distance * 2 * x * headroom : 0),
        ]
        for (name, size) in checks where !size.isFinite {
            throw ValidationError(
                "the curve's \(name) could reach beyond the largest number a Double holds "
                    + "(about 1.8e308) over --from \(shown(range.from)) → --to \(shown(range.to)); use a smaller distance"
            )
        }
    }

    /// The largest |x|, |v| and |a| RK4 reaches on the grid, in fractions of
    /// the distance (∞ if it overflows).
    private static func largestRK4Magnitudes(_ motion: SpringMotion, _ grid: TimeGrid) -> (
        x: Double, v: Double, a: Double
    ) {
        // NaN compares false: count it as unbounded.
        func widened(_ bound: Double, _ value: Double) -> Double {
            value.isNaN ? .infinity : max(bound, value.magnitude)
        }
        var largest = (x: 0.0, v: 0.0, a: 0.0)
        var sampler = RK4Sampler(motion: motion, grid: grid)
        while let sample = sampler.next() {
            largest = (
                widened(largest.x, sample.displacement), widened(largest.v, sample.velocity),
                widened(largest.a, sample.acceleration)
            )
        }
        return largest
    }

    /// Rows per block formatted by one thread: a multiple of the sampler's
    /// anchor interval, so a block starts at an anchor.
    static let rowsPerBlock = 16 * UniformSampler.defaultAnchorInterval

    /// A header line, then one row per sample, streamed. Exact curves are
    /// sampled and formatted on `jobs` threads, a block of rows each, while
    /// this thread writes the finished blocks in order: the same bytes as one
    /// thread writes.
    func writeCSV(to sink: FileSink, jobs: Int = 1) throws {
        guard method == .analytic, jobs > 1, grid.count > Self.rowsPerBlock else { return try writeCSVRows(to: sink) }
        try sink.write(CSVRows.header(columns.map(\.rawValue)))
        let (motion, range, grid, size) = (animation.motion, range, grid, Self.rowsPerBlock)
        try ChunkPipeline(chunks: (grid.count + size - 1) / size, jobs: jobs).run(
            slots: { FormattedBlock(rows: CSVRows(capacity: size * 96)) },
            produce: { block, index in
                // The grid and the motion were accepted when the request was made.
                let points = try! CurveSampler(
                    motion: motion, range: range, grid: grid, method: .analytic, startingAt: index * size)
                block.format(points, first: index * size, count: min(size, grid.count - index * size))
            },
            consume: { block in
                if let row = block.firstNonFinite {
                    throw IOError("cannot write \(sink.name)", reason: "row \(row) holds a non-finite number")
                }
                try sink.write(block.rows.bytes)
            })
    }

    /// Rows of an exact curve as CSV text, or the number (from 1) of the
    /// first row holding NaN or an infinity.
    private struct FormattedBlock {
        var rows: CSVRows
        var firstNonFinite: Int? = nil

        /// Replaces the block with `count` rows of `points`, the first being row `first` (from 0).
        mutating func format(_ points: CurveSampler, first: Int, count: Int) {
            var points = points
            rows.removeAll()
            firstNonFinite = nil
            for row in first..<first + count {
                let point = points.next()!
                guard point.time.isFinite, point.value.isFinite, point.velocity.isFinite, point.acceleration.isFinite
                else {
                    firstNonFinite = row + 1
                    return
                }
                rows.field(point.time)
                rows.field(point.value)
                rows.field(point.velocity)
                rows.field(point.acceleration)
                rows.endRow()
            }
        }
    }

    /// The rows on the calling thread, streamed.
    private func writeCSVRows(to sink: FileSink) throws {
        let columns = self.columns
        var csv = try CSVWriter(sink: sink, header: columns.map(\.rawValue))
        var points = try points()
        while let point = points.next() {
            for column in columns { csv.field(column.value(of: point)) }
            try csv.endRow()
        }
        try csv.finish()
    }

    /// One object: everything `fit --json` reports about the spring and its
    /// metrics, the sampling parameters, and `columns` with one array per
    /// column. Each array is streamed by its own pass over the curve, so
    /// memory stays flat however many samples there are.
    func writeJSON(to sink: FileSink) throws {
        var out = BufferedWriter(sink: sink)
        out.write("{\n")
        for (key, value) in try members() {
            out.write("  " + JSON.quoted(key) + ": " + value.rendered(indent: 1) + ",\n")
        }
        out.write("  \"columns\": {\n")
        for (index, column) in columns.enumerated() {
            out.write("    " + JSON.quoted(column.rawValue) + ": [")
            var points = try points()
            var first = true
            while let point = points.next() {
                if !first { out.write(byte: UInt8(ascii: ",")) }
                first = false
                let value = column.value(of: point)
                guard value.isFinite else {
                    throw IOError(
                        "cannot write \(sink.name)", reason: "\(column.rawValue) at t = \(point.time) is not finite")
                }
                out.write(value)
                try out.flushIfFull()
            }
            out.write(index == columns.count - 1 ? "]\n" : "],\n")
        }
        out.write("  }\n}\n")
        try out.flush()
    }

    private func members() throws -> [(String, JSON)] {
        guard case let .object(fit) = try SpringReport(animation).json else { return [] }
        return fit + [
            ("from", .number(range.from)),
            ("to", .number(range.to)),
            ("method", .string(method.rawValue)),
            ("step", .number(grid.step)),
            ("until", .number(end)),
            ("count", .integer(grid.count)),
        ]
    }
}
