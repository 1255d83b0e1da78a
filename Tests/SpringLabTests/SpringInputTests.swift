import SpringLab
import Testing

/// The tables of every kind of spring input: names, forms and defaults that
/// make each written spring mean exactly one thing.
@Suite("spring input kinds")
struct SpringInputTests {
    static let kinds = SpringInputKinds.all.map { KindTables($0) }

    @Test("kinds have distinct lowercase names, and each finds itself by name")
    func names() throws {
        let names = SpringInputKinds.all.map { $0.kind }
        #expect(Set(names).count == names.count)
        for kind in SpringInputKinds.all {
            #expect(kind.kind == kind.kind.lowercased())
            #expect(try SpringInputKinds.named(kind.kind) == kind)
        }
        #expect(throws: SpringError.self) { try SpringInputKinds.named("nope") }
    }

    /// Every subset of a kind's parameters makes at most one form, so no
    /// written spring is ambiguous; and each form's parameters belong to the kind.
    @Test("no set of parameters makes two forms", arguments: kinds)
    func formsAreDisjoint(kind: KindTables) {
        let names = kind.parameters
        #expect(Set(names).count == names.count, "parameter names are distinct")
        for mask in 0..<(1 << names.count) {
            let subset = Set(names.indices.filter { mask & (1 << $0) != 0 }.map { names[$0] })
            #expect(kind.formsAccepting(subset) <= 1, "\(kind.name): \(subset.sorted())")
        }
    }

    /// A parameter that no form requires must have a default, so that a
    /// resolver never meets a missing value.
    @Test("every optional number or flag has a default", arguments: kinds)
    func optionalsHaveDefaults(kind: KindTables) {
        for (name, optionalInSomeForm, hasDefault, isChoice) in kind.optionality where optionalInSomeForm && !isChoice {
            #expect(hasDefault, "\(kind.name).\(name) is optional but has no default")
        }
    }

    @Test("written by name: unknown, repeated and mistyped parameters are refused")
    func writtenByName() throws {
        #expect(
            throws: SpringError.unknownParameter(
                kind: "uikit", name: "mass",
                known: ["duration", "damping", "velocity", "springDuration", "bounce"])
        ) {
            try UIKitInput.written([("mass", .number(0.2))])
        }
        #expect(throws: SpringError.repeatedParameter(kind: "uikit", name: "duration")) {
            try UIKitInput.written([("duration", .number(0.2)), ("duration", .number(0.3))])
        }
        #expect(throws: SpringError.self) { try UIKitInput.written([("duration", .flag(true))]) }
        #expect(throws: SpringError.self) { try SwiftUIInput.written([("preset", .choice("wobbly"))]) }
    }

    @Test("a form needs all of its required parameters and nothing foreign")
    func incompleteForms() throws {
        #expect(
            throws: SpringError.unacceptedParameters(
                kind: "uikit", given: ["duration"],
                accepted: [
                    "duration, damping[, velocity]", "springDuration[, bounce][, velocity]", "bounce[, velocity]",
                ])
        ) {
            try UIKitInput.written([("duration", .number(0.45))]).animation()
        }
        #expect(throws: SpringError.self) {
            try SwiftUIInput.written([("duration", .number(0.5)), ("dampingRatio", .number(0.5))]).animation()
        }
    }

    /// The form found once resolves other inputs with the same parameters as
    /// each would resolve itself: UIKit's solve, from its duration and damping.
    @Test("a form found once resolves inputs with the same parameters as animation() does")
    func formResolvesLikeAnimation() throws {
        let written = { (duration: Double, damping: Double) in
            try UIKitInput.written([
                ("duration", .number(duration)), ("damping", .number(damping)), ("velocity", .number(2)),
            ])
        }
        let form = try written(0.45, 0.15).form()
        for (duration, damping) in [(0.45, 0.15), (0.3, 0.8), (1.2, 0.05)] {
            let input = try written(duration, damping)
            let once = try form.animation(input), itself = try input.animation()
            let spring = try UIKitSpring(duration: duration, dampingRatio: damping, initialVelocity: 2).spring()
            #expect(once.spring == spring && itself.spring == spring)
            #expect(once.endTime == duration && once.initialVelocity == 2)
        }
        #expect(throws: SpringError.self) { try UIKitInput.written([("duration", .number(0.45))]).form() }
    }

    /// The convenience initializers write the same input a user would.
    @Test("an animation keeps the input it was written as")
    func inputIsKept() throws {
        let uikit = try SpringAnimation(UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5))
        #expect(uikit.input.given.map(\.name) == ["duration", "damping", "velocity"])
        #expect(uikit.endTime == 0.45)
        #expect(uikit.input.caption { "\($0)" } == "UIKit duration 0.45, damping 0.15, velocity 5.5")
        let preset = try SpringAnimation(SwiftUIPreset.bouncy)
        #expect(preset.input.caption { "\($0)" } == "SwiftUI preset bouncy")
        #expect(preset.endTime == nil && preset.allowsOverdamping)
    }
}

/// A kind's tables, for parameterized tests.
struct KindTables: Sendable, CustomTestStringConvertible {
    let name: String
    let parameters: [String]
    let forms: [(required: Set<String>, optional: Set<String>)]
    let optionality: [(name: String, optionalInSomeForm: Bool, hasDefault: Bool, isChoice: Bool)]

    init(_ kind: any SpringInput.Type) {
        name = kind.kind
        let descriptions = kind.parameterDescriptions
        parameters = descriptions.map(\.name)
        forms = Self.forms(kind)
        let forms = self.forms
        optionality = descriptions.map { parameter in
            let isChoice = if case .choice = parameter.values { true } else { false }
            return (
                parameter.name, forms.contains { $0.optional.contains(parameter.name) },
                parameter.defaultValue != nil || parameter.defaultRule != nil, isChoice
            )
        }
    }

    private static func forms<Input: SpringInput>(_ kind: Input.Type) -> [(
        required: Set<String>, optional: Set<String>
    )] {
        kind.forms.map { (Set($0.required.map(\.name)), Set($0.optional.map(\.name))) }
    }

    func formsAccepting(_ names: Set<String>) -> Int {
        forms.filter { $0.required.isSubset(of: names) && names.isSubset(of: $0.required.union($0.optional)) }.count
    }

    var testDescription: String { name }
}

@Suite("a value of the wrong sort names the kind's parameters")
struct WrongValueTests {
    @Test func choiceAndFlag() throws {
        #expect(
            throws: SpringError.wrongKindParameterValue(
                kind: "figma", parameter: "preset", value: "fast", expected: "one of gentle, quick, bouncy, slow",
                known: ["preset", "mass", "stiffness", "damping"])
        ) { try FigmaInput.written([("preset", .choice("fast"))]) }
        #expect(
            throws: SpringError.wrongKindParameterValue(
                kind: "pop", parameter: "springSpeed", value: "true", expected: "a number",
                known: POPInput.parameterNames)
        ) { try POPInput.written([("springSpeed", .flag(true))]) }
    }
}
