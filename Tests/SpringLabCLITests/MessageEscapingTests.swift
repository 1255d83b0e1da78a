import Foundation
import Testing

@testable import SpringLabCLI

/// User text in error messages is shown escaped: no control character,
/// separator or bidi override reaches the terminal, and a message stays one line.
@Suite("escaped user text in messages")
struct MessageEscapingTests {
    /// Every scalar a terminal would act on, rather than show.
    static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    static func expectEscaped(
        _ result: ProcessResult, showing fragment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectOneLineError(result, mentioning: fragment, sourceLocation: sourceLocation)
        let raw = result.stderr.dropLast().unicodeScalars.filter(isRaw)
        #expect(raw.isEmpty, "raw scalars \(raw.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("bouncy\r\nx", #"'bouncy\r\nx'"#),
        ("\rbouncy", #"'\rbouncy'"#),
        ("\u{1B}[31mred\u{1B}[0m", #"'\u{1B}[31mred\u{1B}[0m'"#),
        ("a\u{7F}b\u{9B}c", #"'a\u{7F}b\u{9B}c'"#),
        ("line\u{2028}para\u{2029}end", #"'line\u{2028}para\u{2029}end'"#),
        ("abc\u{202E}fed", #"'abc\u{202E}fed'"#),
        ("tab\there", #"'tab\there'"#),
    ])
    func presetNameIsEscaped(_ name: String, _ shown: String) throws {
        Self.expectEscaped(try runSpringlab(["fit", "--preset", name]), showing: shown)
    }

    /// ArgumentParser's own messages and file names go through the same printer.
    @Test func everyMessageIsEscaped() throws {
        Self.expectEscaped(
            try runSpringlab(["fit", "--pre\u{1B}]0;title\u{7}set"]), showing: #"--pre\u{1B}]0;title\u{7}set"#)
        Self.expectEscaped(
            try runSpringlab(["plot", "--csv", "/nonexistent/a\nb.csv", "-o", "x.svg"]),
            showing: #"/nonexistent/a\nb.csv"#)
        Self.expectEscaped(try runSpringlab(["simulate", "--preset", "bouncy", "--format", "x\ry"]), showing: #"x\ry"#)
    }
}
