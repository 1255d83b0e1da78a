import SpringLab

/// Springs that move the same on screen, across files and languages.
///
/// Two springs move the same when the frames their runtimes show differ
/// by at most `tolerance` of the distance at every frame until both rest
/// (``ScreenRun/maxDeviation(from:)``). Springs are grouped in order: each
/// joins the first group whose first spring moves the same, else starts
/// one; comparing with the first spring, not any member, keeps a chain of
/// small differences from growing into one group of unlike springs.
///
/// Cost: near-linear in the springs for springs spread over many screens.
/// A run's displacement at a few frames (``ScreenProfile``) bounds its
/// deviation from another from below, so a spring is compared in full only
/// with the first springs of groups in its own and the neighbouring cells
/// of a grid of two of those displacements, the cells `tolerance` wide, and
/// almost-same groups are searched outward from each group in the order of
/// one displacement, no farther than the nearest found so far.
package struct SpringGroups: Sendable {
    /// The members of each group of two springs or more (indices into the
    /// springs measured), in order of their first member.
    package let groups: [[Int]]
    /// Pairs of groups (singletons counted as groups of their own and
    /// listed by spring) whose first springs differ by more than the
    /// tolerance but at most `nearTolerance`: for each group its
    /// ``nearestPerGroup`` nearest such groups, each pair once, the earlier
    /// group first, in the order of the earlier group, then of deviation.
    package let nearMisses: [(first: [Int], second: [Int], deviation: Double)]

    /// How many almost-same groups are listed for one group at most: the nearest.
    package static let nearestPerGroup = 3

    /// Groups the springs whose runs are `runs` (nil: not measured).
    init(runs: [ScreenRun?], tolerance: Double, nearTolerance: Double) {
        var leaders: [Leader] = []
        var grid = LeaderGrid(cell: tolerance)
        for (index, run) in runs.enumerated() {
            guard let run else { continue }
            let profile = ScreenProfile(run)
            let match = grid.candidates(near: profile).first { candidate in
                let leader = leaders[candidate]
                return leader.profile.lowerBound(from: profile) <= tolerance
                    && leader.run.deviation(from: run, over: tolerance) <= tolerance
            }
            if let match {
                leaders[match].members.append(index)
            } else {
                grid.insert(leaders.count, profile)
                leaders.append(Leader(run: run, profile: profile, members: [index]))
            }
        }
        groups = leaders.map(\.members).filter { $0.count > 1 }
        nearMisses = Self.nearPairs(leaders, tolerance: tolerance, nearTolerance: nearTolerance).map {
            (leaders[$0.first].members, leaders[$0.second].members, $0.deviation)
        }
    }

    /// The first spring of a group, its profile and its members.
    struct Leader {
        let run: ScreenRun
        let profile: ScreenProfile
        var members: [Int]
    }

    /// For each leader its ``nearestPerGroup`` nearest others within
    /// (`tolerance`, `nearTolerance`], each pair once (indices into `leaders`).
    private static func nearPairs(_ leaders: [Leader], tolerance: Double, nearTolerance: Double) -> [(
        first: Int, second: Int, deviation: Double
    )] {
        guard nearTolerance > tolerance else { return [] }
        let search = NearSearch(leaders: leaders, tolerance: tolerance, nearTolerance: nearTolerance)
        var pairs: [Int: [(other: Int, deviation: Double)]] = [:]
        for a in leaders.indices {
            for (b, deviation) in search.nearest(to: a) {
                let (first, second) = a < b ? (a, b) : (b, a)
                if !(pairs[first]?.contains { $0.other == second } ?? false) {
                    pairs[first, default: []].append((second, deviation))
                }
            }
        }
        return pairs.keys.sorted().flatMap { first in
            pairs[first]!.sorted { ($0.deviation, $0.other) < ($1.deviation, $1.other) }.map {
                (first, $0.other, $0.deviation)
            }
        }
    }
}

/// The nearest almost-same leaders of each leader: the leaders sorted by
/// their profile's ``ScreenProfile/key``, whose difference bounds the
/// deviation from below, so that a search outward from a leader stops at
/// the first key farther than the farthest leader it keeps.
private struct NearSearch {
    let leaders: [SpringGroups.Leader]
    let tolerance: Double
    let nearTolerance: Double
    /// The leaders whose key is a number, by key (then index), and where each is in that order.
    let order: [Int]
    let place: [Int: Int]
    /// The leaders whose key is not a number: compared with every leader.
    let unkeyed: [Int]

    init(leaders: [SpringGroups.Leader], tolerance: Double, nearTolerance: Double) {
        self.leaders = leaders
        self.tolerance = tolerance
        self.nearTolerance = nearTolerance
        unkeyed = leaders.indices.filter { leaders[$0].profile.key.isNaN }
        order = leaders.indices.filter { !leaders[$0].profile.key.isNaN }.sorted {
            (leaders[$0].profile.key, $0) < (leaders[$1].profile.key, $1)
        }
        place = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    }

    /// The ``SpringGroups/nearestPerGroup`` leaders that deviate from leader
    /// `a` by more than the tolerance and least, at most `nearTolerance`,
    /// nearest first (on a tie the earlier leader).
    func nearest(to a: Int) -> [(Int, Double)] {
        var kept = Kept(limit: nearTolerance)
        for b in unkeyed where b != a { consider(b, for: a, into: &kept) }
        guard let position = place[a] else {
            for b in order { consider(b, for: a, into: &kept) }
            return kept.leaders
        }
        let key = leaders[a].profile.key
        var below = position - 1, above = position + 1
        while below >= 0 || above < order.count {
            let downward = below >= 0 ? key - leaders[order[below]].profile.key : .infinity
            let upward = above < order.count ? leaders[order[above]].profile.key - key : .infinity
            guard min(downward, upward) <= kept.bound else { break }
            if downward <= upward {
                consider(order[below], for: a, into: &kept)
                below -= 1
            } else {
                consider(order[above], for: a, into: &kept)
                above += 1
            }
        }
        return kept.leaders
    }

    private func consider(_ b: Int, for a: Int, into kept: inout Kept) {
        guard leaders[b].profile.lowerBound(from: leaders[a].profile) <= kept.bound else { return }
        let deviation = leaders[a].run.deviation(from: leaders[b].run, over: kept.bound)
        if deviation > tolerance, deviation <= kept.bound { kept.add(b, deviation) }
    }

    /// The nearest leaders found so far, and how far one may be to join them.
    struct Kept {
        private(set) var found: [(other: Int, deviation: Double)] = []
        private(set) var bound: Double

        init(limit: Double) { bound = limit }

        var leaders: [(Int, Double)] { found.map { ($0.other, $0.deviation) } }

        mutating func add(_ leader: Int, _ deviation: Double) {
            found.append((leader, deviation))
            found.sort { ($0.deviation, $0.other) < ($1.deviation, $1.other) }
            if found.count > SpringGroups.nearestPerGroup { found.removeLast() }
            if found.count == SpringGroups.nearestPerGroup { bound = found[found.count - 1].deviation }
        }
    }
}

/// A run's displacement at a few frames from 1 to 128 (0.017 s to 2.1 s at
/// 60 Hz): the largest difference of two profiles, at the frames where both
/// runs are known, is at most the largest difference of the runs
/// (``ScreenRun/maxDeviation(from:)`` compares every frame until one of the
/// runs is no longer known, and a run known at a frame is known at every
/// frame before it), so it bounds the deviation from below.
struct ScreenProfile {
    /// The frames sampled.
    static let frames = [1, 2, 3, 4, 6, 8, 11, 16, 22, 32, 45, 64, 90, 128]
    /// The indices into ``frames`` of ``key`` (frame 11) and of the grid's
    /// two coordinates (frames 4 and 32).
    static let keyFrame = 6, gridFrames = (3, 9)

    /// The displacement at each of ``frames``; NaN where the run is not known.
    let values: [Double]

    init(_ run: ScreenRun) {
        values = Self.frames.map { run.displacement(atFrame: $0) ?? .nan }
    }

    /// The displacement at one frame, what almost-same groups are sorted by.
    var key: Double { values[Self.keyFrame] }

    /// The largest difference between the two profiles where both are numbers.
    func lowerBound(from other: ScreenProfile) -> Double {
        var largest = 0.0
        for (a, b) in zip(values, other.values) {
            let difference = (a - b).magnitude
            if difference > largest { largest = difference }
        }
        return largest
    }
}

/// The first springs of groups placed in a grid of two profile values
/// (``ScreenProfile/gridFrames``), cells `cell` wide: a run within
/// `cell` of a leader lies in the leader's cell or one of its eight
/// neighbours. A profile with either value not a number has no cell and is
/// a candidate of every search.
struct LeaderGrid {
    let cell: Double
    private var cells: [Cell: [Int]] = [:]
    private var unplaced: [Int] = []

    struct Cell: Hashable {
        let x: Int
        let y: Int
    }

    init(cell: Double) {
        // Far below any deviation that matters; a tolerance of 0 groups identical runs alone.
        self.cell = max(cell, 1e-12)
    }

    /// The cell of `profile`; nil when a coordinate is not a number. Values
    /// beyond ±10¹⁵ cells share the last cell, which keeps neighbours neighbours.
    private func cell(of profile: ScreenProfile) -> Cell? {
        let (x, y) = (profile.values[ScreenProfile.gridFrames.0], profile.values[ScreenProfile.gridFrames.1])
        guard !x.isNaN, !y.isNaN else { return nil }
        func index(_ value: Double) -> Int { Int((value / cell).clamped(to: -1e15...1e15).rounded(.down)) }
        return Cell(x: index(x), y: index(y))
    }

    mutating func insert(_ leader: Int, _ profile: ScreenProfile) {
        guard let cell = cell(of: profile) else { return unplaced.append(leader) }
        cells[cell, default: []].append(leader)
    }

    /// The leaders that may lie within ``cell`` of `profile`, in the order they were inserted.
    func candidates(near profile: ScreenProfile) -> [Int] {
        guard let center = cell(of: profile) else { return (cells.values.flatMap { $0 } + unplaced).sorted() }
        var found = unplaced
        for dx in -1...1 {
            for dy in -1...1 {
                found += cells[Cell(x: center.x + dx, y: center.y + dy)] ?? []
            }
        }
        return found.sorted()
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}

extension ScreenRun {
    /// ``maxDeviation(from:)``, stopped at the first frame where it passes
    /// `limit`: the same number when it is at most `limit`, else some number
    /// above `limit`.
    func deviation(from other: ScreenRun, over limit: Double) -> Double {
        let count = Swift.max(shown.count, other.shown.count) + 1
        var largest = 0.0
        for k in 0..<count {
            guard let a = displacement(atFrame: k), let b = other.displacement(atFrame: k) else { break }
            largest = Swift.max(largest, (a - b).magnitude)
            if largest > limit { return largest }
        }
        return largest
    }
}
