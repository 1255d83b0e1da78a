/// The arguments of one call, or the members of one object literal: each
/// with its label if it has one, and the lexemes of its value.
struct Argument {
    /// `withDuration` in `withDuration: 0.5`; nil for a positional argument.
    let label: String?
    /// The value's lexemes; empty (`first > last`) for `f(a:)`-like gaps.
    let first: Int
    let last: Int

    var range: ClosedRange<Int>? { first <= last ? first...last : nil }
}

enum CallArguments {
    /// The arguments between the bracket at `open` and the one closing it,
    /// split at the commas outside nested brackets; a label is a name
    /// followed by `separator` (`:` in Swift, Dart and object literals, `=`
    /// in Kotlin). Nil when the bracket is not closed.
    static func read(_ lexemes: LexemeList, open: Int, separator: StaticString = ":") -> (
        arguments: [Argument], close: Int
    )? {
        guard let close = lexemes.closing(open) else { return nil }
        var arguments: [Argument] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            if index == close || lexemes.isSymbol(index, ",") {
                if index > start { arguments.append(argument(lexemes, start, index - 1, separator)) }
                start = index + 1
                index += 1
            } else if lexemes.isSymbol(index, "(") || lexemes.isSymbol(index, "[") || lexemes.isSymbol(index, "{") {
                index = (lexemes.closing(index) ?? close) + 1
            } else {
                index += 1
            }
        }
        return (arguments, close)
    }

    private static func argument(_ lexemes: LexemeList, _ first: Int, _ last: Int, _ separator: StaticString)
        -> Argument
    {
        let labelled =
            (lexemes[first].kind == .identifier || lexemes[first].kind == .string) && first < last
            && lexemes.isSymbol(first + 1, separator)
        guard labelled else { return Argument(label: nil, first: first, last: last) }
        let label =
            lexemes[first].kind == .string
            ? Literal.string(lexemes, first...first) ?? lexemes.text(first) : lexemes.text(first)
        return Argument(label: label, first: first + 2, last: last)
    }

    /// The argument labelled `label`.
    static func labelled(_ arguments: [Argument], _ label: String) -> Argument? {
        arguments.first { $0.label == label }
    }
}
