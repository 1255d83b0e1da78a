import SpringLabTestSupport
import Testing

@testable import SpringLabIO

/// Rows written through ``RecentNumbers`` against the standard library's
/// `description` of every number, and the other preformatted fields of
/// ``CSVRows`` against the text they stand for.
@Suite("RecentNumbers and CSVRows fields")
struct RecentNumbersTests {
    /// The row `description` gives, an empty field for a non-finite value.
    static func expected(_ values: [Double]) -> String {
        values.map { $0.isFinite ? $0.description : "" }.joined(separator: ",") + "\n"
    }

    /// The row a ``CSVRows`` that remembers numbers writes.
    static func written(_ values: [Double]) -> String {
        var rows = CSVRows(capacity: 0, remembersNumbers: true)
        for value in values { rows.field(value) }
        rows.endRow()
        return String(decoding: rows.bytes.bytes, as: UTF8.self)
    }

    /// Few distinct values drawn again and again, so that slots are hit,
    /// missed and taken over by other bits (far more values than slots).
    @Test("repeated and colliding values: the text of each, every time")
    func repeatedValues() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let pool = (0..<(RecentNumbers.slotCount * 3)).map { _ in Double(bitPattern: generator.next()) }
            let values = (0..<2_000).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
            #expect(Self.written(values) == Self.expected(values))
        }
    }

    @Test("signed zeros, extremes and non-finite values (empty fields) through the cache")
    func edgeValues() {
        let values: [Double] = [
            0, -0.0, 0, -0.0, .infinity, -.infinity, .nan, 1e-5, 1e-5, .leastNonzeroMagnitude,
            -.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0x1p53, 0x1p53,
        ]
        let text = Self.written(values)
        #expect(
            text == "0.0,-0.0,0.0,-0.0,,,,1e-05,1e-05,5e-324,-1.7976931348623157e+308,"
                + "-1.7976931348623157e+308,9007199254740992.0,9007199254740992.0\n")
    }

    /// Blocks of rows emptied and refilled, as a sweep's are: what the
    /// cache remembered of an emptied block must not reach the next.
    @Test("rows emptied between blocks: each block as written alone")
    func reusedRows() {
        var generator = SplitMix64(seed: 3)
        var remembering = CSVRows(capacity: 0, remembersNumbers: true)
        for _ in 0..<50 {
            let pool = (0..<20).map { _ in generator.uniform(-1e3, 1e3) }
            var plain = CSVRows(capacity: 0)
            remembering.removeAll()
            for _ in 0..<100 {
                for _ in 0..<12 {
                    let value = pool[Int(generator.next() % 20)]
                    plain.field(value)
                    remembering.field(value)
                }
                plain.endRow()
                remembering.endRow()
            }
            #expect(remembering.bytes.bytes == plain.bytes.bytes)
        }
    }

    @Test("integers as String(_:) writes them, Int.min and Int.max included")
    func integers() {
        var generator = SplitMix64(seed: 11)
        var values = [0, 1, -1, 9, 10, 99, 100, -100, Int.min, Int.max, Int.min + 1]
        values += (0..<10_000).map { _ in Int(truncatingIfNeeded: generator.next()) >> Int(generator.next() % 64) }
        var buffer = ByteBuffer(capacity: 0)
        for value in values {
            buffer.append(integer: value)
            buffer.append(byte: UInt8(ascii: " "))
        }
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == values.map { "\($0) " }.joined())
    }

    @Test("a preformatted field writes what the field it stands for writes")
    func preformattedFields() {
        var direct = CSVRows(capacity: 0), preformatted = CSVRows(capacity: 0, remembersNumbers: true)
        direct.field(0.1)
        preformatted.field(CSVRows.Field(0.1))
        direct.field(nil as Double?)
        preformatted.field(CSVRows.Field(nil))
        direct.field(integer: -42)
        preformatted.field(CSVRows.Field(integer: -42))
        for text in ["plain", "a, b", "say \"hi\"", "line\nbreak", ""] {
            direct.field(text: text)
            preformatted.field(CSVRows.Field(text: text))
        }
        direct.endRow()
        preformatted.endRow()
        #expect(direct.bytes.bytes == preformatted.bytes.bytes)
        #expect(
            String(decoding: direct.bytes.bytes, as: UTF8.self)
                == "0.1,,-42,plain,\"a, b\",\"say \"\"hi\"\"\",\"line\nbreak\",\n")
    }

    /// Texts of a list copied by index, then the same values written again
    /// (which the cache may copy from those texts), against `description`.
    @Test("numbers from their texts formatted once: the same row as the numbers written")
    func numberTexts() {
        var generator = SplitMix64(seed: 5)
        var values: [Double] = [0, -0.0, .nan, .infinity, 1e-5, 0x1p53, -.greatestFiniteMagnitude, 5e-324, 50, 0.1]
        values += (0..<300).map { _ in Double(bitPattern: generator.next()) }
        values += (0..<300).map { _ in generator.uniform(5, 40) }
        let texts = NumberTexts(values)
        #expect(texts.count == values.count)
        var rows = CSVRows(capacity: 0, remembersNumbers: true)
        var expected = ""
        for _ in 0..<20 {
            let picked = (0..<8).map { _ in Int(generator.next() % UInt64(values.count)) }
            for index in picked { rows.field(texts, at: index) }
            for index in picked { rows.field(values[index]) }
            rows.endRow()
            expected += Self.expected(picked.map { values[$0] } + picked.map { values[$0] })
        }
        #expect(String(decoding: rows.bytes.bytes, as: UTF8.self) == expected)
    }
}
