extension GnuplotScript {
    /// The commands for one guide. Rectangles need numbered object tags,
    /// counted in `objectTag`. A guide with a non-finite coordinate is skipped.
    func commands(for guide: Guide, objectTag: inout Int) -> [String] {
        let n = { (value: Double) -> String? in value.isFinite ? gnuplotNumber(value) : nil }
        switch guide {
        case let .horizontalLine(y, color):
            guard let y = n(y) else { return [] }
            return [
                "set arrow from graph 0, first \(y) to graph 1, first \(y) nohead back lc rgb '\(color.hex)' lw 1 dt 2"
            ]
        case let .band(range, color):
            guard let low = n(range.lowerBound), let high = n(range.upperBound) else { return [] }
            objectTag += 1
            return [
                "set object \(objectTag) rectangle from graph 0, first \(low) to graph 1, first \(high) "
                    + "back fillcolor rgb '\(color.hex)' fillstyle solid 1.0 noborder"
            ]
        case let .verticalLine(x, color):
            guard let x = n(x) else { return [] }
            return [
                "set arrow from first \(x), graph 0 to first \(x), graph 1 nohead back lc rgb '\(color.hex)' lw 1 dt 3"
            ]
        case let .marker(point, color):
            guard let x = n(point.x), let y = n(point.y) else { return [] }
            return [
                "set label '' at first \(x), first \(y) point pt 7 ps \(format == .dumb ? 1 : 1.1) lc rgb '\(color.hex)' front"
            ]
        case let .arrow(from, to, color):
            guard let x0 = n(from.x), let y0 = n(from.y), let x1 = n(to.x), let y1 = n(to.y) else { return [] }
            return [
                "set arrow from first \(x0), first \(y0) to first \(x1), first \(y1) "
                    + "head filled size screen 0.012,25 front lc rgb '\(color.hex)' lw 2"
            ]
        }
    }
}
