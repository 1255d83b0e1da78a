import Foundation
import PackagePlugin

/// Lists the SpringLab target's registries: every Swift file in `Input/Kinds/`
/// holds one kind of spring input, and every Swift file in
/// `Runtimes/Registry/` one API or runtime, each a type named like the file.
/// The generated `SpringInputKinds.all` and `RuntimeRegistry.all` name each
/// of them, so a new kind or a new runtime is one new file.
@main
struct SpringInputKindList: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        func listed(in folder: String, of parent: String) -> [URL] {
            files.filter { url in
                let directory = url.deletingLastPathComponent()
                return directory.lastPathComponent == folder
                    && directory.deletingLastPathComponent().lastPathComponent == parent
            }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        let kinds = listed(in: "Kinds", of: "Input"), runtimes = listed(in: "Registry", of: "Runtimes")
        func types(_ urls: [URL]) -> [String] { urls.map { $0.deletingPathExtension().lastPathComponent } }
        let output = context.pluginWorkDirectoryURL.appending(path: "SpringLabRegistries.swift")
        return [
            .buildCommand(
                displayName: "Listing \(kinds.count) kinds of spring input and \(runtimes.count) runtimes",
                executable: try context.tool(named: "SpringInputKindListGenerator").url,
                arguments: [output.path] + types(kinds) + ["--runtimes"] + types(runtimes),
                inputFiles: kinds + runtimes,
                outputFiles: [output]
            )
        ]
    }
}
