/// One spring call found in source: where, which API, and its parameters
/// as a springlab input kind takes them (`springlab kinds`).
///
/// A parameter whose argument is not a literal (a variable, an
/// expression) is listed in ``unreadable`` with what was written, and the
/// spring is then found but not measured.
package struct FoundSpring: Sendable, Hashable {
    /// The file, as the walk reached it.
    package var path = ""
    /// The language's name (`Swift`).
    package var language = ""
    /// Line and column of the call's first token, from 1.
    package let line: Int
    package let column: Int
    /// The API as documentation names it (`UIView.animate(withDuration:…)`).
    package let call: String
    /// The springlab input kind (`uikit`).
    package let kind: String
    /// Each parameter literal, by the kind's parameter names, as the
    /// `--spring` parser reads it (numbers in Swift's syntax, named constants
    /// by the names `springlab kinds` lists).
    package let parameters: [Parameter]
    /// Each argument that is not a literal: `name: what was written`.
    package let unreadable: [String]
    /// The call as written, whitespace collapsed.
    package let written: String

    package struct Parameter: Sendable, Hashable {
        package let name: String
        package let value: String
    }

    /// The spring as `--spring` takes it (`uikit:duration=0.5,damping=0.7`);
    /// nil when an argument is not a literal.
    package var spec: String? {
        guard unreadable.isEmpty else { return nil }
        return kind + ":" + parameters.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
    }

    /// `path:line:column`.
    package var place: String { "\(path):\(line):\(column)" }

    func located(in path: String, language: String) -> FoundSpring {
        var located = self
        located.path = path
        located.language = language
        return located
    }
}

/// Collects the parameters of one call as its arguments are read.
struct SpringCallBuilder {
    let tokens: TokenList
    var parameters: [FoundSpring.Parameter] = []
    var unreadable: [String] = []

    init(_ tokens: TokenList) { self.tokens = tokens }

    /// Adds parameter `name` from the argument in tokens `first...last`: a
    /// number literal, `true`/`false`, or a constant `constant` names (it
    /// receives the argument as written, `Spring.StiffnessLow`, and returns
    /// the kind's name for it). Anything else is unreadable.
    mutating func add(_ name: String, _ range: ClosedRange<Int>, constant: (String) -> String? = { _ in nil }) {
        if let value = Literal.number(tokens, range) ?? Literal.flag(tokens, range)
            ?? constant(tokens.source(from: range.lowerBound, through: range.upperBound))
        {
            parameters.removeAll { $0.name == name }
            parameters.append(.init(name: name, value: value))
        } else {
            unreadable.append("\(name): \(tokens.source(from: range.lowerBound, through: range.upperBound, limit: 60))")
        }
    }

    /// Adds each of `arguments` whose label `parameters` maps to a parameter name.
    mutating func add(_ arguments: [Argument], _ parameters: [String: String]) {
        for argument in arguments {
            if let label = argument.label, let parameter = parameters[label], let range = argument.range {
                add(parameter, range)
            }
        }
    }

    /// Adds each of `arguments` labelled with one of `names`, the label its parameter's name.
    mutating func add(_ arguments: [Argument], named names: [String]) {
        add(arguments, Dictionary(uniqueKeysWithValues: names.map { ($0, $0) }))
    }

    /// Adds parameter `name` with a value the matcher worked out (a preset's name).
    mutating func set(_ name: String, _ value: String) {
        parameters.removeAll { $0.name == name }
        parameters.append(.init(name: name, value: value))
    }

    /// The spring found at token `at`, written through token `last`.
    func spring(at first: Int, through last: Int, call: String, kind: String) -> FoundSpring {
        FoundSpring(
            line: Int(tokens[first].line), column: Int(tokens[first].column), call: call, kind: kind,
            parameters: parameters, unreadable: unreadable, written: tokens.source(from: first, through: last))
    }
}

/// Literal values as the `--spring` parser takes them.
enum Literal {
    /// The number in tokens `range` (a sign and a number literal), in
    /// Swift's syntax: digit separators `_` removed and the type suffixes of
    /// Kotlin, Java and Dart (`f`, `F`, `d`, `D`, `L`) dropped; nil for
    /// anything else, hexadecimal included.
    static func number(_ tokens: TokenList, _ range: ClosedRange<Int>) -> String? {
        var index = range.lowerBound
        var sign = ""
        if tokens.isSymbol(index, "-") || tokens.isSymbol(index, "+") {
            sign = tokens.isSymbol(index, "-") ? "-" : ""
            index += 1
        }
        guard index == range.upperBound, tokens[index].kind == .number else { return nil }
        var text = tokens.text(index).filter { $0 != "_" }
        if let last = text.last, "fFdDL".contains(last), !text.hasPrefix("0x") { text.removeLast() }
        guard let value = Double(text), value.isFinite, !text.lowercased().hasPrefix("0x") else { return nil }
        return sign + text
    }

    /// `true` or `false`.
    static func flag(_ tokens: TokenList, _ range: ClosedRange<Int>) -> String? {
        guard range.count == 1 else { return nil }
        if tokens.isIdentifier(range.lowerBound, "true") { return "true" }
        if tokens.isIdentifier(range.lowerBound, "false") { return "false" }
        return nil
    }

    /// The text of a string literal token without its quotes, nil for another token.
    static func string(_ tokens: TokenList, _ range: ClosedRange<Int>) -> String? {
        guard range.count == 1, tokens[range.lowerBound].kind == .string else { return nil }
        let text = tokens.text(range.lowerBound)
        guard text.count >= 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
