extension SpringAnimation {
    /// Where a sampled curve of this animation naturally ends, in seconds:
    /// for UIKit the animation's duration (UIKit then snaps to the target),
    /// otherwise the band exit (the last time |x| > ε; ε = 0.001 of the
    /// distance by default).
    ///
    /// - Throws: ``SpringError/neverSettles`` for an undamped spring written
    ///   for an API that runs until it settles.
    public func curveEnd(tolerance: SettlingTolerance = .standard) throws(SpringError) -> Double {
        if let end = endTime { return end }
        guard let settled = motion.bandExit(tolerance).seconds else { throw .neverSettles }
        return settled
    }
}
