/// A JavaScript object literal, as motion's, react-spring's and React
/// Native's code write their springs' options.
enum ScriptObject {
    /// `{ name: value, … }` on one line.
    static func inline(_ members: [(name: String, value: String)]) -> String {
        "{ " + members.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + " }"
    }
}
