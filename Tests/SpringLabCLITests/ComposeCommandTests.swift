import Foundation
import Testing

/// `--spring compose:…` through the binary.
@Suite("compose through the binary")
struct ComposeCommandTests {
    @Test("constants and numbers write the same spring")
    func constantsEqualNumbers() throws {
        let named = try runSpringlab(["fit", "--json", "--spring", "compose:dampingRatio=MediumBouncy,stiffness=Low"])
        let numbers = try runSpringlab(["fit", "--json", "--spring", "compose:dampingRatio=0.5,stiffness=200"])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout == numbers.stdout)
        #expect(named.stdout.contains("\"kind\": \"compose\""))
    }

    @Test("a bad constant names the ones there are")
    func badConstant() throws {
        expectOneLineError(
            try runSpringlab(["fit", "--spring", "compose:stiffness=Soft"]),
            mentioning: "stiffness takes a number or one of High, Medium, MediumLow, Low, VeryLow, got 'Soft'")
    }
}
