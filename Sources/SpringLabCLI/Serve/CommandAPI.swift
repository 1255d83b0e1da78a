import ArgumentParser
import SpringLab
import SpringLabIO
import SpringLabServe

/// The page's API answered by the commands: each path stands for a command
/// (docs/serve.md), its query for the command's long options
/// (`?spring=ca:stiffness=300,damping=20&for=compose` is `--spring=… --for=compose`),
/// and each answer is what the command prints, or its one-line error.
///
/// Options that name files or draw charts (`--curve`, `-o`, `--csv`,
/// `--preview`, `--terminal`) are refused: a recording and a token file come
/// as a POST's body, and the server touches no file.
struct CommandAPI: ServeAPI {
    /// One endpoint: the method it takes and what answers it.
    struct Endpoint: Sendable {
        let method: APIRequest.Method
        let answer: @Sendable (_ arguments: [String], _ body: [UInt8]) throws -> APIAnswer
    }

    static let endpoints: [String: Endpoint] = [
        "kinds": Endpoint(method: .get) { _, _ in .json(PageData.kinds.rendered()) },
        "fit": Endpoint(method: .get) { arguments, _ in .json(try springFit(arguments + ["--json"]).springOutput()) },
        "fit/text": Endpoint(method: .get) { arguments, _ in .text(try springFit(arguments).springOutput()) },
        "frames": Endpoint(method: .get) { arguments, _ in .json(try PageData.frames(arguments).rendered()) },
        "curve": Endpoint(method: .get) { arguments, _ in .json(try PageData.curve(arguments).rendered()) },
        "retarget": Endpoint(method: .get) { arguments, _ in
            .json(try RetargetReport(try retarget(arguments + ["--json"]).retarget()).json.rendered())
        },
        "retarget/text": Endpoint(method: .get) { arguments, _ in .text(try retargetText(arguments)) },
        "retarget/frames": Endpoint(method: .get) { arguments, _ in
            .json(try PageData.frames(of: try RetargetReport(try retarget(arguments).retarget())).rendered())
        },
        "curve-fit": Endpoint(method: .post) { arguments, body in .json(try curveFit(arguments, body)) },
        "curve-fit/samples": Endpoint(method: .post) { arguments, body in
            let read = try recording(arguments, body)
            return .json(PageData.samples(of: read.recording, fitted: read.fit).rendered())
        },
        "tokens": Endpoint(method: .post) { arguments, body in .json(try tokens(arguments, body)) },
    ]

    func answer(_ request: APIRequest) async -> APIAnswer {
        guard let endpoint = Self.endpoints[request.path] else {
            return .refused(
                status: 404,
                reason: "no API at /api/\(request.path); there are /api/"
                    + Self.endpoints.keys.sorted().joined(separator: ", /api/"))
        }
        guard endpoint.method == request.method else {
            return .refused(status: 405, reason: "/api/\(request.path) takes \(endpoint.method.rawValue)")
        }
        let arguments: [String]
        do { arguments = try Self.arguments(request.query) } catch { return .refused(status: 400, reason: "\(error)") }
        do {
            // Each body ends as the command's output does, with a newline.
            switch try endpoint.answer(arguments, request.body) {
            case let .json(text): return .json(text + "\n")
            case let .text(text): return .text(text + "\n")
            case let answer: return answer
            }
        } catch {
            let message = SpringLabCommand.commandLineMessage(for: error, arguments: arguments)
            return .refused(status: 400, reason: message.trimmingWhitespace())
        }
    }

    /// The query as command-line options: `name=value` as `--name=value`
    /// (the value kept whole, whatever it starts with), a name alone as the
    /// flag `--name`.
    /// - Throws: ``ValidationError`` for a name that is no long option's, or
    ///   one the API gives itself.
    static func arguments(_ query: [(name: String, value: String)]) throws -> [String] {
        try query.map { name, value in
            guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
                name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
            else { throw ValidationError("'\(name)' is no option's name: give long options without their dashes") }
            guard !["json", "help", "version"].contains(name) else {
                throw ValidationError("'\(name)' is the API's own: leave it out")
            }
            return value.isEmpty ? "--\(name)" : "--\(name)=\(value)"
        }
    }

    /// `fit` for a spring, refusing a recorded curve (POST it to /api/curve-fit).
    static func springFit(_ arguments: [String]) throws -> Fit {
        let fit = try Fit.parse(arguments)
        guard !fit.curve.isGiven else {
            throw ValidationError("a recording is sent as the body of POST /api/curve-fit, not named")
        }
        return fit
    }

    /// `retarget`, refusing the options that write files or draw.
    static func retarget(_ arguments: [String]) throws -> RetargetCommand {
        let command = try RetargetCommand.parse(arguments)
        guard command.csv == nil, command.chart.output == nil, !command.chart.preview, command.chart.terminal == nil
        else { throw ValidationError("the API writes no file and draws no chart: leave out csv, output and preview") }
        return command
    }

    /// What `retarget` prints as text, with `for` one runtime's answer.
    static func retargetText(_ arguments: [String]) throws -> String {
        let command = try retarget(arguments)
        let report = try RetargetReport(try command.retarget())
        return try command.text(of: report)
    }

    /// `fit --curve FILE --json` for the recording in `body`.
    static func curveFit(_ arguments: [String], _ body: [UInt8]) throws -> String {
        let read = try recording(arguments, body)
        let summary = CurveFitSummary(
            file: "(the recording sent)", curve: read.curve, fit: read.fit, options: read.command.curve)
        return try read.command.curveOutput(read.curve, read.fit, summary: summary)
    }

    /// The recording in `body` read and fitted as `fit --curve FILE --json` would.
    static func recording(_ arguments: [String], _ body: [UInt8]) throws -> (
        command: Fit, recording: Recording, curve: RecordedCurve, fit: CurveFit
    ) {
        let command = try Fit.parse(arguments + ["--json"])
        guard command.curve.curve == nil, !command.video.isGiven, !command.chart.isGiven else {
            throw ValidationError("the recording is the body of the POST; name no file and draw no chart")
        }
        try command.requireNoSpring(beside: "--curve")
        let recording = try Recording(bytes: body, name: "the recording", options: command.curve.readingOptions)
        let (curve, fit) = try command.curve.fit(recording, named: "the recording")
        return (command, recording, curve, fit)
    }

    /// `tokens FILE --json` for the token file in `body`.
    static func tokens(_ arguments: [String], _ body: [UInt8]) throws -> String {
        let sent = "the token file sent"
        let command = try Tokens.parse(arguments + ["--json", "--", sent])
        guard command.output == nil, command.files == [sent] else {
            throw ValidationError("the token file is the body of the POST; name no file and no output")
        }
        return try command.json(of: try Tokens.load([(name: "the token file", bytes: body)], presets: command.preset))
    }
}
