import Foundation

/// What a GIF89a file says about its animation, read from its own bytes
/// block by block (header, logical screen, colour table, then extensions
/// and images up to the trailer): enough to check what springlab wrote.
struct GIFBlocks {
    /// The logical screen, pixels.
    var width = 0
    var height = 0
    /// Images in the file.
    var frames = 0
    /// Each Graphic Control Extension's delay, centiseconds.
    var delays: [Int] = []
    /// The NETSCAPE2.0 loop count (0 = for ever), if the extension is there.
    var loops: Int?
    /// The text of each Comment Extension.
    var comments: [String] = []

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    init(_ data: Data) throws {
        let b = [UInt8](data)
        guard b.count > 13, String(decoding: b[0..<6], as: UTF8.self) == "GIF89a" else {
            throw Malformed(description: "not GIF89a")
        }
        width = Int(b[6]) | Int(b[7]) << 8
        height = Int(b[8]) | Int(b[9]) << 8
        var i = 13 + (b[10] & 0x80 != 0 ? 3 * (1 << (Int(b[10] & 7) + 1)) : 0)
        func subBlocks() throws -> [UInt8] {
            var payload: [UInt8] = []
            while true {
                guard i < b.count else { throw Malformed(description: "runs past the end") }
                let size = Int(b[i])
                guard i + size < b.count else { throw Malformed(description: "sub-block past the end") }
                payload += b[(i + 1)..<(i + 1 + size)]
                i += 1 + size
                if size == 0 { return payload }
            }
        }
        while true {
            guard i < b.count else { throw Malformed(description: "no trailer") }
            switch b[i] {
            case 0x21:
                let label = b[i + 1]
                i += 2
                let payload = try subBlocks()
                switch label {
                case 0xF9: delays.append(Int(payload[1]) | Int(payload[2]) << 8)
                case 0xFE: comments.append(String(decoding: payload, as: UTF8.self))
                case 0xFF
                where payload.count >= 14 && String(decoding: payload[0..<11], as: UTF8.self) == "NETSCAPE2.0":
                    loops = Int(payload[12]) | Int(payload[13]) << 8
                default: break
                }
            case 0x2C:
                let packed = b[i + 9]
                i += 10 + (packed & 0x80 != 0 ? 3 * (1 << (Int(packed & 7) + 1)) : 0) + 1
                _ = try subBlocks()
                frames += 1
            case 0x3B:
                return
            default:
                throw Malformed(description: "unknown block \(b[i]) at \(i)")
            }
        }
    }
}
