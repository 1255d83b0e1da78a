import Foundation

extension Gallery {
    /// Draws every figure into `directory` (created if missing) as SVG, and
    /// as PNG too when `png` is set, then every animation as a GIF. Returns
    /// the paths written, in order.
    public func render(into directory: String, png: Bool = false, renderer: Renderer) async throws(PlotError)
        -> [String]
    {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .badPath("cannot create '\(directory)': \(error.localizedDescription)")
        }
        var written: [String] = []
        for entry in entries {
            for format in png ? [OutputFormat.svg, .png] : [.svg] {
                let path = (directory.hasSuffix("/") ? directory : directory + "/") + "\(entry.name).\(format.rawValue)"
                try await renderer.render(entry.figure, format: format, to: path)
                written.append(path)
            }
        }
        let animator = Animator(runner: renderer.runner)
        for kind in Self.animations {
            let path = (directory.hasSuffix("/") ? directory : directory + "/") + "animate-\(kind.rawValue).gif"
            try await animator.writeGIF(Self.animationPlan(kind), to: path)
            written.append(path)
        }
        return written
    }
}
