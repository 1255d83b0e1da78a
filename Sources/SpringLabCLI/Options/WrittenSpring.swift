import ArgumentParser
import SpringLab

/// A spring as written on the command line: a kind of input and its
/// parameters by the API's names, each number as typed (``NumberArgument``,
/// or ``SweepArgument`` in a sweep), and an optional legend label.
struct WrittenSpring<Number: Sendable>: Sendable {
    let kind: any SpringInput.Type
    var values: [(name: String, value: WrittenValue<Number>)]
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

/// One parameter's value as written.
enum WrittenValue<Number: Sendable>: Sendable {
    case number(Number)
    case flag(Bool)
    case choice(String)

    /// The value with its number turned into the library's.
    func map(_ number: (Number) throws -> Double) rethrows -> SpringParameterValue {
        switch self {
        case let .number(value): return .number(try number(value))
        case let .flag(value): return .flag(value)
        case let .choice(value): return .choice(value)
        }
    }
}

extension WrittenSpring where Number: OptionValue {
    /// Refuses a number of a parameter in seconds (``SpringParameter/isSeconds``)
    /// that reads like milliseconds (``DurationSanity``), named as written.
    func checkDurations() throws {
        for (name, value) in values {
            // The kind's parameter table is looked at only for a number that
            // could be refused: building it costs a key path per parameter.
            guard case let .number(number) = value,
                number.durations.contains(where: { $0.seconds > DurationSanity.longest }),
                kind.parameterDescriptions.contains(where: { $0.name == name && $0.isSeconds })
            else { continue }
            do {
                try number.checkDurations(option: spelling(of: name))
            } catch {
                guard let spec else { throw error }
                throw springRefusal(spec, error)
            }
        }
    }
}

extension WrittenSpring where Number == NumberArgument {
    /// The input with its parameters set.
    func input() throws -> any SpringInput {
        try kind.written(values.map { ($0.name, $0.value.map(\.value)) })
    }

    /// The animation the spring describes.
    /// - Throws: the library's refusal, quoting the `--spring` argument if there was one.
    func animation() throws -> SpringAnimation {
        do {
            return try input().animation()
        } catch let error as SpringError {
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
        copy.values.append((name: name, value: .number(NumberArgument(band.fraction))))
        return copy
    }
}
