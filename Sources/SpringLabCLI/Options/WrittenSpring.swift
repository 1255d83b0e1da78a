import ArgumentParser
import SpringLab

/// A spring as written on the command line: a kind of input and its
/// parameters by the API's names, each number as typed (``WrittenNumber``,
/// or ``SweepArgument`` in a sweep), and an optional legend label; read
/// from the flat options (``FlatSpringForm``) or from a `--spring`
/// argument by the library's ``SpringSpec``.
struct WrittenSpring<Number: SpringSpecNumber>: Sendable {
    let kind: any SpringInput.Type
    var values: [(name: String, value: SpringSpecValue<Number>)]
    var label: String? = nil
    /// The `--spring` argument it was read from, quoted in messages.
    var spec: String? = nil
    /// How each parameter was written, for messages (`--duration` for a flat
    /// option); a parameter not listed was written by its own name. A list,
    /// not a dictionary: a spring has a handful of parameters.
    var spellings: [(parameter: String, spelling: String)] = []

    /// How parameter `name` was written.
    func spelling(of name: String) -> String { spellings.first { $0.parameter == name }?.spelling ?? name }
}

extension WrittenSpring {
    /// The spring of the `--spring` argument `spec`.
    /// - Throws: the library's refusal, quoting the argument (``springRefusal(_:_:)``).
    init(spec: String) throws {
        do {
            let parsed = try SpringSpec<Number>(parsing: spec)
            self.init(kind: parsed.kind, values: parsed.values, label: parsed.label, spec: spec)
        } catch {
            throw springRefusal(spec, error)
        }
    }
}

extension WrittenSpring where Number: DurationValue {
    /// Refuses a number of a parameter in seconds (``SpringParameter/isSeconds``)
    /// that reads like milliseconds (``DurationSanity``), named as written,
    /// unless `long` (`--long`) says it is meant.
    func checkDurations(long: Bool) throws {
        for (name, value) in values {
            // The kind's parameter table is looked at only for a number that
            // could be refused: building it costs a key path per parameter.
            guard case let .number(number) = value,
                number.durations.contains(where: { $0.seconds > WrittenNumber.longestSeconds }),
                kind.parameterDescriptions.contains(where: { $0.name == name && $0.isSeconds })
            else { continue }
            do {
                try number.checkDurations(option: spelling(of: name), long: long)
            } catch {
                guard let spec else { throw error }
                throw springRefusal(spec, error)
            }
        }
    }
}

extension WrittenSpring where Number == WrittenNumber {
    /// The input with its parameters set.
    func input() throws(SpringError) -> any SpringInput {
        try kind.written(values.map { ($0.name, $0.value.map(\.value)) })
    }

    /// The animation the spring describes.
    /// - Throws: the library's refusal, quoting the `--spring` argument if there was one.
    func animation() throws -> SpringAnimation {
        do {
            return try input().animation()
        } catch {
            guard let spec else { throw error }
            throw springRefusal(spec, error)
        }
    }

    /// The spring with the command's band (`--epsilon`, `--distance`) as its
    /// target band: a spring written as targets is solved in the band the
    /// report measures in, so what it achieves is what it was asked for.
    ///
    /// Other kinds are returned as they are (their report takes the band
    /// directly). A target that names its own `epsilon` keeps it when it is
    /// the same band, and is refused when it is not.
    func takingBand(_ band: SettlingTolerance?) throws -> Self {
        guard let band, kind == TargetInput.self else { return self }
        let name = TargetInput.epsilon.name
        if let written = values.first(where: { $0.name == name }) {
            guard case let .number(value) = written.value, value.value == band.fraction else {
                throw ValidationError(
                    "--epsilon gives the band \(band.fraction) of the distance but the target "
                        + "names another epsilon; give the band once")
            }
            return self
        }
        var copy = self
        copy.values.append((name: name, value: .number(WrittenNumber(band.fraction))))
        return copy
    }
}

/// The refusal of the `--spring` argument `spec` for `reason`, quoting the
/// argument: every message about a `--spring` begins the same way.
func springRefusal(_ spec: String, _ reason: any Error) -> ValidationError {
    let reason = (reason as? ValidationError)?.message ?? (reason as? SpringError)?.withHint ?? "\(reason)"
    return ValidationError("--spring '\(spec)': \(reason)")
}
