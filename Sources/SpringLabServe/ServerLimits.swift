/// The bounds of what the server accepts, whatever a client sends.
public struct ServerLimits: Sendable {
    /// The largest POST body, bytes: a recording or a token file (1 MiB).
    public var maximumBody: Int
    /// The longest request target (path and query), bytes.
    public var maximumTarget: Int
    /// The most connections open at once.
    public var maximumConnections: Int
    /// Seconds a connection may stay idle, reading or writing, before it is closed.
    public var idleSeconds: Int64

    public init(
        maximumBody: Int = 1 << 20, maximumTarget: Int = 8192, maximumConnections: Int = 64, idleSeconds: Int64 = 30
    ) {
        self.maximumBody = maximumBody
        self.maximumTarget = maximumTarget
        self.maximumConnections = maximumConnections
        self.idleSeconds = idleSeconds
    }
}
