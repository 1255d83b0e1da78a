import Foundation
import SpringLab
import SpringLabTestSupport
import Testing

/// springs.ts against motion's and react-spring's own code: the frames each
/// runtime showed when given the generated transitions and configs
/// (data/reference/tokens/, made as data/reference/README.md says), held to
/// what `tokens` states for that runtime.
///
/// The tokens of `data/reference/tokens/tokens.json` are written for no
/// runtime springlab models (targets, Figma, Origami), so `tokens` compares
/// every runtime's screen with the token's exact curve; that curve is
/// computed here from the spring `--json` reports, by the library's closed
/// form, at each frame's time.
@Suite("springs.ts in the runtimes' own code")
struct TokenRuntimeReferenceTests {
    static let folder = "data/reference/tokens/"
    /// The runtimes' frames after their end show the value of the finishing
    /// frame: the screen is followed against the exact curve up to the
    /// runs' own limit, 20 s.
    static let horizon = 20.0
    /// Floating-point room between two computations of one screen: the
    /// runtimes run the parameters as springs.ts writes them (12 significant
    /// digits), and motion its own closed form, each in double precision;
    /// 1e-9 of the distance is far below a pixel and far above both.
    static let slack = 1e-9

    /// What `tokens --json` states per token and runtime.
    struct Claim {
        let motion: SpringMotion
        let maxDeviation: Double
        let tolerance: Double
        let withinTolerance: Bool
    }

    /// One frame of frames.csv.
    struct Frame {
        let frame: Int
        let seconds: Double
        let value: Double
        let done: Bool
    }

    /// `tokens` run on the token file: springs.ts, and `--json`'s tokens.
    static func generate() throws -> (typeScript: String, json: [[String: Any]]) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = repositoryRoot.appendingPathComponent(folder + "tokens.json").path
        let written = try runProcess(
            springlabExecutable.path, ["tokens", file, "-o", directory.path("out"), "--platform", "typescript"])
        #expect(written.status == 0, "\(written.stderr)")
        let printed = try runProcess(springlabExecutable.path, ["tokens", file, "--json", "--platform", "typescript"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any]
        return (
            try String(contentsOfFile: directory.path("out/springs.ts"), encoding: .utf8),
            try #require(object?["tokens"] as? [[String: Any]])
        )
    }

    /// springs.ts's numbers, keyed `path,runtime,parameter`: each exported
    /// object's members, its token's path read from the doc comment line that
    /// states the spring (`PATH: m = …`), as the run that made the data read them.
    static func parameters(_ typeScript: String) -> [String: Double] {
        var numbers: [String: Double] = [:]
        var path = "", runtime: String?
        for line in typeScript.split(separator: "\n") {
            if line.hasPrefix(" * "), let end = line.firstRange(of: ": m = ") {
                path = String(line[line.index(line.startIndex, offsetBy: 3)..<end.lowerBound])
            } else if line.hasPrefix("export const ") {
                // The runs that made the data were of motion and react-spring.
                runtime =
                    line.hasSuffix("MotionSpringTransition = {")
                    ? "motion" : line.hasSuffix("ReactSpringConfig = {") ? "react-spring" : nil
            } else if line == "};" {
                runtime = nil
            } else if let runtime, let colon = line.firstIndex(of: ":"), line.hasSuffix(",") {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces)
                if let value = Double(line[line.index(after: colon)...].dropLast().trimmingCharacters(in: .whitespaces))
                {
                    numbers["\(path),\(runtime),\(name)"] = value
                }
            }
        }
        return numbers
    }

    /// Per `path,runtime`: the token's exact motion and what `--json` claims.
    static func claims(_ json: [[String: Any]]) throws -> [String: Claim] {
        var claims: [String: Claim] = [:]
        for token in json {
            let path = try #require(token["path"] as? String), written = try #require(token["spring"] as? String)
            // Compared with the exact curve only when written for no modelled runtime.
            let kind = String(written.prefix { $0 != ":" })
            #expect(!RuntimeRegistry.kindNames.contains(kind), "\(path) is written for \(kind)")
            let number = { (key: String) throws -> Double in try #require(token[key] as? Double, "\(path) \(key)") }
            let spring = try Spring(
                mass: try number("mass"), stiffness: try number("stiffness"), damping: try number("damping"))
            let motion = try SpringMotion(animating: spring, initialVelocity: try number("initialVelocity"))
            let runtimes = try #require(token["for"] as? [String: Any])
            for runtime in ["motion", "react-spring"] {
                let group = try #require(runtimes[runtime] as? [String: Any], "\(path) \(runtime)")
                claims["\(path),\(runtime)"] = Claim(
                    motion: motion, maxDeviation: try #require(group["maxDeviation"] as? Double),
                    tolerance: try #require(group["tolerance"] as? Double),
                    withinTolerance: try #require(group["withinTolerance"] as? Bool))
            }
        }
        return claims
    }

    /// frames.csv, per `path,runtime`, in frame order.
    static func frames() throws -> [String: [Frame]] {
        var frames: [String: [Frame]] = [:]
        for row in try readCSVRows(folder + "frames.csv") {
            let frame = Frame(
                frame: Int(row["frame"]!)!, seconds: Double(row["timestamp"]!)! / 1000, value: Double(row["value"]!)!,
                done: row["done"] == "1")
            frames["\(row["path"]!),\(row["runtime"]!)", default: []].append(frame)
        }
        return frames
    }

    /// The move springs.ts states in its first line: distance (units) and frame rate (Hz).
    static func move(_ typeScript: String) throws -> (distance: Double, fps: Double) {
        let words = typeScript.prefix { $0 != "\n" }.split(separator: " ")
        let of = try #require(words.firstIndex(of: "of")), at = try #require(words.firstIndex(of: "at"))
        return (try #require(Double(words[of + 1])), try #require(Double(words[at + 1])))
    }

    @Test("springs.ts still holds the parameters the runtimes were given")
    func parametersAreCurrent() throws {
        let generated = Self.parameters(try Self.generate().typeScript)
        var recorded: [String: Double] = [:]
        for row in try readCSVRows(Self.folder + "parameters.csv") {
            recorded["\(row["path"]!),\(row["runtime"]!),\(row["parameter"]!)"] = Double(row["value"]!)
        }
        // 11 tokens × 2 runtimes × 6 numbers each.
        #expect(recorded.count == 132)
        #expect(Set(generated.keys) == Set(recorded.keys))
        for (key, value) in recorded.sorted(by: { $0.key < $1.key }) {
            #expect(generated[key] == value, "\(key): springs.ts has \(generated[key] ?? .nan), the data \(value)")
        }
    }

    /// Each runtime's largest stray from the exact curve, over every frame
    /// it showed and after its end, is the deviation `--json` (and
    /// springs.md) states for it, and within the tolerance wherever
    /// `withinTolerance` promises so. The data hold both kinds of claim:
    /// motion within 0.5% on all but the stiff spring (k = 10⁴), react-spring,
    /// whose 1 ms Euler steps lag, beyond it on seven of the eleven.
    @Test("each runtime's frames stray from the exact curve as far as tokens states, no farther")
    func framesWithinClaim() throws {
        let generated = try Self.generate()
        let claims = try Self.claims(generated.json), frames = try Self.frames()
        let (distance, fps) = try Self.move(generated.typeScript)
        #expect(Set(claims.keys) == Set(frames.keys))
        for (key, claim) in claims.sorted(by: { $0.key < $1.key }) {
            let shown = try #require(frames[key])
            let last = try #require(shown.last)
            #expect(last.done, "\(key) did not finish within the runs' limit")
            var stray = 0.0
            for frame in shown {
                stray = max(stray, abs(frame.value / distance - 1 - claim.motion.displacement(at: frame.seconds)))
            }
            var k = last.frame + 1
            while Double(k) / fps <= Self.horizon {
                stray = max(stray, abs(last.value / distance - 1 - claim.motion.displacement(at: Double(k) / fps)))
                k += 1
            }
            // The figure stated is the runtime's own, not a bound far above it.
            #expect(abs(stray - claim.maxDeviation) <= Self.slack, "\(key): \(stray), stated \(claim.maxDeviation)")
            if claim.withinTolerance { #expect(stray <= claim.tolerance + Self.slack, "\(key): \(stray)") }
        }
    }
}
