/// Every runtime's answer to one ``Retarget``: the runtimes springlab
/// follows through a retarget (``RetargetModel``), in the order of
/// ``RuntimeRegistry/runtimes``, each with its run and its measures, and the
/// names of those it does not follow yet.
public struct RetargetReport: Sendable {
    /// One runtime's answer.
    public struct Row: Sendable {
        public let key: String
        /// The name `--for` takes: the runtime's input kind.
        public let kind: String
        public let name: String
        /// What the runtime's call does with the velocity at this hand-off.
        public let velocityHandling: VelocityHandling
        /// The rule in words, led by ``velocityHandling``.
        public let velocityRule: String
        public let isRun: Bool
        public let run: RetargetRun
        public let measures: RetargetMeasures
        /// The runtime's model, as it ran.
        let runtime: any RetargetModel
    }

    public let retarget: Retarget
    public let rows: [Row]
    /// Runtimes with no retarget model, by name.
    public let unmodelled: [String]

    /// - Throws: ``SpringError`` when a runtime's model cannot be built for
    ///   the first move, or its run cannot be measured.
    public init(_ retarget: Retarget) throws(SpringError) {
        var rows: [Row] = [], unmodelled: [String] = []
        for runtime in RuntimeRegistry.runtimes {
            guard let model = runtime as? any RetargetModel.Type else {
                unmodelled.append(runtime.name)
                continue
            }
            if let row = try Self.row(model, retarget) { rows.append(row) }
        }
        self.retarget = retarget
        self.rows = rows
        self.unmodelled = unmodelled
    }

    private static func row<Model: RetargetModel>(_ model: Model.Type, _ retarget: Retarget) throws(SpringError)
        -> Row?
    {
        guard let runtime = try Model.model(for: retarget.first, move: retarget.move) else { return nil }
        let run = try runtime.retargetRun(retarget), handling = runtime.velocityHandling(at: retarget)
        return Row(
            key: Model.key, kind: Model.kind, name: Model.name, velocityHandling: handling,
            velocityRule: "\(handling.rawValue): " + Model.velocityRule, isRun: Model.isRun,
            run: run,
            measures: try RetargetMeasures(run, of: retarget), runtime: runtime)
    }

    /// The last frame any runtime draws: the latest its second move ends on
    /// (r − 1 when no runtime is followed).
    public var lastFrame: Int { rows.map { $0.run.frames.count - 1 }.max() ?? retarget.retargetFrame - 1 }

    /// The row of the runtime whose key is `key`; nil for one not followed.
    public func row(_ key: String) -> Row? { rows.first { $0.key == key } }

    /// The velocity to hand over at frame r − 1, units per second: the one
    /// the runtime's value has there (0 after its first move ended), or a
    /// gesture's own.
    public func velocityToHandOver(_ row: Row) -> Double {
        switch retarget.start {
        case .move: row.run.firstMoveEnded ? 0 : row.run.velocityBefore
        case let .gesture(_, velocity): velocity
        }
    }

    /// The move that hands that velocity over: from the value `row`'s
    /// runtime shows at frame r − 1 toward the target, the second spring with
    /// ``velocityToHandOver(_:)`` as its initial velocity, written for every
    /// API (each API's code then gives it in the API's own unit and sign);
    /// nil when the value is at the target, where no API's fraction of the
    /// distance is defined.
    /// - Throws: ``SpringError`` for a velocity beyond what a move can take.
    public func handOff(_ row: Row) throws(SpringError) -> SpringEquivalents? {
        let from = row.run.valueAtRetarget, to = retarget.to
        guard from != to else { return nil }
        let move = try ScreenMove(from: from, to: to, framesPerSecond: retarget.move.framesPerSecond)
        let spring = retarget.second
        let animation = try SpringAnimation(
            CoreAnimationSpring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: velocityToHandOver(row) / (to - from), allowsOverdamping: spring.dampingRatio > 1))
        return SpringEquivalents(animation, move: move)
    }

    /// The runtime's own code for ``handOff(_:)``, the velocity in its unit
    /// and sign; `number` writes a number as code. nil as ``handOff(_:)``.
    /// - Throws: as ``handOff(_:)``.
    public func handOffCode(_ row: Row, number: (Double) -> String) throws(SpringError) -> [String]? {
        try handOff(row).map { type(of: row.runtime).code($0, number: number) }
    }

    /// `row`'s runtime running the code of ``handOffCode(_:number:)``: a new
    /// animation at frame r − 1 from the value shown there, with the velocity
    /// handed over, as a gesture's release (its frame 0 is frame r − 1,
    /// `offset` seconds after the first move's frame 0; its fractions are of
    /// the first move's distance). nil for a gesture, which is that already,
    /// and as ``handOff(_:)``.
    /// - Throws: ``SpringError`` when the run cannot be measured.
    public func handingOver(_ row: Row) throws(SpringError)
        -> (run: RetargetRun, measures: RetargetMeasures, offset: Double)?
    {
        guard retarget.isMove, let handOff = try handOff(row) else { return nil }
        let release = try Retarget(
            releasing: handOff.animation, from: row.run.valueAtRetarget, velocity: velocityToHandOver(row),
            to: retarget.to, move: retarget.move)
        let run = try row.runtime.retargetRun(release)
        return (run, try RetargetMeasures(run, of: release), retarget.move.frameTime(retarget.retargetFrame - 1))
    }
}
