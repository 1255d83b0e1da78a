import Testing

@testable import SpringLabPlot

@Suite("display frames and GIF delays")
struct FrameClockTests {
    /// Frames run to the first one strictly after the end: floor(end·fps) + 2
    /// frames when end·fps is not a whole number, and one more frame after a
    /// whole-frame end (that frame still shows the motion, not the final state).
    @Test(arguments: [(0.45, 50, 24), (0.7, 50, 37), (1.0, 50, 52), (0.0, 50, 2), (0.45, 60, 29), (1.5, 50, 77)])
    func framesRunPastTheEnd(_ end: Double, _ fps: Int, _ count: Int) {
        let clock = FrameClock(fps: fps, end: end)
        #expect(clock.count == count)
        #expect(clock.time(ofFrame: clock.count - 1) > end)
        #expect(clock.time(ofFrame: clock.count - 2) <= end)
    }

    @Test func timesComeFromTheIndex() {
        let clock = FrameClock(fps: 60, end: 2)
        for n in clock.frames { #expect(clock.time(ofFrame: n) == Double(n) / 60) }
    }

    /// At 50 fps every frame lasts 2 cs; the last one holds the final state.
    @Test func fiftyFramesASecondAreTwoCentisecondsEach() {
        let delays = FrameClock(fps: 50, end: 1.5).delays(hold: 100)
        #expect(delays.count == 77)
        #expect(delays.dropLast().allSatisfy { $0 == 2 })
        #expect(delays.last == 100)
    }

    /// 30 fps cannot be written as whole centiseconds: the delays alternate so
    /// that each frame appears at its real time rounded to the centisecond.
    @Test func thirtyFramesASecondAlternate() {
        let delays = FrameClock(fps: 30, end: 1).delays(hold: 50)
        #expect(Array(delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(delays.dropLast().reduce(0, +) == 100 + 3)
    }

    /// For every rate a GIF accepts: no delay under 2 cs (browsers would show
    /// 10), and every frame starts within half a centisecond of n/fps, so the
    /// error never accumulates.
    @Test func everyGIFRateKeepsRealTime() {
        for fps in AnimationLimits.gifFPS {
            let clock = FrameClock(fps: fps, end: 3)
            let delays = clock.delays(hold: 100)
            #expect(delays.allSatisfy { $0 >= 2 }, "\(fps) fps")
            var start = 0
            for n in clock.frames {
                #expect(abs(Double(start) / 100 - Double(n) / Double(fps)) <= 0.005 + 1e-12, "\(fps) fps, frame \(n)")
                start += delays[n]
            }
        }
    }
}
