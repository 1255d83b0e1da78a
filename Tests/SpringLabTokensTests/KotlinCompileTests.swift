import Foundation
import SpringLabTestSupport
import SpringLabTokens
import Testing

/// The `Springs.kt` that `tokens` writes compiles with `kotlinc`, against declarations of the
/// androidx API it calls written here with only the signatures it uses: Compose's `SpringSpec`
/// and `spring(dampingRatio:stiffness:visibilityThreshold:)` (androidx.compose.animation.core)
/// and Android's `SpringForce(finalPosition)` with `setStiffness` and `setDampingRatio`
/// (androidx.dynamicanimation.animation), as their reference documentation declares them.
/// Skipped where no `kotlinc` is on `PATH`, except under `CI=true`, where it fails (CI installs
/// Debian's `kotlin`).
@Suite("Springs.kt compiles")
struct KotlinCompileTests {
    /// androidx.compose.animation.core: `SpringSpec<T>` and
    /// `fun <T> spring(dampingRatio: Float = 1f, stiffness: Float = 1500f, visibilityThreshold: T? = null)`.
    static let composeDeclarations = """
        package androidx.compose.animation.core

        class SpringSpec<T>(val dampingRatio: Float, val stiffness: Float, val visibilityThreshold: T?)

        fun <T> spring(dampingRatio: Float = 1f, stiffness: Float = 1500f, visibilityThreshold: T? = null): SpringSpec<T> =
            SpringSpec(dampingRatio, stiffness, visibilityThreshold)

        """

    /// androidx.dynamicanimation.animation: `SpringForce(float finalPosition)`, whose setters
    /// return the force.
    static let dynamicAnimationDeclarations = """
        package androidx.dynamicanimation.animation

        class SpringForce(val finalPosition: Float) {
            fun setStiffness(stiffness: Float): SpringForce = this
            fun setDampingRatio(dampingRatio: Float): SpringForce = this
        }

        """

    /// The `kotlinc` on `PATH`, if there is one.
    static let kotlinc: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/kotlinc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The token files whose `Springs.kt` is compiled: the documentation's example, every
    /// preset, the reference tokens, and the tokens of the platform tests (names with line
    /// breaks and comment marks among them).
    static func tokenRuns() -> [[String]] {
        [
            [repositoryRoot.appendingPathComponent("docs/tokens-example.json").path],
            TokenPreset.all.flatMap { ["--preset", $0.name] },
            [repositoryRoot.appendingPathComponent("data/reference/tokens/tokens.json").path],
        ]
    }

    @Test("every generated Springs.kt compiles against the androidx declarations it uses, in one kotlinc run")
    func compiles() throws {
        guard let kotlinc = Self.kotlinc else {
            if isContinuousIntegration { Issue.record("kotlinc is missing (apt-get install kotlin)") }
            return
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let inline = [TokenPlatformTests.tokens, TokenPlatformTests.hostileTokens]
        for (index, json) in inline.enumerated() {
            try json.write(toFile: directory.path("inline\(index).json"), atomically: true, encoding: .utf8)
        }
        let runs = Self.tokenRuns() + inline.indices.map { [directory.path("inline\($0).json")] }
        var sources = [directory.path("Compose.kt"), directory.path("DynamicAnimation.kt")]
        try Self.composeDeclarations.write(toFile: sources[0], atomically: true, encoding: .utf8)
        try Self.dynamicAnimationDeclarations.write(toFile: sources[1], atomically: true, encoding: .utf8)
        for (index, arguments) in runs.enumerated() {
            let out = directory.path("out\(index)")
            let result = try runProcess(
                springlabExecutable.path, ["tokens"] + arguments + ["-o", out, "--platform", "kotlin"])
            #expect(result.status == 0, "tokens \(arguments): \(result.stderr)")
            // Each file declares `object SpringTokens`: a package of its own keeps them apart in one
            // compilation. The package line goes first; the file itself is compiled as written.
            let kotlin = try String(contentsOfFile: out + "/Springs.kt", encoding: .utf8)
            let source = directory.path("Springs\(index).kt")
            try ("package tokens\(index)\n" + kotlin).write(toFile: source, atomically: true, encoding: .utf8)
            sources.append(source)
        }
        let compiled = try runProcess(kotlinc, ["-nowarn", "-d", directory.path("classes")] + sources)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        // The compiler wrote a class for each file's object.
        for index in runs.indices {
            #expect(
                FileManager.default.fileExists(atPath: directory.path("classes/tokens\(index)/SpringTokens.class")),
                "no class for \(runs[index])")
        }
    }

    @Test("the androidx declarations refuse what the real API refuses: a Double where a Float belongs")
    func declarationsAreStrict() throws {
        guard let kotlinc = Self.kotlinc else {
            if isContinuousIntegration { Issue.record("kotlinc is missing (apt-get install kotlin)") }
            return
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let sources = ["Compose.kt", "DynamicAnimation.kt", "Wrong.kt"].map(directory.path)
        try Self.composeDeclarations.write(toFile: sources[0], atomically: true, encoding: .utf8)
        try Self.dynamicAnimationDeclarations.write(toFile: sources[1], atomically: true, encoding: .utf8)
        try """
        import androidx.compose.animation.core.SpringSpec
        import androidx.compose.animation.core.spring
        import androidx.dynamicanimation.animation.SpringForce

        val wrongSpec: SpringSpec<Float> = spring(dampingRatio = 0.6, stiffness = 800.0f)
        fun wrongForce(finalPosition: Float): SpringForce = SpringForce(finalPosition).setStiffness(800.0)
        """.write(toFile: sources[2], atomically: true, encoding: .utf8)
        let compiled = try runProcess(kotlinc, ["-nowarn", "-d", directory.path("classes")] + sources)
        #expect(compiled.status != 0)
        #expect(compiled.stderr.contains("Wrong.kt:5:"), "\(compiled.stderr)")
        #expect(compiled.stderr.contains("Wrong.kt:6:"), "\(compiled.stderr)")
    }
}
