import SpringLabIO
import SpringLabTestSupport
import Testing

/// Directories made, listed and removed; files read and overwritten; paths
/// compared in their absolute form.
@Suite("File system")
struct FileSystemTests {
    @Test func directoriesAreMadeListedAndRemoved() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let deep = scratch.path("a/b/c")
        try FileSystem.createDirectory(deep, intermediates: true)
        try FileSystem.createDirectory(deep, intermediates: true)  // already there: fine
        #expect(FileSystem.kind(of: deep) == .directory)
        #expect(throws: IOError.self) { try FileSystem.createDirectory(deep) }
        try FileSystem.createDirectory(scratch.path("a/b/d"))
        #expect(Set(try FileSystem.entries(ofDirectory: scratch.path("a/b"))) == ["c", "d"])
        #expect(FileSystem.removeTree(scratch.path("a")))
        #expect(FileSystem.kind(of: scratch.path("a")) == nil)
    }

    @Test func fileIsReadAndOverwrittenInPlace() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let path = scratch.path("f.txt")
        #expect(throws: IOError.self) { try FileSystem.contents(of: path, what: "the file") }
        try FileSystem.createDirectory(scratch.path("dir"))
        #expect(throws: IOError.self) { try FileSystem.contents(of: scratch.path("dir"), what: "the file") }
        try AtomicFile.write(to: path) { sink in try sink.write(Array("first".utf8)) }
        try FileSystem.overwrite(path, with: Array("longer text".utf8))
        try FileSystem.overwrite(path, with: Array("short".utf8))
        #expect(try FileSystem.contents(of: path, what: "the file") == Array("short".utf8))
        #expect(FileSystem.kind(of: path) == .regular)
        #expect(!FileSystem.isExecutableFile(path))
        #expect(FileSystem.isExecutableFile("/bin/sh"))
        #expect(!FileSystem.isExecutableFile("/bin"))
    }

    @Test func absolutePathsAreNormalized() {
        #expect(FileSystem.absolutePath("/a/./b//c/../d") == "/a/b/d")
        #expect(FileSystem.absolutePath("x/../y").hasPrefix("/"))
        #expect(FileSystem.absolutePath("x/../y").hasSuffix("/y"))
        #expect(FileSystem.absolutePath("out.gif") == FileSystem.absolutePath("./out.gif"))
    }
}
