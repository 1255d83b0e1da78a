import Foundation
import SpringLabIO
import Testing

@Suite("Atomic file output")
struct AtomicFileTests {
    struct Interrupted: Error {}

    @Test func completeFileAndNoTemporaryLeft() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("out.txt")
        try AtomicFile.write(to: path) { sink in
            var writer = BufferedWriter(sink: sink)
            writer.write("hello ")
            writer.write(0.1)
            try writer.flush()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello 0.1")
        #expect(try directory.contents() == ["out.txt"])
    }

    /// A body that fails after writing part of the file leaves no file and no
    /// temporary file behind.
    @Test func failingWriteLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("partial.csv")
        #expect(throws: Interrupted.self) {
            try AtomicFile.write(to: path) { sink in
                var writer = BufferedWriter(sink: sink, chunkSize: 16)
                for n in 0..<1000 { writer.write(Double(n)); try writer.flushIfFull() }
                throw Interrupted()
            }
        }
        #expect(try directory.contents().isEmpty)
    }

    /// A failed rewrite keeps the previous file untouched.
    @Test func failedRewriteKeepsOldContent() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("keep.txt")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: Interrupted.self) {
            try AtomicFile.write(to: path) { sink in
                var writer = BufferedWriter(sink: sink)
                writer.write("new")
                try writer.flush()
                throw Interrupted()
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try directory.contents() == ["keep.txt"])
    }

    /// A file that cannot be created is a one-line error naming it.
    @Test func missingDirectoryIsAnError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("no-such-dir/out.csv")
        do {
            try AtomicFile.write(to: path) { _ in }
            Issue.record("expected an error")
        } catch let error as IOError {
            #expect(error.description == "cannot write \(path): No such file or directory")
            #expect(!error.description.contains("\n"))
        }
        #expect(try directory.contents().isEmpty)
    }

    @Test func directoryInTheWayIsAnError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(throws: IOError("cannot write \(directory.url.path)", reason: "it is a directory")) {
            try AtomicFile.write(to: directory.url.path) { _ in }
        }
    }

    /// A write error from the system (here: a descriptor that is closed)
    /// surfaces as an IOError rather than being ignored.
    @Test func writeErrorsAreReported() {
        let closed = FileSink(descriptor: -1, name: "nowhere")
        var writer = BufferedWriter(sink: closed)
        writer.write("x")
        #expect(throws: IOError.self) { try writer.flush() }
    }
}
