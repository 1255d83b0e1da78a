/// One request to the page's API, as the server hands it on: the path below
/// `/api/`, the query's pairs in order, and a POST's body.
///
/// The server has already checked the request (its Host, a POST's Origin,
/// the sizes in ``ServerLimits``); what the pairs mean is the API's.
public struct APIRequest: Sendable {
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    public let method: Method
    /// The path below `/api/`, without a leading slash: `fit`, `fit/text`.
    public let path: String
    /// The query's `name=value` pairs in their order, each value
    /// percent-decoded; a name given alone has the value "".
    public let query: [(name: String, value: String)]
    /// A POST's body; empty for a GET.
    public let body: [UInt8]

    public init(method: Method, path: String, query: [(name: String, value: String)], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
    }
}

/// What the API answers: a JSON or plain-text body, or a refusal in one line.
public enum APIAnswer: Sendable, Equatable {
    case json(String)
    case text(String)
    /// A request the API does not answer: the status (4xx) and the
    /// one-line reason, sent as `{"error": reason}`.
    case refused(status: Int, reason: String)
}

/// What answers the page's `/api/` requests: the command, which turns each
/// into the command it stands for.
public protocol ServeAPI: Sendable {
    func answer(_ request: APIRequest) async -> APIAnswer
}
