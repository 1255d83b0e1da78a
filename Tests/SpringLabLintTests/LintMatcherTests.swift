import SpringLab
import Testing

@testable import SpringLabLint

/// Lint's matchers and the input kinds they write: each kind one springlab
/// reads, each parameter one of that kind's, each constant one of its
/// parameter's named values, as the kinds declare them.
@Suite("lint matchers and the kinds")
struct LintMatcherTests {
    /// Every matcher of every language, with its language's name.
    static let matchers = LintLanguages.all.flatMap { language in language.matchers.map { (language.name, $0) } }

    @Test("every matcher's kind and parameters are in the kind registry")
    func kindsAndParameters() throws {
        #expect(Self.matchers.count >= 30)
        for (language, matcher) in Self.matchers {
            let kind = try SpringInputKinds.named(matcher.kind.kind)
            #expect(ObjectIdentifier(kind) == ObjectIdentifier(matcher.kind), "\(language): \(matcher.call)")
            #expect(!matcher.parameterNames.isEmpty, "\(language): \(matcher.call) reads no parameter")
            for name in matcher.parameterNames {
                #expect(kind.parameterNames.contains(name), "\(language): \(matcher.call): \(kind.kind) has no \(name)")
            }
        }
    }

    /// Two matchers of one language never share a call: a spring's call names its matcher.
    @Test("each language's calls are distinct")
    func distinctCalls() {
        for language in LintLanguages.all {
            let calls = language.matchers.map(\.call)
            #expect(Set(calls).count == calls.count, "\(language.name): \(calls)")
        }
    }

    /// The constants lint reads in code are the kinds' own: each spelling
    /// maps to a constant of the kind, and every spelling a kind declares is read.
    @Test("the constants lint reads are the kinds' named values")
    func constants() throws {
        for (kind, constants) in [
            (ComposeInput.self as any SpringInput.Type, JVMCalls.composeConstants),
            (AndroidInput.self, JVMCalls.androidConstants),
        ] {
            var declared: [String: String] = [:]
            for description in kind.parameterDescriptions {
                guard case let .number(named) = description.values else { continue }
                for constant in named { for code in constant.code { declared[code] = constant.name } }
            }
            #expect(!declared.isEmpty)
            for (code, name) in declared { #expect(constants[code] == name, "\(kind.kind): \(code)") }
            let names = Set(declared.values)
            for (code, name) in constants { #expect(names.contains(name), "\(kind.kind): \(code) → \(name)") }
        }
        // Imported one by one, Compose's constants are written bare; a name several share is not read.
        #expect(JVMCalls.composeConstants["StiffnessMediumLow"] == "MediumLow")
        #expect(JVMCalls.composeConstants["VisibilityThreshold"] == nil)
    }
}
