import SpringLabTestSupport
import Testing

@testable import SpringLabIO

/// Rows written at once through ``CSVRowWriter`` against the text each
/// field stands for: RFC 4180 with numbers as Swift's `description`.
@Suite("CSVRowWriter rows")
struct CSVRowWriterTests {
    /// One field of a row, with the text it must become.
    enum Field {
        case number(Double?)
        /// A number written by ``CSVRowWriter/field(formatting:)``, past the cache.
        case formatted(Double)
        case integer(Int?)
        case text(String)
        case preformatted(CSVRows.Field, String)
        case empty
        case listed(Int)

        /// The field's text as a CSV reader finds it.
        func expected(listing values: [Double]) -> String {
            switch self {
            case let .number(value?) where value.isFinite: value.description
            case .number: ""
            case let .formatted(value): value.isFinite ? value.description : ""
            case let .integer(value): value.map(String.init) ?? ""
            case let .text(text): text
            case let .preformatted(_, text): text
            case .empty: ""
            case let .listed(index): values[index].isFinite ? values[index].description : ""
            }
        }

        func write(to row: inout CSVRowWriter, listing texts: NumberTexts) {
            switch self {
            case let .number(value): row.field(value)
            case let .formatted(value): row.field(formatting: value)
            case let .integer(value): row.field(integer: value)
            case let .text(text): row.field(text: text)
            case let .preformatted(field, _): row.field(field)
            case .empty: row.emptyField()
            case let .listed(index): row.field(texts, at: index)
            }
        }

        func write(to rows: inout CSVRows, listing texts: NumberTexts) {
            switch self {
            case let .number(value): rows.field(value)
            case let .formatted(value): rows.field(value)
            case let .integer(value): rows.field(integer: value)
            case let .text(text): rows.field(text: text)
            case let .preformatted(field, _): rows.field(field)
            case .empty: rows.emptyField()
            case let .listed(index): rows.field(texts, at: index)
            }
        }
    }

    /// Fields formatted once, of lengths about the 32-byte pieces a row
    /// copies them in, plain and quoted.
    static let fixedFields: [Field] = [
        "", "ca", String(repeating: "x", count: 31), String(repeating: "y", count: 32),
        String(repeating: "z", count: 33), "a, b", String(repeating: "\"q\" ", count: 20),
    ].map {
        .preformatted(CSVRows.Field(text: $0), $0)
    }

    /// Random fields: numbers from a small pool (so that the cache of recent
    /// numbers is hit), written through the cache and past it, and from all
    /// bit patterns, integers, texts short and long, plain and needing
    /// quotes, and the rest.
    static func randomRow(_ generator: inout SplitMix64, pool: [Double], listed: Int) -> [Field] {
        let pieces = ["a", "b c", ",", "\"", "\n", "ζ", "regime", "0.5"]
        return (0..<Int(generator.next() % 40)).map { _ in
            switch generator.next() % 8 {
            case 0: .number(pool[Int(generator.next() % UInt64(pool.count))])
            // The same numbers past the cache, between numbers read from it.
            case 1: .formatted(pool[Int(generator.next() % UInt64(pool.count))])
            case 2: .number(generator.next() % 4 == 0 ? nil : Double(bitPattern: generator.next()))
            case 3: .integer(generator.next() % 5 == 0 ? nil : Int(truncatingIfNeeded: generator.next()) >> 40)
            case 4:
                // Up to 2000 bytes: far beyond the room first reserved for a row.
                .text(
                    (0..<Int(generator.next() % (generator.next() % 10 == 0 ? 400 : 6))).map { _ in
                        pieces[Int(generator.next() % UInt64(pieces.count))]
                    }.joined())
            // Fixed fields of every length about the 32-byte pieces they are copied in, quoted or not.
            case 5:
                Self.fixedFields[Int(generator.next() % UInt64(Self.fixedFields.count))]
            case 6: .empty
            default: .listed(Int(generator.next() % UInt64(listed)))
            }
        }
    }

    /// The fields of each row, read back by ``CSVRecords`` (a blank line is one empty field).
    static func readBack(_ rows: CSVRows) throws -> [[String]] {
        try CSVRecords(bytes: Array("header\n".utf8) + rows.bytes.bytes, name: "rows").rows.map(\.fields)
    }

    @Test("random rows read back as each field's text, rows retried when they outgrow their room")
    func randomRows() throws {
        var generator = SplitMix64(seed: 17)
        let pool: [Double] = [
            0, -0.0, 1, 0.1, 1e-5, 123.456, .infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        let values = (0..<30).map { index in index % 7 == 0 ? Double.nan : generator.uniform(-1e6, 1e6) }
        let texts = NumberTexts(values)
        for remembers in [false, true] {
            var rows = CSVRows(capacity: 0, remembersNumbers: remembers)
            var expected: [[String]] = []
            for block in 0..<20 {
                if block % 5 == 4 {
                    rows.removeAll()
                    expected = []
                }
                for _ in 0..<50 {
                    let fields = Self.randomRow(&generator, pool: pool, listed: values.count)
                    rows.appendRow { row in
                        for field in fields { field.write(to: &row, listing: texts) }
                    }
                    expected.append(fields.isEmpty ? [""] : fields.map { $0.expected(listing: values) })
                }
                #expect(try Self.readBack(rows) == expected)
                #expect(rows.count == expected.count)
            }
        }
    }

    @Test("a row at once is the same bytes as the same fields one by one")
    func sameAsFieldByField() {
        var generator = SplitMix64(seed: 23)
        let pool = (0..<12).map { _ in generator.uniform(-10, 10) }
        let values = [0.25, -3, .infinity]
        let texts = NumberTexts(values)
        var atOnce = CSVRows(capacity: 0, remembersNumbers: true), oneByOne = CSVRows(capacity: 0)
        for _ in 0..<2_000 {
            let fields = Self.randomRow(&generator, pool: pool, listed: values.count)
            atOnce.appendRow { row in
                for field in fields { field.write(to: &row, listing: texts) }
            }
            for field in fields { field.write(to: &oneByOne, listing: texts) }
            oneByOne.endRow()
        }
        #expect(atOnce.bytes.bytes == oneByOne.bytes.bytes)
        #expect(atOnce.count == oneByOne.count)
    }

    @Test("a row that needs more room is written again whole, its numbers remembered from the final pass")
    func retriedRow() {
        var rows = CSVRows(capacity: 0, remembersNumbers: true)
        let long = String(repeating: "x", count: 5_000)
        var passes = 0
        rows.appendRow { row in
            passes += 1
            row.field(0.1)
            row.field(text: long)
            row.field(0.1)
            row.field(integer: 0)
        }
        rows.appendRow { row in
            row.field(0.1)
            row.field(integer: -7)
        }
        #expect(passes == 2)
        #expect(String(decoding: rows.bytes.bytes, as: UTF8.self) == "0.1,\(long),0.1,0\n0.1,-7\n")
    }

    @Test("a writer with no room writes nothing")
    func detachedWriter() {
        var writer = CSVRowWriter()
        writer.field(1.5)
        writer.field(text: "text")
        #expect(writer.end == 0)
        #expect(!writer.fits)
    }
}
