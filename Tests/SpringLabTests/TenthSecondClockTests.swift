import SpringLabTestSupport
import Testing

@testable import SpringLab

/// Core Animation's 0.1 s grid, found a binade at a time, against summing the
/// steps one by one.
@Suite("Core Animation's 0.1 s clock")
struct TenthSecondClockTests {
    @Test("tₙ equals n rounded additions of 0.1, for every n up to 2·10⁶")
    func matchesRepeatedAddition() {
        var t = 0.0
        var mismatches = 0
        for n in 0...2_000_000 {
            if n % 997 == 0 || n < 200, TenthSecondClock.time(at: n) != t { mismatches += 1 }
            t += 0.1
        }
        #expect(mismatches == 0)
    }

    @Test("the first index reaching a time is the first sample at or after it")
    func inverse() {
        var t = 0.0
        var samples: [Double] = []
        for _ in 0...300_000 { samples.append(t); t += 0.1 }
        for target in stride(from: 0.0, through: 29_999.0, by: 7.31) + [0.1, 0.3, 1, 1.0000000000000002, 25.6] {
            let n = TenthSecondClock.firstIndex(reaching: target)!
            #expect(samples[n] >= target && (n == 0 || samples[n - 1] < target), "\(target)")
        }
    }

    /// In every binade up to where the clock stops, the index found for a
    /// time is that of the first sample at or after it, the samples being
    /// ``TenthSecondClock/time(at:)`` (equal to the summed grid above): at
    /// run boundaries, on samples and just either side of them.
    @Test("the first index reaching a time far out is the first of the clock's samples at or after it")
    func inverseFarOut() {
        var generator = SplitMix64(seed: 19)
        for exponent in 0..<50 {
            let binade = Double(sign: .plus, exponent: exponent, significand: 1)
            var targets = [binade, binade.nextUp, binade.nextDown]
            for _ in 0..<200 { targets.append(binade * generator.uniform(1, 2)) }
            for target in targets where target > 1 {
                let n = TenthSecondClock.firstIndex(reaching: target)!
                let sample = TenthSecondClock.time(at: n)
                for probe in [sample, sample.nextDown, sample.nextUp] {
                    let m = TenthSecondClock.firstIndex(reaching: probe)!
                    #expect(TenthSecondClock.time(at: m) >= probe && TenthSecondClock.time(at: m - 1) < probe)
                }
                #expect(sample >= target && TenthSecondClock.time(at: n - 1) < target, "\(target)")
            }
        }
    }

    /// Far out the clock takes steps of whole ulps, then stops: 2⁵⁰ s has
    /// an ulp of 0.25, and 0.25 + 0.1 rounds back to 0.25 above 2⁵⁰.
    @Test("the clock stops where 0.1 no longer moves a Double")
    func stops() {
        let stop = Double(sign: .plus, exponent: 50, significand: 1)
        #expect(stop + 0.1 == stop)
        #expect(TenthSecondClock.firstIndex(reaching: stop * 2) == nil)
        let last = TenthSecondClock.time(at: Int.max / 2)
        #expect(last >= stop / 2 && last <= stop && last + 0.1 == last)
    }
}
