import SpringLabIO

/// A one-line progress bar on standard error, redrawn in place, for work
/// that takes long enough to wonder about. Only drawn when standard error is
/// a terminal: logs and pipes get nothing. While drawn, a signal that ends
/// springlab clears it (`CleanupRegistry`).
struct ProgressBar {
    let total: Int
    let label: String
    private(set) var done = 0
    private var drawnPermille = -1
    private let width = 30

    /// A bar for `total` units, or nil when quiet or standard error is not a terminal.
    init?(total: Int, label: String, quiet: Bool) {
        guard !quiet, total > 0, ProcessEnvironment.standardErrorIsTerminal else { return nil }
        self.total = total
        self.label = label
        CleanupRegistry.shared.setShowsStatusLine(true)
    }

    /// Counts `units` more as done and redraws when the bar moved.
    mutating func advance(by units: Int) {
        done = min(done + units, total)
        let permille = done * 1000 / total
        guard permille != drawnPermille else { return }
        drawnPermille = permille
        let filled = done * width / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
        let percent = String(permille / 10) + "." + String(permille % 10)
        CleanupRegistry.shared.drawStatusLine("\r\(label) [\(bar)] \(percent)%  \(done)/\(total)")
    }

    /// Clears the line, leaving the terminal as it was.
    func finish() {
        CleanupRegistry.shared.drawStatusLine("\r\u{1B}[K")
        CleanupRegistry.shared.setShowsStatusLine(false)
    }
}
