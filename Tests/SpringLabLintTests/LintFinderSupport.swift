@testable import SpringLabLint

/// The springs lint finds in `source` read as the file `path`.
func springs(_ source: String, path: String) -> [FoundSpring] {
    LintLanguages.springs(in: Array(source.utf8), path: path)
}

/// `line:column spec` of each spring (`-` for a spring not literal): what fixtures compare.
func summary(_ source: String, path: String) -> [String] {
    springs(source, path: path).map {
        "\($0.line):\($0.column) \($0.spec ?? "- " + $0.unreadable.joined(separator: "; "))"
    }
}
