import Foundation
import Testing
@testable import SpringLabPlot

@Suite("atomic output")
struct AtomicRenameTests {
    @Test func successReplacesTheFile() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let destination = scratch.appendingPathComponent("out.txt").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: destination))
        try await AtomicRename.produce(destination) { temporary throws(PlotError) in
            #expect(temporary != destination)
            #expect(URL(fileURLWithPath: temporary).deletingLastPathComponent().path == scratch.path)
            try? Data("new".utf8).write(to: URL(fileURLWithPath: temporary))
        }
        #expect(try String(contentsOfFile: destination, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["out.txt"])
    }

    @Test func failureRemovesTheTemporaryFile() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let destination = scratch.appendingPathComponent("out.txt").path
        await #expect(throws: PlotError.badOption("boom")) {
            try await AtomicRename.produce(destination) { temporary throws(PlotError) in
                try? Data("half".utf8).write(to: URL(fileURLWithPath: temporary))
                throw .badOption("boom")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    /// Nothing written (gnuplot exited 0 but drew nothing) is a failure too.
    @Test func anEmptyResultIsAFailure() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let destination = scratch.appendingPathComponent("out.txt").path
        await #expect(throws: PlotError.self) {
            try await AtomicRename.produce(destination) { _ throws(PlotError) in }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func aMissingDirectoryIsAnError() {
        #expect(throws: PlotError.self) { try AtomicRename.write(Data("x".utf8), to: "/nonexistent-dir/out.txt") }
    }
}
