import SpringLabIO

extension Gallery {
    /// Draws every figure into `directory` (created if missing) as SVG, and
    /// as PNG too when `png` is set, then every animation as a GIF. Returns
    /// the paths written, in order.
    ///
    /// Every figure and animation is drawn before any file is written, and
    /// all are then written together (SpringLabIO's `AtomicFile.write(_:)`):
    /// a failure (gnuplot, its time limit, a full disk) leaves the directory
    /// as it was — a directory created for the gallery is removed again.
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
        for kind in Self.animations {
            let plan = try AnimationPlan(
                scene: kind.scene(), name: kind.rawValue, fps: 50, width: 480, height: 320, hold: 1)
            files.append((folder + "animate-\(kind.rawValue).gif", try await renderer.gif(plan)))
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
        return files.map(\.path)
    }
}
