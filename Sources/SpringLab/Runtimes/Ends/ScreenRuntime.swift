/// A runtime of ``RuntimeRegistry`` with the rest thresholds it runs one
/// animation with, or none where it cannot express the spring.
///
/// `key` names it in JSON (`runtimes.<key>`) and `kind` on the command line
/// (`--for KIND`, the name of its input kind).
public struct ScreenRuntime: Hashable, Sendable {
    /// The runtime.
    public let type: any Runtime.Type
    /// Its model with thresholds; nil where it cannot express the spring.
    public let model: (any Runtime)?

    init(_ type: any Runtime.Type, model: (any Runtime)?) {
        self.type = type
        self.model = model
    }

    public static func == (a: ScreenRuntime, b: ScreenRuntime) -> Bool {
        ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
            && a.model.map { AnyHashable($0) } == b.model.map { AnyHashable($0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(model.map { AnyHashable($0) })
    }

    /// Every runtime with its thresholds for `animation` over `move`, in the
    /// order reports list them.
    ///
    /// - Throws: ``SpringError`` when a runtime's thresholds cannot be computed.
    public static func all(for animation: SpringAnimation, move: ScreenMove) throws(SpringError) -> [ScreenRuntime] {
        try RuntimeRegistry.runtimes.map { runtime throws(SpringError) in
            try ScreenRuntime(runtime, for: animation, move: move)
        }
    }

    private init(_ runtime: any Runtime.Type, for animation: SpringAnimation, move: ScreenMove) throws(SpringError) {
        self.init(runtime, model: try runtime.model(for: animation, move: move))
    }

    /// The names `--for` accepts, in report order.
    public static var kindNames: [String] { RuntimeRegistry.kindNames }

    /// The runtime called `kind` (one of ``kindNames``) with its thresholds
    /// for `animation` over `move`.
    ///
    /// - Throws: ``SpringError/unknownKind(name:known:)`` for another name.
    public static func named(_ kind: String, for animation: SpringAnimation, move: ScreenMove) throws(SpringError)
        -> ScreenRuntime
    {
        guard let runtime = RuntimeRegistry.runtimes.first(where: { $0.kind == kind }) else {
            throw .unknownKind(name: kind, known: kindNames)
        }
        return try ScreenRuntime(runtime, for: animation, move: move)
    }

    /// The name `--for` takes for this runtime.
    public var kind: String { type.kind }
    /// The JSON key: `runtimes.<key>`.
    public var key: String { type.key }
    /// The runtime's name as text output prints it.
    public var name: String { type.name }

    /// The frames this runtime shows of `animation` over `move`; nil where it
    /// cannot express the spring.
    public func run(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun? {
        model?.screenRun(animation, move: move)
    }

    /// How this runtime ends `animation` over `move`, over every run it may
    /// show (``Runtime/screenRuns(_:move:)``): the worst run's end and the
    /// range of their ends; nil where it cannot express the spring.
    public func end(_ animation: SpringAnimation, move: ScreenMove) -> RuntimeEnd? {
        model.map { RuntimeEnd(runs: $0.screenRuns(animation, move: move), exact: animation.motion, move: move) }
    }

    /// The scales tried, loosest first.
    static let thresholdScales = (0...24).map { 1 / Double(1 << $0) }

    /// The same runtime with other parameters, loosest first, for a match
    /// within `tolerance` (a fraction of the distance).
    func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [ScreenRuntime] {
        guard let model else { return [] }
        return model.candidates(tolerance: tolerance, animation: animation, move: move).map {
            ScreenRuntime(type, model: $0)
        }
    }

    /// The runtime's own parameters for `animation` over `move`, by the names
    /// its API uses (velocities in its unit), in the order code writes them.
    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        model?.parameters(animation, move: move) ?? []
    }
}
