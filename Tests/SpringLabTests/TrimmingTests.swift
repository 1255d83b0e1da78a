import SpringLab
import Testing

@Suite("Trimming")
struct TrimmingTests {
    @Test func spacesAndTabsButNotLineBreaks() {
        #expect(" \t\u{00A0}1/30\u{2003} ".trimmingSpaces() == "1/30")
        #expect("\n x \n".trimmingSpaces() == "\n x \n")
        #expect("a b".trimmingSpaces() == "a b")
        #expect("   ".trimmingSpaces() == "")
    }

    @Test func whitespaceIncludesLineBreaks() {
        #expect("\n\r\t message \u{2028}".trimmingWhitespace() == "message")
        #expect(Substring("  x  ").trimmingWhitespace() == "x")
    }
}
