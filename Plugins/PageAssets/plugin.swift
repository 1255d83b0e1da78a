import Foundation
import PackagePlugin

/// Builds the files of a target's `Page/` folder into the target, so that the
/// binary serves its page with nothing beside it: the generated
/// `PageAssets.files` maps each file's name to its bytes, in the order of the
/// names. The folder is excluded from the target's sources in Package.swift.
@main
struct PageAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: "Page")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "PageAssets.swift")
        return [
            .buildCommand(
                displayName: "Building in the page of \(target.name) (\(inputs.count) files)",
                executable: try context.tool(named: "PageAssetsGenerator").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
