/// One parameter of a ``SpringInput``: its name in the API, what it means,
/// the values it takes, and the field of the input that holds it.
///
/// Parameters are declared once per input kind, as static members typed by
/// the input (`UIKitInput.duration`), so a misspelled parameter is a compile
/// error. A table of them (``SpringInput/parameters``) lets a caller read and
/// write an input by name without knowing its type: that is how
/// `uikit:duration=0.45,damping=0.15` becomes a ``UIKitInput``.
///
/// A kind gives the field as a getter, usually a key path, and a setter:
/// `.number("duration", \.duration, { $0.duration = $1 }, …)`. A key path
/// written where a function is expected compiles to a plain read of the
/// field, whereas a key path kept as a value goes through the runtime on
/// every access, and resolvers read their parameters for every sweep cell.
public struct SpringParameter<Input: SpringInput>: Sendable {
    /// What the parameter is: its name, meaning, values and default.
    let described: SpringParameterDescription
    /// Whether this is the move's `distance` (`SpringParameter.distance(_:)`), which the
    /// kind's velocities and thresholds refer to: a parameter of springlab's,
    /// not of the API's code.
    public let isDistance: Bool
    /// The value held in the input's field, or nil when none is given.
    private let read: @Sendable (Input) -> SpringParameterValue?
    /// Sets the input's field, refusing a value of another sort.
    private let write: @Sendable (inout Input, SpringParameterValue) throws(SpringError) -> Void

    /// The API's own name for the parameter (`dampingRatio`, `stiffness`).
    public var name: String { described.name }
    /// What it means, with its unit.
    public var summary: String { described.summary }
    public var values: SpringParameterValues { described.values }
    /// The value the API uses when the parameter is not given, if it has one.
    public var defaultValue: SpringParameterValue? { described.defaultValue }
    /// How the API picks the value when it depends on the move (motion's
    /// `restDelta` is 0.5 units, or 0.005 for a move under 5): the kind
    /// computes it, and resolvers never read it through ``SpringInput/number(_:)``.
    public var defaultRule: String? { described.defaultRule }
    /// Whether the number is a time in seconds (a duration, a settling or
    /// peak time, a period), so that a caller can tell a slip into
    /// milliseconds (`duration=450` for 0.45 s).
    public var isSeconds: Bool { described.isSeconds }

    /// The value given for this parameter, or nil.
    public func value(in input: Input) -> SpringParameterValue? {
        read(input)
    }

    /// The number given for this parameter; nil when none is given or the
    /// parameter is not a number.
    func number(in input: Input) -> Double? {
        guard case let .number(value)? = read(input) else { return nil }
        return value
    }

    /// The flag given for this parameter; nil when none is given or the
    /// parameter is not a flag.
    func flag(in input: Input) -> Bool? {
        guard case let .flag(value)? = read(input) else { return nil }
        return value
    }

    /// Sets the parameter.
    ///
    /// - Throws: ``SpringError/wrongParameterValue(parameter:value:expected:)``
    ///   when the value is not of the parameter's kind, or names no choice.
    public func assign(_ value: SpringParameterValue, to input: inout Input) throws(SpringError) {
        try write(&input, value)
    }
}

extension SpringParameter {
    /// A numeric parameter held in the field that `get` reads and `set` writes.
    public static func number(
        _ name: String, _ get: @escaping @Sendable (Input) -> Double?,
        _ set: @escaping @Sendable (inout Input, Double) -> Void,
        default defaultValue: Double? = nil, defaultRule: String? = nil,
        constants: [SpringParameterValues.Constant] = [], _ summary: String
    ) -> Self {
        number(
            name, get, set, default: defaultValue, defaultRule: defaultRule, constants: constants, summary,
            isDistance: false)
    }

    /// A numeric parameter in seconds (``SpringParameterDescription/isSeconds``)
    /// held in the field that `get` reads and `set` writes.
    public static func seconds(
        _ name: String, _ get: @escaping @Sendable (Input) -> Double?,
        _ set: @escaping @Sendable (inout Input, Double) -> Void,
        default defaultValue: Double? = nil, defaultRule: String? = nil, _ summary: String
    ) -> Self {
        number(
            name, get, set, default: defaultValue, defaultRule: defaultRule, constants: [], summary, isDistance: false,
            isSeconds: true)
    }

    static func number(
        _ name: String, _ get: @escaping @Sendable (Input) -> Double?,
        _ set: @escaping @Sendable (inout Input, Double) -> Void, default defaultValue: Double?, defaultRule: String?,
        constants: [SpringParameterValues.Constant], _ summary: String, isDistance: Bool, isSeconds: Bool = false
    ) -> Self {
        Self(
            described: SpringParameterDescription(
                name: name, summary: summary, values: .number(constants: constants),
                defaultValue: defaultValue.map(SpringParameterValue.number), defaultRule: defaultRule,
                isSeconds: isSeconds),
            isDistance: isDistance,
            read: { input in get(input).map(SpringParameterValue.number) },
            write: { input, value throws(SpringError) in
                guard case let .number(number) = value else {
                    throw .wrongParameterValue(parameter: name, value: value.description, expected: "a number")
                }
                set(&input, number)
            })
    }

    /// A true-or-false parameter held in the field that `get` reads and `set` writes.
    public static func flag(
        _ name: String, _ get: @escaping @Sendable (Input) -> Bool?,
        _ set: @escaping @Sendable (inout Input, Bool) -> Void,
        default defaultValue: Bool, _ summary: String
    ) -> Self {
        Self(
            described: SpringParameterDescription(
                name: name, summary: summary, values: .flag, defaultValue: .flag(defaultValue), defaultRule: nil,
                isSeconds: false),
            isDistance: false,
            read: { input in get(input).map(SpringParameterValue.flag) },
            write: { input, value throws(SpringError) in
                guard case let .flag(flag) = value else {
                    throw .wrongParameterValue(parameter: name, value: value.description, expected: "true or false")
                }
                set(&input, flag)
            })
    }

    /// A parameter that names one case of `Choice`, held in the field that `get` reads and `set` writes.
    public static func choice<Choice: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ get: @escaping @Sendable (Input) -> Choice?,
        _ set: @escaping @Sendable (inout Input, Choice) -> Void, _ summary: String
    ) -> Self {
        let names = Choice.allCases.map(\.rawValue)
        return Self(
            described: SpringParameterDescription(
                name: name, summary: summary, values: .choice(names), defaultValue: nil, defaultRule: nil,
                isSeconds: false),
            isDistance: false,
            read: { input in get(input).map { .choice($0.rawValue) } },
            write: { input, value throws(SpringError) in
                guard case let .choice(text) = value, let choice = Choice(rawValue: text) else {
                    throw .wrongParameterValue(
                        parameter: name, value: value.description,
                        expected: "one of " + names.joined(separator: ", "))
                }
                set(&input, choice)
            })
    }
}

/// The value of one ``SpringParameter``.
public enum SpringParameterValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case flag(Bool)
    case choice(String)

    public var description: String {
        switch self {
        case let .number(value): return "\(value)"
        case let .flag(value): return "\(value)"
        case let .choice(name): return name
        }
    }
}

/// The values a ``SpringParameter`` takes.
public enum SpringParameterValues: Sendable, Equatable {
    /// A finite number; `constants` are names the API gives some values
    /// (Compose's `StiffnessLow` is 200), accepted in their place.
    case number(constants: [Constant])
    /// `true` or `false`.
    case flag
    /// One of these names.
    case choice([String])

    /// A named value of a numeric parameter.
    public struct Constant: Sendable, Equatable {
        public let name: String
        public let value: Double
        /// The constant as the API's code names it, each spelling
        /// (Compose's `Spring.StiffnessLow`); empty when the API's code has
        /// no name for it.
        public let code: [String]

        public init(_ name: String, _ value: Double, code: [String] = []) {
            self.name = name
            self.value = value
            self.code = code
        }
    }
}

/// What a ``SpringParameter`` is, without the field that holds it.
public struct SpringParameterDescription: Sendable {
    public let name: String
    public let summary: String
    public let values: SpringParameterValues
    public let defaultValue: SpringParameterValue?
    /// ``SpringParameter/defaultRule``.
    public let defaultRule: String?
    /// ``SpringParameter/isSeconds``.
    public let isSeconds: Bool
}
