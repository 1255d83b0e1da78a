// The `invariant` package: throws the message when the condition is false.
export default function invariant(condition, message) {
    if (!condition) throw new Error(message)
}
