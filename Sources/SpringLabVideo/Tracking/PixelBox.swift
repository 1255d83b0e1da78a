/// A rectangle of whole pixels, `x0 ..< x1` across and `y0 ..< y1` down.
package struct PixelBox: Hashable, Sendable {
    package var x0: Int, y0: Int, x1: Int, y1: Int

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    package var width: Int { x1 - x0 }
    package var height: Int { y1 - y0 }
    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    /// The centre, in the coordinates of pixel centres (pixel i at i).
    var centre: (x: Double, y: Double) { (Double(x0 + x1 - 1) / 2, Double(y0 + y1 - 1) / 2) }

    /// The smallest box holding both.
    func union(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// Grown by `margin` on every side, within `width × height`.
    func grown(by margin: Int, within width: Int, _ height: Int) -> PixelBox {
        PixelBox(
            x0: max(0, x0 - margin), y0: max(0, y0 - margin), x1: min(width, x1 + margin), y1: min(height, y1 + margin))
    }

    /// Moved by `dx` across and `dy` down.
    func shifted(by dx: Int, _ dy: Int) -> PixelBox { PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }

    /// The box of the pixels of an image `factor` times finer that this one's pixels cover.
    func scaled(by factor: Int) -> PixelBox {
        PixelBox(x0: x0 * factor, y0: y0 * factor, x1: x1 * factor, y1: y1 * factor)
    }
}

/// The boxes of the separate things a mask shows: its pixels grouped by
/// 8-connection after growing each by `reach` pixels (so that a card's
/// edges and the strips it uncovers count as one thing), each box fitted to
/// the mask's own pixels, largest count first.
func maskComponents(_ mask: [Bool], width: Int, height: Int, reach: Int) -> [(box: PixelBox, count: Int)] {
    var label = [Int](repeating: -1, count: mask.count)
    var components: [(box: PixelBox, count: Int)] = []
    var stack: [Int] = []
    for start in mask.indices where mask[start] && label[start] < 0 {
        let id = components.count
        var box = PixelBox(x0: start % width, y0: start / width, x1: start % width + 1, y1: start / width + 1)
        var count = 0
        label[start] = id
        stack.append(start)
        while let i = stack.popLast() {
            let x = i % width, y = i / width
            count += 1
            box = box.union(PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1))
            for ny in max(0, y - reach)...min(height - 1, y + reach) {
                for nx in max(0, x - reach)...min(width - 1, x + reach) {
                    let j = ny * width + nx
                    if mask[j], label[j] < 0 {
                        label[j] = id
                        stack.append(j)
                    }
                }
            }
        }
        components.append((box, count))
    }
    return components.sorted { $0.count > $1.count }
}
