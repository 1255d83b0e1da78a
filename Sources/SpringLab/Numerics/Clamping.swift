extension Comparable {
    /// The value nearest to this one in `range`: the bound it lies beyond, or itself.
    func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
