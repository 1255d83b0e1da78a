import SpringLab

/// Keyframes as After Effects copies them to the clipboard, as text whose
/// first line is `Adobe After Effects 8.0 Keyframe Data`. Lines are
/// separated by tabs: settings indented by one (`\tUnits Per Second\t60`,
/// the frame rate), then for each property a line naming it
/// (`Transform\tPosition`), an indented header (`\tFrame\tX pixels\tY pixels\tZ pixels`)
/// and an indented row per keyframe (`\t12\t960\t540\t0`); `End of
/// Keyframe Data` closes it. An expression's text, between `Expression
/// Data` and `End of Expression Data`, is no keyframe and is passed over.
///
/// Read as a table with that header and those rows and the rate as its
/// frame rate, so the `Frame` column counts frames of 1/rate s (unless
/// `--frame-rate` says otherwise) and the value is the first column after
/// it. Edge cases, each an ``IOError``: keyframes of more than one property
/// (which to fit is the user's choice: copy one), no `Units Per Second` that
/// is a positive number, more than `maximumRows` keyframes.
enum RecordingKeyframes {
    /// Whether `bytes` start with After Effects' first line.
    static func isKeyframeData(_ bytes: ArraySlice<UInt8>) -> Bool {
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self).trimmingWhitespace()
        return line.hasPrefix("Adobe After Effects") && line.hasSuffix("Keyframe Data")
    }

    /// The table of `bytes` (UTF-8, without a byte order mark); `name` is how messages name the file.
    static func table(_ bytes: [UInt8], name: String, maximumRows: Int) throws(IOError) -> RecordingTable {
        var rate: Double?, properties: [String] = [], isExpression = false
        var table = RecordingTable(header: nil, rows: [])
        // Split as bytes: a String reads `\r\n` as one character, which is not `\n`.
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
            .dropFirst()
        {
            var fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self).trimmingWhitespace()
            }
            while fields.last?.isEmpty == true { fields.removeLast() }
            guard let first = fields.first else { continue }
            if isExpression || first == "Expression Data" {
                isExpression = first != "End of Expression Data"
            } else if first == "End of Keyframe Data" {
                break
            } else if !first.isEmpty {
                properties.append(fields.joined(separator: " "))
            } else if properties.isEmpty {
                if fields.count == 3, fields[1] == "Units Per Second" { rate = DecimalText.parse(fields[2]) }
            } else if properties.count == 1 {
                if table.header == nil {
                    table.header = Array(fields.dropFirst())
                } else {
                    guard table.rows.count < maximumRows else {
                        throw IOError(
                            "\(name) line \(index + 1)",
                            reason: "more than \(maximumRows) keyframes; keep one per frame (or every n-th frame)")
                    }
                    table.rows.append((index + 1, fields.dropFirst().map { .text($0) }))
                }
            }
        }
        guard properties.count <= 1 else {
            throw IOError(
                name,
                reason: "it holds keyframes of \(properties.count) properties (\(properties.joined(separator: ", "))); "
                    + "copy the keyframes of one property")
        }
        guard let rate, rate > 0, rate.isFinite else {
            throw IOError(
                name, reason: "it has no 'Units Per Second' line giving the frame rate; copy the keyframes again")
        }
        table.frameRate = rate
        return table
    }
}
