import Foundation
import SpringLabTestSupport
import Testing

/// A command that writes several files (`tokens -o DIR`) leaves one run's
/// set: runs into one new folder all succeed and leave every file of one of
/// them, never a mix (four at once, 80 times: without the lock on the folder
/// about one round in 80 mixed them); a signal during a run leaves the old set or
/// the new one, whole.
@Suite("output file sets", .serialized)
struct OutputSetTests {
    /// The files of a folder, by name, with their bytes.
    static func files(_ folder: String) throws -> [String: Data] {
        var found: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            found[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return found
    }

    static let presets = ["swiftui", "material3-standard"]

    static func tokens(_ preset: String, into folder: String) -> [String] {
        ["tokens", "--preset", preset, "--no-curves", "-o", folder]
    }

    @Test func runsIntoOneNewFolderLeaveOneRunsFiles() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        // Each preset's set, written alone.
        let alone = try Self.presets.map { preset in
            let folder = scratch.path("alone-\(preset)")
            #expect(try runSpringlab(Self.tokens(preset, into: folder)).status == 0)
            return try Self.files(folder)
        }
        #expect(alone[0].keys.sorted() == alone[1].keys.sorted() && alone[0] != alone[1])
        for round in 0..<80 {
            let folder = scratch.path("both-\(round)/out")
            let runs = try (Self.presets + Self.presets).map { try BackgroundProcess(Self.tokens($0, into: folder)) }
            for run in runs {
                let result = try run.finish()
                #expect(result.status == 0, "round \(round): \(result.stderr)")
            }
            let left = try Self.files(folder)
            #expect(left == alone[0] || left == alone[1], "round \(round): a mix of both runs' files")
        }
    }

    @Test func aSignalLeavesTheOldSetOrTheNew() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let folder = scratch.path("out")
        #expect(try runSpringlab(Self.tokens(Self.presets[0], into: folder)).status == 0)
        let old = try Self.files(folder)
        let newer = scratch.path("newer")
        #expect(try runSpringlab(Self.tokens(Self.presets[1], into: newer)).status == 0)
        let new = try Self.files(newer)
        for round in 0..<30 {
            try? FileManager.default.removeItem(atPath: folder)
            #expect(try runSpringlab(Self.tokens(Self.presets[0], into: folder)).status == 0)
            let run = try BackgroundProcess(Self.tokens(Self.presets[1], into: folder))
            Thread.sleep(forTimeInterval: Double(round % 10) * 0.003)
            run.send(SIGTERM)
            let result = try run.finish()
            // Killed outright when the signal comes before springlab's handlers are installed.
            #expect(
                result.status == 0 || result.status == 128 + SIGTERM || run.wasKilledBySignal,
                "round \(round): \(result.status)")
            let left = try Self.files(folder)
            #expect(left == old || left == new, "round \(round): a mix of the old and the new files")
        }
    }
}
