/// The blocks of an animated GIF (GIF89a) that springlab rewrites after
/// gnuplot: each frame's delay, and a comment naming what made the file.
///
/// The file is read block by block as the GIF89a specification lays it out:
/// header and logical screen descriptor, the global colour table if any,
/// then extensions (`0x21`, a label, data sub-blocks) and images (`0x2C`, a
/// descriptor, a local colour table if any, LZW data sub-blocks) up to the
/// trailer `0x3B`. A frame's delay is the little-endian 16-bit field of the
/// Graphic Control Extension (`0x21 0xF9`) before its image, in centiseconds.
struct GIFAnimation {
    private(set) var bytes: [UInt8]
    /// Where each Graphic Control Extension's delay field starts, in order.
    private var delayOffsets: [Int]
    /// The number of images.
    let frameCount: Int
    /// Where the first block after the global colour table starts.
    private let firstBlock: Int

    /// - Throws: ``PlotError/badInput(_:)`` when the bytes are not a GIF89a
    ///   whose every image has a Graphic Control Extension.
    init(_ bytes: [UInt8]) throws(PlotError) {
        func fail(_ reason: String) -> PlotError { .badInput("gnuplot's GIF cannot be read: \(reason)") }
        guard bytes.count >= 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else { throw fail("no GIF89a header") }
        var position = 13 + Self.colorTableSize(bytes[10])
        firstBlock = position
        var delays: [Int] = [], images = 0
        func skipSubBlocks() throws(PlotError) {
            while true {
                guard position < bytes.count else { throw fail("data runs past the end") }
                let size = Int(bytes[position])
                position += 1 + size
                if size == 0 { return }
            }
        }
        scan: while true {
            guard position < bytes.count else { throw fail("no trailer") }
            switch bytes[position] {
            case 0x21:
                guard position + 2 < bytes.count else { throw fail("truncated extension") }
                if bytes[position + 1] == 0xF9 {
                    guard bytes[position + 2] == 4, position + 7 < bytes.count else {
                        throw fail("bad graphic control extension")
                    }
                    delays.append(position + 4)
                }
                position += 2
                try skipSubBlocks()
            case 0x2C:
                guard position + 10 < bytes.count else { throw fail("truncated image descriptor") }
                position += 10 + Self.colorTableSize(bytes[position + 9]) + 1
                try skipSubBlocks()
                images += 1
            case 0x3B:
                break scan
            default:
                throw fail("unknown block 0x\(String(bytes[position], radix: 16)) at byte \(position)")
            }
        }
        guard delays.count == images else { throw fail("\(images) images but \(delays.count) delays") }
        self.bytes = bytes
        delayOffsets = delays
        frameCount = images
    }

    /// Bytes of the colour table a packed field announces (its top bit set):
    /// 3 × 2^(size + 1).
    private static func colorTableSize(_ packed: UInt8) -> Int {
        packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1)
    }

    /// Sets every frame's delay, in centiseconds, one per frame.
    mutating func setDelays(_ delays: [Int]) throws(PlotError) {
        guard delays.count == frameCount else {
            throw .badInput("gnuplot drew \(frameCount) frames, springlab asked for \(delays.count)")
        }
        for (offset, delay) in zip(delayOffsets, delays) {
            let value = UInt16(clamping: delay)
            bytes[offset] = UInt8(value & 0xFF)
            bytes[offset + 1] = UInt8(value >> 8)
        }
    }

    /// Adds a Comment Extension (`0x21 0xFE`) with `text` before the first
    /// frame; decoders ignore it.
    mutating func insertComment(_ text: String) {
        var block: [UInt8] = [0x21, 0xFE]
        var rest = Array(text.utf8)[...]
        while !rest.isEmpty {
            let chunk = rest.prefix(255)
            block.append(UInt8(chunk.count))
            block += chunk
            rest = rest.dropFirst(chunk.count)
        }
        block.append(0)
        bytes.insert(contentsOf: block, at: firstBlock)
        delayOffsets = delayOffsets.map { $0 + block.count }
    }
}
