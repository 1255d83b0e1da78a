/// User text (titles, labels, legend entries) as a gnuplot string literal
/// that gnuplot shows as written and never evaluates.
///
/// gnuplot has two string syntaxes. Inside double quotes it interprets
/// backslash escapes and, in command lines, performs backquote command
/// substitution (`` `cmd` `` runs cmd): unsafe for user text. Inside single
/// quotes nothing is special except the quote itself, written twice (`''`);
/// backslashes, backquotes, `@macro`, `$(…)`, `system("…")` and `#` are plain
/// characters there. The one way out of a single-quoted string is the end of
/// the line, which ends the command, so line breaks and the other control
/// characters become spaces. The renderer also turns enhanced text mode off
/// (`noenhanced`), so `^ _ @ & { } ~` are not markup either.
public func gnuplotString(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
            scalars.append(" ")
        default:
            if scalar == "'" { scalars.append("'") }
            scalars.append(scalar)
        }
    }
    return "'" + String(scalars) + "'"
}

/// A file name as a gnuplot string literal, or nil when gnuplot could not be
/// given it safely (it contains a line break or another control character,
/// which no gnuplot string can hold).
///
/// Besides quoting: gnuplot's `set output` treats a name starting with `|` as
/// a command to pipe into, and expands a leading `~`; a relative name starting
/// with either is written `./name`, which names the same file.
public func gnuplotFileName(_ path: String) -> String? {
    guard !path.isEmpty, !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
        return nil
    }
    let safe = path.hasPrefix("|") || path.hasPrefix("~") ? "./" + path : path
    return gnuplotString(safe)
}
