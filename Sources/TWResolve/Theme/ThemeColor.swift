/// A colour value in a theme file: literal sRGB, or a SwiftUI named colour that the system
/// resolves per appearance.
public enum ThemeColorValue: Hashable, Sendable {
    case rgba(RGBA)
    case native(String)

    /// The sRGB value drawn in a colour scheme.
    public func rgba(in scheme: ColorScheme) -> RGBA {
        switch self {
        case .rgba(let value):
            return value
        case .native(let name):
            let pair = NativeColor.values[name] ?? NativeColor.values["primary"]!
            return scheme == .dark ? pair.dark : pair.light
        }
    }
}

/// A theme colour token's two values (reference §5.1 "Adaptive colour").
public struct AdaptiveColor: Hashable, Sendable {
    public var light: ThemeColorValue
    public var dark: ThemeColorValue

    public init(light: ThemeColorValue, dark: ThemeColorValue) {
        self.light = light
        self.dark = dark
    }

    public func value(in scheme: ColorScheme) -> ThemeColorValue { scheme == .dark ? dark : light }
}

/// A colour as a class names it, before the scheme is known.
public enum ColorReference: Hashable, Sendable {
    /// A theme token, by its raw name (`onPrimary`, `brand`).
    case token(String)
    /// A literal colour from a hex argument; `text` is the hex as written.
    case literal(RGBA, text: String)
    /// A SwiftUI system colour named in a bracket argument (design-tool mode).
    case native(String)
    /// A native value interpolated in Swift source: only known at run time.
    case dynamic
}
