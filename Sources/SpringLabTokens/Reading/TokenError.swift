/// A token file springlab refuses: one line naming the file, the token's
/// path where there is one, and what is wrong.
package struct TokenError: Error, Equatable, CustomStringConvertible {
    /// The file, or the preset (`preset material3-standard`).
    package let file: String
    /// The token's dotted path, or nil for the file as a whole.
    package let path: String?
    package let reason: String

    package init(file: String, path: String?, _ reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    /// `FILE: PATH: reason`, on one line.
    package var description: String {
        let line = [file, path, reason].compactMap { $0 }.joined(separator: ": ")
        return line.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
