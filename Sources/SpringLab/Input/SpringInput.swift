/// A spring written for one API, with that API's own parameter names: the
/// input side of every springlab command.
///
/// Each conforming type is one *kind* of input (`uikit`, `ca`, `swiftui`, …):
/// a value type with an optional field per parameter, a table naming each
/// parameter and its field (``parameters``), and the sets of parameters the
/// API accepts together (``forms``). ``animation()`` finds the one form the
/// given parameters make and resolves it into a ``SpringAnimation``.
///
/// A kind is one file named after its type, in its API's folder
/// `Sources/SpringLab/Runtimes/<Name>/` or, for a kind of no API, in
/// `Sources/SpringLab/Input/Kinds/`; the build lists every such type in
/// ``SpringInputKinds/all``, so adding a kind touches nothing else.
public protocol SpringInput: Sendable {
    /// The kind's name, lowercase: `uikit` in `uikit:duration=0.45,damping=0.15`.
    static var kind: String { get }
    /// The API in words, for help and captions: `UIKit`.
    static var title: String { get }
    /// Every parameter, in the API's order.
    static var parameters: [SpringParameter<Self>] { get }
    /// The parameter sets the API accepts; at most one matches any set of names.
    static var forms: [SpringInputForm<Self>] { get }
    /// An input with no parameter given.
    init()
    /// Where the API departs from what was written (a clamp, say): none by default.
    var remarks: [SpringRemark] { get }
    /// What the motion was asked to do, for inputs written as targets
    /// (``TargetInput``): none by default.
    var targets: [SpringTarget] { get }
    /// The settle band the input was written for, when it names one (a
    /// target's ε): reports measure in it. nil by default.
    var settlingTolerance: SettlingTolerance? { get }
    /// Why the API's own code would not run `given` (parameter names that
    /// make no form) as written, when that is not plain from the forms (motion
    /// ignores some options beside others): nil by default.
    static func refusalNote(given: [String]) -> String?
}

extension SpringInput {
    public static func refusalNote(given: [String]) -> String? { nil }

    public var remarks: [SpringRemark] { [] }
    public var targets: [SpringTarget] { [] }
    public var settlingTolerance: SettlingTolerance? { nil }

    /// The parameters given, in the order of ``parameters``.
    public var given: [(name: String, value: SpringParameterValue)] {
        Self.parameters.compactMap { parameter in parameter.value(in: self).map { (parameter.name, $0) } }
    }

    /// The input as `--spring` text, `KIND:name=value,…` (`KIND:` when
    /// nothing is given: the API's defaults): the parameters given, in their order, a
    /// number in the shortest form that reads back as the same `Double`, a
    /// flag as `true` or `false`, a choice by its name. ``SpringSpec``
    /// reads it back as this input.
    public var springText: String {
        let values = given.map { name, value in
            switch value {
            case let .number(number): "\(name)=\(number)"
            case let .flag(flag): "\(name)=\(flag)"
            case let .choice(choice): "\(name)=\(choice)"
            }
        }
        return "\(Self.kind):" + values.joined(separator: ",")
    }

    /// The animation the given parameters describe.
    ///
    /// - Throws: ``SpringError/unacceptedParameters(kind:given:accepted:)``
    ///   when no form takes exactly the given parameters; otherwise whatever
    ///   the API's own constructor refuses (a negative duration, say).
    public func animation() throws(SpringError) -> SpringAnimation {
        try form().resolve(self)
    }

    /// The one form the given parameters make: ``SpringInputForm/animation(_:)``
    /// then resolves any input with the same parameters given (the cells of
    /// a sweep) without looking for it again.
    ///
    /// - Throws: ``SpringError/unacceptedParameters(kind:given:accepted:)``
    ///   when no form takes exactly the given parameters.
    public func form() throws(SpringError) -> SpringInputForm<Self> {
        let given = self.given
        guard let form = Self.forms.first(where: { $0.accepts(given) }) else {
            let names = given.map(\.name)
            throw .unacceptedParameters(
                kind: Self.kind, given: names, accepted: Self.forms.map(\.usage), note: Self.refusalNote(given: names))
        }
        return form
    }

    /// The input with these parameters set, by name.
    ///
    /// - Throws: ``SpringError/unknownParameter(kind:name:known:)`` for a
    ///   name the kind does not have, ``SpringError/repeatedParameter(kind:name:)``
    ///   for a name given twice, and ``SpringError/wrongKindParameterValue(kind:parameter:value:expected:known:)``
    ///   for a value of the wrong sort.
    public static func written(_ values: [(name: String, value: SpringParameterValue)]) throws(SpringError) -> Self {
        var input = Self()
        // A list, not a set: a kind has a dozen parameters at most.
        var seen: [String] = []
        for (name, value) in values {
            let parameter = try parameter(named: name)
            guard !seen.contains(name) else { throw .repeatedParameter(kind: kind, name: name) }
            seen.append(name)
            do {
                try parameter.assign(value, to: &input)
            } catch .wrongParameterValue(let name, let value, let expected) {
                throw .wrongKindParameterValue(
                    kind: kind, parameter: name, value: value, expected: expected, known: parameterNames)
            }
        }
        return input
    }

    /// The parameter called `name`.
    /// - Throws: ``SpringError/unknownParameter(kind:name:known:)``.
    public static func parameter(named name: String) throws(SpringError) -> SpringParameter<Self> {
        guard let parameter = parameters.first(where: { $0.name == name }) else {
            throw .unknownParameter(kind: kind, name: name, known: parameterNames)
        }
        return parameter
    }

    /// The names of ``parameters``, in order.
    public static var parameterNames: [String] { parameters.map(\.name) }

    /// ``parameters`` without their fields: what a caller that does not know
    /// the type (say, a help page) can show.
    public static var parameterDescriptions: [SpringParameterDescription] {
        parameters.map(\.described)
    }

    /// Each form's parameters, optional ones in brackets: `duration, damping[, velocity]`.
    public static var formUsages: [String] { forms.map(\.usage) }

    /// The values parameter `name` takes.
    /// - Throws: ``SpringError/unknownParameter(kind:name:known:)``.
    public static func parameterValues(named name: String) throws(SpringError) -> SpringParameterValues {
        try parameter(named: name).values
    }

    /// The number given for `parameter`, else its default.
    ///
    /// A form's resolver calls this only for parameters the form requires or
    /// that have a default, so a missing value is a mistake in the kind's tables.
    public func number(_ parameter: SpringParameter<Self>) -> Double {
        if let value = parameter.number(in: self) { return value }
        guard case let .number(value)? = parameter.defaultValue else {
            preconditionFailure("\(Self.kind).\(parameter.name) is neither given nor defaulted")
        }
        return value
    }

    /// The flag given for `parameter`, else its default.
    public func flag(_ parameter: SpringParameter<Self>) -> Bool {
        if let value = parameter.flag(in: self) { return value }
        guard case let .flag(value)? = parameter.defaultValue else {
            preconditionFailure("\(Self.kind).\(parameter.name) is neither given nor defaulted")
        }
        return value
    }
}

/// One set of parameters an API accepts together, and how they become an animation.
public struct SpringInputForm<Input: SpringInput>: Sendable {
    /// Parameters that must be given.
    public let required: [SpringParameter<Input>]
    /// Parameters that may be given (the API has a default, or they are extras like velocity).
    public let optional: [SpringParameter<Input>]
    let resolve: @Sendable (Input) throws(SpringError) -> SpringAnimation

    public init(
        required: [SpringParameter<Input>], optional: [SpringParameter<Input>] = [],
        resolve: @escaping @Sendable (Input) throws(SpringError) -> SpringAnimation
    ) {
        self.required = required
        self.optional = optional
        self.resolve = resolve
    }

    /// The animation of `input`, which must have exactly this form's
    /// parameters given (``SpringInput/form()`` says so); otherwise whatever
    /// the API's own constructor refuses.
    public func animation(_ input: Input) throws(SpringError) -> SpringAnimation {
        try resolve(input)
    }

    /// Whether exactly these parameters make this form: every required one
    /// given, and nothing given that the form does not take.
    func accepts(_ given: [(name: String, value: SpringParameterValue)]) -> Bool {
        required.allSatisfy { parameter in given.contains { $0.name == parameter.name } }
            && given.allSatisfy { entry in
                required.contains { $0.name == entry.name } || optional.contains { $0.name == entry.name }
            }
    }

    /// The form's parameters as a list, optional ones in brackets: `duration, damping[, velocity]`.
    public var usage: String {
        var text = required.map(\.name).joined(separator: ", ")
        for parameter in optional { text += text.isEmpty ? "[\(parameter.name)]" : "[, \(parameter.name)]" }
        return text.isEmpty ? "nothing" : text
    }
}

extension SpringInput {
    /// The input in words, as fit's headline and a plot's legend show it:
    /// `UIKit duration 0.45, damping 0.15, velocity 5.5`. `number` writes
    /// each number (the caller picks the digits).
    public func caption(number: (Double) -> String) -> String {
        let parameters = given.map { name, value in
            switch value {
            case let .number(value): return "\(name) \(number(value))"
            case let .flag(value): return "\(name) \(value)"
            case let .choice(value): return "\(name) \(value)"
            }
        }
        return parameters.isEmpty ? "\(Self.title) defaults" : "\(Self.title) " + parameters.joined(separator: ", ")
    }
}
