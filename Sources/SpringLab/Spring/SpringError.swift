/// Why a spring, an animation or a conversion was refused.
///
/// Every case carries the offending value so a caller can report it without
/// re-deriving it. The descriptions are single lines, suitable for a command
/// line tool's standard error.
public enum SpringError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A parameter that must be a finite number was NaN or infinite.
    case nonFinite(parameter: String, value: Double)
    /// A parameter that must be strictly positive was zero or negative.
    case notPositive(parameter: String, value: Double)
    /// A parameter that must be zero or positive was negative.
    case negative(parameter: String, value: Double)
    /// A parameter fell outside the closed range its API accepts.
    case outOfRange(parameter: String, value: Double, range: ClosedRange<Double>)
    /// A parameter fell outside a half-open interval, described in words (e.g. "−1 < b ≤ 1").
    case outOfInterval(parameter: String, value: Double, interval: String)
    /// The constants are valid one by one, but k/m, c/2m or ζ over- or underflow a Double.
    case beyondDoublePrecision(mass: Double, stiffness: Double, damping: Double)
    /// A quantity that only exists for a damped spring was requested for ζ = 0.
    case neverSettles
    /// The initial velocity (fractions of the distance per second) times the
    /// move's distance overflows a Double, so no runtime's unit can hold it.
    case velocityBeyondMove(velocity: Double, distance: Double)
    /// UIKit's Newton iteration did not produce a usable spring for these inputs.
    case uikitSolveFailed(duration: Double, dampingRatio: Double, initialVelocity: Double)
    /// A time grid would hold more samples than the caller allows (`requested`
    /// is a Double because it may exceed any Int).
    case tooManySamples(requested: Double, limit: Int)
    /// A sweep's range or grid was refused; `reason` is the whole message.
    case invalidSweep(reason: String)
    /// A number was written in hexadecimal, or as `inf` or `nan`: `piece`,
    /// inside the value `written` of the parameter or option `parameter`.
    case notDecimal(parameter: String, written: String, piece: String)
    /// A number inside the value `written` of `parameter` was written with
    /// a unit (`450ms`, `100N`); `isSeconds`: whether the parameter is a time
    /// in seconds, in which the message gives the number meant.
    case numberWithUnit(parameter: String, written: String, number: Double, unit: String, isSeconds: Bool)
    /// A time in seconds, `piece` inside the value `written` of `parameter`,
    /// is above 10 s and reads like milliseconds (``WrittenNumber/longestSeconds``).
    case millisecondsForSeconds(parameter: String, written: String, piece: String, seconds: Double)
    /// Spring text without the `KIND:` before its parameters; `known` lists the kinds.
    case springWithoutKind(known: [String])
    /// An item of spring text that is not `key=value`; `key` is the
    /// parameter that takes the item as a value (a preset's name), if one does.
    case notKeyValue(item: String, key: String?)
    /// No kind of spring input has this name.
    case unknownKind(name: String, known: [String])
    /// The kind of input has no parameter of this name.
    case unknownParameter(kind: String, name: String, known: [String])
    /// A parameter was given twice.
    case repeatedParameter(kind: String, name: String)
    /// A parameter got a value of the wrong sort (`expected` says which).
    case wrongParameterValue(parameter: String, value: String, expected: String)
    /// A parameter of a kind got a value of the wrong sort, as
    /// ``wrongParameterValue(parameter:value:expected:)`` with the kind and its
    /// parameters named.
    case wrongKindParameterValue(kind: String, parameter: String, value: String, expected: String, known: [String])
    /// The parameters given make none of the forms the API accepts (`accepted`
    /// lists them, e.g. `duration, damping[, velocity]`); `note` says what
    /// the API's own code would do with them, where the kind knows.
    case unacceptedParameters(kind: String, given: [String], accepted: [String], note: String? = nil)
    /// No spring meets the targets asked for; the message names what is achievable.
    case unreachableTarget(String)
    /// A recorded curve cannot be fitted (too few samples, no motion, not a
    /// damped spring, …); the message says why.
    case unfittableCurve(String)

    public var description: String {
        switch self {
        case let .nonFinite(parameter, value):
            return "\(parameter) must be a finite number, got \(shown(value))"
        case let .notPositive(parameter, value):
            return "\(parameter) must be greater than 0, got \(shown(value))"
        case let .negative(parameter, value):
            return "\(parameter) must not be negative, got \(shown(value))"
        case let .outOfRange(parameter, value, range):
            return
                "\(parameter) must lie in \(shown(range.lowerBound))...\(shown(range.upperBound)), got \(shown(value))"
        case let .outOfInterval(parameter, value, interval):
            return "\(parameter) must satisfy \(interval), got \(shown(value))"
        case let .beyondDoublePrecision(mass, stiffness, damping):
            return
                "mass \(shown(mass)), stiffness \(shown(stiffness)), damping \(shown(damping)) give rates (k/m, c/m, k/c, ζ) or a product k·m "
                + "beyond double precision; rescale the constants"
        case .neverSettles:
            return "an undamped spring (damping ratio 0) never settles"
        case let .velocityBeyondMove(velocity, distance):
            return
                "an initial velocity of \(shown(velocity)) distances per second over a move of \(shown(distance)) units "
                + "is beyond double precision in units per second; use a smaller velocity or distance"
        case let .uikitSolveFailed(duration, dampingRatio, velocity):
            return
                "UIKit's spring solver finds no spring for duration \(shown(duration)), damping \(shown(dampingRatio)), "
                + "initial velocity \(shown(velocity)) (its 12 Newton steps diverge)"
        case let .tooManySamples(requested, limit):
            let count = requested < 1e18 ? String(Int(requested.rounded(.up))) : shown(requested)
            return "the time grid needs \(count) samples, more than the limit of \(limit)"
        case let .invalidSweep(reason):
            return reason
        case let .notDecimal(parameter, written, _), let .numberWithUnit(parameter, written, _, _, _),
            let .millisecondsForSeconds(parameter, written, _, _):
            return "\(parameter) \(written): \(reason)"
        case let .springWithoutKind(known):
            return "no KIND: before the parameters; kinds: " + known.joined(separator: ", ")
        case let .notKeyValue(item, key):
            return "'\(item)' is not key=value" + (key.map { "; did you mean \($0)=\(item)?" } ?? "")
        case let .unknownKind(name, known):
            if let meant = closestName(to: name, among: known) {
                return "no spring kind '\(name)'; did you mean '\(meant)'?"
            }
            return "no spring kind '\(name)'; kinds: \(known.joined(separator: ", "))"
        case let .unknownParameter(kind, name, known):
            if let meant = closestName(to: name, among: known) {
                return "\(kind) has no parameter '\(name)'; did you mean '\(meant)'?"
            }
            return "\(kind) has no parameter '\(name)'; its parameters: \(known.joined(separator: ", "))"
        case let .repeatedParameter(kind, name):
            return "\(kind): \(name) is given more than once"
        case let .wrongParameterValue(parameter, value, expected):
            return "\(parameter) takes \(expected), got '\(value)'"
        case let .wrongKindParameterValue(kind, parameter, value, expected, known):
            return "\(kind): \(parameter) takes \(expected), got '\(value)'; its parameters: "
                + known.joined(separator: ", ")
        case let .unacceptedParameters(kind, given, accepted, note):
            let written =
                given.isEmpty
                ? "no parameters"
                : given.joined(separator: ", ")
                    + (given.count == 1 ? " alone" : " together")
            return "\(kind) does not take \(written); it takes \(accepted.joined(separator: " | "))"
                + (note.map { " (\($0))" } ?? "")
        case let .unreachableTarget(reason), let .unfittableCurve(reason):
            return reason
        }
    }

    /// What is wrong with the number, in the words that follow the
    /// parameter and its value in ``description`` (`--duration 450ms: …`),
    /// for a reader that names those itself, as a command-line parser names
    /// the option and the text it refuses; the whole ``description`` for a
    /// refusal that is not of a number's spelling.
    package var reason: String {
        switch self {
        case let .notDecimal(_, _, piece):
            return "'\(piece)' is not a decimal number; write numbers with digits, "
                + "an optional point and exponent (0.5, 1e-3, 1/120); hex, inf and nan are not accepted"
        case let .numberWithUnit(_, _, number, unit, isSeconds):
            return Self.unitRefusal(number, unit: unit, isSeconds: isSeconds)
        case let .millisecondsForSeconds(_, written, piece, seconds):
            let which = piece == written ? "" : ", and \(piece) reads like milliseconds"
            return "seconds are expected\(which); did you mean \(Self.plain(seconds / 1000))?"
        default:
            return description
        }
    }

    /// A number in a message: Swift's shortest round-trip text for a finite
    /// value, "NaN", "∞" or "−∞" otherwise (never a sign on NaN).
    private func shown(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "∞" : "−∞" }
        return "\(value)"
    }

    /// A number as the user would write it back: as ``shown(_:)`` writes
    /// it, without the `.0` of a whole number (`300`, `0.45`).
    private static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value > 0 ? "∞" : "−∞" }
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Why a number written with `unit` is refused: for a time in seconds
    /// the seconds meant (`450ms` is 0.45), or that seconds are expected;
    /// for any other parameter the number alone, a percentage as the
    /// fraction it writes (`5%` is 0.05), without a guess for a multiplier (`100k`).
    private static func unitRefusal(_ number: Double, unit: String, isSeconds: Bool) -> String {
        if isSeconds, let seconds = WrittenUnit.seconds(number, in: unit) {
            return "seconds are expected; did you mean \(plain(seconds))? (numbers are written without a unit)"
        }
        if isSeconds { return "seconds are expected, written without a unit ('\(unit)')" }
        let meant: Double? =
            switch unit {
            case "%": number / 100
            case "k", "K", "M", "G": nil
            default: number
            }
        return "write the number alone, without a unit ('\(unit)')"
            + (meant.map { "; did you mean \(plain($0))?" } ?? "")
    }
}

/// The checks shared by every initializer that takes user numbers.
enum Validate {
    static func finite(_ value: Double, _ name: String) throws(SpringError) {
        guard value.isFinite else { throw .nonFinite(parameter: name, value: value) }
    }

    static func positive(_ value: Double, _ name: String) throws(SpringError) {
        try finite(value, name)
        guard value > 0 else { throw .notPositive(parameter: name, value: value) }
    }

    static func nonNegative(_ value: Double, _ name: String) throws(SpringError) {
        try finite(value, name)
        guard value >= 0 else { throw .negative(parameter: name, value: value) }
    }

    static func within(_ range: ClosedRange<Double>, _ value: Double, _ name: String) throws(SpringError) {
        try finite(value, name)
        guard range.contains(value) else { throw .outOfRange(parameter: name, value: value, range: range) }
    }
}
