/// An API springlab writes the same motion for: the code `fit` prints and
/// the `equivalents` groups of a report, each with the public source of what
/// it states.
///
/// Each folder `Runtimes/<Name>/` holds one: the type `<Name>Runtime`, or
/// `<Name>API` for an API without an end-of-animation model (the build lists
/// them in ``RuntimeRegistry``); the APIs with such a model conform to
/// ``Runtime`` too.
public protocol SpringAPI: Sendable {
    /// The public source of each fact springlab states about the API.
    static var sources: [RuntimeSource] { get }
    /// The API's `equivalents` groups for `equivalents`.
    static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup]
    /// The API's code for one spring, typed (``SpringCode``).
    associatedtype Code: SpringCode
    /// The API's code for `equivalents`, the initial velocity in the API's
    /// own unit, its thresholds left to the API's defaults: the code a
    /// report lists.
    static func code(_ equivalents: SpringEquivalents) -> Code
    /// The name `--for` takes to answer for this API alone; nil for an API
    /// `--for` does not take (a runtime's is its input kind's name).
    static var platformKind: String? { get }
    /// The API's name in a `--for` answer.
    static var platformName: String { get }
    /// One sentence saying what the API calls a duration, when that is not
    /// the time the motion settles in (`settling`, seconds); nil when the API
    /// has no such duration in its code.
    static func durationMeaning(_ equivalents: SpringEquivalents, settling: Double, number: (Double) -> String)
        -> String?
}

extension SpringAPI {
    /// The paste-ready code of ``code(_:)``, one line per way of writing the
    /// spring (``SpringCode/lines(number:)``); `number` writes a number as code.
    public static func code(_ equivalents: SpringEquivalents, number: (Double) -> String) -> [String] {
        code(equivalents).lines(number: number)
    }

    public static var platformKind: String? { nil }
    public static var platformName: String { "\(self)" }
    public static func durationMeaning(
        _ equivalents: SpringEquivalents, settling: Double, number: (Double) -> String
    ) -> String? { nil }
}

/// A runtime whose end of animation springlab models: an API with its rest
/// thresholds, run frame by frame on a ``ScreenMove``.
///
/// A value is the runtime with its thresholds (a rest band, a duration): the
/// model of one animation's end. The type `<Name>Runtime`, in the file
/// `Sources/SpringLab/Runtimes/<Name>/<Name>Runtime.swift`; see
/// CONTRIBUTING.md, "Adding a runtime".
public protocol Runtime: SpringAPI, Hashable, Sendable {
    /// The kind of spring input written for this runtime: its ``SpringInput/kind``
    /// is the runtime's name on the command line (`--for KIND`).
    associatedtype Input: SpringInput
    /// Every kind of spring input written for this runtime's API: by
    /// default ``Input`` alone.
    static var inputs: [any SpringInput.Type] { get }
    /// The JSON key: `runtimes.<key>`.
    static var key: String { get }
    /// The runtime's name as text output prints it.
    static var name: String { get }
    /// The runtime with the thresholds it runs `animation` over `move` with:
    /// those written with an ``Input``, else its defaults. nil when the
    /// runtime cannot express the spring (UIKit for ζ > 1).
    ///
    /// - Throws: ``SpringError`` when a threshold cannot be computed.
    static func model(for animation: SpringAnimation, move: ScreenMove) throws(SpringError) -> Self?
    /// The frames this runtime shows of `animation` over `move`.
    func screenRun(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun
    /// Every run this runtime may show of `animation` over `move`, where
    /// what it shows depends on something the app cannot fix (the phase of
    /// a whole-millisecond clock, ``ClockPhaseRuntime``); by default the one
    /// ``screenRun(_:move:)``. A `--for` match must hold for each, and
    /// reports give the range of their ends (``RuntimeEnd``).
    func screenRuns(_ animation: SpringAnimation, move: ScreenMove) -> [ScreenRun]
    /// The same runtime with other thresholds, loosest first, for a match
    /// within `tolerance` (a fraction of the distance): what `--for` tries.
    func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self]
    /// The runtime's own parameters for `animation` over `move`, by the
    /// names its API uses (velocities in its unit), in the order code writes
    /// them: what `--for` prints.
    func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter]
    /// The API's code with these thresholds written in, where the API takes
    /// them in code (Compose's `visibilityThreshold`): what `--for` prints
    /// and `springlab tokens` declares. By default ``SpringAPI/code(_:)``.
    func code(_ equivalents: SpringEquivalents) -> Code
}

/// A runtime whose frames depend on the exact motion alone, not on how the
/// animation was written: ``Runtime/screenRun(_:move:)`` runs the animation's
/// motion.
public protocol SpringMotionRuntime: Runtime {
    /// The frames this runtime shows of `motion` over `move`.
    func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun
}

extension SpringMotionRuntime {
    public func screenRun(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun {
        run(animation.motion, move: move)
    }
}

extension Runtime {
    public static var inputs: [any SpringInput.Type] { [Input.self] }

    /// Whether `input` is one of ``inputs``.
    static func writes(_ input: any SpringInput) -> Bool {
        inputs.contains { $0 == type(of: input) }
    }

    public func screenRuns(_ animation: SpringAnimation, move: ScreenMove) -> [ScreenRun] {
        [screenRun(animation, move: move)]
    }

    /// The name `--for` takes: the input kind's name.
    public static var kind: String { Input.kind }
    public static var platformKind: String? { kind }
    public static var platformName: String { name }

    public func code(_ equivalents: SpringEquivalents) -> Code { Self.code(equivalents) }

    /// The paste-ready code of ``Runtime/code(_:)``, with this model's thresholds.
    public func code(_ equivalents: SpringEquivalents, number: (Double) -> String) -> [String] {
        code(equivalents).lines(number: number)
    }

    /// The thresholds tried by ``candidates(tolerance:animation:move:)``,
    /// loosest first: r · tolerance · distance for r = 1, ½, …, 2⁻²⁴.
    public static func thresholdScales(tolerance: Double, move: ScreenMove) -> [Double] {
        ScreenRuntime.thresholdScales.map { $0 * tolerance * move.distance }
    }
}

/// One of a runtime's parameters as `--for` prints it.
public struct RuntimeParameter: Hashable, Sendable {
    public let name: String
    public let value: Value

    public enum Value: Hashable, Sendable {
        case number(Double)
        case flag(Bool)
    }

    public init(_ name: String, _ value: Double) {
        self.name = name
        self.value = .number(value)
    }

    public init(_ name: String, flag: Bool) {
        self.name = name
        self.value = .flag(flag)
    }
}

/// Where a fact about a runtime comes from: a repository with path and tag,
/// a documentation page; for docs/runtimes.md and docs/runtime-ends.md.
public struct RuntimeSource: Hashable, Sendable {
    /// What is stated (`the rest rule`, `tension/friction to k and c`).
    public let fact: String
    /// Where it is published.
    public let source: String

    public init(_ fact: String, _ source: String) {
        self.fact = fact
        self.source = source
    }
}

/// One `equivalents.<key>` group of a report: an API's parameters under
/// their own names.
public struct EquivalentGroup: Sendable {
    /// The group's name in JSON and in `sweep`'s columns.
    public let key: String
    /// False when the API cannot express the spring: every field is then nil.
    public let present: Bool
    public let fields: [(name: String, value: Value)]

    /// A field's value; nil where it does not exist.
    public enum Value: Sendable {
        case number(Double?)
        case integer(Int?)
        case flag(Bool?)
        case text(String?)
    }

    public init(_ key: String, present: Bool = true, _ fields: [(name: String, value: Value)]) {
        self.key = key
        self.present = present
        self.fields = fields
    }

    /// Visits the fields in order.
    func visit<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        for (name, value) in fields {
            switch value {
            case let .number(number): visitor.number(name, number)
            case let .integer(integer): visitor.integer(name, integer)
            case let .flag(flag): visitor.flag(name, flag)
            case let .text(text): visitor.text(name, text)
            }
        }
    }
}
