/// One parameter of a ``SpringInput``: its name in the API, what it means,
/// the values it takes, and the field of the input that holds it.
///
/// Parameters are declared once per input kind, as static members typed by
/// the input (`UIKitInput.duration`), so a misspelled parameter is a compile
/// error. A table of them (``SpringInput/parameters``) lets a caller read and
/// write an input by name without knowing its type: that is how
/// `uikit:duration=0.45,damping=0.15` becomes a ``UIKitInput``.
public struct SpringParameter<Input>: Sendable {
    /// The API's own name for the parameter (`dampingRatio`, `stiffness`).
    public var name: String { details.described.name }
    /// What it means, with its unit.
    public var summary: String { details.described.summary }
    public var values: SpringParameterValues { details.described.values }
    /// The value the API uses when the parameter is not given, if it has one.
    public var defaultValue: SpringParameterValue? { details.described.defaultValue }
    /// How the API picks the value when it depends on the move (motion's
    /// `restDelta` is 0.5 units, or 0.005 for a move under 5): the kind
    /// computes it, and resolvers never read it through ``SpringInput/number(_:)``.
    public var defaultRule: String? { details.described.defaultRule }
    /// The parameter without the field that holds it.
    var described: SpringParameterDescription { details.described }
    /// Whether this is the move's `distance` (``distance(_:)``), which
    /// reports read for every sweep cell: a flag, not a name to compare.
    let isDistance: Bool
    /// For a number or flag held in a stored property, where in the input
    /// it lies (``MemoryLayout/offset(of:)``); nil for a computed property
    /// or a choice. Applying a key path costs a lookup in the runtime each
    /// time, more than a sweep cell's metrics; the offset is found once.
    private let storage: StoredField?
    /// The rest, shared by every copy: a resolver reads its parameters for
    /// every sweep cell, and each read copied the texts and closures.
    private let details: Details

    private enum StoredField: Sendable {
        /// A `Double?` at this offset.
        case number(Int)
        /// A `Bool?` at this offset.
        case flag(Int)
    }

    private final class Details: Sendable {
        let described: SpringParameterDescription
        let read: @Sendable (Input) -> SpringParameterValue?
        let write: @Sendable (inout Input, SpringParameterValue) throws(SpringError) -> Void

        init(
            described: SpringParameterDescription, read: @escaping @Sendable (Input) -> SpringParameterValue?,
            write: @escaping @Sendable (inout Input, SpringParameterValue) throws(SpringError) -> Void
        ) {
            self.described = described
            self.read = read
            self.write = write
        }
    }

    private init(
        name: String, summary: String, values: SpringParameterValues, defaultValue: SpringParameterValue?,
        defaultRule: String?, isDistance: Bool, storage: StoredField?,
        read: @escaping @Sendable (Input) -> SpringParameterValue?,
        write: @escaping @Sendable (inout Input, SpringParameterValue) throws(SpringError) -> Void
    ) {
        details = Details(
            described: SpringParameterDescription(
                name: name, summary: summary, values: values, defaultValue: defaultValue, defaultRule: defaultRule),
            read: read, write: write)
        self.isDistance = isDistance
        self.storage = storage
    }

    /// The value given for this parameter, or nil.
    public func value(in input: Input) -> SpringParameterValue? {
        switch storage {
        case let .number(offset)?:
            return Self.load(Double?.self, at: offset, in: input).map(SpringParameterValue.number)
        case let .flag(offset)?: return Self.load(Bool?.self, at: offset, in: input).map(SpringParameterValue.flag)
        case nil: return details.read(input)
        }
    }

    /// The number given for this parameter; nil when none is given or the
    /// parameter is not a number.
    @inline(__always)
    func number(in input: Input) -> Double? {
        if case let .number(offset)? = storage { return Self.load(Double?.self, at: offset, in: input) }
        guard case let .number(value)? = value(in: input) else { return nil }
        return value
    }

    /// The flag given for this parameter; nil when none is given or the
    /// parameter is not a flag.
    @inline(__always)
    func flag(in input: Input) -> Bool? {
        if case let .flag(offset)? = storage { return Self.load(Bool?.self, at: offset, in: input) }
        guard case let .flag(value)? = value(in: input) else { return nil }
        return value
    }

    /// Sets the parameter.
    ///
    /// - Throws: ``SpringError/wrongParameterValue(parameter:value:expected:)``
    ///   when the value is not of the parameter's kind, or names no choice.
    public func assign(_ value: SpringParameterValue, to input: inout Input) throws(SpringError) {
        switch (storage, value) {
        case let (.number(offset)?, .number(number)): Self.store(Optional(number), at: offset, in: &input)
        case let (.flag(offset)?, .flag(flag)): Self.store(Optional(flag), at: offset, in: &input)
        default: try details.write(&input, value)
        }
    }

    /// The field of type `T` (trivial) stored `offset` bytes into `input`.
    ///
    /// Inlined down to the form that reads it (with `number(in:)` and
    /// `SpringInput.number(_:)`): a call of its own copied the whole input
    /// to take the bytes of one field, five times a sweep cell.
    @inline(__always)
    private static func load<T>(_: T.Type, at offset: Int, in input: Input) -> T {
        withUnsafeBytes(of: input) { $0.load(fromByteOffset: offset, as: T.self) }
    }

    private static func store<T>(_ value: T, at offset: Int, in input: inout Input) {
        withUnsafeMutableBytes(of: &input) { $0.storeBytes(of: value, toByteOffset: offset, as: T.self) }
    }
}

extension SpringParameter {
    /// A numeric parameter held in `field`.
    public static func number(
        _ name: String, _ field: WritableKeyPath<Input, Double?> & Sendable,
        default defaultValue: Double? = nil, defaultRule: String? = nil,
        constants: [SpringParameterValues.Constant] = [], _ summary: String
    ) -> Self {
        number(
            name, field, default: defaultValue, defaultRule: defaultRule, constants: constants, summary,
            isDistance: false)
    }

    static func number(
        _ name: String, _ field: WritableKeyPath<Input, Double?> & Sendable,
        default defaultValue: Double?, defaultRule: String?,
        constants: [SpringParameterValues.Constant], _ summary: String, isDistance: Bool
    ) -> Self {
        Self(
            name: name, summary: summary, values: .number(constants: constants),
            defaultValue: defaultValue.map(SpringParameterValue.number), defaultRule: defaultRule,
            isDistance: isDistance, storage: MemoryLayout<Input>.offset(of: field).map(StoredField.number),
            read: { input in input[keyPath: field].map(SpringParameterValue.number) },
            write: { input, value throws(SpringError) in
                guard case let .number(number) = value else {
                    throw .wrongParameterValue(
                        parameter: name,
                        value: value.description, expected: "a number")
                }
                input[keyPath: field] = number
            })
    }

    /// A true-or-false parameter held in `field`.
    public static func flag(
        _ name: String, _ field: WritableKeyPath<Input, Bool?> & Sendable,
        default defaultValue: Bool, _ summary: String
    ) -> Self {
        Self(
            name: name, summary: summary, values: .flag, defaultValue: .flag(defaultValue), defaultRule: nil,
            isDistance: false, storage: MemoryLayout<Input>.offset(of: field).map(StoredField.flag),
            read: { input in input[keyPath: field].map(SpringParameterValue.flag) },
            write: { input, value throws(SpringError) in
                guard case let .flag(flag) = value else {
                    throw .wrongParameterValue(
                        parameter: name,
                        value: value.description, expected: "true or false")
                }
                input[keyPath: field] = flag
            })
    }

    /// A parameter that names one case of `Choice`, held in `field`.
    public static func choice<Choice: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ field: WritableKeyPath<Input, Choice?> & Sendable, _ summary: String
    ) -> Self {
        let names = Choice.allCases.map(\.rawValue)
        return Self(
            name: name, summary: summary, values: .choice(names), defaultValue: nil, defaultRule: nil,
            isDistance: false, storage: nil,
            read: { input in input[keyPath: field].map { .choice($0.rawValue) } },
            write: { input, value throws(SpringError) in
                guard case let .choice(text) = value, let choice = Choice(rawValue: text) else {
                    throw .wrongParameterValue(
                        parameter: name, value: value.description,
                        expected: "one of " + names.joined(separator: ", "))
                }
                input[keyPath: field] = choice
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

        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
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
}
