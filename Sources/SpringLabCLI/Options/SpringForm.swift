import ArgumentParser
import SpringLab

/// The accepted ways to write a spring on the command line, one per API.
/// Exactly one form must match the options given, or the input is refused
/// with the list of forms.
enum SpringForm: CaseIterable {
    case uikit, coreAnimation, swiftUIDuration, swiftUIResponse, perceptual, preset

    /// Options the form needs, and options it may take besides `--velocity`.
    var required: Set<String> {
        switch self {
        case .uikit: return ["duration", "damping"]
        case .coreAnimation: return ["stiffness", "damping"]
        case .swiftUIDuration: return ["duration", "bounce"]
        case .swiftUIResponse: return ["response", "damping-ratio"]
        case .perceptual: return ["perceptual-duration", "bounce"]
        case .preset: return ["preset"]
        }
    }

    var optional: Set<String> {
        self == .coreAnimation ? ["mass", "allows-overdamping"] : []
    }

    var usage: String {
        switch self {
        case .uikit: return "--duration T --damping ζ (UIKit)"
        case .coreAnimation: return "[--mass m] --stiffness k --damping c [--allows-overdamping] (Core Animation)"
        case .swiftUIDuration: return "--duration d --bounce b (SwiftUI)"
        case .swiftUIResponse: return "--response r --damping-ratio ζ (SwiftUI)"
        case .perceptual: return "--perceptual-duration d --bounce b (CASpringAnimation)"
        case .preset: return "--preset smooth|snappy|bouncy (SwiftUI)"
        }
    }

    static var acceptedForms: String {
        allCases.map(\.usage).joined(separator: " | ") + ", each with optional --velocity v"
    }

    /// The one form whose options are exactly `given` (long names).
    static func matching(_ given: Set<String>) throws -> SpringForm {
        let matches = allCases.filter { form in
            form.required.isSubset(of: given) && given.subtracting(form.required).isSubset(of: form.optional)
        }
        guard matches.count == 1, let form = matches.first else {
            let written = given.isEmpty ? "no spring" : given.sorted().map { "--" + $0 }.joined(separator: " ")
            throw ValidationError("cannot tell which spring \(written) describes; accepted forms: \(acceptedForms)")
        }
        return form
    }

    /// The animation from the values this form takes (present, as ``matching(_:)`` checked).
    func animation(_ o: SpringValues) throws -> SpringAnimation {
        let v = o.velocity ?? 0
        switch self {
        case .uikit:
            return try SpringAnimation(UIKitSpring(duration: o.duration!, dampingRatio: o.damping!, initialVelocity: v))
        case .coreAnimation:
            return SpringAnimation(
                try CoreAnimationSpring(
                    mass: o.mass ?? 1, stiffness: o.stiffness!, damping: o.damping!,
                    initialVelocity: v, allowsOverdamping: o.allowsOverdamping))
        case .swiftUIDuration:
            return try SpringAnimation(SwiftUISpring(duration: o.duration!, bounce: o.bounce!), initialVelocity: v)
        case .swiftUIResponse:
            return try SpringAnimation(
                SwiftUISpring(response: o.response!, dampingRatio: o.dampingRatio!),
                writtenAsResponse: true, initialVelocity: v)
        case .perceptual:
            return try SpringAnimation(
                perceptualDuration: o.perceptualDuration!, bounce: o.bounce!,
                initialVelocity: v)
        case .preset:
            guard let preset = SwiftUIPreset(rawValue: o.preset!) else {
                throw ValidationError(
                    "unknown preset '\(o.preset!)'; choose one of: "
                        + SwiftUIPreset.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return try SpringAnimation(preset, initialVelocity: v)
        }
    }
}
