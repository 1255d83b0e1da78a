/// Every API and runtime, in the order springlab lists them.
///
/// The build lists the types of the folders `Runtimes/<Name>/` in `listed`
/// (the FolderRegistry plugin): a new runtime is a new folder, and nothing
/// else changes. Every output that lists APIs follows one order, ``order``,
/// with the departures the report has always had:
///
/// - `fit`'s code (``apis``): ``order``;
/// - the ends (``runtimes``: `fit`'s table, JSON's `runtimes`, the names
///   `--for` takes): the runtimes in ``order``, Core Animation's after UIKit's;
/// - the `equivalents` groups (``groups(_:)``: JSON, `sweep`'s columns): each
///   API's groups in ``order``, with `uikitTiming` after `swiftUI`, `css`
///   after `coreAnimation`, `pop` after `reactSpring` and `figma` after `pop`.
///
/// An API that ``order`` does not name follows those it names, in the order
/// of its folder's name.
public enum RuntimeRegistry {
    /// The order of the APIs.
    static let order: [any SpringAPI.Type] = [
        UIKitRuntime.self, SwiftUIRuntime.self, CoreAnimationRuntime.self, ComposeRuntime.self,
        AndroidRuntime.self, FlutterRuntime.self, MotionRuntime.self, ReactSpringRuntime.self,
        ReboundRuntime.self, POPRuntime.self, ReactNativeRuntime.self, FigmaAPI.self, CSSAPI.self,
    ]

    /// Where the ends depart from ``order``: each runtime (by key) after another.
    static let endMoves: KeyValuePairs = ["coreAnimation": "uikit"]

    /// Where the groups depart from ``order``: each group (by key) after another.
    static let groupMoves: KeyValuePairs = [
        "uikitTiming": "swiftUI", "css": "coreAnimation", "pop": "reactSpring", "figma": "pop",
    ]

    /// The APIs, in the order `fit` prints their code.
    public static let apis: [any SpringAPI.Type] = RegistryOrder.placing(order, before: listed) {
        ObjectIdentifier($0)
    }

    /// The runtimes, in the order reports list their ends.
    public static let runtimes: [any Runtime.Type] = RegistryOrder.moving(
        apis.compactMap { $0 as? any Runtime.Type }, key: { $0.key }, endMoves)

    /// Every API's groups for `equivalents`, in report order.
    static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        RegistryOrder.moving(apis.flatMap { $0.groups(equivalents) }, key: \.key, groupMoves)
    }

    /// The names `--for` accepts, in report order.
    public static let kindNames = runtimes.map { $0.kind }

    /// The APIs `--for` answers for (every runtime, and CSS), in report order.
    public static let platforms: [any SpringAPI.Type] =
        runtimes.map { $0 as any SpringAPI.Type }
        + apis.filter { api in
            api.platformKind != nil && !(api is any Runtime.Type)
        }

    /// The names `--for` takes to answer for one API, in report order.
    public static let platformKinds = platforms.compactMap { $0.platformKind }

    /// The API `--for kind` answers for; nil for a name it does not take.
    public static func platform(_ kind: String) -> (any SpringAPI.Type)? {
        platforms.first { $0.platformKind == kind }
    }

    /// The runtime whose API `input` is written for; nil for an input of no
    /// runtime (a target, Origami's units, Figma's spring).
    public static func runtime(writing input: any SpringInput) -> (any Runtime.Type)? {
        runtimes.first { $0.writes(input) }
    }

    /// The input kinds that runtimes declare in their own files, beyond
    /// the files of their own (`kinds`).
    static func declaredInputs(besides kinds: [any SpringInput.Type]) -> [any SpringInput.Type] {
        var declared: [any SpringInput.Type] = []
        for input in runtimes.flatMap({ $0.inputs }) where !(kinds + declared).contains(where: { $0 == input }) {
            declared.append(input)
        }
        return declared
    }
}
