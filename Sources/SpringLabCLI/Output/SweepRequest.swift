import ArgumentParser
import SpringLab
import SpringLabIO

/// A sweep as asked for on the command line: a spring written with two of
/// its numbers as ranges (flat options or `--spring`), resolved into a
/// ``SpringSweep`` and its table.
struct SweepRequest: Sendable {
    let sweep: SpringSweep
    let table: SweepTable

    /// Cells evaluated and formatted together: large enough that threads
    /// rarely meet, small enough for a smooth progress bar.
    static let cellsPerChunk = 1024

    /// The cells of a chunk for `jobs` threads on `cores` cores: fewer as
    /// the threads outnumber the cores (at least 16), so that the chunks in
    /// flight, one per thread, hold about as many cells as `cores` threads'
    /// full chunks would, whatever `--jobs` asks.
    static func cellsPerChunk(jobs: Int, cores: Int) -> Int {
        guard jobs > cores else { return cellsPerChunk }
        return max(16, cellsPerChunk * max(cores, 1) / jobs)
    }

    /// - Parameters:
    ///   - columns: the columns to write; each cell computes what they need.
    ///   - onScreen: false to leave the runtimes' and the CSS easing's
    ///     columns empty even when written (`--no-runtimes`).
    init(
        spring options: SpringOptionGroup<SweepArgument>, tolerance: SettlingTolerance,
        columns: SweepColumns = .standard, onScreen: Bool = true
    ) throws {
        let written = try options.writtenSpring()
        let ranged = written.values.filter { $0.value.isRange }.map(\.name)
        guard ranged.count == 2 else {
            let given = ranged.map(written.spelling(of:)).joined(separator: ", ")
            throw ValidationError(
                "give two of the spring's numbers as ranges \(SweepArgument.syntax) "
                    + "(ranges given: \(ranged.isEmpty ? "none" : given))")
        }
        // The API's parameter order decides the outer loop: duration before damping, and so on.
        let order = written.kind.parameterNames
        let swept = ranged.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
        var fixed: [(name: String, value: SpringParameterValue)] = []
        var axes: [String: SweepAxis] = [:]
        for (name, value) in written.values {
            let axis = { (argument: SweepArgument) in try argument.axis(named: written.spelling(of: name)) }
            if swept.contains(name), case let .number(argument) = value {
                axes[name] = try axis(argument)
            } else {
                fixed.append((name, try value.map { try axis($0).lower }))
            }
        }
        let sweep = { (parts: SpringReport.Parts) in
            try Self.sweep(
                written.kind, fixed: fixed, swept: (swept[0], swept[1]),
                axes: (axes[swept[0]]!, axes[swept[1]]!), tolerance: tolerance, parts: parts)
        }
        // A report lists every column whatever it computes: the cheapest one names them.
        let kind = written.kind.kind
        table = try SweepTable(
            parameters: swept.map { "\(kind).\($0)" }, example: try Self.exampleReport(sweep([])), columns: columns)
        self.sweep = try sweep(onScreen ? table.parts : [])
    }

    /// The sweep over `swept` of the spring of `kind` with the `fixed` parameters.
    private static func sweep<Input: SpringInput>(
        _ kind: Input.Type, fixed: [(name: String, value: SpringParameterValue)], swept: (String, String),
        axes: (SweepAxis, SweepAxis), tolerance: SettlingTolerance, parts: SpringReport.Parts
    ) throws -> SpringSweep {
        let base = try Input.written(fixed)
        let first = try Input.parameter(named: swept.0), second = try Input.parameter(named: swept.1)
        return try SpringSweep(
            base, varying: first, over: axes.0, and: second, over: axes.1, tolerance: tolerance, parts: parts)
    }

    /// The report of a corner of the grid, which names the table's columns.
    /// A fixed value that no spring accepts (say `--mass -1`) would fill
    /// every row with the same error: when no corner has a spring, the sweep
    /// is refused instead.
    private static func exampleReport(_ sweep: SpringSweep) throws -> SpringReport {
        let columns = sweep.second.count, last = sweep.count - 1
        let corners = [0, columns - 1, last - (columns - 1), last]
        var firstError: SpringError?
        for index in corners {
            switch sweep.cell(at: index).outcome {
            case let .success(report): return report
            case let .failure(error): firstError = firstError ?? error
            }
        }
        throw ValidationError("no corner of the grid has a spring: \(firstError!)")
    }

    /// The header, then the cells' rows in grid order, evaluated and
    /// formatted on `jobs` threads while this thread writes the finished
    /// blocks in order. The header goes out with the first block, so that
    /// a file with content has a bar drawn (which a signal then clears).
    func writeCSV(to sink: FileSink, jobs: Int, progress: inout ProgressBar?) throws {
        var header: String? = CSVRows.header(table.header)
        let sweep = self.sweep, table = self.table, total = sweep.count
        let size = Self.cellsPerChunk(jobs: jobs, cores: ProcessEnvironment.activeProcessorCount)
        try ChunkPipeline(chunks: (total + size - 1) / size, jobs: jobs).run(
            slots: { SweepRows(table: table, capacity: size * 16 * table.header.count) },
            produce: { block, chunk in
                block.removeAll()
                sweep.forEachCell(in: chunk * size..<min(total, (chunk + 1) * size)) { _, cell in
                    block.append(consume cell)
                }
            },
            consume: { block in
                // The bar moves first, so a file with content has a bar drawn (which a signal then clears).
                progress?.advance(by: block.rows.count)
                if let first = header.take() { try sink.write(first) }
                try sink.write(block.rows.bytes)
            })
        if let empty = header { try sink.write(empty) }
    }
}

extension SpringSpecValue where Number == SweepArgument {
    /// Whether the value is a range `LO...HI:N`.
    var isRange: Bool {
        if case let .number(argument) = self { return argument.isRange }
        return false
    }
}
