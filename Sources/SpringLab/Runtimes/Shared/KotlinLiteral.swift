/// Kotlin's literals, as Compose's and Android's code write them.
enum KotlinLiteral {
    /// A `Float` literal: the digits `number` writes for parameter `name`'s
    /// `value`, then `f` (Kotlin reads a decimal without it as a `Double`).
    static func float<Failure: Error>(
        _ value: Double, _ name: String, _ number: (Double, String) throws(Failure) -> String
    ) throws(Failure) -> String {
        "\(try number(value, name))f"
    }
}
