#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bare HTTP/1.1 client over a loopback TCP socket, for tests that must
/// write the request's every byte themselves (a foreign `Host`, no `Host`, a
/// forged `Origin`, an oversized body) and read the raw answer.
public enum RawHTTP {
    /// An answer: the status code, the header fields (names lowercased) and the body.
    public struct Answer: Sendable {
        public let status: Int
        public let headers: [String: String]
        public let body: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Sends `head` (the request line and headers, `\r\n`-separated, without
    /// the blank line) and `body` to 127.0.0.1:`port`, and reads the answer
    /// until the server closes the connection (the request asks it to) or
    /// `seconds` pass.
    public static func send(
        port: Int, head: String, body: [UInt8] = [], seconds: Int = 10
    ) throws -> Answer {
        let socket = try connect(port: port, seconds: seconds)
        defer { close(socket) }
        var bytes = Array((head + "\r\nConnection: close\r\nContent-Length: \(body.count)\r\n\r\n").utf8) + body
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { break }  // the server may answer (413) before it has read it all
            bytes.removeFirst(sent)
        }
        return try parse(readAll(socket))
    }

    /// `GET path` with this server's own `Host`.
    public static func get(port: Int, _ path: String) throws -> Answer {
        try send(port: port, head: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)")
    }

    /// A connected socket to 127.0.0.1:`port`, reads and writes bounded by `seconds`.
    public static func connect(port: Int, seconds: Int = 10) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return socket
    }

    /// Every byte until the peer closes (or the read times out).
    public static func readAll(_ socket: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// A free loopback port: one the system hands out for a moment.
    public static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func parse(_ bytes: [UInt8]) throws -> Answer {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else {
            throw Failure(description: "no HTTP answer: \(text.prefix(200))")
        }
        let lines = text[..<split.lowerBound].split(separator: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "")
        else { throw Failure(description: "no status line: \(text.prefix(200))") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: " ")
        }
        return Answer(status: status, headers: headers, body: String(text[split.upperBound...]))
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
