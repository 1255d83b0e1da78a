/// The text of a ``PlotError``: prose with typed references to the
/// ``PlotSetting``s it blames, so each front end can name a setting its own
/// way. Write one as a string literal, naming a setting with
/// `"\(setting: .until) must be positive"`.
public struct PlotMessage: Equatable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// One run of a message: plain text, or a setting to be named.
    public enum Piece: Equatable, Sendable {
        case text(String)
        case setting(PlotSetting)
    }

    /// The message in order.
    public private(set) var pieces: [Piece]

    /// A message of plain text only.
    public init(_ text: String) { pieces = text.isEmpty ? [] : [.text(text)] }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.pieces }

    /// One message followed by another, as a long literal split over lines.
    public static func + (first: PlotMessage, second: PlotMessage) -> PlotMessage {
        var joined = Interpolation(literalCapacity: 0, interpolationCount: 0)
        for piece in first.pieces + second.pieces {
            switch piece {
            case let .text(text): joined.append(text)
            case let .setting(setting): joined.appendInterpolation(setting: setting)
            }
        }
        return PlotMessage(stringInterpolation: joined)
    }

    /// The settings the message names, in order.
    public var settings: [PlotSetting] {
        pieces.compactMap { if case let .setting(setting) = $0 { setting } else { nil } }
    }

    /// The message with each setting worded by `name`.
    public func worded(naming name: (PlotSetting) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case let .text(text): return text
            case let .setting(setting): return name(setting)
            }
        }.joined()
    }

    /// The message in the library's words (``PlotSetting/description``).
    public var description: String { worded(naming: \.description) }

    /// Builds a message from a string literal with interpolations.
    public struct Interpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { append(literal) }

        /// Names a setting.
        public mutating func appendInterpolation(setting: PlotSetting) { pieces.append(.setting(setting)) }

        /// Any other value, as its description.
        public mutating func appendInterpolation(_ value: some Any) { append("\(value)") }

        /// Adds text, joined to the text before it so that equal messages
        /// have equal pieces however they were written.
        mutating func append(_ text: String) {
            guard !text.isEmpty else { return }
            if case let .text(before) = pieces.last {
                pieces[pieces.count - 1] = .text(before + text)
            } else {
                pieces.append(.text(text))
            }
        }
    }
}
