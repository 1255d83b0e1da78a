/// Which requests the server answers at all: those addressed to it by the
/// name and port it listens on (a `Host` of another name is a page that
/// rebound its DNS name to this machine), and for a POST, those sent by its
/// own page (`Origin`, when present, is the server's own).
struct RequestGuard: Sendable {
    /// The host names the server answers to: the loopback ones, and the
    /// address `--host` gave.
    let names: Set<String>
    /// The port it listens on.
    let port: Int

    /// - Parameter host: the address the server was bound to.
    init(host: String, port: Int) {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        names.insert(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
        self.names = names
        self.port = port
    }

    /// Why a request whose `Host` header is `host` and whose `Origin` header
    /// is `origin` is refused, or nil when it is answered.
    func refusal(host: String?, origin: String?, isPost: Bool) -> String? {
        guard let host, allows(host) else {
            return "this server answers only requests addressed to it as \(address)"
        }
        if isPost, let origin, origin != "http://" + host {
            return "a POST is answered only from the server's own page (Origin \(origin))"
        }
        return nil
    }

    /// Whether `host` (`name:port`) names this server.
    func allows(_ host: String) -> Bool {
        guard let colon = host.lastIndex(of: ":"), Int(host[host.index(after: colon)...]) == port else {
            return false
        }
        return names.contains(String(host[..<colon]).lowercased())
    }

    /// The address to show: the loopback one.
    var address: String { "127.0.0.1:\(port)" }
}
