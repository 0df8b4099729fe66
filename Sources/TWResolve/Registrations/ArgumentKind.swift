/// What a registered utility or native modifier accepts in its brackets, read
/// from the `TWArgument` accessor its closure uses (swiftcn `Argument.swift`): `degrees`,
/// `number`, `points`, `seconds`, `hexColor`/`value(as: Color.self)`, `rawValue`.
public enum ArgumentKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// An exact tag: `name` alone, never `name-[…]` (`.view`, `.modifier`, `.text`, …).
    case none
    /// Any argument: the source does not show what the closure reads (`rawValue`, a custom parse).
    case any
    /// A plain number (`argument.number`, `value(as: Double.self)`).
    case number
    /// A length in points: a number, `pt` or `px` (`argument.points`).
    case points
    /// An angle: a number of degrees, `deg` or `rad` (`argument.degrees`).
    case degrees
    /// A duration: milliseconds, `ms` or `s` (`argument.seconds`).
    case seconds
    /// A colour: a theme token by its raw name, a hex colour, or an interpolated `Color`
    /// (`cn-tint`, `argument.hexColor`).
    case color
    /// Text (`value(as: String.self)`).
    case text
    /// A value of the app's own type (`.value(default: Payload(…))`): only an interpolated payload
    /// of a custom type; text never decodes to it.
    case payload
}

/// The argument grammar of a registration: a kind, an optional lower bound, and keywords
/// accepted as they are (`cn-tint-[none]`).
public struct ArgumentRule: Hashable, Sendable {
    public var kind: ArgumentKind
    /// The smallest accepted number, in the kind's unit (points, degrees, seconds).
    public var minimum: Double?
    /// True when `minimum` itself is rejected (`cn-aspect` needs a ratio above 0).
    public var exclusiveMinimum: Bool
    /// Words accepted whatever the kind (`none`).
    public var keywords: [String]

    public init(kind: ArgumentKind, minimum: Double? = nil, exclusiveMinimum: Bool = false, keywords: [String] = []) {
        self.kind = kind
        self.minimum = minimum
        self.exclusiveMinimum = exclusiveMinimum
        self.keywords = keywords
    }

    /// An exact tag.
    public static let tag = ArgumentRule(kind: .none)
    /// Any argument.
    public static let any = ArgumentRule(kind: .any)

    /// Words for messages: "an angle in degrees", "a number ≥ 0".
    public var summary: String {
        var text: String
        switch kind {
        case .none: return "no argument"
        case .any: text = "any argument"
        case .number: text = "a number"
        case .points: text = "a length in points"
        case .degrees: text = "an angle in degrees"
        case .seconds: text = "a duration"
        case .color: text = "a theme colour, a hex colour or an interpolated Color"
        case .text: text = "text"
        case .payload: text = "an interpolated value of the app's own type"
        }
        if let minimum {
            text += exclusiveMinimum ? " above \(BracketUtilities.formatted(minimum))" : " ≥ \(BracketUtilities.formatted(minimum))"
        }
        if !keywords.isEmpty { text += ", or " + keywords.map { "`\($0)`" }.joined(separator: ", ") }
        return text
    }
}
