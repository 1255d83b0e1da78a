import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import SpringLabIO
import Synchronization

/// The tuning page's server: the page's own files (``PageFile``) and the
/// page's API, answered by a ``ServeAPI``, over HTTP/1.1.
///
/// It listens where it is told, the loopback address by default, and
/// answers a request only when its `Host` is the server's own name and port
/// and a POST's `Origin`, when given, is the server's own page
/// (``RequestGuard``); every request's target, body, connection count and
/// idle time are bounded (``ServerLimits``). It serves no file but the
/// page's, runs nothing, and answers every request it refuses with a status
/// and `{"error": "<one line>"}`.
public struct TuningServer: Sendable {
    public let host: String
    /// The port asked for; 0 lets the system choose a free one.
    public let port: Int
    public let limits: ServerLimits
    let api: any ServeAPI

    public init(api: any ServeAPI, host: String = "127.0.0.1", port: Int = 0, limits: ServerLimits = ServerLimits()) {
        self.api = api
        self.host = host
        self.port = port
        self.limits = limits
    }

    /// Listens and answers until the task running it is cancelled;
    /// `listening` is called once with the port bound.
    /// - Throws: when the address cannot be bound (in use, not this machine's).
    public func run(listening: @escaping @Sendable (Int) async -> Void) async throws {
        let bound = Mutex<Int?>(nil)
        let responder = TuningResponder(api: api, limits: limits, host: host) { bound.withLock { $0 } }
        var logger = Logger(label: "springlab.serve")
        logger.logLevel = .critical
        let application = Application(
            responder: responder,
            server: .http1(configuration: .init(idleTimeout: .seconds(limits.idleSeconds))),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "springlab",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                bound.withLock { $0 = port }
                await listening(port)
            },
            logger: logger
        )
        try await application.run()
    }
}

/// Answers one request: refuses what ``RequestGuard`` and ``ServerLimits``
/// do not let through, serves the page's files and hands `/api/` to the API.
struct TuningResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let api: any ServeAPI
    let limits: ServerLimits
    let host: String
    /// The port bound, once it is.
    let boundPort: @Sendable () -> Int?
    let files: [String: PageFile] = Dictionary(uniqueKeysWithValues: PageFile.all.map { ($0.path, $0) })

    func respond(to request: Request, context: Context) async throws -> Response {
        guard let port = boundPort() else { return Self.refusal(503, "the server is starting") }
        let guarding = RequestGuard(host: host, port: port)
        let isPost = request.method == .post
        if let reason = guarding.refusal(
            host: request.head.authority, origin: request.headers[.origin], isPost: isPost)
        {
            return Self.refusal(403, reason)
        }
        guard request.uri.string.utf8.count <= limits.maximumTarget else {
            return Self.refusal(414, "the request's address is over \(limits.maximumTarget) bytes")
        }
        let path = request.uri.path
        if path.hasPrefix("/api/") { return await answerAPI(request, path: String(path.dropFirst(5))) }
        guard request.method == .get || request.method == .head else {
            return Self.refusal(405, "\(request.method) is not answered here: the page's files take GET")
        }
        guard let file = files[path] else { return Self.refusal(404, "no page file at \(path)") }
        return Self.response(200, file.contentType, file.bytes, isPage: true)
    }

    /// Hands the request to the API, with its body read up to the limit.
    private func answerAPI(_ request: Request, path: String) async -> Response {
        let method: APIRequest.Method
        switch request.method {
        case .get, .head: method = .get
        case .post: method = .post
        default: return Self.refusal(405, "\(request.method) is not answered: the API takes GET and POST")
        }
        var body: [UInt8] = []
        if method == .post {
            var request = request
            do {
                let buffer = try await request.collectBody(upTo: limits.maximumBody)
                body = Array(buffer.readableBytesView)
            } catch {
                return Self.refusal(413, "the body is over \(limits.maximumBody) bytes")
            }
        }
        let query = request.uri.queryParameters.map { (name: String($0.key), value: String($0.value)) }
        let answer = await api.answer(APIRequest(method: method, path: path, query: query, body: body))
        switch answer {
        case let .json(text): return Self.response(200, "application/json", Array(text.utf8))
        case let .text(text): return Self.response(200, "text/plain; charset=utf-8", Array(text.utf8))
        case let .refused(status, reason): return Self.refusal(status, reason)
        }
    }

    /// A refusal: `status` and `{"error": reason}`.
    static func refusal(_ status: Int, _ reason: String) -> Response {
        response(status, "application/json", Array(("{\"error\": " + JSON.quoted(reason) + "}").utf8))
    }

    /// A response that no other page may frame, sniff or script.
    static func response(_ status: Int, _ type: String, _ bytes: [UInt8], isPage: Bool = false) -> Response {
        var headers: HTTPFields = [
            .contentType: type, .cacheControl: "no-store", HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        ]
        if isPage {
            headers[HTTPField.Name("Content-Security-Policy")!] =
                "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; frame-ancestors 'none'"
        }
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: ResponseBody(byteBuffer: NIOCore.ByteBuffer(bytes: bytes)))
    }
}
