import SpringLab

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
    /// Line and column of the call's first lexeme, from 1; the column in
    /// bytes from the line's start.
    package let line: Int
    package let column: Int
    /// The column in UTF-16 code units from the line's start, from 1 (SARIF's).
    package var utf16Column = 1
    /// The API as documentation names it (`UIView.animate(withDuration:…)`).
    package let call: String
    /// The springlab input kind (`uikit`).
    package let kind: String
    /// Each parameter literal, by the kind's parameter names.
    package let parameters: [Parameter]
    /// Each argument that is not a literal: `name: what was written`.
    package let unreadable: [String]
    /// Each argument that is not a literal but changes only when the runtime
    /// stops, not the spring (Compose's `visibilityThreshold`): `name: what
    /// was written`. The spring is measured with the kind's default for it.
    package var defaulted: [String] = []
    /// The call as written, whitespace collapsed.
    package let written: String

    package struct Parameter: Sendable, Hashable {
        package let name: String
        /// The literal's value: a number, a flag, or a name (a choice's, or
        /// one of the kind's named constants, `Low`).
        package let value: SpringParameterValue
        /// The literal as `--spring` writes it: a number in Swift's syntax, a
        /// constant by the name `springlab kinds` lists.
        package let written: String
    }

    /// The spring as `--spring` writes it (`uikit:duration=0.5,damping=0.7`);
    /// nil when an argument is not a literal.
    package var spec: String? {
        guard unreadable.isEmpty else { return nil }
        return kind + ":" + parameters.map { "\($0.name)=\($0.written)" }.joined(separator: ",")
    }

    /// The input the literals write, each value handed to the kind as read.
    /// - Throws: the library's refusal: a value of the wrong sort, a form
    ///   the kind does not take (``SpringInput/animation()`` then refuses).
    package func input() throws(SpringError) -> any SpringInput {
        let kind = try SpringInputKinds.named(kind)
        return try kind.written(
            parameters.map { parameter throws(SpringError) in
                (parameter.name, try kind.value(of: parameter.name, given: parameter.value, written: parameter.written))
            })
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

/// One form of spring call lint reads: the call as documentation names it,
/// and the kind of input its springs are written as, with the kind's
/// parameters its arguments may set. Each language lists the matchers it
/// reads (``LintLanguage/matchers``); a test ties every one to a kind
/// springlab reads and to that kind's parameters, and every spring found in
/// its fixtures to the matcher of its call.
struct SpringMatcher<Kind: SpringInput>: LintMatcher {
    /// The call, as documentation names it (`UIView.animate(withDuration:…)`).
    let call: String
    /// The parameters of ``Kind`` the call's arguments may set.
    let parameters: [SpringParameter<Kind>]

    init(_ call: String, _ parameters: [SpringParameter<Kind>]) {
        self.call = call
        self.parameters = parameters
    }

    var kind: any SpringInput.Type { Kind.self }
    var parameterNames: [String] { parameters.map(\.name) }
}

/// A ``SpringMatcher`` of any kind.
protocol LintMatcher: Sendable {
    var call: String { get }
    var kind: any SpringInput.Type { get }
    var parameterNames: [String] { get }
}

/// Collects the parameters of one call of `Kind` as its arguments are read.
struct SpringCallBuilder<Kind: SpringInput> {
    let lexemes: LexemeList
    var parameters: [FoundSpring.Parameter] = []
    var unreadable: [String] = []
    var defaulted: [String] = []

    init(_ lexemes: LexemeList) { self.lexemes = lexemes }

    /// Adds `parameter` from the argument in lexemes `first...last`: a
    /// number literal, `true`/`false`, or a constant `constant` names (it
    /// receives the argument as written, `Spring.StiffnessLow`, and returns
    /// the kind's name for it). Anything else is unreadable, or with
    /// `defaulting` left to the kind's default and listed in ``defaulted``.
    mutating func add(
        _ parameter: SpringParameter<Kind>, _ range: ClosedRange<Int>, constant: (String) -> String? = { _ in nil },
        defaulting: Bool = false
    ) {
        if let number = Literal.number(lexemes, range) {
            set(parameter, number)
        } else if let flag = Literal.flag(lexemes, range) {
            set(parameter.name, value: .flag(flag), written: "\(flag)")
        } else if let constantName = constant(lexemes.source(from: range.lowerBound, through: range.upperBound)) {
            set(parameter, choice: constantName)
        } else {
            let written =
                "\(parameter.name): \(lexemes.source(from: range.lowerBound, through: range.upperBound, limit: 60))"
            if defaulting { defaulted.append(written) } else { unreadable.append(written) }
        }
    }

    /// Adds each of `arguments` whose label `parameters` maps to a parameter.
    mutating func add(_ arguments: [Argument], _ parameters: [String: SpringParameter<Kind>]) {
        for argument in arguments {
            if let label = argument.label, let parameter = parameters[label], let range = argument.range {
                add(parameter, range)
            }
        }
    }

    /// Adds each of `arguments` labelled with the name of one of `parameters`.
    mutating func add(_ arguments: [Argument], named parameters: [SpringParameter<Kind>]) {
        add(arguments, Self.byName(parameters))
    }

    /// `parameters` by their names.
    static func byName(_ parameters: [SpringParameter<Kind>]) -> [String: SpringParameter<Kind>] {
        Dictionary(parameters.map { ($0.name, $0) }) { first, _ in first }
    }

    /// Adds `parameter` with a number the matcher worked out (a default, a sum of units).
    mutating func set(_ parameter: SpringParameter<Kind>, _ number: WrittenNumber) {
        set(parameter.name, value: .number(number.value), written: number.written)
    }

    /// Adds `parameter` with a name the matcher worked out (a preset's).
    mutating func set(_ parameter: SpringParameter<Kind>, choice: String) {
        set(parameter.name, value: .choice(choice), written: choice)
    }

    private mutating func set(_ name: String, value: SpringParameterValue, written: String) {
        parameters.removeAll { $0.name == name }
        parameters.append(.init(name: name, value: value, written: written))
    }

    /// The spring `matcher` found at lexeme `first`, written through lexeme `last`.
    func spring(at first: Int, through last: Int, _ matcher: SpringMatcher<Kind>) -> FoundSpring {
        var found = FoundSpring(
            line: Int(lexemes[first].line), column: Int(lexemes[first].column), call: matcher.call, kind: Kind.kind,
            parameters: parameters, unreadable: unreadable, written: lexemes.source(from: first, through: last))
        found.defaulted = defaulted
        let start = Int(lexemes[first].start), lineStart = start - Int(lexemes[first].column) + 1
        found.utf16Column = String(decoding: lexemes.bytes[lineStart..<start], as: UTF8.self).utf16.count + 1
        return found
    }
}

/// Literal values as the kinds take them.
enum Literal {
    /// The number in lexemes `range` (a sign and a number literal), written
    /// in Swift's syntax: digit separators `_` removed and the type suffixes
    /// of Kotlin, Java and Dart (`f`, `F`, `d`, `D`, `L`) dropped; nil for
    /// anything else, hexadecimal included, and for a number beyond a Double.
    static func number(_ lexemes: LexemeList, _ range: ClosedRange<Int>) -> WrittenNumber? {
        var index = range.lowerBound
        var sign = ""
        if lexemes.isSymbol(index, "-") || lexemes.isSymbol(index, "+") {
            sign = lexemes.isSymbol(index, "-") ? "-" : ""
            index += 1
        }
        guard index == range.upperBound, lexemes[index].kind == .number else { return nil }
        var text = lexemes.text(index).filter { $0 != "_" }
        if let last = text.last, "fFdDL".contains(last), !text.hasPrefix("0x") { text.removeLast() }
        guard let value = Double(sign + text), value.isFinite, !text.lowercased().hasPrefix("0x") else { return nil }
        return WrittenNumber(value: value, written: sign + text)
    }

    /// `true` or `false`.
    static func flag(_ lexemes: LexemeList, _ range: ClosedRange<Int>) -> Bool? {
        guard range.count == 1 else { return nil }
        if lexemes.isIdentifier(range.lowerBound, "true") { return true }
        if lexemes.isIdentifier(range.lowerBound, "false") { return false }
        return nil
    }

    /// The text of a string literal lexeme without its quotes, nil for another lexeme.
    static func string(_ lexemes: LexemeList, _ range: ClosedRange<Int>) -> String? {
        guard range.count == 1, lexemes[range.lowerBound].kind == .string else { return nil }
        let text = lexemes.text(range.lowerBound)
        guard text.count >= 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
