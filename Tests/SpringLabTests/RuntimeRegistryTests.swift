import SpringLab
import Testing

/// The registry of runtimes, whatever files it lists: names and places that
/// make every report list each runtime once, and a source for what each states.
@Suite("runtime registry")
struct RuntimeRegistryTests {
    @Test("keys, kinds and places are distinct; every kind is an input kind")
    func distinct() throws {
        let runtimes = RuntimeRegistry.runtimes
        #expect(Set(runtimes.map { $0.key }).count == runtimes.count)
        #expect(Set(runtimes.map { $0.kind }).count == runtimes.count)
        #expect(Set(runtimes.map { $0.tableOrder }).count == runtimes.count)
        #expect(Set(RuntimeRegistry.apis.map { $0.codeOrder }).count == RuntimeRegistry.apis.count)
        for runtime in runtimes { #expect(try SpringInputKinds.named(runtime.kind).kind == runtime.kind) }
        #expect(RuntimeRegistry.kindNames == ScreenRuntime.kindNames)
    }

    @Test("every API names a source for what it states, and its groups are distinct")
    func sources() throws {
        let animation = try SpringAnimation(CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))
        let groups = SpringEquivalents(animation).groups
        #expect(Set(groups.map(\.key)).count == groups.count)
        #expect(Set(groups.map(\.order)).count == groups.count)
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
