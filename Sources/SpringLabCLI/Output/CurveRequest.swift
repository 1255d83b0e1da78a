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

    var columns: [CurveColumn] { CurveColumn.columns(for: method) }

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

    /// A header line, then one row per sample, streamed.
    func writeCSV(to sink: FileSink) throws {
        var csv = try CSVWriter(sink: sink, header: columns.map(\.rawValue))
        var points = try points()
        while let point = points.next() {
            csv.field(point.time)
            csv.field(point.value)
            csv.field(point.velocity)
            csv.field(point.acceleration)
            if let rk4 = point.rk4 {
                csv.field(rk4.value)
                csv.field(rk4.velocity)
                csv.field(rk4.error)
            }
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
