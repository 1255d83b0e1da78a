import SpringLabIO

extension Gallery {
    /// Draws every figure into `directory` (created if missing) as SVG, and
    /// as PNG too when `png` is set, then every animation as a GIF. Returns
    /// the paths written, in order.
    ///
    /// Every figure is drawn before any file is written, and the figures are
    /// then written together (SpringLabIO's `AtomicFile.write(_:)`): a failure
    /// (gnuplot, a full disk) leaves the directory as it was — a directory
    /// created for the gallery is removed again. Each animation is then
    /// written on its own, complete or not at all.
    public func render(into directory: String, png: Bool = false, renderer: Renderer) async throws(PlotError)
        -> [String]
    {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [(path: String, bytes: [UInt8])] = []
        for entry in entries {
            for format in png ? [OutputFormat.svg, .png] : [.svg] {
                let path = folder + "\(entry.name).\(format.rawValue)"
                files.append((path, try await renderer.image(entry.figure, format: format)))
            }
        }
        let existed = FileSystem.kind(of: directory) != nil
        do { try FileSystem.createDirectory(directory, intermediates: true) } catch {
            throw .badPath(error.description)
        }
        do {
            try AtomicFile.write(files)
        } catch {
            if !existed { FileSystem.removeTree(directory) }
            throw PlotError(writing: error)
        }
        var written = files.map(\.path)
        for kind in Self.animations {
            let path = folder + "animate-\(kind.rawValue).gif"
            let plan = try AnimationPlan(
                scene: kind.scene(), name: kind.rawValue, fps: 50, width: 480, height: 320, hold: 1)
            try await renderer.writeGIF(plan, to: path)
            written.append(path)
        }
        return written
    }
}
