import SpringLab

/// Dart (Flutter): `SpringDescription(mass:stiffness:damping:)`,
/// `SpringDescription.withDampingRatio(mass:stiffness:ratio:)` and
/// `SpringDescription.withDurationAndBounce(duration:bounce:)`, its
/// `Duration(milliseconds: …)` read in seconds.
///
/// Lexing: `/* */` comments nest; strings `'…'`, `"…"`, `'''…'''`,
/// `"""…"""` with their interpolations `${…}` skipped with the code they
/// hold, and raw strings `r'…'` (any of the four) that have none.
enum DartLanguage: LintLanguage {
    static let name = "Dart"
    static let extensions = ["dart"]
    static let nestedBlockComments = true

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        var quote = index
        let raw =
            lexer.bytes[index] == UInt8(ascii: "r") && (index == 0 || !Lexer<Self>.isNameByte(lexer.bytes[index - 1]))
        if raw { quote += 1 }
        let byte = lexer.byte(quote)
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else { return nil }
        let triple = lexer.repeats(byte, 3, at: quote)
        return lexer.quotedEnd(
            from: quote + (triple ? 3 : 1), quote: byte, count: triple ? 3 : 1, escapes: !raw, stopsAtLineEnd: !triple
        ) { lexer, at in raw ? nil : lexer.templateEnd(at: at) }
    }

    /// The labels every form of `SpringDescription` is read with, each the
    /// parameter of its name.
    static let labels = [
        FlutterInput.mass, FlutterInput.stiffness, FlutterInput.damping, FlutterInput.ratio, FlutterInput.bounce,
        FlutterInput.duration,
    ]

    /// `SpringDescription`'s constructor and its named ones, by the name after `SpringDescription.`.
    static let forms: [String: SpringMatcher<FlutterInput>] = Dictionary(
        uniqueKeysWithValues: ["", "withDampingRatio", "withDurationAndBounce"].map { form in
            (form, SpringMatcher("SpringDescription" + (form.isEmpty ? "" : "." + form) + "(…)", labels))
        })

    static let matchers: [any LintMatcher] = forms.sorted { $0.key < $1.key }.map(\.value)

    static func springs(in lexemes: LexemeList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        for index in 0..<lexemes.count where lexemes.isIdentifier(index, "SpringDescription") {
            var open = index + 1
            var form = ""
            if lexemes.isSymbol(index + 1, "."), index + 2 < lexemes.count {
                form = lexemes.text(index + 2)
                open = index + 3
            }
            // Every argument is named: `SpringDescription({required this.mass, …})` declares the constructor.
            guard let matcher = forms[form], lexemes.isSymbol(open, "("),
                let (arguments, close) = CallArguments.read(lexemes, open: open),
                arguments.allSatisfy({ $0.label != nil })
            else { continue }
            var builder = SpringCallBuilder<FlutterInput>(lexemes)
            for argument in arguments {
                guard let label = argument.label, let range = argument.range,
                    let parameter = labels.first(where: { $0.name == label })
                else { continue }
                if parameter.name == FlutterInput.duration.name {
                    addDuration(range, lexemes, into: &builder)
                } else {
                    builder.add(parameter, range)
                }
            }
            found.append(builder.spring(at: index, through: close, matcher))
        }
        return found
    }

    /// `Duration(seconds: 1, milliseconds: 500)` (`const` or not) in seconds.
    private static func addDuration(
        _ range: ClosedRange<Int>, _ lexemes: LexemeList, into builder: inout SpringCallBuilder<FlutterInput>
    ) {
        var open = range.lowerBound + 1
        if lexemes.isIdentifier(range.lowerBound, "const") { open += 1 }
        // Each unit as seconds per unit or units per second, so that `milliseconds: 409` is 409 / 1000 = 0.409
        // exactly as the literal 0.409 reads (409 × 0.001 is not).
        let units: [String: (perUnit: Double, perSecond: Double)] = [
            "days": (86400, 1), "hours": (3600, 1), "minutes": (60, 1), "seconds": (1, 1),
            "milliseconds": (1, 1e3), "microseconds": (1, 1e6),
        ]
        guard lexemes.isIdentifier(open - 1, "Duration"), lexemes.isSymbol(open, "("),
            let (arguments, close) = CallArguments.read(lexemes, open: open), close == range.upperBound
        else { return builder.add(FlutterInput.duration, range) }
        var seconds = 0.0
        for argument in arguments {
            guard let label = argument.label, let unit = units[label], let value = argument.range,
                let number = Literal.number(lexemes, value)?.value
            else { return builder.add(FlutterInput.duration, range) }
            seconds += number * unit.perUnit / unit.perSecond
        }
        builder.set(FlutterInput.duration, WrittenNumber(seconds))
    }
}
