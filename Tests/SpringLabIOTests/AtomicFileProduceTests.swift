import Foundation
import SpringLabIO
import Testing

/// `AtomicFile.produce`: content made at a temporary path by someone else
/// (gnuplot, for the charts) replaces the destination only on success.
@Suite("Atomic file made by another writer")
struct AtomicFileProduceTests {
    struct Interrupted: Error {}

    /// The temporary path is a new name in the destination's directory; on
    /// success it replaces the old file and nothing else is left.
    @Test func successReplacesTheFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("out.txt")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try await AtomicFile.produce(at: path) { temporary in
            #expect(temporary != path)
            #expect(URL(fileURLWithPath: temporary).deletingLastPathComponent().path == directory.url.path)
            try "new".write(toFile: temporary, atomically: false, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try directory.contents() == ["out.txt"])
    }

    /// A producer that wrote part of the file and failed leaves nothing behind.
    @Test func failureRemovesTheTemporaryFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        await #expect(throws: Interrupted.self) {
            try await AtomicFile.produce(at: directory.path("out.txt")) { temporary in
                try "half".write(toFile: temporary, atomically: false, encoding: .utf8)
                throw Interrupted()
            }
        }
        #expect(try directory.contents().isEmpty)
    }

    /// A destination that cannot be created is refused before the producer runs.
    @Test func aMissingDirectoryIsAnError() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("no-such-dir/out.txt")
        await #expect(throws: IOError("cannot write \(path)", reason: "No such file or directory")) {
            try await AtomicFile.produce(at: path) { _ in Issue.record("the producer ran") }
        }
        #expect(try directory.contents().isEmpty)
    }
}
