import SpringLabIO
import Testing

@Suite("text made safe for a terminal")
struct TerminalTextTests {
    /// The escaping itself, scalar by scalar; text without controls is unchanged.
    @Test func terminalSafeText() {
        #expect(terminalSafe("plain ζ 你好 \u{1F600} a\\b") == "plain ζ 你好 \u{1F600} a\\b")
        #expect(terminalSafe("a\nb\rc\td") == #"a\nb\rc\td"#)
        #expect(terminalSafe("\u{0}\u{1B}\u{7F}\u{85}\u{9F}") == #"\u{0}\u{1B}\u{7F}\u{85}\u{9F}"#)
        #expect(
            terminalSafe("\u{2028}\u{2029}\u{202E}\u{2066}\u{200E}\u{FEFF}")
                == #"\u{2028}\u{2029}\u{202E}\u{2066}\u{200E}\u{FEFF}"#)
        // Joiners inside emoji stay (family: man, ZWJ, woman).
        #expect(terminalSafe("\u{1F468}\u{200D}\u{1F469}") == "\u{1F468}\u{200D}\u{1F469}")
    }
}
