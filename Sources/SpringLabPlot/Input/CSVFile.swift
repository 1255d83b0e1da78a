import CSV
import Foundation

/// Opens a CSV file with a header row for reading with yaslab/CSV.swift.
///
/// The file is read into memory and parsed from the string: with
/// swift-corelibs-foundation, CSV.swift's stream reader reports a spurious
/// `cannotReadFile` at the end of every file (the stream still claims bytes
/// are available after the last read), which would hide real read errors.
enum CSVFile {
    /// Files larger than this are refused before reading.
    static let maximumBytes = 128 << 20

    static func reader(_ path: String, what: String, maximumBytes: Int = CSVFile.maximumBytes) throws(PlotError)
        -> CSVReader
    {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard FileManager.default.isReadableFile(atPath: path),
            attributes?[.type] as? FileAttributeType != .typeDirectory,
            let data = FileManager.default.contents(atPath: path)
        else {
            throw .badInput("cannot read \(what) '\(path)'")
        }
        guard data.count <= maximumBytes else {
            throw .badInput("\(what) '\(path)' is larger than \(maximumBytes >> 20) MB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .badInput("\(what) '\(path)' is not UTF-8 text")
        }
        do {
            return try CSVReader(string: text, hasHeaderRow: true)
        } catch {
            throw .badInput("cannot read \(what) '\(path)': \(error)")
        }
    }
}
