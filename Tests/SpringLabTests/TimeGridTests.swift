import RealModule
import Testing

@testable import SpringLab

@Suite("Uniform time grids")
struct TimeGridTests {
    /// An end that is a whole number of steps keeps its last sample even when
    /// n·fl(h) rounds above it, and nothing lies past it beyond rounding.
    @Test(arguments: [
        (1.0 / 60, 0.45, 28), (1.0 / 120, 1.0, 121), (1.0 / 30, 0.25, 8), (0.1, 0.3, 4),
        (0.001, 5.0, 5001), (0.25, 1.2701651956539866, 6),
    ])
    func countCoversTheInterval(step: Double, until: Double, count: Int) throws {
        let grid = try TimeGrid(step: step, until: until)
        #expect(grid.count == count)
        #expect(grid.end <= until + 1e-9 * step)
        #expect(grid.time(at: grid.count) > until)
    }

    @Test func endShorterThanAStepGivesTheStart() throws {
        let grid = try TimeGrid(step: 0.1, until: 0.05)
        #expect(grid.count == 1)
        #expect(grid.end == 0)
    }

    /// Times are n·h with one rounding, not an accumulated sum.
    @Test func timesAreProductsNotSums() throws {
        let grid = try TimeGrid(step: 0.1, count: 1001)
        var accumulated = 0.0
        for _ in 0..<1000 { accumulated += 0.1 }
        #expect(grid.end == 100)
        #expect(accumulated != 100)  // why the product matters: the sum drifts
    }

    @Test func sampleLimitIsCheckedBeforeAllocating() {
        do {
            _ = try TimeGrid(step: 1e-9, until: 1)
            Issue.record("expected tooManySamples")
        } catch let .tooManySamples(requested, limit) {
            #expect(requested.isApproximatelyEqual(to: 1e9, absoluteTolerance: 2))
            #expect(limit == TimeGrid.defaultSampleLimit)
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: SpringError.tooManySamples(requested: 11, limit: 10)) {
            try TimeGrid(step: 0.1, until: 1, sampleLimit: 10)
        }
        // A subnormal step makes until/h infinite: still a clean error.
        #expect(throws: SpringError.self) { try TimeGrid(step: .leastNonzeroMagnitude, until: 1) }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity])
    func badStepsAndEndsAreRefused(value: Double) {
        #expect(throws: SpringError.self) { try TimeGrid(step: value, until: 1) }
        #expect(throws: SpringError.self) { try TimeGrid(step: 0.01, until: value) }
    }

    @Test func tooManySamplesReadsAsOneLine() {
        let message = SpringError.tooManySamples(requested: 1_000_000_001, limit: 100_000_000).description
        #expect(message == "the time grid needs 1000000001 samples, more than the limit of 100000000")
    }
}
