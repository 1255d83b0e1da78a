import Foundation
import Testing

/// The usual mistakes on a command line, each met with the hint that fixes
/// it, one line on standard error and the usage status 64 (EX_USAGE)
/// whichever check found it (docs/commands.md, "Exit statuses").
@Suite("usage hints")
struct UsageHintTests {
    @Test(arguments: [
        // A duration that reads like milliseconds, in every place a duration in seconds is read.
        (["fit", "--duration", "450", "--damping", "0.5"], "--duration 450: seconds are expected; did you mean 0.45?"),
        (["fit", "--settling-duration", "500", "--overshoot", "0.05"], "did you mean 0.5?"),
        (["fit", "--response", "350", "--damping-ratio", "0.7"], "did you mean 0.35?"),
        (["fit", "--perceptual-duration", "600", "--bounce", "0.2"], "did you mean 0.6?"),
        (["fit", "--peak-time", "200", "--overshoot", "0.1"], "did you mean 0.2?"),
        (
            ["fit", "--spring", "swiftui:duration=450,bounce=0.2"],
            "duration 450: seconds are expected; did you mean 0.45?"
        ),
        (["fit", "--spring", "swiftui:response=400,dampingFraction=0.8"], "did you mean 0.4?"),
        (["fit", "--spring", "uikit:springDuration=500,bounce=0.2"], "did you mean 0.5?"),
        (["fit", "--spring", "uikit-timing:duration=300,dampingRatio=0.7"], "did you mean 0.3?"),
        (["fit", "--spring", "ca:perceptualDuration=250,bounce=0.1"], "did you mean 0.25?"),
        (["fit", "--spring", "flutter:duration=500,bounce=0.2"], "did you mean 0.5?"),
        (["fit", "--spring", "motion:visualDuration=300,bounce=0.25"], "did you mean 0.3?"),
        (["fit", "--spring", "motion:duration=800,bounce=0.25"], "did you mean 0.8?"),
        (["fit", "--spring", "react-spring:frequency=500,damping=0.5"], "did you mean 0.5?"),
        (["fit", "--spring", "target:settlingDuration=500,overshoot=0.05"], "did you mean 0.5?"),
        (["sweep", "--duration", "200...1000:5", "--damping", "0.1...1:3"], "200 reads like milliseconds"),
        (
            ["simulate", "--preset", "bouncy", "--until", "1500"],
            "--until 1500: seconds are expected; did you mean 1.5?"
        ),
        (["simulate", "--preset", "bouncy", "--step", "20"], "did you mean 0.02?"),
        (["compare", "--preset", "bouncy", "--steps", "1/30,20"], "20 reads like milliseconds; did you mean 0.02?"),
        // A unit: refused with the number of seconds to write.
        (
            ["fit", "--duration", "450ms", "--damping", "0.5"],
            "The value '450ms' is invalid for '--duration <T>': seconds are expected; did you mean 0.45?"
        ),
        (["fit", "--duration", "0.45s", "--damping", "0.5"], "did you mean 0.45?"),
        (
            ["fit", "--spring", "swiftui:duration=500ms,bounce=0.3"],
            "duration 500ms: seconds are expected; did you mean 0.5?"
        ),
        (
            ["simulate", "--preset", "bouncy", "--step", "8ms"],
            "'8ms' is invalid for '--step <h>': seconds are expected; did you mean 0.008?"
        ),
        (["sweep", "--duration", "200ms...1:3", "--damping", "0.1...1:3"], "did you mean 0.2?"),
        // Misspelt names: the one meant.
        (["fitt", "--duration", "0.45", "--damping", "0.15"], "unknown command 'fitt'; did you mean 'fit'?"),
        (["simulat", "--preset", "bouncy"], "did you mean 'simulate'?"),
        (["fit", "--preset", "bouncey"], "got 'bouncey'; did you mean 'bouncy'?"),
        (["fit", "--spring", "swiftui:preset=snapy"], "did you mean 'snappy'?"),
        (["fit", "--spring", "swfitui:duration=0.5,bounce=0.3"], "no spring kind 'swfitui'; did you mean 'swiftui'?"),
        (["kinds", "swiftu"], "no spring kind 'swiftu'; did you mean 'swiftui'?"),
        (
            ["fit", "--spring", "swiftui:duratoin=0.5,bounce=0.3"],
            "swiftui has no parameter 'duratoin'; did you mean 'duration'?"
        ),
        // Other runtimes' options: the --spring that takes them.
        (["fit", "--tension", "170", "--friction", "26"], "--spring react-spring:tension=170,friction=26"),
        (["fit", "--bounciness", "8", "--speed", "12"], "react-native:bounciness=8,speed=12"),
        (["fit", "--bounciness", "8", "--speed", "12"], "pop:springBounciness=8,springSpeed=12"),
        (
            ["fit", "--response", "0.5", "--damping-fraction", "0.6"],
            "--spring swiftui:response=0.5,dampingFraction=0.6"
        ),
        (["fit", "--stiffness", "400", "--damping-ratio", "0.5"], "compose:stiffness=400,dampingRatio=0.5"),
        (
            ["plot", "--mass", "1", "--tension", "170", "--friction", "26", "-o", "a.svg"],
            "react-spring:mass=1,tension=170,friction=26"
        ),
    ])
    func hinted(_ arguments: [String], _ hint: String) throws {
        let result = try runSpringlab(arguments)
        expectOneLineError(result, mentioning: hint)
        #expect(result.status == 64, "\(arguments): \(result.status)")
    }

    @Test(
        "a number with a unit on an option that is no time: the number alone, and no word of seconds",
        arguments: [
            (
                ["animate", "--fps", "60s", "--preset", "bouncy", "-o", "a.gif"], "'60s' is invalid for '--fps <n>'",
                "('s'); did you mean 60?"
            ),
            (
                ["animate", "--fps", "60fps", "--preset", "bouncy", "-o", "a.gif"],
                "'60fps' is invalid for '--fps <n>'", "did you mean 60?"
            ),
            (
                ["fit", "--stiffness", "100N", "--damping", "10"], "'100N' is invalid for '--stiffness <k>'",
                "('N'); did you mean 100?"
            ),
            (
                ["fit", "--stiffness", "100s", "--damping", "10"], "'100s' is invalid for '--stiffness <k>'",
                "did you mean 100?"
            ),
            (
                ["fit", "--stiffness", "100N/m", "--damping", "10"], "'100N/m' is invalid for '--stiffness <k>'",
                "('N/m'); did you mean 100?"
            ),
            (
                ["fit", "--mass", "2kg", "--stiffness", "100", "--damping", "10"], "'2kg' is invalid for '--mass <m>'",
                "did you mean 2?"
            ),
            (
                ["fit", "--duration", "0.45", "--damping", "0.15s"], "'0.15s' is invalid for '--damping <ζ|c>'",
                "did you mean 0.15?"
            ),
            (
                ["fit", "--preset", "bouncy", "--velocity", "2s"], "'2s' is invalid for '--velocity <v>'",
                "did you mean 2?"
            ),
            (
                ["fit", "--preset", "bouncy", "--fps", "120Hz"], "'120Hz' is invalid for '--fps <Hz>'",
                "did you mean 120?"
            ),
            (
                ["fit", "--preset", "bouncy", "--distance", "300pt"], "'300pt' is invalid for '--distance <D>'",
                "did you mean 300?"
            ),
            (
                ["fit", "--preset", "bouncy", "--epsilon", "0.5pt", "--distance", "300"],
                "'0.5pt' is invalid for '--epsilon <ε>'",
                "did you mean 0.5?"
            ),
            (
                ["fit", "--preset", "bouncy", "--tolerance", "1%"], "'1%' is invalid for '--tolerance <fraction>'",
                "('%'); did you mean 0.01?"
            ),
            (
                ["fit", "--settling-duration", "0.5", "--overshoot", "5%"], "'5%' is invalid for '--overshoot <p>'",
                "did you mean 0.05?"
            ),
            (
                ["fit", "--settling-duration", "0.5", "--bounces", "2s"], "'2s' is invalid for '--bounces <n>'",
                "did you mean 2?"
            ),
            (["fit", "--spring", "ca:stiffness=100s,damping=10"], "stiffness 100s", "did you mean 100?"),
            (["fit", "--spring", "ca:stiffness=100N,damping=10"], "stiffness 100N", "did you mean 100?"),
            (
                ["simulate", "--preset", "bouncy", "--fps", "60Hz"], "'60Hz' is invalid for '--fps <N>'",
                "did you mean 60?"
            ),
            (
                ["simulate", "--preset", "bouncy", "--max-samples", "100k"],
                "'100k' is invalid for '--max-samples <N>'",
                "without a unit ('k')"
            ),
            (
                ["sweep", "--stiffness", "100N", "--damping", "10"], "'100N' is invalid for '--stiffness <k>'",
                "did you mean 100?"
            ),
            (
                ["lint", "--same-within", "0.5%", "."], "'0.5%' is invalid for '--same-within <same-within>'",
                "did you mean 0.005?"
            ),
        ])
    func unitOnNumber(_ arguments: [String], _ refused: String, _ hint: String) throws {
        let result = try runSpringlab(arguments)
        expectOneLineError(result, mentioning: refused + ": write the number alone, without a unit")
        #expect(result.stderr.contains(hint), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("seconds"), "\(arguments): \(result.stderr)")
        #expect(result.status == 64, "\(arguments): \(result.status)")
    }

    @Test(
        "a time written with a unit that is not s or ms: seconds are expected, and no number guessed",
        arguments: [
            ["fit", "--duration", "2min", "--damping", "0.15"],
            ["fit", "--spring", "uikit:duration=2min,damping=0.15"],
            ["simulate", "--preset", "bouncy", "--until", "2min"], ["animate", "--hold", "1min", "--preset", "bouncy"],
        ])
    func unitOnTime(_ arguments: [String]) throws {
        let result = try runSpringlab(arguments)
        expectOneLineError(result, mentioning: "seconds are expected, written without a unit ('min')")
        #expect(!result.stderr.contains("did you mean"))
        #expect(result.status == 64, "\(arguments): \(result.status)")
    }

    /// The hints name what was meant only: no list of every parameter of
    /// the kind after a misspelt preset, no unrelated option suggested.
    @Test func hintsLeaveOutWhatWasNotMeant() throws {
        let preset = try runSpringlab(["fit", "--preset", "bouncey"])
        #expect(!preset.stderr.contains("its parameters"), "\(preset.stderr)")
        let tension = try runSpringlab(["fit", "--tension", "170", "--friction", "26"])
        #expect(!tension.stderr.contains("--epsilon"), "\(tension.stderr)")
        let command = try runSpringlab(["fitt", "--duration", "0.45"])
        #expect(!command.stderr.contains("--duration"), "\(command.stderr)")
        // --velocity is in fractions of the distance per second; Compose's and
        // Android's velocities are in units per second, so it is not carried over.
        let velocity = try runSpringlab(["fit", "--stiffness", "400", "--damping-ratio", "0.5", "--velocity", "2"])
        #expect(velocity.stderr.contains("compose:stiffness=400,dampingRatio=0.5"), "\(velocity.stderr)")
        #expect(!velocity.stderr.contains("elocity=2"), "\(velocity.stderr)")
    }

    /// `--long` says a long duration is meant; a duration of 10 s or less
    /// needs nothing.
    @Test func longDurationsWhenMeant() throws {
        for arguments in [
            ["fit", "--duration", "450", "--damping", "0.5", "--long"],
            ["fit", "--spring", "swiftui:duration=12,bounce=0.2", "--long"],
            ["simulate", "--preset", "bouncy", "--until", "12", "--long"],
            ["fit", "--duration", "10", "--damping", "0.5"],
        ] {
            let result = try runSpringlab(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }

    /// The same mistake exits with the same status whichever way it was
    /// written, and every usage error exits 64; a file that cannot be read is 1.
    @Test func oneStatusForEveryUsageError() throws {
        let usage: [[String]] = [
            ["fit", "--preset", "bouncey"], ["fit", "--spring", "swiftui:preset=bouncey"],
            ["fit", "--duration", "0.45"], ["fit", "--spring", "uikit:duration=0.45"],
            ["fit", "--nonsense"], ["nonsense"], ["fit", "--duration", "x", "--damping", "0.5"],
            ["fit", "--spring", "swiftui:duration=x"], ["fit", "--spring", "swiftui:duration=-1"],
            ["fit", "--duration", "-1", "--damping", "0.5"], ["kinds", "nope"],
            ["plot", "--preset", "bouncy", "-o", "x.bmp"], ["animate", "--preset", "bouncy", "-o", "x.bmp"],
            ["fit", "--preset", "bouncy", "--for", "nope"],
        ]
        for arguments in usage {
            let result = try runSpringlab(arguments)
            #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
        }
        let missing = try runSpringlab(["fit", "--curve", "/nonexistent/curve.csv"])
        #expect(missing.status == 1, "\(missing.stderr)")
    }

    /// Help is wrapped once, by the parser at the terminal's width: no line
    /// is wider than the terminal, and every laid-out line (a table row, an
    /// example command) fits in 80 columns, so that it is never broken.
    @Test(arguments: [
        "", "fit", "simulate", "compare", "sweep", "plot", "animate", "gallery", "kinds", "tokens", "lint",
    ])
    func helpIsWrappedOnce(_ command: String) throws {
        let arguments = (command.isEmpty ? [] : [command]) + ["--help"]
        let wide = try runSpringlab(arguments, environment: ["COLUMNS": "400"])
        let laidOut = wide.stdout.split(separator: "\n").prefix { !$0.hasPrefix("USAGE:") }.filter { $0.hasPrefix(" ") }
        for width in [80, 120] {
            let help = try runSpringlab(arguments, environment: ["COLUMNS": "\(width)"])
            #expect(help.status == 0)
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines { #expect(line.count <= width, "\(command) at \(width): \(line)") }
            for line in laidOut { #expect(lines.contains(line), "\(command) at \(width) breaks: \(line)") }
        }
    }
}
