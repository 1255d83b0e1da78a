import Foundation

/// A fresh directory under the system's temporary directory, for one test's
/// files; removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("springlab-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names of the files in the directory, sorted, hidden ones (temporary
    /// files) included.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The name the command-line tests use.
public typealias TemporaryFolder = TemporaryDirectory

/// A fresh temporary directory as a URL; remove it with `removeScratch`.
public func makeScratch() throws -> URL { try TemporaryDirectory().url }

public func removeScratch(_ url: URL) { try? FileManager.default.removeItem(at: url) }

/// A path no test has touched: the canary that an injected command would create.
public func canaryPath() -> String { "/tmp/springlab-pwned-\(UUID().uuidString)" }
