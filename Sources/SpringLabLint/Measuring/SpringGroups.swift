import SpringLab

/// Springs that move the same on screen, across files and languages.
///
/// Two springs move the same when the frames their runtimes show differ
/// by at most `tolerance` of the distance at every frame until both rest
/// (``ScreenRun/maxDeviation(from:)``). Springs are grouped in order: each
/// joins the first group whose first spring moves the same, else starts
/// one; comparing with the first spring, not any member, keeps a chain of
/// small differences from growing into one group of unlike springs.
package struct SpringGroups: Sendable {
    /// The members of each group of two springs or more (indices into the
    /// springs measured), in order of their first member.
    package let groups: [[Int]]
    /// Pairs of groups (indices into ``groups``, singletons counted as
    /// groups of their own and listed by spring) whose first springs
    /// differ by more than the tolerance but at most `nearTolerance`.
    package let nearMisses: [(first: [Int], second: [Int], deviation: Double)]

    /// Groups the springs whose runs are `runs` (nil: not measured).
    init(runs: [ScreenRun?], tolerance: Double, nearTolerance: Double) {
        var leaders: [(run: ScreenRun, members: [Int])] = []
        for (index, run) in runs.enumerated() {
            guard let run else { continue }
            if let group = leaders.firstIndex(where: { $0.run.maxDeviation(from: run) <= tolerance }) {
                leaders[group].members.append(index)
            } else {
                leaders.append((run, [index]))
            }
        }
        groups = leaders.map(\.members).filter { $0.count > 1 }
        var near: [(first: [Int], second: [Int], deviation: Double)] = []
        for a in leaders.indices {
            for b in leaders.indices where b > a {
                let deviation = leaders[a].run.maxDeviation(from: leaders[b].run)
                if deviation > tolerance, deviation <= nearTolerance {
                    near.append((leaders[a].members, leaders[b].members, deviation))
                }
            }
        }
        nearMisses = near
    }
}
