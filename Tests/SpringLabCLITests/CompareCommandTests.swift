import Foundation
import Testing

@Suite("springlab compare through the binary")
struct CompareCommandTests {
    struct Report: Decodable {
        struct Order: Decodable { let value: Double; let velocity: Double }
        struct Step: Decodable {
            let step: Double, resolution: Double, maxValueError: Double, maxVelocityError: Double
            let status: String
            let order: Order?
        }
        let naturalFrequency: Double
        let until: Double
        let steps: [Step]
    }

    /// Decoded with JSONDecoder, which (unlike JSONSerialization on Linux)
    /// parses numbers exactly.
    static func compareJSON(_ arguments: [String]) throws -> Report {
        let result = try runSpringlab(["compare", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
    }

    /// The elastic text field's settle spring (data/seed-springs.csv): at
    /// 1/30 and 1/60 s, ω0 h ≈ 1.15 and 0.57 are too coarse; from 1/120 on the
    /// observed order is RK4's 4 (within 0.2).
    @Test func seedSpringTableShowsOrderFour() throws {
        let report = try Self.compareJSON(["--duration", "0.45", "--damping", "0.15", "--velocity", "5.5"])
        #expect(report.until == 0.45)
        #expect(report.steps.map(\.step) == [30.0, 60, 120, 240, 480].map { 1 / $0 })
        #expect(
            report.steps.map(\.status) == ["stepTooCoarse", "stepTooCoarse", "asymptotic", "asymptotic", "asymptotic"])
        let orders = report.steps.compactMap(\.order)
        #expect(orders.count == 2)
        for order in orders {
            #expect((3.8...4.2).contains(order.value) && (3.8...4.2).contains(order.velocity))
        }
        // Errors shrink with the step, and ω·h is ω0 h for this underdamped spring.
        let errors = report.steps.map(\.maxValueError)
        #expect(errors == errors.sorted(by: >))
        #expect(report.steps[0].resolution == report.naturalFrequency * (1.0 / 30))
    }

    @Test func textTableNamesVerdicts() throws {
        let result = try runSpringlab([
            "compare", "--stiffness", "100", "--damping", "400", "--steps", "1/30,1/1000,1/2000",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("step too coarse (RK4 diverges)"))
        #expect(result.stdout.contains("1/2000 s"))
        #expect(!result.stdout.contains("nan") && !result.stdout.contains("inf"))
        let floor = try runSpringlab(["compare", "--stiffness", "1", "--damping", "1", "--steps", "1/120,1/960,1/3840"])
        #expect(floor.stdout.contains("at rounding floor"))
    }
}
