/// A colour in resolution output: the theme token (if any) and the sRGB value (hex) in the
/// context's scheme.
public struct ResolvedColor: Hashable, Sendable, Codable {
    /// The theme token, such as `primary`.
    public var token: String?
    /// `#rrggbb` or `#rrggbbaa`; absent for a dynamic colour.
    public var hex: String?
    /// The SwiftUI colour name, when the colour is a native one (`red`, `accentColor`).
    public var native: String?
    /// The opacity multiplier applied on top (the material fallback edge draws `border` at 0.7).
    public var opacity: Double?
    /// True when the colour is an interpolated value only known at run time.
    public var dynamic: Bool?
    /// The Swift spelling a source file needs for a native bracket colour (`glass-tint-[\(Color.red)]`).
    public var swiftSpelling: String?

    public init(token: String? = nil, hex: String? = nil, native: String? = nil, opacity: Double? = nil, dynamic: Bool? = nil, swiftSpelling: String? = nil) {
        self.token = token
        self.hex = hex
        self.native = native
        self.opacity = opacity
        self.dynamic = dynamic
        self.swiftSpelling = swiftSpelling
    }

    /// A semantic system colour that no theme defines (`white`, `tertiaryLabel`).
    public static func system(_ name: String, hex: String? = nil) -> ResolvedColor {
        ResolvedColor(hex: hex, native: name)
    }

    /// A short human form: `primary (#2e2e31)`.
    public var summary: String {
        if dynamic == true { return "dynamic" }
        var text = token ?? native ?? hex ?? "?"
        if token != nil || native != nil, let hex { text += " (\(hex))" }
        if let opacity, opacity != 1 { text += " × \(opacity)" }
        return text
    }
}

extension Theme {
    /// Resolves a colour reference in a scheme.
    public func resolve(_ reference: ColorReference, scheme: ColorScheme) -> ResolvedColor {
        switch reference {
        case .token(let token):
            let value = colors[token]?.value(in: scheme)
            var native: String?
            if case .native(let name)? = value { native = name }
            return ResolvedColor(token: token, hex: value?.rgba(in: scheme).hex, native: native)
        case .literal(let rgba, _):
            return ResolvedColor(hex: rgba.hex)
        case .native(let name):
            let pair = NativeColor.values[name]
            return ResolvedColor(hex: (scheme == .dark ? pair?.dark : pair?.light)?.hex, native: name, swiftSpelling: "\\(Color.\(name))")
        case .dynamic:
            return ResolvedColor(dynamic: true)
        }
    }

    /// A theme token as a resolved colour.
    public func resolve(token: String, scheme: ColorScheme) -> ResolvedColor {
        resolve(.token(token), scheme: scheme)
    }
}
