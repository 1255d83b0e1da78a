import ArgumentParser
import SpringLab

/// The ways to write a spring with the flat options, each mapped to a kind of
/// input: which options the form needs and may take, and the parameter each
/// one sets. Exactly one form must match the options given.
struct FlatSpringForm: Sendable {
    let kind: any SpringInput.Type
    let required: [(option: FlatOption, parameter: String)]
    let optional: [(option: FlatOption, parameter: String)]
    /// The API the form writes, for the list of forms.
    let api: String

    init(
        _ kind: any SpringInput.Type, _ api: String, required: [(option: FlatOption, parameter: String)],
        optional: [(option: FlatOption, parameter: String)] = []
    ) {
        self.kind = kind
        self.api = api
        self.required = required
        self.optional = optional
    }

    /// The one table from flat options to parameters.
    ///
    /// Parameters are named here, not given as the kinds' ``SpringParameter``
    /// values: making those builds a key path each in the Swift runtime, on
    /// every start of a command that takes a spring. A test checks that every
    /// name is one of its kind's.
    static let all: [FlatSpringForm] =
        [
            FlatSpringForm(
                UIKitInput.self, "UIKit", required: [(.duration, "duration"), (.damping, "damping")],
                optional: [(.velocity, "velocity")]),
            FlatSpringForm(
                CoreAnimationInput.self, "Core Animation",
                required: [(.stiffness, "stiffness"), (.damping, "damping")],
                optional: [
                    (.mass, "mass"), (.allowsOverdamping, "allowsOverdamping"),
                    (.velocity, "velocity"),
                ]),
            FlatSpringForm(
                SwiftUIInput.self, "SwiftUI",
                required: [(.duration, "duration"), (.bounce, "bounce")],
                optional: [(.velocity, "velocity")]),
            FlatSpringForm(
                SwiftUIInput.self, "SwiftUI",
                required: [(.response, "response"), (.dampingRatio, "dampingRatio")],
                optional: [(.velocity, "velocity")]),
            FlatSpringForm(
                SwiftUIInput.self, "SwiftUI", required: [(.preset, "preset")],
                optional: [(.velocity, "velocity")]),
            FlatSpringForm(
                CoreAnimationInput.self, "CASpringAnimation",
                required: [
                    (.perceptualDuration, "perceptualDuration"),
                    (.bounce, "bounce"),
                ],
                optional: [(.velocity, "velocity")]),
        ] + targetForms

    /// `--settling-duration T` with one shape target, and `--peak-time tp --overshoot p`.
    private static let targetForms: [FlatSpringForm] = {
        let extras: [(option: FlatOption, parameter: String)] = [
            (.velocity, "velocity"),
            (.mass, "mass"),
        ]
        let shapes: [(option: FlatOption, parameter: String)] = [
            (.overshoot, "overshoot"), (.dampingRatio, "dampingRatio"),
            (.bounce, "bounce"), (.peakTime, "peakTime"), (.bounces, "bounces"),
        ]
        return shapes.map { shape in
            FlatSpringForm(
                TargetInput.self, "targets", required: [(.settlingDuration, "settlingDuration"), shape],
                optional: [(.criterion, "criterion")] + extras)
        } + [
            FlatSpringForm(
                TargetInput.self, "targets",
                required: [(.peakTime, "peakTime"), (.overshoot, "overshoot")],
                optional: extras)
        ]
    }()

    /// Whether exactly these options make this form.
    func accepts(_ given: [FlatOption]) -> Bool {
        // A form names at most six options: scanning them costs less than building sets.
        required.allSatisfy { given.contains($0.option) }
            && given.allSatisfy { option in
                required.contains { $0.option == option } || optional.contains { $0.option == option }
            }
    }

    /// `--duration T --damping ζ [--velocity v] (UIKit)`.
    var usage: String {
        let required = self.required.map { $0.option.flag }.joined(separator: " ")
        let optional = self.optional.map { " [\($0.option.flag)]" }.joined()
        return "\(required)\(optional) (\(api))"
    }

    /// Every form's usage, separated by bars.
    static var usages: String { all.map(\.usage).joined(separator: " | ") }

    /// Why a settling time with two shape targets is refused, in place of the list of forms.
    private static func shapeConflict(_ given: [FlatOption]) -> String? {
        let shapes: [FlatOption] = [.overshoot, .dampingRatio, .bounce, .peakTime, .bounces]
        let named = given.filter(shapes.contains)
        guard given.contains(.settlingDuration), named.count > 1 else { return nil }
        return "--settling-duration takes one shape target, got \(named.map(\.flag).joined(separator: " and ")): "
            + "the settling time and one shape already fix ζ and ω0, so a second shape would be met only by "
            + "chance (released at rest, --damping-ratio 1 or more never overshoots); give one of "
            + shapes.map(\.flag).joined(separator: ", ")
    }

    /// The spring the flat options write.
    /// - Throws: a ``ValidationError`` listing the forms when none or several match.
    static func written<Value>(by options: SpringParameters<Value>) throws -> WrittenSpring<Value> {
        let given = options.givenOptions
        let matches = all.filter { $0.accepts(given) }
        guard matches.count == 1, let form = matches.first else {
            if let conflict = shapeConflict(given) { throw ValidationError(conflict) }
            let written = given.map(\.flag).joined(separator: " ")
            throw ValidationError("cannot tell which spring \(written) describes; accepted forms: \(usages)")
        }
        let entries = form.required + form.optional
        let values = entries.compactMap { option, parameter in
            options.value(of: option).map { (name: parameter, value: $0) }
        }
        let spellings = entries.map { (parameter: $0.parameter, spelling: $0.option.flag) }
        return WrittenSpring(kind: form.kind, values: values, spellings: spellings)
    }
}
