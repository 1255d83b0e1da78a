import SpringLab
import SpringLabIO

extension SpringReport {
    /// `fit --json`: one object, SI units, velocities in fractions of the
    /// distance per second; durations that do not exist are null, and so is
    /// a group that does not apply (`end` for an API that runs to rest).
    var json: JSON {
        var builder = JSONReportBuilder()
        visitFields(&builder)
        return .object(builder.members)
    }
}

/// Collects a report's fields into JSON members, groups as nested objects.
struct JSONReportBuilder: SpringReportVisitor {
    var members: [(String, JSON)] = []

    mutating func number(_ name: String, _ value: Double?) { members.append((name, .number(value))) }
    mutating func integer(_ name: String, _ value: Int?) { members.append((name, value.map(JSON.integer) ?? .null)) }
    mutating func flag(_ name: String, _ value: Bool?) { members.append((name, value.map(JSON.bool) ?? .null)) }
    mutating func text(_ name: String, _ value: String?) { members.append((name, value.map(JSON.string) ?? .null)) }

    mutating func remarks(_ name: String, _ value: @autoclosure () -> [SpringRemark]) {
        members.append((name, .array(value().map { .string($0.sentence) })))
    }

    mutating func group(_ name: String, present: Bool, _ fields: (inout Self) -> Void) {
        var nested = JSONReportBuilder()
        fields(&nested)
        members.append((name, present ? .object(nested.members) : .null))
    }
}
