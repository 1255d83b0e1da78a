import ArgumentParser
import SpringLab
import SpringLabIO

/// A sweep as asked for on the command line: which API, the two swept
/// options and the fixed ones, resolved into a ``SpringSweep`` and its table.
struct SweepRequest: Sendable {
    let sweep: SpringSweep
    let table: SweepTable

    /// Cells evaluated and formatted together: large enough that threads
    /// rarely meet, small enough for a smooth progress bar.
    static let cellsPerChunk = 1024

    init(spring options: SpringParameters<SweepArgument>, tolerance: SettlingTolerance) throws {
        let form = try SpringForm.matching(options.givenNames)
        guard form != .preset else {
            throw ValidationError("a preset has nothing to sweep; write the spring with two ranges")
        }
        if let velocity = options.velocity, velocity.isRange {
            throw ValidationError("--velocity \(velocity.text): the initial velocity takes one number in a sweep")
        }
        let ranged = form.sweepable.filter { name in options.numbers.first { $0.name == name }?.value?.isRange == true }
        let written = options.numbers.filter { $0.value?.isRange == true }.map { "--" + $0.name }
        guard ranged.count == 2, written.count == 2 else {
            throw ValidationError(
                "give two of the spring's options as ranges \(SweepArgument.syntax) "
                    + "(ranges given: \(written.isEmpty ? "none" : written.joined(separator: ", ")))")
        }
        // The fixed values, then a closure that adds a cell's two swept ones.
        var base = SpringValues(
            preset: nil, velocity: try options.velocity?.axis(option: "--velocity").lower,
            allowsOverdamping: options.allowsOverdamping)
        for (name, argument) in options.numbers {
            guard let argument, !argument.isRange else { continue }
            base[option: name] = try argument.axis(option: "--" + name).lower
        }
        let first = try Self.axis(options, ranged[0]), second = try Self.axis(options, ranged[1])
        let fixed = base, outer = ranged[0], inner = ranged[1]
        sweep = try SpringSweep(first: first, second: second, tolerance: tolerance) { a, b throws(SpringError) in
            var values = fixed
            values[option: outer] = a
            values[option: inner] = b
            do {
                return try form.animation(values)
            } catch let error as SpringError {
                throw error
            } catch {
                throw .invalidSweep(reason: "\(error)")
            }
        }
        table = SweepTable(parameters: ranged.map(form.sweepColumn), reportsUIKitJump: form == .uikit)
        try refuseIfNoCornerHasASpring()
    }

    /// A fixed value that no spring accepts (say --mass -1) would fill every
    /// row with the same error: refuse the sweep instead when none of the
    /// grid's corners has a spring.
    private func refuseIfNoCornerHasASpring() throws {
        let columns = sweep.second.count, last = sweep.count - 1
        let corners = Set([0, columns - 1, last - (columns - 1), last])
        let errors = corners.sorted().compactMap { index -> SpringError? in
            if case let .failure(error) = sweep.cell(at: index).outcome { return error }
            return nil
        }
        guard errors.count == corners.count, let first = errors.first else { return }
        throw ValidationError("no corner of the grid has a spring: \(first)")
    }

    private static func axis(_ options: SpringParameters<SweepArgument>, _ name: String) throws -> SweepAxis {
        try options.numbers.first { $0.name == name }!.value!.axis(option: "--" + name)
    }

    /// The header, then the cells' rows in grid order, evaluated and
    /// formatted on `jobs` threads.
    func writeCSV(to sink: FileSink, jobs: Int, progress: inout ProgressBar?) throws {
        var output = BufferedWriter(sink: sink)
        output.write(CSVRows.header(table.header))
        let sweep = self.sweep, table = self.table, total = sweep.count, size = Self.cellsPerChunk
        let chunks = (total + size - 1) / size
        try ChunkPipeline(chunks: chunks, jobs: jobs).run(
            produce: { chunk in
                var rows = CSVRows(capacity: size * 256)
                for index in chunk * size..<min(total, (chunk + 1) * size) {
                    table.append(sweep.cell(at: index), to: &rows)
                }
                return rows
            },
            consume: { rows in
                output.write(rows)
                try output.flushIfFull()
                progress?.advance(by: rows.count)
            })
        try output.flush()
    }
}
