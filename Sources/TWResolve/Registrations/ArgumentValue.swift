/// The value a registered native modifier's argument holds, read the way its registration's
/// closure reads it (swiftcn `Argument.swift`: `number`, `points`, `degrees`, `seconds`,
/// `hexColor`, `value(as:)`), so that a pipeline and `tw swift` carry a colour as a colour and a
/// number as a number instead of the argument's text (swiftcn hands a value modifier of `Color`
/// a real `Color`, never `<SwiftUI.Color>`).
///
/// Encoded as an object with one member naming the kind: `{"number": 12}`,
/// `{"color": {"hex": "#3399cc"}}`, `{"text": "Hello"}`, `{"raw": "none"}`,
/// `{"payload": "App.Payload"}`.
public enum ArgumentValue: Hashable, Sendable {
    /// A number in the registration's unit: points, degrees, seconds, or a plain number.
    case number(Double)
    /// A colour: a hex literal, a theme token (with the scheme's value once resolved) or a
    /// SwiftUI colour.
    case color(ResolvedColor)
    /// A `String` (`value(as: String.self)`, an interpolated `String`).
    case text(String)
    /// Text whose reading the registration does not declare (`rawValue`, a custom parse) or one of
    /// its keywords (`cn-tint-[none]`): only the registration knows what it becomes.
    case raw(String)
    /// A value of the app's own type (`type` is its Swift name): only known to the app.
    case payload(type: String)

    /// The value in TWKit's pipeline notation: a number in shortest form, a colour as its
    /// SwiftUI name or hex (as built-in colours are written), text as it is, a payload as
    /// `<type>` (swiftcn's `rawValue` of a payload).
    public var notation: String {
        switch self {
        case .number(let value): BracketUtilities.formatted(value)
        case .color(let color): PipelineBuilder.color(color)
        case .text(let text), .raw(let text): text
        case .payload(let type): "<\(type)>"
        }
    }

    /// The number, for a number.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value times `factor` (a registration's `scale`); only a number changes.
    func scaled(by factor: Double) -> ArgumentValue {
        if case .number(let value) = self { return .number(value * factor) }
        return self
    }

    /// A colour given by a theme token or a SwiftUI name, with its value in `scheme`.
    func resolved(theme: Theme, scheme: ColorScheme) -> ArgumentValue {
        guard case .color(let color) = self, color.hex == nil, color.dynamic != true else { return self }
        if let token = color.token { return .color(theme.resolve(.token(token), scheme: scheme)) }
        if let native = color.native { return .color(theme.resolve(.native(native), scheme: scheme)) }
        return self
    }
}

extension ArgumentValue {
    /// The value of a bracket argument written as text (`tint-[#3399cc]`, `tilt-[12deg]`), as the
    /// registration's argument kind reads it; nil for a tag or text the kind does not read.
    static func reading(_ text: String, rule: ArgumentRule, theme: Theme, nativeColorNames: Bool) -> ArgumentValue? {
        if rule.keywords.contains(text) { return .raw(text) }
        switch rule.kind {
        case .none, .payload: return nil
        case .any: return ArgumentScalar.read(text, units: ["": 1]).map(ArgumentValue.number) ?? .raw(text)
        case .text: return .text(text)
        case .color:
            if text.hasPrefix("#") { return RGBA(hex: text).map { .color(ResolvedColor(hex: $0.hex)) } }
            if theme.colors[text] != nil { return .color(ResolvedColor(token: text)) }
            if nativeColorNames, NativeColor.bracketNames.contains(text) { return .color(ResolvedColor(native: text)) }
            return nil
        case .number: return ArgumentScalar.read(text, units: ["": 1]).map(ArgumentValue.number)
        case .points: return ArgumentScalar.read(text, units: ["": 1, "pt": 1, "px": 1]).map(ArgumentValue.number)
        case .degrees: return ArgumentScalar.read(text, units: ["": 1, "deg": 1, "rad": 180 / .pi]).map(ArgumentValue.number)
        case .seconds: return ArgumentScalar.read(text, units: ["": 0.001, "ms": 0.001, "s": 1]).map(ArgumentValue.number)
        }
    }

    /// The value of a bracket argument that holds interpolated values, as the registration's
    /// argument kind reads it (swiftcn's typed `TWArgument` readers): an interpolated `Color` is
    /// the colour itself, an `Angle` its degrees, a payload its type.
    static func reading(_ argument: TypedArgument, rule: ArgumentRule, theme: Theme) -> ArgumentValue? {
        if let text = argument.literalText, rule.keywords.contains(text) { return .raw(text) }
        switch rule.kind {
        case .none: return nil
        case .any:
            if let value = argument.single, value.numeric == nil, argument.literalText == nil { return .payload(type: value.typeName) }
            return argument.double.map(ArgumentValue.number) ?? argument.literalText.map(ArgumentValue.raw)
        case .text: return argument.literalText.map(ArgumentValue.text)
        case .payload: return argument.single.map { .payload(type: $0.typeName) }
        case .color:
            switch argument.color {
            case .literal(let rgba, _)?: return .color(ResolvedColor(hex: rgba.hex))
            case .native(let name)?: return .color(ResolvedColor(native: name))
            default: return theme.colors[argument.rawValue] != nil ? .color(ResolvedColor(token: argument.rawValue)) : nil
            }
        case .number: return argument.double.map(ArgumentValue.number)
        case .points: return argument.points.map(ArgumentValue.number)
        case .degrees: return argument.degrees.map(ArgumentValue.number)
        case .seconds: return argument.seconds.map(ArgumentValue.number)
        }
    }
}

extension ArgumentValue: Codable {
    private enum CodingKeys: String, CodingKey { case number, color, text, raw, payload }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected one of number, color, text, raw, payload"))
        }
        switch key {
        case .number: self = .number(try container.decode(Double.self, forKey: key))
        case .color: self = .color(try container.decode(ResolvedColor.self, forKey: key))
        case .text: self = .text(try container.decode(String.self, forKey: key))
        case .raw: self = .raw(try container.decode(String.self, forKey: key))
        case .payload: self = .payload(type: try container.decode(String.self, forKey: key))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .number(let value): try container.encode(value, forKey: .number)
        case .color(let color): try container.encode(color, forKey: .color)
        case .text(let text): try container.encode(text, forKey: .text)
        case .raw(let text): try container.encode(text, forKey: .raw)
        case .payload(let type): try container.encode(type, forKey: .payload)
        }
    }
}
