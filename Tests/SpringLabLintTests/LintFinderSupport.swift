import SpringLab
import Testing

@testable import SpringLabLint

/// The springs lint finds in `source` read as the file `path`; each must
/// come from a matcher its language lists, of the spring's kind and with its
/// parameters (`LintMatcherTests` ties the matchers to the kinds), so every
/// fixture checks its springs against the matchers' declarations.
func springs(_ source: String, path: String) -> [FoundSpring] {
    let found = LintLanguages.springs(in: Array(source.utf8), path: path)
    let matchers = LintLanguages.language(of: path)?.matchers ?? []
    for spring in found {
        let matcher = matchers.first { $0.call == spring.call && $0.kind.kind == spring.kind }
        #expect(matcher != nil, "\(spring.place): no matcher of \(spring.kind) for \(spring.call)")
        let undeclared = spring.parameters.map(\.name).filter { !(matcher?.parameterNames.contains($0) ?? false) }
        #expect(
            undeclared.isEmpty, "\(spring.place): \(spring.call) sets \(undeclared), which its matcher does not name")
    }
    return found
}

/// `line:column spec` of each spring (`-` for a spring not literal): what fixtures compare.
func summary(_ source: String, path: String) -> [String] {
    springs(source, path: path).map {
        "\($0.line):\($0.column) \($0.spec ?? "- " + $0.unreadable.joined(separator: "; "))"
    }
}
