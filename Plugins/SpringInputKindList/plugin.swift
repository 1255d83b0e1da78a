import Foundation
import PackagePlugin

/// Lists the kinds of spring input for the SpringLab target: every Swift file
/// in `Input/Kinds/` holds one kind, a type named like the file, and the
/// generated `SpringInputKinds.all` names each of them. So a new kind is one
/// new file.
@main
struct SpringInputKindList: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let kinds = target.sourceFiles(withSuffix: "swift")
            .map(\.url)
            .filter { $0.deletingLastPathComponent().lastPathComponent == "Kinds" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "SpringInputKinds+All.swift")
        return [
            .buildCommand(
                displayName: "Listing \(kinds.count) kinds of spring input",
                executable: try context.tool(named: "SpringInputKindListGenerator").url,
                arguments: [output.path] + kinds.map { $0.deletingPathExtension().lastPathComponent },
                inputFiles: kinds,
                outputFiles: [output]
            )
        ]
    }
}
