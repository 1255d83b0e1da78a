import SpringLab
import Testing

/// The edit distance behind every "did you mean": insertions, deletions,
/// substitutions and swaps of neighbours count 1 each.
@Suite("closest names")
struct ClosestNameTests {
    @Test(arguments: [
        ("", "", 0), ("fit", "", 3), ("", "fit", 3), ("fit", "fit", 0), ("FIT", "fit", 0),
        // The textbook pair: k→s, e→i, and an inserted g.
        ("kitten", "sitting", 3),
        ("fitt", "fit", 1), ("bouncey", "bouncy", 1), ("swfitui", "swiftui", 1), ("ca", "ac", 1),
        // Optimal string alignment: a swapped pair is not edited again, so "ca" → "abc" is 3, not 2.
        ("ca", "abc", 3),
    ])
    func distance(_ a: String, _ b: String, _ expected: Int) {
        #expect(editDistance(a, b) == expected)
        #expect(editDistance(b, a) == expected)
    }

    @Test func closestIsNearEnough() {
        #expect(closestName(to: "bouncey", among: ["smooth", "snappy", "bouncy"]) == "bouncy")
        #expect(closestName(to: "fitt", among: ["fit", "simulate", "compare"]) == "fit")
        // Four letters allow one edit: "xyzz" is nothing's typo.
        #expect(closestName(to: "xyzz", among: ["fit", "plot", "kinds"]) == nil)
        #expect(closestName(to: "plto", among: ["fit", "plot", "kinds"]) == "plot")
        #expect(didYouMean("snapy", among: ["smooth", "snappy", "bouncy"]) == "; did you mean 'snappy'?")
        #expect(didYouMean("zzz", among: ["smooth", "snappy", "bouncy"]).isEmpty)
    }
}
