import Foundation

/// What one run of a program produced.
public struct ProcessResult: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs the program at `path` with `arguments`, its environment this
/// process's plus `environment`, waits, and returns its exit status and both
/// output streams.
public func runProcess(
    _ path: String, _ arguments: [String], environment: [String: String] = [:],
    currentDirectory: URL? = nil
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Drain stdout on another thread while this one drains stderr, so a large
    // output cannot fill a pipe and stall the child.
    let stdoutBox = DataBox()
    let reader = Thread {
        stdoutBox.data = out.fileHandleForReading.readDataToEndOfFile(); stdoutBox.done.signal()
    }
    reader.start()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    stdoutBox.done.wait()
    let stdoutBytes = stdoutBox.data
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus,
        stdout: String(decoding: stdoutBytes, as: UTF8.self),
        stderr: String(decoding: stderrData, as: UTF8.self))
}

/// Runs a program to completion in `directory`; returns its exit status.
@discardableResult
public func runProgram(_ path: String, _ arguments: [String], in directory: URL) throws -> Int32 {
    try runProcess(path, arguments, currentDirectory: directory).status
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}
