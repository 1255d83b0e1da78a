/// `text` made safe to print on one terminal line: every character that
/// could move the cursor, change the terminal's state or break the line is
/// shown as an escape instead — `\n`, `\r`, `\t`, and `\u{1B}`-style for the
/// rest of the C0 controls, DEL, the C1 controls, the line and paragraph
/// separators U+2028/U+2029, and the invisible format characters (bidi
/// overrides such as U+202E, which reorder what follows).
///
/// Edge cases: the joiners U+200C/U+200D and the tag characters of emoji
/// flags are format characters that belong inside visible text and are
/// kept; backslashes are kept as they are.
package func terminalSafe(_ text: String) -> String {
    var safe = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": safe += "\\n"
        case "\r": safe += "\\r"
        case "\t": safe += "\\t"
        case "\u{200C}", "\u{200D}", "\u{E0020}"..."\u{E007F}": safe.unicodeScalars.append(scalar)
        case _
        where [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory):
            safe += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: safe.unicodeScalars.append(scalar)
        }
    }
    return safe
}
