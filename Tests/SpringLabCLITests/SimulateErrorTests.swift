import Foundation
import Testing

/// Every refused input of `simulate` and `compare`: one line on stderr, a
/// non-zero exit, nothing on stdout and no file.
@Suite("simulate and compare error paths")
struct SimulateErrorTests {
    static let spring = ["--stiffness", "100", "--damping", "10"]

    @Test(arguments: [
        (["--step", "0"], "--step must be a finite number greater than 0, got 0"),
        (["--step", "-0.01"], "--step must be a finite number greater than 0"),
        (["--step", "nan"], "The value 'nan' is invalid for '--step <h>': 'nan' is not a decimal number"),
        (["--step", "inf"], "The value 'inf' is invalid for '--step <h>': 'inf' is not a decimal number"),
        (["--step", "0x1p-7"], "The value '0x1p-7' is invalid for '--step <h>': '0x1p-7' is not a decimal number"),
        (["--step", "1/0x10"], "The value '1/0x10' is invalid for '--step <h>': '0x10' is not a decimal number"),
        (["--step", "1e999"], "--step must be a finite number greater than 0, got 1e999"),
        (["--step", "1/0"], "--step must be a finite number greater than 0, got 1/0"),
        (["--step", "fast"], "--step"),
        (["--fps", "0"], "--fps must be a finite number greater than 0"),
        (["--fps", "-60"], "--fps must be a finite number greater than 0"),
        (["--step", "1/120", "--fps", "60"], "--step and --fps both set the sample spacing"),
        (["--until", "0"], "--until must be a finite number greater than 0"),
        (["--until", "-1"], "--until must be a finite number greater than 0"),
        (["--until", "1e400"], "--until must be a finite number greater than 0, got 1e400"),
        (["--until", "-inf"], "The value '-inf' is invalid for '--until <T>': '-inf' is not a decimal number"),
        (["--step", "1e-9"], "more than --max-samples 100000000"),
        (["--max-samples", "100"], "needs 153 samples, more than --max-samples 100"),
        (["--max-samples", "0"], "--max-samples must be at least 1"),
        (["--from", "1e309"], "--from and --to must be finite numbers"),
        (["--from", "nan"], "The value 'nan' is invalid for '--from <a>': 'nan' is not a decimal number"),
        (["--fps", "5e-324"], "--fps 5e-324 gives a step of 1/5e-324 s, which is too long or too short"),
        (["--method", "euler"], "--method"),
        (["--format", "xml"], "--format"),
    ])
    func badOptionsAreRefused(arguments: [String], message: String) throws {
        expectOneLineError(try runSpringlab(["simulate"] + Self.spring + arguments), mentioning: message)
    }

    @Test func undampedSpringNeedsUntil() throws {
        let undamped = ["--response", "0.5", "--damping-ratio", "0"]
        expectOneLineError(try runSpringlab(["simulate"] + undamped), mentioning: "never settles: pass --until")
        expectOneLineError(try runSpringlab(["compare"] + undamped), mentioning: "never settles: pass --until")
        let bounded = try runSpringlab(["simulate"] + undamped + ["--until", "2"])
        #expect(bounded.status == 0)
        #expect(bounded.stdout.split(separator: "\n").count == 242)
    }

    /// RK4 beyond its stability limit overflows; refused before any output.
    @Test func rk4OverflowIsRefused() throws {
        let stiff = ["--stiffness", "100", "--damping", "400", "--step", "1/30"]
        expectOneLineError(try runSpringlab(["simulate"] + stiff + ["--method", "rk4"]), mentioning: "overflows")
        expectOneLineError(
            try runSpringlab(["simulate"] + stiff + ["--method", "both", "--format", "json"]),
            mentioning: "overflows")
        #expect(try runSpringlab(["simulate"] + stiff).status == 0)  // the exact curve is fine
    }

    @Test func unwritableOutputLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = folder.path("no-such-dir/curve.csv")
        expectOneLineError(
            try runSpringlab(["simulate"] + Self.spring + ["--output", missing]),
            mentioning: "cannot write \(missing): No such file or directory")
        expectOneLineError(
            try runSpringlab(["simulate"] + Self.spring + ["--output", folder.url.path]),
            mentioning: "it is a directory")
        #expect(try folder.contents().isEmpty)
    }

    /// A write that fails half-way (a 1-block file-size limit stands in for a
    /// full disk) leaves neither the file nor its temporary behind.
    @Test func failingWriteLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("big.csv")
        let result = try runSpringlabInShell(
            setup: "ulimit -f 1",
            ["simulate"] + Self.spring + ["--step", "1e-5", "--output", path])
        expectOneLineError(result, mentioning: "cannot write \(path): File too large")
        #expect(try folder.contents().isEmpty)
    }

    @Test(arguments: [
        (["--steps", "0"], "--steps must be a finite number greater than 0, got 0"),
        (["--steps", "1/60,-1/120"], "--steps must be a finite number greater than 0, got -1/120"),
        (["--steps", "1/60,x"], "--steps"),
        (["--steps", "1e-9"], "more than --max-samples"),
        (["--until", "0"], "--until must be a finite number greater than 0"),
    ])
    func badCompareOptionsAreRefused(arguments: [String], message: String) throws {
        expectOneLineError(try runSpringlab(["compare"] + Self.spring + arguments), mentioning: message)
    }
}
