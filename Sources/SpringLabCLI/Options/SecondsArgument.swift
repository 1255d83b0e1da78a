import ArgumentParser
import Foundation

/// A time in seconds as written on the command line: a decimal (`0.008333`,
/// `2e-3`) or a fraction (`1/120`), which is how frame steps are usually
/// thought of. Range checks are left to the command, which knows the option.
struct SecondsArgument: ExpressibleByArgument {
    let seconds: Double
    /// The text the user wrote, for messages.
    let text: String

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard let value = Double(argument) else { return nil }
            seconds = value
        case 2:
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]) else { return nil }
            seconds = numerator / denominator
        default:
            return nil
        }
        text = argument
    }

    init(_ seconds: Double, text: String) {
        self.seconds = seconds
        self.text = text
    }
}

/// A comma-separated list of times, e.g. `1/30,1/60,1/120`.
struct SecondsList: ExpressibleByArgument {
    let items: [SecondsArgument]

    init?(argument: String) {
        let parsed = argument.split(separator: ",").map {
            SecondsArgument(argument: $0.trimmingCharacters(in: .whitespaces))
        }
        let items = parsed.compactMap { $0 }
        guard !items.isEmpty, items.count == parsed.count else { return nil }
        self.items = items
    }

    init(_ items: [SecondsArgument]) { self.items = items }

    var defaultValueDescription: String { items.map(\.text).joined(separator: ",") }
}

/// A one-line complaint about an option that must be a positive finite number.
func requirePositive(_ value: Double, option: String, written: String? = nil) throws {
    guard value.isFinite, value > 0 else {
        throw ValidationError("\(option) must be a finite number greater than 0, got \(written ?? "\(value)")")
    }
}
