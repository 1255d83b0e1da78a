import Testing

@testable import SpringLabCLI

/// The numbers the text output prints: a fixed number of significant digits,
/// then no trailing zeros, in either form.
@Suite("readable numbers")
struct ReadableNumberTests {
    @Test(
        "significant digits, no trailing zeros, an exponent only outside 1e-4 to 1e7",
        arguments: [
            (0.45, 4, "0.45"), (1.0, 4, "1"), (1.16666, 4, "1.167"), (123_456.0, 4, "123456"),
            (3.4e-7, 3, "3.4e-07"), (6e-9, 6, "6e-09"), (2.5e-5, 6, "2.5e-05"), (1.23456e-5, 4, "1.235e-05"),
            (-4.1e8, 4, "-4.1e+08"), (1e7, 4, "1e+07"), (0, 4, "0"),
        ])
    func readableNumber(value: Double, significant: Int, text: String) {
        #expect(readable(value, significant: significant) == text)
    }
}
