import Testing

@testable import SpringLab

/// Each API's code is written once, by its description (``SpringCode``):
/// the code `--for` prints, which the token files declare too, holds every
/// threshold the runtime runs with, and the report's code is the same call
/// with the thresholds left to the API.
@Suite("runtime code")
struct RuntimeCodeTests {
    /// Parameters an API takes outside the animation's code: POP's `threshold`
    /// belongs to the animated property (`POPAnimatableProperty`).
    static let outsideCode: Set = ["pop.threshold"]

    /// One spring of each regime, and one with an initial velocity.
    static let animations = [
        SpringAnimation(try! CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10)),
        SpringAnimation(try! CoreAnimationSpring(mass: 1, stiffness: 100, damping: 20)),
        SpringAnimation(try! CoreAnimationSpring(mass: 2, stiffness: 50, damping: 40, allowsOverdamping: true)),
        SpringAnimation(try! CoreAnimationSpring(mass: 1, stiffness: 300, damping: 22, initialVelocity: 3)),
    ]

    /// Each parameter `--for` prints appears in the code, by value: the
    /// runtime's defaults, and thresholds of its own that `--for` could
    /// choose (the second and third candidates, none of them a default).
    @Test("--for's code writes every parameter the runtime prints")
    func everyParameterWritten() throws {
        let move = ScreenMove.standard
        var checked = 0
        for runtime in RuntimeRegistry.runtimes {
            for animation in Self.animations {
                guard let model = try runtime.model(for: animation, move: move) else { continue }
                let chosen = [model] + model.candidates(tolerance: 0.003, animation: animation, move: move).prefix(3)
                for model in chosen {
                    let code = model.code(SpringEquivalents(animation, move: move)) { "⟨\($0)⟩" }
                        .joined(separator: "\n")
                    for parameter in model.parameters(animation, move: move)
                    where !Self.outsideCode.contains("\(runtime.kind).\(parameter.name)") {
                        checked += 1
                        switch parameter.value {
                        case let .number(value):
                            #expect(
                                code.contains("⟨\(value)⟩"), "\(runtime.name): \(parameter.name) \(value) in \(code)")
                        case let .flag(flag):
                            #expect(
                                code.contains("\(parameter.name) = \(flag)")
                                    || code.contains("\(parameter.name): \(flag)"),
                                "\(runtime.name): \(parameter.name) \(flag) in \(code)")
                        }
                    }
                }
            }
        }
        #expect(checked > 100)
    }

    /// The report's code and `--for`'s are one call: with the thresholds
    /// taken out of `--for`'s text, both read alike, for a runtime whose
    /// thresholds do not change the spring it is given (react-spring's
    /// time scale does).
    @Test("the report's code is --for's call without the thresholds")
    func oneCall() throws {
        let move = ScreenMove.standard, animation = Self.animations[0]
        let equivalents = SpringEquivalents(animation, move: move)
        let compose = ComposeRuntime(visibilityThreshold: 0.25).code(equivalents) { "\($0)" }
        #expect(
            compose.map { $0.replacing(", visibilityThreshold = 0.25f", with: "") }
                == ComposeRuntime.code(equivalents) { "\($0)" })
        let flutter = FlutterRuntime(distanceTolerance: 0.25, velocityTolerance: 0.5).code(equivalents) { "\($0)" }
        #expect(
            flutter.map { $0.replacing(", tolerance: Tolerance(distance: 0.25, velocity: 0.5)", with: "") }
                == FlutterRuntime.code(equivalents) { "\($0)" })
        let android = AndroidRuntime(minimumVisibleChange: 0.25).code(equivalents) { "\($0)" }
        #expect(
            android.map { $0.replacing("setMinimumVisibleChange(0.25f); ", with: "") }
                == AndroidRuntime.code(equivalents) { "\($0)" })
    }
}
