import Foundation
import SpringLab
import SpringLabTestSupport
import Testing

@testable import SpringLabLint

/// The grouping that skips comparisons gives what comparing every spring
/// with every group gives: the same groups, and for each group the nearest
/// almost-same groups of the full list of pairs.
@Suite("lint's groups")
struct SpringGroupsTests {
    /// Damped cosines sampled at 60 Hz, many close to one another (a few
    /// parameters on a coarse lattice, plus a little noise), some ending
    /// early with a snap, some held off the target, some never ending.
    private func runs(count: Int, seed: UInt64) -> [ScreenRun?] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ -> ScreenRun? in
            if random.uniform(0, 1) < 0.05 { return nil }
            let rate = (random.uniform(1, 12) * 4).rounded() / 4, frequency = (random.uniform(0, 20) * 2).rounded() / 2
            let noise = random.uniform(0, 1) < 0.5 ? random.uniform(-0.004, 0.004) : 0
            let length = Int(random.uniform(5, 400))
            let shown = (0..<length).map { k -> Double in
                let t = Double(k) / 60
                return -(1 + noise) * exp(-rate * t) * cos(frequency * t)
            }
            switch Int(random.uniform(0, 3)) {
            case 0: return ScreenRun(shown: shown, endFrame: length, jump: shown.last!.magnitude)
            case 1: return ScreenRun(shown: shown, endFrame: length, restValue: shown.last!, jump: 0)
            default: return ScreenRun(shown: shown, endFrame: nil, jump: 0)
            }
        }
    }

    /// Every spring compared with the first spring of every group before it.
    private func referenceLeaders(_ runs: [ScreenRun?], _ tolerance: Double) -> [(run: ScreenRun, members: [Int])] {
        var leaders: [(run: ScreenRun, members: [Int])] = []
        for (index, run) in runs.enumerated() {
            guard let run else { continue }
            if let group = leaders.firstIndex(where: { $0.run.maxDeviation(from: run) <= tolerance }) {
                leaders[group].members.append(index)
            } else {
                leaders.append((run, [index]))
            }
        }
        return leaders
    }

    /// Every pair of groups: for each group the `nearestPerGroup` others that
    /// deviate least within (tolerance, near], the earlier first on a tie;
    /// each pair once, as the first members of its two groups.
    private func referencePairs(_ leaders: [(run: ScreenRun, members: [Int])], _ tolerance: Double, _ near: Double)
        -> Set<String>
    {
        var pairs = Set<String>()
        for a in leaders.indices {
            let close = leaders.indices.filter { $0 != a }.map {
                ($0, leaders[a].run.maxDeviation(from: leaders[$0].run))
            }
            .filter { $0.1 > tolerance && $0.1 <= near }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(SpringGroups.nearestPerGroup)
            for (b, deviation) in close {
                let (first, second) = a < b ? (a, b) : (b, a)
                pairs.insert("\(leaders[first].members[0]) \(leaders[second].members[0]) \(deviation)")
            }
        }
        return pairs
    }

    @Test(arguments: [(0.005, 0.05), (0.02, 0.2), (0, 0.01), (0.05, 1.0), (0.01, 0.01)])
    func sameAsComparingEveryPair(tolerance: Double, near: Double) {
        for seed in UInt64(1)...3 {
            let runs = runs(count: 300, seed: seed)
            let groups = SpringGroups(runs: runs, tolerance: tolerance, nearTolerance: near)
            let leaders = referenceLeaders(runs, tolerance)
            #expect(groups.groups == leaders.map(\.members).filter { $0.count > 1 }, "seed \(seed)")
            let pairs = groups.nearMisses.map { "\($0.first[0]) \($0.second[0]) \($0.deviation)" }
            #expect(Set(pairs).count == pairs.count)
            #expect(Set(pairs) == referencePairs(leaders, tolerance, near), "seed \(seed)")
            #expect(pairs.count <= SpringGroups.nearestPerGroup * leaders.count)
        }
    }

    /// Runs known at no frame the grid reads (compared with every other), and
    /// displacements beyond its last cell, group as comparing every pair groups them.
    @Test func runsTheGridCannotPlace() {
        let runs: [ScreenRun?] = [
            ScreenRun(shown: [-1], endFrame: nil, jump: 0), ScreenRun(shown: [-1], endFrame: nil, jump: 0),
            ScreenRun(shown: [-1, 1e300, -1e300], endFrame: 3, jump: 0),
            ScreenRun(shown: [-1, 1e300, -1e300], endFrame: 3, jump: 0),
            ScreenRun(shown: [-1, -0.5], endFrame: 2, jump: 0.25),
            ScreenRun(shown: [-1, -0.52], endFrame: 2, jump: 0.25),
        ]
        let groups = SpringGroups(runs: runs, tolerance: 0.005, nearTolerance: 0.05)
        #expect(groups.groups == referenceLeaders(runs, 0.005).map(\.members).filter { $0.count > 1 })
        let pairs = Set(groups.nearMisses.map { "\($0.first[0]) \($0.second[0]) \($0.deviation)" })
        #expect(pairs == referencePairs(referenceLeaders(runs, 0.005), 0.005, 0.05))
    }
}
