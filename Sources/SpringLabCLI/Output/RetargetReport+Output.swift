import SpringLab
import SpringLabIO

extension RetargetReport {
    /// The text `retarget` prints: the hand-off, a row per runtime followed,
    /// each runtime's rule for the velocity, and the runtimes not followed;
    /// no line wider than fit's (``SpringReport/width``).
    var text: String {
        var lines =
            heading + ["", Self.row(["runtime", "value", "velocity after", "ends at", "jump", "overshoot", "strays"])]
        for row in rows {
            let measures = row.measures
            let cells = [
                row.name, readable(row.run.valueAtRetarget), readable(row.run.velocityAfter) + " /s",
                measures.endsAt.map { readable($0) + " s" } ?? "never", percent(measures.jump),
                percent(measures.overshoot), percent(measures.maxDeviation),
            ]
            lines.append(Self.row(cells))
        }
        lines.append("")
        for row in rows { lines.append("  \(row.name): " + rule(row)) }
        let documented = rows.filter { !$0.isRun }.map(\.name)
        if !documented.isEmpty {
            lines += ["", "  As documented, not run: " + documented.joined(separator: ", ") + "."]
        }
        if !unmodelled.isEmpty {
            lines += ["", "  Not followed through a retarget yet: " + unmodelled.joined(separator: ", ") + "."]
        }
        return Self.wrapped(lines)
    }

    /// `retarget --for KIND`: one runtime's answer — what it does at the
    /// hand-off, the code that hands the velocity over in its own call and
    /// unit, and what the second move is with it.
    /// - Throws: ``SpringError`` when the move with the velocity handed over cannot be drawn.
    func text(for row: Row) throws -> String {
        let documented = row.isRun ? "as its own code ran" : "as documented and not run"
        var lines =
            heading
            + [
                "", "  \(row.name) (\(documented)): " + rule(row),
                "  The second move " + Self.measured(row.run, row.measures) + ".",
            ].flatMap { $0.wrapped(width: SpringReport.width) }
        let velocity = velocityToHandOver(row), from = row.run.valueAtRetarget
        guard let code = try handOffCode(row, number: code) else {
            lines += ["", "  The value is at the target at the hand-off: there is no move to hand a velocity to."]
            return lines.joined(separator: "\n")
        }
        let fraction = velocity / (retarget.to - from)
        let units =
            "\(readable(velocity)) units/s; as a fraction of the remaining distance per second, "
            + "\(readable(velocity)) / (\(readable(retarget.to)) − \(readable(from))) = \(readable(fraction))"
        let keeps = row.run.velocityAfter == velocity
        let introduction: String
        switch retarget.start {
        case .gesture:
            introduction = "The release in its own call, the velocity in its unit and sign (\(units)):"
        case .move where row.velocityHandling == .added:
            introduction =
                "Its own call adds the running velocity to the one it is given: called with none it hands this one "
                + "over, and called with it the new move would start with twice as much. A new animation from "
                + "\(readable(from)) toward \(readable(retarget.to)), the running one stopped first, with it "
                + "(\(units)):"
        case .move where keeps:
            introduction =
                "Its own call keeps the velocity. A new animation from \(readable(from)) toward "
                + "\(readable(retarget.to)) with it instead (\(units)):"
        case .move:
            introduction =
                "To hand over the velocity the value has at frame \(retarget.retargetFrame - 1), a new animation "
                + "from \(readable(from)) toward \(readable(retarget.to)) with it (\(units)):"
        }
        lines += [""] + ("  " + introduction).wrapped(width: SpringReport.width)
        lines += code.flatMap { $0.wrapped(width: SpringReport.width, indent: SpringEquivalents.codeColumn) }
        if let (run, measures, offset) = try handingOver(row) {
            lines += ("  With it the second move " + Self.measured(run, measures, after: offset) + ".")
                .wrapped(width: SpringReport.width)
        }
        return lines.joined(separator: "\n")
    }

    /// The first lines: the hand-off, and what the fractions are of.
    private var heading: [String] {
        let move = retarget.move, r = retarget.retargetFrame, distance = move.distance
        var lines: [String]
        switch retarget.start {
        case .move:
            lines = [
                "Retarget: a move 0 → \(readable(distance)) at \(readable(move.framesPerSecond)) Hz; after frame "
                    + "\(r - 1) (\(readable(move.frameTime(r - 1))) s) the target becomes \(readable(retarget.to)); "
                    + "frame \(r) is the first drawn toward it"
            ]
        case let .gesture(from, velocity):
            lines = [
                "Gesture: released at \(readable(from)) with \(readable(velocity)) units/s toward "
                    + "\(readable(retarget.to)) at \(readable(move.framesPerSecond)) Hz; frame 0 shows it at rest, "
                    + "frame 1 moves"
            ]
        }
        let continuous =
            retarget.isMove
            ? "continued from frame \(r - 1)'s value and velocity" : "released with the gesture's velocity"
        lines.append("  fractions of the distance \(readable(distance)); strays: from the exact spring \(continuous)")
        return lines
    }

    /// `row`'s velocity rule, and whether its first move had ended.
    private func rule(_ row: Row) -> String {
        row.velocityRule + (row.run.firstMoveEnded ? " (its first move had ended: the second starts from rest)" : "")
    }

    /// A second move in words: its velocity, end, jump, overshoot and stray.
    private static func measured(_ run: RetargetRun, _ measures: RetargetMeasures, after offset: Double = 0)
        -> String
    {
        "starts with \(readable(run.velocityAfter)) units/s, ends at "
            + (measures.endsAt.map { readable($0 + offset) + " s" } ?? "no frame within the frames followed")
            + " (jump \(percent(measures.jump))), overshoots \(percent(measures.overshoot)), strays "
            + "\(percent(measures.maxDeviation)) from the continuous move"
    }

    /// `lines` wrapped to fit's width, joined.
    private static func wrapped(_ lines: [String]) -> String {
        lines.flatMap { $0.wrapped(width: SpringReport.width) }.joined(separator: "\n")
    }

    /// A table row: each cell but the last padded to its column's width.
    private static func row(_ cells: [String]) -> String {
        "  " + zip(cells.dropLast(), [16, 12, 18, 12, 11, 11]).map { $0.padded(to: $1) }.joined() + cells.last!
    }

    /// `retarget --json`: the retarget frame, and per runtime followed
    /// (keyed as `fit --json`'s `runtimes`) the value at frame r − 1, the
    /// velocity after (units/s), when the second move ends (s), the jump, the
    /// overshoot and the largest deviation (fractions of the distance), what
    /// the call does with the velocity (`velocityHandling`: kept, added,
    /// zeroed or given by the app) and that rule in words.
    var json: JSON {
        .object([
            ("retargetFrame", .integer(retarget.retargetFrame)),
            ("distance", .number(retarget.move.distance)),
            ("to", .number(retarget.to)),
            (
                "runtimes",
                .object(
                    rows.map { row in
                        (
                            row.key,
                            .object([
                                ("valueAtRetarget", .number(row.run.valueAtRetarget)),
                                ("velocityAfter", .number(row.run.velocityAfter)),
                                ("endsAt", .number(row.measures.endsAt)),
                                ("jump", .number(row.measures.jump)),
                                ("overshoot", .number(row.measures.overshoot)),
                                ("maxDeviation", .number(row.measures.maxDeviation)),
                                ("velocityHandling", .string(row.velocityHandling.rawValue)),
                                ("velocityRule", .string(row.velocityRule)),
                                ("firstMoveEnded", .bool(row.run.firstMoveEnded)),
                                ("asDocumented", .bool(!row.isRun)),
                            ])
                        )
                    })
            ),
            ("unmodelled", .array(unmodelled.map { .string($0) })),
        ])
    }
}

extension RetargetReport {
    /// `retarget --csv`: a row per frame from 0 to the last any runtime
    /// draws, `frame`, `time` (s) and each runtime's value (units, under its
    /// key), a runtime that has ended showing its target.
    func writeFrames(to sink: FileSink) throws(IOError) {
        var csv = try CSVWriter(sink: sink, header: ["frame", "time"] + rows.map(\.key))
        for n in 0...lastFrame {
            csv.field(n)
            csv.field(retarget.move.frameTime(n))
            for row in rows { csv.field(row.run.value(atFrame: n)) }
            try csv.endRow()
        }
        try csv.finish()
    }
}
