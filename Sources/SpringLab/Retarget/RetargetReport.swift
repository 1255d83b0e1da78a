/// Every runtime's answer to one ``Retarget``: the runtimes springlab
/// follows through a retarget (``RetargetModel``), in the order of
/// ``RuntimeRegistry/runtimes``, each with its run and its measures, and the
/// names of those it does not follow yet.
public struct RetargetReport: Sendable {
    /// One runtime's answer.
    public struct Row: Sendable {
        public let key: String
        public let name: String
        public let velocityRule: String
        public let isRun: Bool
        public let run: RetargetRun
        public let measures: RetargetMeasures
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
        let run = try runtime.retargetRun(retarget)
        return Row(
            key: Model.key, name: Model.name, velocityRule: Model.velocityRule, isRun: Model.isRun, run: run,
            measures: try RetargetMeasures(run, of: retarget))
    }
}
