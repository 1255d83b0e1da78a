import Foundation
import Testing

/// `fit --link`: the text ends with the page's address for the spring, whose
/// `spring` value, read back by `fit --spring`, is the same spring.
@Suite("fit --link")
struct FitLinkTests {
    static let prefix = "On the page of `springlab serve`: "

    @Test func linkOpensTheSameSpring() throws {
        let linked = try runSpringlab(["fit", "--duration", "0.45", "--damping", "0.15", "--link"])
        #expect(linked.status == 0, "\(linked.stderr)")
        let plain = try runSpringlab(["fit", "--duration", "0.45", "--damping", "0.15"])
        let last = try #require(linked.stdout.split(separator: "\n").last.map(String.init))
        #expect(last == Self.prefix + "http://127.0.0.1:8173/?spring=uikit:duration=0.45,damping=0.15")
        #expect(linked.stdout == plain.stdout + "\n" + last + "\n")
        let spring = String(last.split(separator: "spring=")[1])
        let again = try runSpringlab(["fit", "--spring", spring])
        // The same spring: the report but for its title line (flat options vs. --spring read alike).
        #expect(again.stdout.split(separator: "\n").dropFirst() == plain.stdout.split(separator: "\n").dropFirst())
    }

    @Test func linkCarriesTheRuntimeAndEscapesWhatAQueryCannotHold() throws {
        let linked = try runSpringlab([
            "fit", "--spring", "motion:stiffness=1e+20,damping=10", "--for", "compose", "--link",
        ])
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(
            linked.stdout.hasSuffix(
                Self.prefix + "http://127.0.0.1:8173/?spring=motion:stiffness=1e%2B20,damping=10.0&for=compose\n"),
            "\(linked.stdout.suffix(200))")
    }

    @Test(arguments: [
        (["--link", "--json"], "--link ends the text answer; leave out --json"),
        (["--link", "--curve", "data/curves/noisy.csv"], "--link opens a written spring"),
    ])
    func linkIsRefusedWhereItMeansNothing(_ extra: [String], _ message: String) throws {
        let spring = extra.contains("--curve") ? [] : ["--preset", "bouncy"]
        let result = try runSpringlab(["fit"] + spring + extra, currentDirectory: repositoryRoot)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("springlab: error: " + message), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}
