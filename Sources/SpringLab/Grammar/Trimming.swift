extension StringProtocol {
    /// The text without leading and trailing spaces: Unicode space
    /// separators (category Zs, U+0020, U+00A0, …) and tabs.
    package func trimmingSpaces() -> String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without leading and trailing white space and line breaks
    /// (`Unicode.Scalar.Properties.isWhitespace`).
    package func trimmingWhitespace() -> String { trimming { $0.properties.isWhitespace } }

    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let text = String(self)
        let scalars = text.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isTrimmed(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(Substring(scalars[start..<end]))
    }
}
