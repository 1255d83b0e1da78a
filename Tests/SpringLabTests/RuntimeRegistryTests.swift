import Testing

@testable import SpringLab

/// The registry of runtimes, whatever files it lists: names and places that
/// make every report list each runtime once, and a source for what each states.
@Suite("runtime registry")
struct RuntimeRegistryTests {
    @Test("keys and kinds are distinct; every kind is an input kind")
    func distinct() throws {
        let runtimes = RuntimeRegistry.runtimes
        #expect(Set(runtimes.map { $0.key }).count == runtimes.count)
        #expect(Set(runtimes.map { $0.kind }).count == runtimes.count)
        for runtime in runtimes {
            #expect(try SpringInputKinds.named(runtime.kind).kind == runtime.kind)
            for input in runtime.inputs { #expect(try SpringInputKinds.named(input.kind) == input) }
        }
        #expect(RuntimeRegistry.kindNames == ScreenRuntime.kindNames)
    }

    /// The one order lists each API of the folders once, and the ends are
    /// the runtimes among the APIs.
    @Test("the order names every listed API once")
    func order() {
        let listed = Set(RuntimeRegistry.listed.map { "\($0)" })
        let ordered = RuntimeRegistry.order.map { "\($0)" }
        #expect(Set(ordered).count == ordered.count)
        #expect(Set(ordered).isSubset(of: listed))
        #expect(RuntimeRegistry.apis.map { "\($0)" }.sorted() == listed.sorted())
        let runtimes = RuntimeRegistry.apis.compactMap { $0 as? any Runtime.Type }
        #expect(Set(RuntimeRegistry.runtimes.map { $0.key }) == Set(runtimes.map { $0.key }))
        #expect(RuntimeRegistry.runtimes.count == runtimes.count)
    }

    /// Each move takes one entry out and puts it back after its anchor;
    /// a move whose entries are missing changes nothing.
    @Test("moves and placings keep every entry once")
    func moves() {
        let moved = RegistryOrder.moving(
            ["a", "b", "c", "d"], key: { $0 }, ["d": "a", "b": "c", "x": "a", "a": "y"])
        #expect(moved == ["a", "d", "c", "b"])
        let placed = RegistryOrder.placing(
            [String.self, Int.self] as [Any.Type], before: [Double.self, Int.self, Bool.self, String.self]
        ) { ObjectIdentifier($0) }
        #expect(placed.map { "\($0)" } == ["String", "Int", "Double", "Bool"])
    }

    @Test("every API names a source for what it states, and its groups are distinct")
    func sources() throws {
        let animation = try SpringAnimation(CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))
        let groups = SpringEquivalents(animation).groups
        #expect(Set(groups.map(\.key)).count == groups.count)
        for api in RuntimeRegistry.apis {
            #expect(!api.sources.isEmpty, "\(api)")
            #expect(api.sources.allSatisfy { !$0.fact.isEmpty && !$0.source.isEmpty }, "\(api)")
            let equivalents = SpringEquivalents(animation, css: CSSLinearEasing(animation))
            #expect(!api.code(equivalents, number: { "\($0)" }).isEmpty, "\(api)")
        }
    }

    /// A runtime's model for an animation written for another runtime is
    /// its defaults, and it runs: ends listed in registry order.
    @Test("every runtime has a model and a run for a plain spring")
    func everyRuntimeRuns() throws {
        let animation = try SpringAnimation(CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))
        let all = try ScreenRuntime.all(for: animation, move: .standard)
        #expect(all.map(\.key) == RuntimeRegistry.runtimes.map { $0.key })
        for runtime in all { #expect(runtime.run(animation, move: .standard)?.endFrame != nil, "\(runtime.key)") }
    }
}
