/// A bracket argument that holds interpolated values: literal text (unescaped, `_` read as a
/// space) and native payloads, in order (swiftcn `TWArgument`, reference §1.3). Its readers
/// follow swiftcn's: a payload is read as itself, never through text, and a non-finite number is
/// rejected wherever a number is read.
public struct TypedArgument: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case literal(String)
        case value(InterpolatedValue)
    }

    /// Adjacent literals merged, empty literals dropped.
    public private(set) var parts: [Part]
    /// The placeholder names of the payloads, in order (`{x}` is `x`).
    public var placeholders: [String] = []

    /// The first placeholder, written as in the class string (`{native}`).
    public var placeholder: String? { placeholders.first.map { "{\($0)}" } }

    public init(parts: [Part], placeholders: [String] = []) {
        self.placeholders = placeholders
        var normalized: [Part] = []
        for part in parts {
            if case .literal(let text) = part {
                guard !text.isEmpty else { continue }
                if case .literal(let previous)? = normalized.last {
                    normalized[normalized.count - 1] = .literal(previous + text)
                    continue
                }
            }
            normalized.append(part)
        }
        self.parts = normalized
    }

    /// The only part, when it is a payload.
    public var single: InterpolatedValue? {
        if parts.count == 1, case .value(let value) = parts[0] { return value }
        return nil
    }

    /// What a legacy factory receives as `rawValue`: strings as themselves, other payloads as
    /// `<type name>`.
    public var rawValue: String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .value(let value): value.rawText
            }
        }.joined()
    }

    /// The text, when every part is literal text or an interpolated `String`.
    public var literalText: String? {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .value(.string(let value)): text += value
            case .value: return nil
            }
        }
        return text
    }

    /// A number with one of `units` (suffix → factor): from text, or one numeric payload with
    /// only blanks before it and a unit after it. Nil when not finite.
    func scalar(units: [String: Double]) -> Double? {
        if let text = literalText { return ArgumentScalar.read(text, units: units) }
        var value: Double?, prefix = "", suffix = ""
        for part in parts {
            switch part {
            case .literal(let text):
                if value == nil { prefix += text } else { suffix += text }
            case .value(let payload):
                guard value == nil, let number = payload.numeric else { return nil }
                value = number
            }
        }
        guard prefix.trimmingCharacters(in: .whitespaces).isEmpty, let value,
            let multiplier = units[suffix.trimmingCharacters(in: .whitespaces)], (value * multiplier).isFinite
        else { return nil }
        return value * multiplier
    }

    /// A plain number (`TWArgument.number`).
    public var number: Double? { scalar(units: ["": 1]) }
    /// Points: bare, `pt` or `px` (`TWArgument.points`).
    public var points: Double? { scalar(units: ["": 1, "pt": 1, "px": 1]) }
    /// Seconds: bare numbers are milliseconds, `ms` or `s` (`TWArgument.seconds`).
    public var seconds: Double? { scalar(units: ["": 0.001, "ms": 0.001, "s": 1]) }
    /// Degrees: an interpolated `Angle`, or a number of degrees, `deg` or `rad`.
    public var degrees: Double? {
        if case .angle(let degrees)? = single { return degrees.isFinite ? degrees : nil }
        return scalar(units: ["": 1, "deg": 1, "rad": 180 / .pi])
    }

    /// A whole number: an interpolated `Int`, text, or a number that is exactly whole.
    public var integer: Int? {
        if case .int(let value)? = single { return value }
        if let text = literalText { return Int(text) }
        return number.flatMap { Int(exactly: $0) }
    }

    /// A double for `value(as: Double.self)`: an interpolated finite `Double`, else ``number``.
    public var double: Double? {
        if case .double(let value)? = single { return value.isFinite ? value : nil }
        if case .cgFloat(let value)? = single { return value.isFinite ? value : nil }
        return number
    }

    /// Comma-separated components; a `CGSize` or `CGPoint` payload gives its two members.
    public var components: [TypedArgument] {
        switch single {
        case .size(let width, let height)?: return [TypedArgument(parts: [.value(.cgFloat(width))]), TypedArgument(parts: [.value(.cgFloat(height))])]
        case .point(let x, let y)?: return [TypedArgument(parts: [.value(.cgFloat(x))]), TypedArgument(parts: [.value(.cgFloat(y))])]
        default: break
        }
        var components: [[Part]] = [[]]
        for part in parts {
            let text: String?
            switch part {
            case .literal(let literal): text = literal
            case .value(.string(let value)): text = value
            case .value: text = nil
            }
            guard let text else {
                components[components.count - 1].append(part)
                continue
            }
            for (index, piece) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
                if index > 0 { components.append([]) }
                components[components.count - 1].append(.literal(String(piece)))
            }
        }
        return components.map { TypedArgument(parts: $0) }
    }

    /// The type hint before the first `:` of the leading literal (`color:`), and the rest.
    public var hinted: (hint: String?, value: TypedArgument) {
        guard case .literal(let text)? = parts.first, let colon = text.firstIndex(of: ":") else { return (nil, self) }
        let rest = String(text[text.index(after: colon)...])
        return (String(text[..<colon]), TypedArgument(parts: [.literal(rest)] + parts.dropFirst()))
    }

    /// A colour: an interpolated `Color`, or hex text (`TWArgument.hexColor`).
    public var color: ColorReference? {
        if case .color(let name)? = single {
            if name.hasPrefix("#"), let rgba = RGBA(hex: name) { return .literal(rgba, text: name) }
            return .native(name)
        }
        guard let text = literalText, text.hasPrefix("#"), let rgba = RGBA(hex: text) else { return nil }
        return .literal(rgba, text: text)
    }
}
