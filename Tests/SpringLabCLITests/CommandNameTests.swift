import ArgumentParser
import Testing

@testable import SpringLabCLI

/// Every command states its name. Without one, swift-argument-parser derives
/// it from the type's name (`String(describing:)`), which costs protocol
/// conformance lookups on every start of springlab, whatever the command.
@Suite("command names")
struct CommandNameTests {
    @Test func everyCommandNamesItself() {
        let commands: [any ParsableCommand.Type] = [SpringLabCommand.self] + SpringLabCommand.configuration.subcommands
        var unnamed: [String] = []
        var names: [String] = []
        for command in commands {
            let configuration = command.configuration
            if let name = configuration.commandName { names.append(name) } else { unnamed.append("\(command)") }
        }
        #expect(unnamed.isEmpty)
        #expect(
            names == [
                "springlab", "fit", "simulate", "compare", "sweep", "plot", "animate", "gallery", "kinds", "tokens",
                "lint", "retarget", "serve",
            ])
    }
}
