/// A number as a person wrote it for a parameter: its value and its text.
///
/// Every number springlab reads from text follows the same rules, and this
/// type is where they are kept:
///
/// - It is written in decimal (``DecimalText``): hexadecimal, `inf`,
///   `infinity` and `nan` are refused (``SpringError/notDecimal(parameter:written:piece:)``).
/// - It is written without a unit: `450ms`, `100N` or `5%` is refused, not
///   converted, with the number meant (``SpringError/numberWithUnit(parameter:written:number:unit:isSeconds:)``):
///   every number stays a plain decimal in the unit the API names, as in
///   the code it is copied to.
/// - A number of seconds above ``longestSeconds`` (10 s) reads like
///   milliseconds written for seconds (`duration=450`), and is refused with
///   the thousandth by ``checkSeconds(for:)`` unless the caller knows it is meant.
public struct WrittenNumber: Sendable, Hashable, SpringSpecNumber {
    /// The number.
    public let value: Double
    /// The text it was read from, quoted in messages.
    public let written: String

    /// A number given as a value (a default, a named constant), written as
    /// Swift prints it (`30.0`).
    public init(_ value: Double) {
        self.value = value
        written = "\(value)"
    }

    /// The number `text` writes for the parameter called `name`; nil when
    /// the text writes no number at all (`fast`, `1/2`).
    ///
    /// - Parameter isSeconds: whether the number is a time in seconds, which
    ///   the refusal of a unit names (`450ms` is 0.45 s).
    /// - Throws: ``SpringError/numberWithUnit(parameter:written:number:unit:isSeconds:)``
    ///   and ``SpringError/notDecimal(parameter:written:piece:)``.
    public init?(_ text: String, for name: String, isSeconds: Bool) throws(SpringError) {
        try Self.check(text, in: text, for: name, isSeconds: isSeconds)
        guard let value = Double(text) else { return nil }
        self.value = value
        written = text
    }

    /// The number `text` writes for `parameter`, as ``init(_:for:isSeconds:)`` reads it.
    public init?(_ text: String, for parameter: SpringParameterDescription) throws(SpringError) {
        try self.init(text, for: parameter.name, isSeconds: parameter.isSeconds)
    }

    public init(constant value: Double) { self.init(value) }

    /// `value` as `written` writes it, unchecked: for a reader that checks
    /// the rules itself, naming the option the text was given to.
    package init(value: Double, written: String) {
        self.value = value
        self.written = written
    }

    /// The longest time in seconds taken as written: UI springs settle in
    /// well under a second, and UIKit clamps its duration to 10 s.
    public static let longestSeconds = 10.0

    /// Refuses the number, a time in seconds of the parameter called `name`,
    /// when it reads like milliseconds: above ``longestSeconds``.
    /// - Throws: ``SpringError/millisecondsForSeconds(parameter:written:piece:seconds:)``.
    public func checkSeconds(for name: String) throws(SpringError) {
        try Self.checkSeconds(value, piece: written, in: written, for: name)
    }

    /// Refuses `piece`, a number inside the value `written` of the parameter
    /// or option called `name` (a side of `1/120`, an item of `1/30,1/60`,
    /// an end of a range), when it carries a unit or Swift reads it as a
    /// number not written in decimal.
    package static func check(_ piece: some StringProtocol, in written: String, for name: String, isSeconds: Bool)
        throws(SpringError)
    {
        if let unit = WrittenUnit(piece) {
            throw .numberWithUnit(
                parameter: name, written: written, number: unit.number, unit: String(unit.unit),
                isSeconds: isSeconds)
        }
        guard DecimalText.isOtherNumberSpelling(piece) else { return }
        throw .notDecimal(parameter: name, written: written, piece: String(piece))
    }

    /// Refuses `seconds`, written as `piece` inside the value `written` of
    /// the parameter or option called `name`, when it reads like milliseconds.
    package static func checkSeconds(_ seconds: Double, piece: String, in written: String, for name: String)
        throws(SpringError)
    {
        guard seconds.isFinite, seconds > longestSeconds else { return }
        throw .millisecondsForSeconds(parameter: name, written: written, piece: piece, seconds: seconds)
    }
}
