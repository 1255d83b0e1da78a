extension ScreenMove {
    /// The time frame `k` is shown, in milliseconds, computed as a browser's
    /// driver would: `k · 1000 / fps`.
    public func frameMilliseconds(_ k: Int) -> Double { Double(k) * 1000 / framesPerSecond }
}
