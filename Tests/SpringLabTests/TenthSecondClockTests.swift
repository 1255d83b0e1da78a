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
