import TWJSON

/// A typed Swift value interpolated into a class literal (`TWClasses`), as swiftcn receives it:
/// a native payload, never text (reference §1.3).
///
/// Units are the Swift value's own: a `CGFloat` or `Double` is a plain number (the utility gives
/// it a unit: points for `w-[…]`, milliseconds for `duration-[…]` unless a suffix says `s`), an
/// angle is stored in degrees, a colour by its SwiftUI name (`red`) or as `#rrggbb[aa]` hex.
public enum InterpolatedValue: Hashable, Sendable {
    /// `Int` (any `BinaryInteger`).
    case int(Int)
    /// `Double` or `Float` (any `BinaryFloatingPoint` other than `CGFloat`). May be NaN or
    /// infinite: swiftcn rejects those where it reads a number.
    case double(Double)
    /// `CGFloat`.
    case cgFloat(Double)
    /// `CGSize`: width and height.
    case size(width: Double, height: Double)
    /// `CGPoint`: x and y.
    case point(x: Double, y: Double)
    /// `Angle`, in degrees.
    case angle(degrees: Double)
    /// `Color`: a SwiftUI colour name (`red`, `indigo`) or a hex colour (`#ff0000`).
    case color(String)
    /// `String`: atomic inside brackets, class text outside.
    case string(String)
    /// `String?`: adds nothing outside brackets when nil.
    case optionalString(String?)
    /// `[String?]` (or `[String]`): joined with single spaces outside brackets, nils dropped.
    case strings([String?])
    /// A fixed SwiftUI `Animation`, by its Swift spelling (`spring(response: 0.4, dampingFraction: 0.8)`).
    /// `duration-*` does not retime it (reference §9.1).
    case animation(String)
    /// A `TWAnimation` factory preset: the animation the style's duration is supplied to, written
    /// without that argument (`smooth`, `spring(bounce: 0.15)`).
    case animationPreset(String)
    /// A value of an app's own `Sendable` type (`type` is its name), with its stored properties.
    /// Only a registered value modifier or utility reads it.
    case payload(type: String, fields: JSON)

    /// The fully qualified Swift type name swiftcn prints in
    /// `Unsupported swiftcn interpolation: <type>` (`String(reflecting:)`).
    public var typeName: String {
        switch self {
        case .int: "Swift.Int"
        case .double: "Swift.Double"
        case .cgFloat: "CoreGraphics.CGFloat"
        case .size: "__C.CGSize"
        case .point: "__C.CGPoint"
        case .angle: "SwiftUI.Angle"
        case .color: "SwiftUI.Color"
        case .string: "Swift.String"
        case .optionalString: "Swift.Optional<Swift.String>"
        case .strings: "Swift.Array<Swift.Optional<Swift.String>>"
        case .animation: "SwiftUI.Animation"
        case .animationPreset: "SwiftCN.TWAnimation"
        case .payload(let type, _): type
        }
    }

    /// The number a numeric value holds (`Int`, `Double`, `CGFloat`), else nil.
    var numeric: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value), .cgFloat(let value): value
        default: nil
        }
    }

    /// How the value appears in a class string outside brackets, or nil when swiftcn rejects its
    /// type there (reference §1.3: strings, integers, floating-point numbers, optional strings
    /// and arrays of them become text; anything else is an error).
    public var classText: String? {
        switch self {
        case .int(let value): String(value)
        case .double(let value), .cgFloat(let value): String(describing: value)
        case .string(let text): text
        case .optionalString(let text): text ?? ""
        case .strings(let list): list.compactMap { $0 }.joined(separator: " ")
        default: nil
        }
    }

    /// The text a legacy factory's `rawValue` shows: a `String` as itself, anything else as
    /// `<type name>` (swiftcn `TWArgument.rawValue`).
    var rawText: String {
        if case .string(let text) = self { return text }
        return "<\(typeName)>"
    }

    /// A short human form for output: `Int 12`, `CGSize(1.1, 0.9)`, `Color red`.
    public var summary: String {
        func number(_ value: Double) -> String { BracketUtilities.formatted(value) }
        switch self {
        case .int(let value): return "Int \(value)"
        case .double(let value): return "Double \(number(value))"
        case .cgFloat(let value): return "CGFloat \(number(value))"
        case .size(let width, let height): return "CGSize(\(number(width)), \(number(height)))"
        case .point(let x, let y): return "CGPoint(\(number(x)), \(number(y)))"
        case .angle(let degrees): return "Angle \(number(degrees))°"
        case .color(let name): return "Color \(name)"
        case .string(let text): return "String \"\(text)\""
        case .optionalString(let text): return text.map { "String? \"\($0)\"" } ?? "String? nil"
        case .strings(let list): return "[String?] [\(list.map { $0.map { "\"\($0)\"" } ?? "nil" }.joined(separator: ", "))]"
        case .animation(let text): return "Animation .\(text)"
        case .animationPreset(let text): return "TWAnimation \(text)"
        case .payload(let type, _): return "\(type) payload"
        }
    }
}
