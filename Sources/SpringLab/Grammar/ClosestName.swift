/// The number of edits that turn `a` into `b`, ignoring case: insertions,
/// deletions, substitutions and swaps of two adjacent characters, each
/// counting 1, no character edited twice (the optimal-string-alignment form
/// of the Damerau–Levenshtein distance). `bouncey` is 1 from `bouncy`,
/// `fitt` 1 from `fit`, `swfitui` 1 from `swiftui`.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    // Rows i − 2, i − 1 and i of the table of distances between prefixes.
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previous2[j - 2] + 1)
            }
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}

/// The name among `names` closest to `written`, if one is close enough to
/// be the name meant: at most one edit for a name of up to four characters,
/// two up to eight, three beyond; the first of equally close names.
package func closestName(to written: String, among names: [String]) -> String? {
    let allowed = written.count <= 4 ? 1 : written.count <= 8 ? 2 : 3
    let ranked = names.map { (name: $0, distance: editDistance(written, $0)) }
    guard let best = ranked.min(by: { $0.distance < $1.distance }), best.distance <= allowed else { return nil }
    return best.name
}

/// `; did you mean 'bouncy'?` when a name among `names` is close to
/// `written`, else nothing: the tail of a message that refuses `written`.
package func didYouMean(_ written: String, among names: [String]) -> String {
    closestName(to: written, among: names).map { "; did you mean '\($0)'?" } ?? ""
}
