import Foundation
import PackagePlugin

/// Lists the types of a target's registry folders, so that a new member of a
/// registry is one new file (or folder) and nothing else: each file there
/// holds one member, a type named like the file. The generated `listed`
/// names them in the order of their file names.
///
/// - SpringLab: the kinds of spring input, every `*Input.swift` of
///   `Input/Kinds/` and of `Runtimes/<Name>/` (`SpringInputKinds.listed`), and
///   the APIs, `Runtimes/<Name>/<Name>Runtime.swift` or `<Name>API.swift`
///   (`RuntimeRegistry.listed`).
/// - SpringLabLint: the languages, every `*Language.swift` of `Languages/`
///   but the protocol's (`LintLanguages.listed`).
/// - SpringLabTokens: the platforms, every `*Platform.swift` of `Platforms/`
///   but the protocol's (`TokenPlatforms.listed`).
@main
struct FolderRegistry: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let root = target.directoryURL.standardizedFileURL.pathComponents
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var arguments: [String] = [], inputs: [URL] = []
        for registry in Registry.all(of: target.name) {
            let members = files.filter { url in
                let folders = Array(
                    url.deletingLastPathComponent().standardizedFileURL.pathComponents.dropFirst(root.count))
                return registry.holds(folders, url.deletingPathExtension().lastPathComponent)
            }
            arguments +=
                ["--list", registry.list, registry.element]
                + members.map { $0.deletingPathExtension().lastPathComponent }
            inputs += members
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)Registries.swift")
        return [
            .buildCommand(
                displayName: "Listing the registries of \(target.name) (\(inputs.count) types)",
                executable: try context.tool(named: "FolderRegistryGenerator").url,
                arguments: [output.path] + arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}

/// One registry: which files hold its members, and the list the build writes.
struct Registry {
    /// The generated list, `Enum.listed`.
    let list: String
    /// The type of its elements, `any SpringInput.Type`.
    let element: String
    /// Whether the file `name` (without `.swift`) in `folders` (below the
    /// target's directory) holds a member.
    let holds: (_ folders: [String], _ name: String) -> Bool

    /// The registries of the target `target`.
    static func all(of target: String) -> [Registry] {
        switch target {
        case "SpringLab":
            return [
                Registry(list: "SpringInputKinds.listed", element: "any SpringInput.Type") { folders, name in
                    name.hasSuffix("Input") && (folders == ["Input", "Kinds"] || isRuntime(folders))
                },
                Registry(list: "RuntimeRegistry.listed", element: "any SpringAPI.Type") { folders, name in
                    isRuntime(folders) && [folders[1] + "Runtime", folders[1] + "API"].contains(name)
                },
            ]
        case "SpringLabLint":
            return [
                Registry(list: "LintLanguages.listed", element: "any LintLanguage.Type") { folders, name in
                    folders == ["Languages"] && name.hasSuffix("Language") && name != "LintLanguage"
                }
            ]
        case "SpringLabTokens":
            return [
                Registry(list: "TokenPlatforms.listed", element: "any TokenPlatform.Type") { folders, name in
                    folders == ["Platforms"] && name.hasSuffix("Platform") && name != "TokenPlatform"
                }
            ]
        default:
            return []
        }
    }

    /// Whether `folders` may be a runtime's, `Runtimes/<Name>` (the shared
    /// pieces and the ends hold no file named as a member).
    private static func isRuntime(_ folders: [String]) -> Bool {
        folders.count == 2 && folders[0] == "Runtimes"
    }
}
