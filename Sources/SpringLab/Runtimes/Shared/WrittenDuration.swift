extension SpringInput {
    /// Whether the spring was written as a duration: one of its parameters
    /// is one (`duration`, `springDuration`, `settlingDuration`, …), so that
    /// an API with a duration form answers in the same words (Reanimated's
    /// code for such a spring is a duration config).
    var isWrittenAsDuration: Bool {
        given.contains { $0.name == "duration" || $0.name.hasSuffix("Duration") }
    }
}
