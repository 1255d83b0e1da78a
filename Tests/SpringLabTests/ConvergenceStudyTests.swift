import Testing

@testable import SpringLab

@Suite("Analytic vs RK4 convergence study")
struct ConvergenceStudyTests {
    static let defaultSteps: [Double] = [30.0, 60, 120, 240, 480].map { 1 / $0 }

    /// RK4 is fourth order: on every seed spring, over its natural interval
    /// and the default steps, each observed order lies in 3.8…4.2 (the
    /// asymptotic value is 4; the measured spread is 4.00–4.16), and every
    /// seed spring has at least one step pair in the asymptotic regime.
    @Test func seedSpringsShowOrderFour() throws {
        for seed in try SeedSpring.all() {
            let study = try ConvergenceStudy(
                motion: seed.animation.motion, steps: Self.defaultSteps,
                until: try seed.animation.curveEnd())
            let orders = study.steps.compactMap(\.order)
            #expect(!orders.isEmpty, "\(seed.id): no step resolves the spring")
            for order in orders {
                #expect((3.8...4.2).contains(order.displacement), "\(seed.id): \(order)")
                #expect((3.8...4.2).contains(order.velocity), "\(seed.id): \(order)")
            }
        }
    }

    /// Steps come out coarsest first, de-duplicated, with ρh = ω0 h.
    @Test func stepsAreOrderedAndResolutionIsOmegaH() throws {
        let motion = try SpringMotion(animating: try Spring(naturalFrequency: 12, dampingRatio: 0.3))
        let study = try ConvergenceStudy(motion: motion, steps: [0.01, 0.04, 0.02, 0.01], until: 2)
        #expect(study.steps.map(\.step) == [0.04, 0.02, 0.01])
        let expected: [Double] = [0.04, 0.02, 0.01].map { 12 * $0 }
        #expect(study.steps.map(\.resolution) == expected)
        #expect(study.steps[0].order == nil)
    }

    /// A stiff overdamped spring (ζ = 20, fastest rate ≈ 400/s): RK4 diverges
    /// at display steps, and no order is claimed from those.
    @Test func coarseStepsGetNoOrder() throws {
        let motion = try SpringMotion(animating: try Spring(mass: 1, stiffness: 100, damping: 400))
        let study = try ConvergenceStudy(motion: motion, steps: Self.defaultSteps, until: 5)
        #expect(study.steps[0].deviation.diverged)
        #expect(study.steps.allSatisfy { $0.status == .tooCoarse && $0.order == nil })
        #expect(study.steps.allSatisfy { !$0.deviation.displacement.isNaN })
    }

    /// A slow spring (ω0 = 1) with small steps: errors reach ~1e-15, and the
    /// pairs there are reported at the rounding floor instead of an order.
    @Test func roundingFloorIsNamed() throws {
        let motion = try SpringMotion(animating: try Spring(mass: 1, stiffness: 1, damping: 1))
        let study = try ConvergenceStudy(motion: motion, steps: [1.0 / 120, 1.0 / 960, 1.0 / 3840], until: 12.7)
        #expect(study.steps[0].status == .asymptotic)
        #expect(study.steps.last?.status == .atRoundingFloor)
        #expect(study.steps.last?.order == nil)
    }

    @Test func badInputsAreRefused() throws {
        let motion = try SpringMotion(animating: try Spring(naturalFrequency: 12, dampingRatio: 0.3))
        #expect(throws: SpringError.self) { try ConvergenceStudy(motion: motion, steps: [], until: 1) }
        #expect(throws: SpringError.self) { try ConvergenceStudy(motion: motion, steps: [0], until: 1) }
        #expect(throws: SpringError.self) { try ConvergenceStudy(motion: motion, steps: [0.01], until: -1) }
        #expect(throws: SpringError.self) {
            try ConvergenceStudy(motion: motion, steps: [1e-9], until: 1, sampleLimit: 1000)
        }
    }
}
