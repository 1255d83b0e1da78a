import Foundation
import Testing

@Suite("springlab fit through the binary")
struct FitCommandTests {
    @Test func quickStartPrintsTheSpring() throws {
        let result = try runSpringlab(["fit", "--duration", "0.45", "--damping", "0.15"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Physical spring"))
        #expect(result.stderr.isEmpty)
    }
}
