import SpringLab
import SpringLabIO

/// `lint`'s three outputs of one ``LintResult``.
package enum LintOutput {
    /// One line per spring (file:line:column, kind, ζ, settles, overshoot,
    /// its runtime's end, group, and with tokens the token matched or
    /// `—`), then the springs not literal, the groups and the findings; the
    /// last line counts them, and the files not read when there are any.
    ///
    /// What comes from the files linted (their names, the code of a call,
    /// a comment inside one) is shown with ``terminalSafe(_:)``: no control
    /// or bidi character reaches the terminal, and no line break splits a row.
    package static func table(_ result: LintResult) -> String {
        let withTokens = result.tokenMatches != nil
        var rows = [["spring", "kind", "ζ", "settles", "overshoot", "ends", "group"] + (withTokens ? ["token"] : [])]
        let groups = result.groupNumbers
        for (index, spring) in result.springs.enumerated() {
            guard let measured = result.measurements[index] else {
                let why = result.refusals[index].map { _ in "refused" } ?? "not literal"
                rows.append([spring.place, spring.kind, why, "", "", "", ""] + (withTokens ? [""] : []))
                continue
            }
            rows.append(
                [
                    spring.place, spring.kind, Format.number(measured.dampingRatio),
                    measured.settlingDuration.map { Format.number($0) + " s" } ?? "never",
                    Format.percent(measured.overshoot), ends(measured), groups[index].map { "#\($0)" } ?? "",
                ] + (withTokens ? [result.matchedToken(index) ?? "—"] : []))
        }
        var lines = aligned(rows)
        let unreadable = result.springs.filter { $0.spec == nil }
        if !unreadable.isEmpty {
            lines.append("")
            lines.append("found, not literal:")
            for spring in unreadable {
                lines.append("  \(spring.path):\(spring.line): \(spring.written)")
                lines.append("    " + spring.unreadable.joined(separator: "; "))
            }
        }
        let defaulted = result.springs.filter { $0.spec != nil && !$0.defaulted.isEmpty }
        if !defaulted.isEmpty {
            lines.append("")
            lines.append("measured with the default for what is not literal:")
            for spring in defaulted {
                lines.append("  \(spring.path):\(spring.line): \(spring.written)")
                lines.append("    " + spring.defaulted.joined(separator: "; "))
            }
        }
        for (number, members) in result.groups.groups.enumerated() {
            lines.append("")
            lines.append("group #\(number + 1): \(members.count) springs move the same on screen")
            for member in members {
                let spring = result.springs[member]
                lines.append("  \(spring.path):\(spring.line)  \(spring.written)")
            }
        }
        if !result.findings.isEmpty {
            lines.append("")
            lines.append("findings:")
            for finding in result.findings {
                lines.append("  \(finding.spring.place): \(finding.rule.rawValue): \(finding.message)")
            }
        }
        let measured = result.measurements.compactMap { $0 }.count
        lines.append("")
        lines.append(
            ([
                counted(result.springs.count, "spring") + " found", "\(measured) measured",
                counted(result.groups.groups.count, "group"), counted(result.findings.count, "finding"),
            ] + (result.unread.isEmpty ? [] : [counted(result.unread.count, "file") + " not read"])).joined(
                separator: ", "))
        return lines.map(terminalSafe).joined(separator: "\n")
    }

    /// `1 group`, `2 groups`.
    package static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The runtime's end: `UIKit 0.5 s, jump 3%`.
    private static func ends(_ measured: SpringMeasurement) -> String {
        guard let runtime = measured.runtime else { return "" }
        guard let end = measured.endsAt else {
            return "\(runtime): does not stop within \(Format.number(ScreenRun.horizon)) s"
        }
        let jump = measured.jump.map { $0 > 0 ? ", jump \(Format.percent($0))" : "" } ?? ""
        return "\(runtime) \(Format.number(end)) s\(jump)"
    }

    private static func aligned(_ rows: [[String]]) -> [String] {
        let rows = rows.map { $0.map(terminalSafe) }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// `{"springs": […], "groups": […], "findings": […], "notRead": […]}`:
    /// SI units, fractions of the distance; with tokens each spring has
    /// `token`: its nearest token's `path` and `deviation`, null when not
    /// measured. `notRead`: each file or folder met that could not be read,
    /// `{"file", "reason"}`.
    package static func json(_ result: LintResult) -> String {
        let groups = result.groupNumbers
        let springs = result.springs.indices.map { index -> JSON in
            let spring = result.springs[index], measured = result.measurements[index]
            return .object(
                [
                    ("file", .string(spring.path)), ("line", .integer(spring.line)),
                    ("column", .integer(spring.column)),
                    ("language", .string(spring.language)), ("call", .string(spring.call)),
                    ("kind", .string(spring.kind)),
                    ("written", .string(spring.written)), ("spec", spring.spec.map(JSON.string) ?? .null),
                    ("literal", .bool(spring.spec != nil)),
                    ("notLiteral", .array((spring.unreadable + spring.defaulted).map(JSON.string))),
                    ("defaulted", .array(spring.defaulted.map(JSON.string))),
                    ("refused", result.refusals[index].map(JSON.string) ?? .null),
                    ("dampingRatio", .number(measured?.dampingRatio)),
                    ("naturalFrequency", .number(measured?.naturalFrequency)),
                    ("settlingDuration", .number(measured?.settlingDuration)),
                    ("overshoot", .number(measured?.overshoot)),
                    ("runtime", measured?.runtime.map(JSON.string) ?? .null), ("endsAt", .number(measured?.endsAt)),
                    ("jump", .number(measured?.jump)), ("group", groups[index].map(JSON.integer) ?? .null),
                ] + tokenField(result, index))
        }
        let groupList = result.groups.groups.enumerated().map { number, members in
            JSON.object([
                ("group", .integer(number + 1)),
                ("springs", .array(members.map { .string(result.springs[$0].place) })),
            ])
        }
        let findings = result.findings.map { finding in
            JSON.object([
                ("rule", .string(finding.rule.rawValue)), ("file", .string(finding.spring.path)),
                ("line", .integer(finding.spring.line)), ("column", .integer(finding.spring.column)),
                ("message", .string(finding.message)),
            ])
        }
        let unread = result.unread.map { unread in
            JSON.object([("file", .string(unread.path)), ("reason", .string(unread.reason))])
        }
        return JSON.object([
            ("springs", .array(springs)), ("groups", .array(groupList)), ("findings", .array(findings)),
            ("notRead", .array(unread)),
        ])
        .rendered()
    }

    /// `token` of spring `index` when tokens were given, else nothing.
    private static func tokenField(_ result: LintResult, _ index: Int) -> [(String, JSON)] {
        guard let matches = result.tokenMatches else { return [] }
        let match = matches[index].map {
            JSON.object([("path", .string($0.path)), ("deviation", .number($0.deviation))])
        }
        return [("token", match ?? .null)]
    }

    /// A SARIF 2.1.0 log: one run of springlab, its rules, its invocation
    /// with the files not read, one result per finding with the file (a
    /// relative URI as walked) and the region's start line and column.
    /// `no-token` is listed only when tokens were given.
    package static func sarif(_ result: LintResult, version: String) -> String {
        let checked = LintFinding.Rule.allCases.filter { $0 != .noToken || result.tokenMatches != nil }
        let rules = checked.map { rule in
            JSON.object([
                ("id", .string(rule.rawValue)), ("shortDescription", text(rule.summary)),
            ])
        }
        let results = result.findings.map { finding in
            JSON.object([
                ("ruleId", .string(finding.rule.rawValue)),
                ("level", .string(finding.rule == .almostSame ? "note" : "warning")),
                ("message", text(finding.message)), ("locations", .array([location(finding.spring)])),
            ])
        }
        let driver = JSON.object([
            ("name", .string("springlab")), ("version", .string(version)), ("rules", .array(rules)),
        ])
        var run: [(String, JSON)] = [("tool", .object([("driver", driver)]))]
        let root = FileSystem.absolutePath(".")
        if root.hasPrefix("/") {
            let folder = root.hasSuffix("/") ? root : root + "/"
            run.append(("originalUriBaseIds", .object([(sourceRoot, .object([("uri", .string(fileURI(folder)))]))])))
        }
        run += [
            ("invocations", .array([invocation(result)])), ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ]
        return JSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ]).rendered()
    }

    /// SARIF's invocation (§3.20): it ran to its end, and each file or
    /// folder not read is a tool execution notification (§3.58) at the
    /// `warning` level, naming it.
    private static func invocation(_ result: LintResult) -> JSON {
        let notifications = result.unread.map { unread in
            JSON.object([
                ("level", .string("warning")), ("message", text("cannot read '\(unread.path)': \(unread.reason)")),
                (
                    "locations",
                    .array([.object([("physicalLocation", .object([("artifactLocation", artifact(unread.path))]))])])
                ),
            ])
        }
        return .object([
            ("executionSuccessful", .bool(true)), ("toolExecutionNotifications", .array(notifications)),
        ])
    }

    /// SARIF's message object, `{"text": …}`.
    private static func text(_ text: String) -> JSON { .object([("text", .string(text))]) }

    /// Where `spring` is: its file as a relative URI, its start line and column.
    private static func location(_ spring: FoundSpring) -> JSON {
        let region = JSON.object([
            ("startLine", .integer(spring.line)), ("startColumn", .integer(spring.utf16Column)),
        ])
        return .object([
            ("physicalLocation", .object([("artifactLocation", artifact(spring.path)), ("region", region)]))
        ])
    }

    /// The `uriBaseId` of paths relative to the folder lint ran in.
    static let sourceRoot = "%SRCROOT%"

    /// SARIF's artifact location of the file at `path` (§3.4.3): a path
    /// inside the folder lint ran in as a URI relative to ``sourceRoot``, any
    /// other (absolute, or leading out with `../`) as an absolute `file:` URI.
    private static func artifact(_ path: String) -> JSON {
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        guard trimmed.hasPrefix("/") || trimmed == ".." || trimmed.hasPrefix("../") || trimmed.contains("/../") else {
            return .object([("uri", .string(uri(trimmed))), ("uriBaseId", .string(sourceRoot))])
        }
        return .object([("uri", .string(fileURI(FileSystem.absolutePath(trimmed))))])
    }

    /// The absolute path `path` as a `file:` URI (RFC 8089): `file://` and the path percent-encoded.
    static func fileURI(_ path: String) -> String { "file://" + uri(path) }

    /// `path` as a URI reference: `./` dropped, each byte outside the
    /// unreserved set and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        let trimmed = path.hasPrefix("./") ? path.dropFirst(2) : path[...]
        return trimmed.utf8.map { byte in
            let character = Character(Unicode.Scalar(byte))
            guard byte < 0x80, character.isLetter || character.isNumber || "-._~/".utf8.contains(byte) else {
                return "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 15, radix: 16, uppercase: true)
            }
            return String(character)
        }.joined()
    }
}
