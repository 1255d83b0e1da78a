/// User text (titles, labels, legend entries) as a gnuplot string expression
/// that gnuplot shows as written and never evaluates.
///
/// gnuplot has two string syntaxes. Inside double quotes it interprets
/// backslash escapes and, in command lines, performs backquote command
/// substitution (`` `cmd` `` runs cmd): unsafe for user text. Inside single
/// quotes nothing is special except the quote itself; backslashes,
/// backquotes, `@macro`, `$(…)`, `system("…")` and `#` are plain characters
/// there. The quote cannot be written reliably inside single quotes: gnuplot
/// 5.4 reads `''` as an escaped quote only after another character, so a
/// text that starts with a quote fails to parse. Each quote is therefore its
/// own piece, `"\047"` (the quote as an octal escape in double quotes: no
/// quote character appears in it, which would confuse gnuplot's scan for
/// `@macro` outside quotes, and nothing else in it is special), joined to
/// the single-quoted runs between quotes with gnuplot's string
/// concatenation `.`: `it's` becomes `'it'."\047".'s'`. Every place
/// springlab puts text (titles, axis labels, labels, `plot … title`,
/// `set output`) takes such an expression.
///
/// The one way out of a single-quoted string is the end of the line, which
/// ends the command, so line breaks and the other control characters become
/// spaces. The renderer also turns enhanced text mode off (`noenhanced`), so
/// `^ _ @ & { } ~` are not markup either.
public func gnuplotString(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: scalars.append(" ")
        default: scalars.append(scalar)
        }
    }
    let runs = String(scalars).split(separator: "'", omittingEmptySubsequences: false)
    let pieces = runs.enumerated().flatMap { index, run -> [String] in
        let quote = index > 0 ? [#""\047""#] : []
        return quote + (run.isEmpty ? [] : ["'" + run + "'"])
    }
    return pieces.isEmpty ? "''" : pieces.joined(separator: ".")
}

/// A file name as a gnuplot string expression, or nil when gnuplot could
/// not be given it as it is (it contains a line break, another control
/// character or U+2028/U+2029, which ``gnuplotString(_:)`` would turn into
/// spaces, naming another file).
///
/// Besides quoting: gnuplot's `set output` treats a name starting with `|` as
/// a command to pipe into, and expands a leading `~`; a relative name starting
/// with either is written `./name`, which names the same file.
public func gnuplotFileName(_ path: String) -> String? {
    let unrepresentable: Set<Unicode.GeneralCategory> = [.control, .lineSeparator, .paragraphSeparator]
    guard !path.isEmpty,
        !path.unicodeScalars.contains(where: { unrepresentable.contains($0.properties.generalCategory) })
    else {
        return nil
    }
    let safe = path.hasPrefix("|") || path.hasPrefix("~") ? "./" + path : path
    return gnuplotString(safe)
}
