import SpringLabIO

/// How a ``Heatmap`` is drawn: gnuplot's `with image` (one coloured pixel
/// block a cell) and a colour bar; in the text chart, where there are no
/// colours, a character a cell from a ramp of increasing ink.
extension GnuplotScript {
    /// A heatmap's datablock: `x y value` a cell, x outer with a blank line
    /// after each x (gnuplot's scan order for `with image`); `NaN` for a blank cell.
    func datablock(_ name: String, _ heatmap: Heatmap) -> String {
        var block = ByteBuffer(capacity: 60 * heatmap.values.count + heatmap.x.count + 32)
        block.append(name + " << EOD\n")
        for (i, x) in heatmap.x.enumerated() {
            if i > 0 { block.append(byte: UInt8(ascii: "\n")) }
            for (j, y) in heatmap.y.enumerated() {
                let value = heatmap.values[i * heatmap.y.count + j]
                block.append(x)
                block.append(byte: UInt8(ascii: " "))
                block.append(y)
                block.append(byte: UInt8(ascii: " "))
                if value.isFinite { block.append(value) } else { block.append("NaN") }
                block.append(byte: UInt8(ascii: "\n"))
            }
        }
        block.append("EOD")
        return String(decoding: block.bytes, as: UTF8.self)
    }

    /// The characters of the text chart, lowest values first.
    static let textRamp = Array(".:-=+*#%@")

    /// The text chart's datablock: `x y character`, blank cells left out, the
    /// grid thinned to at most about 100 × 40 cells (a character each).
    func textDatablock(_ name: String, _ heatmap: Heatmap) -> String {
        let finite = heatmap.values.filter(\.isFinite)
        let low = finite.min() ?? 0, high = finite.max() ?? 1
        let xStride = max(1, (heatmap.x.count + 99) / 100), yStride = max(1, (heatmap.y.count + 39) / 40)
        var block = ByteBuffer(capacity: 48 * (heatmap.x.count / xStride + 1) * (heatmap.y.count / yStride + 1) + 32)
        block.append(name + " << EOD\n")
        for i in stride(from: 0, to: heatmap.x.count, by: xStride) {
            for j in stride(from: 0, to: heatmap.y.count, by: yStride) {
                let value = heatmap.values[i * heatmap.y.count + j]
                guard value.isFinite else { continue }
                let level = Int(
                    (Self.position(of: value, from: low, to: high) * Double(Self.textRamp.count - 1)).rounded())
                block.append(heatmap.x[i])
                block.append(byte: UInt8(ascii: " "))
                block.append(heatmap.y[j])
                block.append(" \"\(Self.textRamp[level])\"\n")
            }
        }
        block.append("EOD")
        return String(decoding: block.bytes, as: UTF8.self)
    }

    /// Where `value` lies between `low` and `high`, from 0 to 1 (0 when they
    /// are equal). Computed on halves when `high − low` overflows (values
    /// near ±1.8e308), which halving keeps finite without changing the ratio.
    static func position(of value: Double, from low: Double, to high: Double) -> Double {
        guard high > low else { return 0 }
        let fraction =
            (high - low).isFinite
            ? (value - low) / (high - low)
            : (value / 2 - low / 2) / (high / 2 - low / 2)
        return fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }

    /// The text chart's legend for a heatmap: what the characters mean.
    static func textLegend(_ heatmap: Heatmap) -> String {
        let finite = heatmap.values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return "\(heatmap.label): no values" }
        return
            "\(heatmap.label): \(String(textRamp)) from \(legendNumber(low, significant: 4)) to \(legendNumber(high, significant: 4))"
    }
}
