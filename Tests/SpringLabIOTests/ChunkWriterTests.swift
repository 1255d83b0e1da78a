import Foundation
import SpringLabTestSupport
import Testing

@testable import SpringLabIO

@Suite("Chunk writer")
struct ChunkWriterTests {
    /// Bytes that differ from their neighbours at every offset a cut could fall on.
    static func pattern(_ count: Int, seed: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: ($0 &* 131) ^ ($0 >> 8) ^ seed) }
    }

    static func newFile(_ path: String) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let file = FileHandle(forWritingAtPath: path)
        else { throw CocoaError(.fileWriteUnknown) }
        return file
    }

    /// Writes `pieces` to a new file in `directory` through a writer of
    /// chunks of exactly `chunkSize` bytes, and returns what the file holds
    /// and whether the writer was still direct at the end.
    static func written(
        _ pieces: [[UInt8]], direct: Bool, chunkSize: Int, in directory: TemporaryDirectory
    ) throws -> (bytes: [UInt8], directAtEnd: Bool) {
        let path = directory.path("out-\(UUID().uuidString)")
        let file = try Self.newFile(path)
        defer { try? file.close() }
        var writer = ChunkWriter(
            sink: FileSink(descriptor: file.fileDescriptor, name: path, isTemporaryFile: true), direct: direct,
            chunkSize: chunkSize)
        for piece in pieces { try writer.write(piece) }
        try writer.finish()
        return (Array(try Data(contentsOf: URL(fileURLWithPath: path))), writer.isDirect)
    }

    /// Whatever the pieces' sizes against the chunk and the blocks, direct
    /// or not, the file holds the pieces in order, and direct I/O is off at
    /// the end.
    @Test(arguments: [false, true])
    func fileHoldsThePiecesInOrder(direct: Bool) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let chunk = 2 * 4096
        let layouts: [[Int]] = [
            [], [0], [1], [4095], [4096], [4097], [chunk - 1], [chunk], [chunk + 1],
            [3 * chunk + 123], [1000, 7000, 1, 9000, 0, 16_384, 333], Array(repeating: 4097, count: 9),
        ]
        for (index, sizes) in layouts.enumerated() {
            let pieces = sizes.enumerated().map { Self.pattern($1, seed: index + $0) }
            let (bytes, directAtEnd) = try Self.written(pieces, direct: direct, chunkSize: chunk, in: directory)
            let whole = bytes == pieces.flatMap { $0 }
            #expect(whole, "pieces of \(sizes) bytes")
            #expect(!directAtEnd)
        }
    }

    /// A direct write the file refuses (chunks of a length no disk's block
    /// size divides) is written through the page cache instead, and the
    /// writer stays there: the file is whole either way.
    @Test func refusedDirectWriteFallsBackToTheCache() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pieces = (0..<5).map { Self.pattern(5000, seed: $0) }
        let (bytes, _) = try Self.written(pieces, direct: true, chunkSize: 5000, in: directory)
        let whole = bytes == pieces.flatMap { $0 }
        #expect(whole)
    }

    /// Only an atomic file's temporary file is written past the cache: a
    /// descriptor springlab did not create keeps its flags.
    @Test func onlyTemporaryFilesGoDirect() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shared")
        let file = try Self.newFile(path)
        defer { try? file.close() }
        let writer = ChunkWriter(sink: FileSink(descriptor: file.fileDescriptor, name: path), direct: true)
        let isDirect = writer.isDirect
        #expect(!isDirect)
    }

    /// A failed write is a one-line error naming the destination.
    @Test func failedWriteNamesTheDestination() throws {
        var writer = ChunkWriter(sink: FileSink(descriptor: -1, name: "nowhere.csv"), direct: false, chunkSize: 4096)
        try writer.write(Self.pattern(100, seed: 1))
        let error = #expect(throws: IOError.self) { try writer.finish() }
        #expect(error?.action == "cannot write nowhere.csv")
    }
}
