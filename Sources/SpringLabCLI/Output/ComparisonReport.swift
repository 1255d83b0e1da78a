import SpringLab
import SpringLabIO

/// What `springlab compare` prints: the convergence study as a table or JSON.
struct ComparisonReport {
    let animation: SpringAnimation
    let study: ConvergenceStudy
    /// The steps as the user wrote them (e.g. "1/120").
    let stepNames: [SecondsArgument]
    /// Why the interval ends where it does.
    let endReason: String

    func name(of step: Double) -> String { (stepNames.first { $0.seconds == step }?.written ?? readable(step)) + " s" }

    /// The status column: an order, or why there is none.
    func verdict(_ step: ConvergenceStudy.Step) -> String {
        switch step.status {
        case .tooCoarse: return step.deviation.diverged ? "step too coarse (RK4 diverges)" : "step too coarse"
        case .atRoundingFloor: return "at rounding floor"
        case .asymptotic:
            guard let order = step.order else { return "—" }
            return readable(order.displacement, significant: 3) + ", " + readable(order.velocity, significant: 3)
        }
    }

    func error(_ value: Double) -> String {
        value.isFinite ? readable(value, significant: 3) : "overflow"
    }
}

extension ComparisonReport {
    var text: String {
        let spring = animation.spring
        var lines = [
            "Analytic vs RK4 — " + animation.headline,
            "ω0 \(readable(spring.naturalFrequency)) rad/s, ζ \(readable(spring.dampingRatio)), ω (fastest rate) "
                + "\(readable(spring.fastestRate)) 1/s; compared over 0…\(readable(study.until)) s (\(endReason))",
            "",
        ]
        let header = ["step", "ω·h", "max |value error|", "max |velocity error|", "observed order (value, velocity)"]
        var rows = [header]
        for step in study.steps {
            rows.append([
                name(of: step.step), readable(step.resolution, significant: 3),
                error(step.deviation.displacement),
                error(step.deviation.velocity) + (step.deviation.velocity.isFinite ? " /s" : ""), verdict(step),
            ])
        }
        lines += table(rows)
        lines += [
            "",
            "Errors are the largest over every step, as fractions of the distance (velocity: per second).",
            "Order: ln(e₁/e₂)/ln(h₁/h₂) against the row above; RK4's is 4. \"step too coarse\": ω·h > "
                + "\(readable(ConvergenceStudy.resolvedLimit)) or an error ≥ 10% of the distance; "
                + "\"at rounding floor\": error ≲ 1e-13, where rounding, not the step, dominates; "
                + "—: no row above to compare with, or it is too coarse.",
        ]
        return lines.joined(separator: "\n")
    }

    /// Left-aligned columns two spaces apart.
    private func table(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return "  " + cells.joined(separator: "  ")
        }
    }

    var json: JSON {
        .object(
            [
                ("mass", .number(animation.spring.mass)),
                ("stiffness", .number(animation.spring.stiffness)),
                ("damping", .number(animation.spring.damping)),
                ("initialVelocity", .number(animation.initialVelocity)),
                ("dampingRatio", .number(animation.spring.dampingRatio)),
                ("naturalFrequency", .number(animation.spring.naturalFrequency)),
                ("fastestRate", .number(animation.spring.fastestRate)),
                ("until", .number(study.until)),
                ("resolvedLimit", .number(ConvergenceStudy.resolvedLimit)),
                ("steps", .array(study.steps.map(stepJSON))),
            ])
    }

    private func stepJSON(_ step: ConvergenceStudy.Step) -> JSON {
        let status: String
        switch step.status {
        case .tooCoarse: status = "stepTooCoarse"
        case .asymptotic: status = "asymptotic"
        case .atRoundingFloor: status = "atRoundingFloor"
        }
        return .object([
            ("step", .number(step.step)),
            ("samples", .integer(step.deviation.grid.count)),
            ("resolution", .number(step.resolution)),
            ("maxValueError", .number(step.deviation.displacement)),
            ("maxVelocityError", .number(step.deviation.velocity)),
            ("diverged", .bool(step.deviation.diverged)),
            ("status", .string(status)),
            (
                "order",
                step.order.map {
                    .object([
                        ("value", .number($0.displacement)),
                        ("velocity", .number($0.velocity)),
                    ])
                } ?? .null
            ),
        ])
    }
}
