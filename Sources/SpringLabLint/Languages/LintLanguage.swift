/// One programming language lint reads: the files it is in, how its lexer
/// differs from the shared one (``Lexer``), and the spring calls it finds
/// in the lexemes. A new language is one more conforming type, in its own
/// file `Languages/<Name>Language.swift`: the build lists it in ``LintLanguages/all``.
///
/// Why a lexer and not a parser: the forms lint looks for are calls and
/// assignments whose arguments are literals, which lexemes with comments and
/// strings removed and brackets matched identify exactly; a lexer reads
/// every language at the same speed, where swift-syntax would serve one
/// language only, add minutes to every clean build, and build a whole tree
/// per file.
protocol LintLanguage: Sendable {
    /// The language's name in reports (`Swift`).
    static var name: String { get }
    /// File name extensions, lowercase, without the dot.
    static var extensions: [String] { get }
    /// Whether `/* /* */ */` is one comment (not unless the language says so).
    static var nestedBlockComments: Bool { get }
    /// The end of the string, character or other literal that begins at
    /// `index`, nil when none begins there. Interpolated code is skipped with
    /// ``Lexer/skipCode(from:closer:)``: nothing in a literal is code.
    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int?
    /// The end of markup (JSX) that begins with the `<` at `index`, its
    /// embedded code lexed into lexemes; nil when no markup begins there.
    static func markupEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int?
    /// The springs written in `lexemes`.
    static func springs(in lexemes: LexemeList) -> [FoundSpring]
    /// Every form of spring call ``springs(in:)`` finds: each spring it
    /// returns is one of these matchers'.
    static var matchers: [any LintMatcher] { get }
}

extension LintLanguage {
    static var nestedBlockComments: Bool { false }

    static func markupEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? { nil }

    /// The springs written in the file `bytes`, at `path`.
    static func springs(inFile bytes: [UInt8], path: String) -> [FoundSpring] {
        springs(in: Lexer<Self>.lexemes(of: bytes)).map { $0.located(in: path, language: name) }
    }
}

/// Every language lint reads: the build lists the types of
/// `Sources/SpringLabLint/Languages/` (every `*Language.swift` but this
/// protocol's, the FolderRegistry plugin), in the order of their file names.
/// No two languages share an extension, so the order decides nothing.
package enum LintLanguages {
    static let all: [any LintLanguage.Type] = listed

    /// The language of the file at `path`, by its extension; nil for a file lint does not read.
    static func language(of path: String) -> (any LintLanguage.Type)? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let suffix = path[path.index(after: dot)...].lowercased()
        return all.first { $0.extensions.contains(suffix) }
    }

    /// The springs in `bytes`, read as `language`.
    package static func springs(in bytes: [UInt8], path: String) -> [FoundSpring] {
        guard let language = language(of: path) else { return [] }
        return language.springs(inFile: bytes, path: path)
    }
}
