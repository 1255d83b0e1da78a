import Foundation
import SpringLabTestSupport
import Testing

/// Token names that are keywords of the language a file is written in are
/// declared under another name, so that the file still compiles.
@Suite("tokens named like keywords")
struct TokenKeywordTests {
    /// Swift's keywords of declarations, statements and expressions, each a
    /// token name; `swiftc -parse` reads what `tokens` writes.
    @Test func swiftKeywordsAreNotDeclared() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let names = ["precedencegroup", "associatedtype", "fallthrough", "repeat", "rethrows", "subscript", "inout"]
        let members = names.map { #""\#($0)": {"$value": "swiftui:duration=0.4,bounce=0.1"}"# }
        try #"{"$type": "spring", \#(members.joined(separator: ", "))}"#.write(
            toFile: root.path("tokens.json"), atomically: true, encoding: .utf8)
        let written = try runSpringlab([
            "tokens", root.path("tokens.json"), "--platform", "swift", "-o", root.path("out"),
        ])
        #expect(written.status == 0, "\(written.stderr)")
        let parsed = try runProcess("/usr/bin/env", ["swiftc", "-parse", root.path("out/Springs.swift")])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let swift = try String(contentsOfFile: root.path("out/Springs.swift"), encoding: .utf8)
        #expect(swift.contains("static let precedencegroupSpring = "))
    }
}
