/// One spring written as text, the way the API call reads:
///
///     uikit:duration=0.45,damping=0.15,velocity=5.5,label=Elastic
///     ca:mass=1,stiffness=100,damping=10,allowsOverdamping=true
///     swiftui:duration=0.5,bounce=0.3     swiftui:preset=bouncy
///
/// `KIND:key=value,…`, where KIND is a ``SpringInput/kind`` (in any case)
/// and each key one of its parameters (``SpringInputKinds`` lists them).
/// Numbers are read by `Number` (``WrittenNumber``: one decimal number,
/// without a unit) and may be written as the API's named constants where it
/// has them; flags are `true` or `false`; a choice is a name, which the kind
/// checks (``SpringInput/written(_:)``). `label=` names the curve in a plot
/// and must come last: it takes the rest of the text, commas included.
///
/// The value forms between the text and the spring, for
/// `ca:stiffness=300,damping=20`: the text; `Number` (``WrittenNumber``,
/// a Double with its text); ``SpringParameterValue`` (the Double the input's
/// field holds, ``input()``); the ``Spring`` of ``SpringInput/animation()``.
public struct SpringSpec<Number: SpringSpecNumber>: Sendable {
    /// The kind of input.
    public let kind: any SpringInput.Type
    /// Each parameter as written, in the order written.
    public var values: [(name: String, value: SpringSpecValue<Number>)]
    /// The `label=` at the end, if not empty.
    public var label: String?

    /// The spring `text` writes.
    ///
    /// - Throws: ``SpringError/springWithoutKind(known:)``,
    ///   ``SpringError/unknownKind(name:known:)``, ``SpringError/notKeyValue(item:key:)``,
    ///   ``SpringError/unknownParameter(kind:name:known:)``, and for a value
    ///   its parameter does not take ``SpringError/wrongParameterValue(parameter:value:expected:)``
    ///   or what `Number` refuses. The kind checks the whole (``input()``).
    public init(parsing text: String) throws(SpringError) {
        guard let colon = text.firstIndex(of: ":") else {
            throw .springWithoutKind(known: SpringInputKinds.all.map { $0.kind })
        }
        kind = try SpringInputKinds.named(writing: text[..<colon])
        let (parameters, label) = Self.splitLabel(text[text.index(after: colon)...])
        values = []
        for item in parameters.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw .notKeyValue(item: String(item), key: Self.key(naming: item, of: kind))
            }
            let name = parts[0].trimmingWhitespace()
            let parameter = try kind.parameter(describing: name)
            values.append((name, try Self.value(parts[1].trimmingWhitespace(), of: parameter)))
        }
        self.label = label.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The parameters before the first `label=` key, and the label: the rest.
    private static func splitLabel(_ text: Substring) -> (parameters: Substring, label: String?) {
        if text.hasPrefix("label=") { return ("", String(text.dropFirst("label=".count))) }
        guard let range = text.firstRange(of: ",label=") else { return (text, nil) }
        return (text[..<range.lowerBound], String(text[range.upperBound...]))
    }

    /// The parameter of `kind` that takes the name `word` as a value (a preset,
    /// or a named constant such as Compose's `Low`), if one does.
    private static func key(naming word: Substring, of kind: any SpringInput.Type) -> String? {
        kind.parameterDescriptions.first { parameter in
            switch parameter.values {
            case let .choice(names): names.contains(String(word))
            case let .number(constants): constants.contains { $0.name == word }
            case .flag: false
            }
        }?.name
    }

    /// The value `text` writes for `parameter`, read as the parameter takes it.
    static func value(_ text: String, of parameter: SpringParameterDescription) throws(SpringError)
        -> SpringSpecValue<Number>
    {
        switch parameter.values {
        case let .number(constants):
            if let constant = constants.first(where: { $0.name == text }) {
                return .number(Number(constant: constant.value))
            }
            guard let number = try Number(text, for: parameter) else {
                throw .wrongParameterValue(parameter: parameter.name, value: text, expected: parameter.expected)
            }
            return .number(number)
        case .flag:
            guard let flag = Bool(text) else {
                throw .wrongParameterValue(parameter: parameter.name, value: text, expected: parameter.expected)
            }
            return .flag(flag)
        case .choice:
            return .choice(text)
        }
    }
}

extension SpringSpec where Number == WrittenNumber {
    /// The input with the parameters set.
    /// - Throws: ``SpringError/repeatedParameter(kind:name:)``, and for a
    ///   choice the kind does not have ``SpringError/wrongKindParameterValue(kind:parameter:value:expected:known:)``.
    public func input() throws(SpringError) -> any SpringInput {
        try kind.written(values.map { ($0.name, $0.value.map(\.value)) })
    }
}

/// How ``SpringSpec`` reads a parameter's number: ``WrittenNumber`` reads
/// one decimal number; a caller can read more (a sweep's range `LO...HI:N`).
public protocol SpringSpecNumber: Sendable {
    /// The number `text` writes for `parameter`; nil when it writes none.
    /// - Throws: a ``SpringError`` for a number that breaks the rules on
    ///   numbers (``WrittenNumber``).
    init?(_ text: String, for parameter: SpringParameterDescription) throws(SpringError)

    /// The number of a named constant (Compose's `StiffnessLow` is 200).
    init(constant value: Double)
}

/// One parameter's value in ``SpringSpec``, its number as `Number` reads it.
public enum SpringSpecValue<Number: Sendable>: Sendable {
    case number(Number)
    case flag(Bool)
    case choice(String)

    /// The value with its number turned into the library's.
    public func map(_ number: (Number) throws -> Double) rethrows -> SpringParameterValue {
        switch self {
        case let .number(value): return .number(try number(value))
        case let .flag(value): return .flag(value)
        case let .choice(value): return .choice(value)
        }
    }
}

extension SpringInputKinds {
    /// The kind a text names (`CA` or `ca`): its name lowercased.
    /// - Throws: ``SpringError/unknownKind(name:known:)``.
    public static func named(writing text: some StringProtocol) throws(SpringError) -> any SpringInput.Type {
        try named(text.lowercased())
    }
}

extension SpringInput {
    /// The parameter called `name`, described.
    /// - Throws: ``SpringError/unknownParameter(kind:name:known:)``.
    static func parameter(describing name: String) throws(SpringError) -> SpringParameterDescription {
        try parameter(named: name).described
    }

    /// The value of parameter `name` that `text` writes, read as
    /// ``SpringSpec`` reads it: a decimal number (``WrittenNumber``) or one
    /// of the parameter's named constants, `true` or `false`, or a name.
    /// - Throws: as ``SpringSpec/init(parsing:)`` does for one parameter.
    public static func value(of name: String, reading text: String) throws(SpringError) -> SpringParameterValue {
        try SpringSpec<WrittenNumber>.value(text.trimmingWhitespace(), of: parameter(describing: name)).map(\.value)
    }

    /// `value` as the value of parameter `name`, when it is of the sort the
    /// parameter takes, refused as a text of another sort is: a number for
    /// a number, or a name (``SpringParameterValue/choice(_:)``) that is one
    /// of its named constants; a flag for a flag; any value for a choice, as
    /// a name that ``written(_:)`` checks. `written`, the value as the source
    /// wrote it, is quoted in a refusal (the value's description when nil).
    /// - Throws: ``SpringError/unknownParameter(kind:name:known:)``, ``SpringError/wrongParameterValue(parameter:value:expected:)``.
    public static func value(of name: String, given value: SpringParameterValue, written: String? = nil)
        throws(SpringError) -> SpringParameterValue
    {
        let parameter = try parameter(describing: name)
        switch (parameter.values, value) {
        case (.number, .number), (.flag, .flag), (.choice, .choice): return value
        case (.choice, _): return .choice(written ?? value.description)
        case let (.number(constants), .choice(word)):
            if let constant = constants.first(where: { $0.name == word }) { return .number(constant.value) }
        default: break
        }
        throw .wrongParameterValue(parameter: name, value: written ?? value.description, expected: parameter.expected)
    }
}

extension SpringParameterDescription {
    /// What the parameter takes, in a refusal: `a number or one of StiffnessLow, …`, `true or false`.
    var expected: String {
        switch values {
        case let .number(constants):
            "a number" + (constants.isEmpty ? "" : " or one of " + constants.map(\.name).joined(separator: ", "))
        case .flag: "true or false"
        case let .choice(names): "one of " + names.joined(separator: ", ")
        }
    }
}
