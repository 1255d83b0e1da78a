import ArgumentParser
import SpringLab

/// The ways to write a spring with the flat options, each mapped to a kind of
/// input: which options the form needs and may take, and the parameter each
/// one sets. Exactly one form must match the options given.
struct FlatSpringForm: Sendable {
    let kind: any SpringInput.Type
    /// The API the form writes, for the list of forms.
    let api: String
    let required: [FlatOption]
    var optional: [FlatOption] = []

    /// The one table from flat options to parameters; each option sets the
    /// parameter of its name (``FlatOption/parameter``).
    ///
    /// Parameters are named here, not given as the kinds' ``SpringParameter``
    /// values: making those builds a key path each in the Swift runtime, on
    /// every start of a command that takes a spring. A test checks that every
    /// name is one of its kind's.
    static let all: [FlatSpringForm] =
        [
            FlatSpringForm(
                kind: UIKitInput.self, api: "UIKit", required: [.duration, .damping], optional: [.velocity]),
            FlatSpringForm(
                kind: CoreAnimationInput.self, api: "Core Animation", required: [.stiffness, .damping],
                optional: [.mass, .allowsOverdamping, .velocity]),
            FlatSpringForm(
                kind: SwiftUIInput.self, api: "SwiftUI", required: [.duration, .bounce], optional: [.velocity]),
            FlatSpringForm(
                kind: SwiftUIInput.self, api: "SwiftUI", required: [.response, .dampingRatio], optional: [.velocity]),
            FlatSpringForm(kind: SwiftUIInput.self, api: "SwiftUI", required: [.preset], optional: [.velocity]),
            FlatSpringForm(
                kind: CoreAnimationInput.self, api: "CASpringAnimation", required: [.perceptualDuration, .bounce],
                optional: [.velocity]),
        ]
        // `--settling-duration T` with one shape target, and `--peak-time tp --overshoot p`.
        + shapeTargets.map { shape in
            FlatSpringForm(
                kind: TargetInput.self, api: "targets", required: [.settlingDuration, shape],
                optional: [.criterion, .velocity, .mass])
        }
        + [
            FlatSpringForm(
                kind: TargetInput.self, api: "targets", required: [.peakTime, .overshoot], optional: [.velocity, .mass])
        ]

    /// The targets that fix the shape of the motion beside a settling time.
    private static let shapeTargets: [FlatOption] = [.overshoot, .dampingRatio, .bounce, .peakTime, .bounces]

    /// Whether exactly these options make this form.
    func accepts(_ given: [FlatOption]) -> Bool {
        // A form names at most six options: scanning them costs less than building sets.
        required.allSatisfy(given.contains) && given.allSatisfy { required.contains($0) || optional.contains($0) }
    }

    /// `--duration T --damping ζ [--velocity v] (UIKit)`.
    var usage: String {
        let required = self.required.map(\.flag).joined(separator: " ")
        let optional = self.optional.map { " [\($0.flag)]" }.joined()
        return "\(required)\(optional) (\(api))"
    }

    /// Every form's usage, separated by bars.
    static var usages: String { all.map(\.usage).joined(separator: " | ") }

    /// Why a settling time with two shape targets is refused, in place of the list of forms.
    private static func shapeConflict(_ given: [FlatOption]) -> String? {
        let named = given.filter(shapeTargets.contains)
        guard given.contains(.settlingDuration), named.count > 1 else { return nil }
        return "--settling-duration takes one shape target, got \(named.map(\.flag).joined(separator: " and ")): "
            + "the settling time and one shape already fix ζ and ω0, so a second shape would be met only by "
            + "chance (released at rest, --damping-ratio 1 or more never overshoots); give one of "
            + shapeTargets.map(\.flag).joined(separator: ", ")
    }

    /// For options that no form takes together (`--stiffness --damping-ratio`):
    /// the kinds that take every one of them, with the `--spring` that writes
    /// them (``UsageHint``); nil when no kind does, or when a form takes them
    /// and lacks others (`--duration` alone), which the list of forms shows.
    private static func kindHint<Value>(_ options: SpringOptionGroup<Value>) -> String? {
        let given = options.givenOptions
        guard
            !all.contains(where: { form in given.allSatisfy { form.required.contains($0) || form.optional.contains($0) }
            })
        else { return nil }
        let written = given.compactMap { option -> (name: String, value: String)? in
            guard case let .number(number)? = options.value(of: option) else { return nil }
            return (option.parameter, number.written)
        }
        guard let first = written.first,
            let hint = UsageHint.springs(writing: written, requiring: first.name, takingAll: true)
        else { return nil }
        return hint
    }

    /// The spring the flat options write.
    /// - Throws: a ``ValidationError`` listing the forms when none or several match.
    static func written<Value>(by options: SpringOptionGroup<Value>) throws -> WrittenSpring<Value> {
        let given = options.givenOptions
        let matches = all.filter { $0.accepts(given) }
        guard matches.count == 1, let form = matches.first else {
            if let conflict = shapeConflict(given) { throw ValidationError(conflict) }
            let written = given.map(\.flag).joined(separator: " ")
            throw ValidationError(
                "cannot tell which spring \(written) describes; "
                    + (kindHint(options) ?? "accepted forms: \(usages)"))
        }
        let entries = form.required + form.optional
        let values = entries.compactMap { option in
            options.value(of: option).map { (name: option.parameter, value: $0) }
        }
        let spellings = entries.map { (parameter: $0.parameter, spelling: $0.flag) }
        return WrittenSpring(kind: form.kind, values: values, spellings: spellings)
    }
}
