import ArgumentParser
import SpringLab
import SpringLabIO
import SpringLabServe
import Subprocess

#if canImport(System)
import System
#else
import SystemPackage
#endif

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the tuning page: drag a spring's parameters, watch it move on each runtime's screen.",
        discussion: """
            Starts a web server on this machine and prints its address; open it in a browser \
            (or give --open). The page sets a spring in any kind `springlab kinds` lists, plays \
            each runtime's on-screen frames, draws the curve, shows fit's numbers and each \
            platform's code, lets you grab the moving element and fling it, and fits a recording \
            or a token file dropped on it. Its API answers as the commands do (docs/serve.md). \
            Everything is inside the binary; nothing is fetched from the network. Ctrl-C stops it.
            """
    )

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "N"))
    var port: Int = Self.defaultPort

    /// The port the page is served on unless `--port` says otherwise.
    static let defaultPort = 8173

    @Option(
        help: ArgumentHelp(
            "The address to listen on; one other than the loopback address lets other machines reach the page.",
            valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(help: "Open the page in the system's browser.")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address, got ''") }
    }

    func run() async throws {
        if !Self.isLoopback(host) {
            try? FileSink.standardError.write(
                Array(
                    ("springlab: warning: --host \(terminalSafe(host)): the page and its API are open to every "
                        + "machine that can reach this address\n").utf8))
        }
        let server = TuningServer(api: CommandAPI(), host: host, port: port)
        let open = self.open
        do {
            try await server.run { port in
                let address = "http://127.0.0.1:\(port)/"
                print("springlab serve: \(address)")
                print("Ctrl-C stops it.")
                try? StandardStreams.flushOutput()
                if open { await Self.openBrowser(address) }
            }
        } catch {
            throw ValidationError("cannot serve on \(host):\(port): \(Self.reason(error))")
        }
    }

    /// Whether `host` is a loopback address.
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The system's error in words, without the framework's decoration.
    static func reason(_ error: any Error) -> String {
        let text = "\(error)"
        if text.contains("Address already in use") { return "the port is in use" }
        if text.contains("Cannot assign requested address") { return "the address is not this machine's" }
        return text.split(separator: "\n").first.map(String.init) ?? text
    }

    /// Opens `address` with the system's opener (`xdg-open`, macOS's `open`),
    /// waiting at most 10 s; a failure is a warning, the server runs on.
    static func openBrowser(_ address: String) async {
        #if os(macOS)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        do {
            let result = try await Subprocess.run(
                .name(opener), arguments: [address], input: .none, output: .discarded, error: .discarded)
            guard case .exited(0) = result.terminationStatus else {
                throw ValidationError("\(opener) ended with \(result.terminationStatus)")
            }
        } catch {
            try? FileSink.standardError.write(
                Array("springlab: warning: could not open a browser (\(opener)): open \(address) yourself\n".utf8))
        }
    }
}
