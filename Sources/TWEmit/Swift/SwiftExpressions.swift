import TWResolve

/// Swift spellings of resolved values: colours, shapes, materials, glass and button styles.
///
/// Colours are written as the sRGB value of the context's colour scheme, with the theme token in a
/// comment (`Color(red: 0.902, green: 0.902, blue: 0.914) /* border */`); SwiftUI's named colours
/// keep their names (`Color.red`). Lengths are points. Token names are theme text, so their
/// comments go through ``SwiftSourceText/comment(_:)``.
enum SwiftExpressions {
    /// SwiftUI's named colours that TWKit may resolve to.
    static let namedColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
        "pink", "brown", "gray", "black", "white", "clear", "primary", "secondary", "accentColor",
    ]

    static func color(_ color: ResolvedColor) -> String {
        if color.dynamic == true { return "Color.primary /* interpolated at run time */" }
        var text: String
        if let native = color.native, namedColors.contains(native) {
            text = "Color.\(native)"
        } else if let hex = color.hex, let rgba = RGBA(hex: hex) {
            text =
                "Color(red: \(number(rgba.red)), green: \(number(rgba.green)), blue: \(number(rgba.blue))"
                + (rgba.opacity < 1 ? ", opacity: \(number(rgba.opacity))" : "") + ")"
            if let name = color.token ?? color.native { text += " /* \(SwiftSourceText.comment(name)) */" }
        } else {
            text = "Color.primary /* \(SwiftSourceText.comment(color.token ?? color.native ?? "unknown colour")) */"
        }
        if let opacity = color.opacity, opacity != 1 { text += ".opacity(\(number(opacity)))" }
        return text
    }

    /// A UIKit colour: the sRGB value of the context's scheme, with the token in a comment
    /// (`UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1) /* red */`); `nil` for a colour only
    /// known at run time.
    static func uiColor(_ color: ResolvedColor) -> String {
        guard color.dynamic != true, let hex = color.hex, let rgba = RGBA(hex: hex) else {
            return "nil /* \(SwiftSourceText.comment(color.token ?? color.native ?? "a colour known at run time")) */"
        }
        var text =
            "UIColor(red: \(number(rgba.red)), green: \(number(rgba.green)), blue: \(number(rgba.blue)), alpha: \(number(rgba.opacity * (color.opacity ?? 1))))"
        if let name = color.token ?? color.native { text += " /* \(SwiftSourceText.comment(name)) */" }
        return text
    }

    /// `Capsule()` or `RoundedRectangle(cornerRadius: 12, style: .continuous)`.
    static func shape(_ shape: Resolution.Shape?) -> String {
        guard let shape, shape.kind != .capsule else { return "Capsule()" }
        return "RoundedRectangle(cornerRadius: \(number(shape.radius)), style: .continuous)"
    }

    /// `.thinMaterial` for the tier `thin`.
    static func material(_ material: SurfaceMaterial) -> String { ".\(material.rawValue)Material" }

    /// `.regular`, `.clear.tint(Color.red).interactive()`.
    static func glass(_ fill: Resolution.Fill) -> String {
        var text = "." + (fill.base ?? .regular).rawValue
        if let tint = fill.tint { text += ".tint(\(color(tint)))" }
        if fill.interactive == true { text += ".interactive()" }
        return text
    }

    /// The native button style of a resolved button (`.glassProminent`, `.bordered`, `.plain`).
    static func buttonStyle(_ style: ButtonStyle) -> String {
        switch style {
        case .glass, .glassProminent, .bordered, .borderedProminent, .borderless, .link, .plain: "." + style.rawValue
        // A plain button over a UIKit glass view.
        case .uiKitGlass: ".plain"
        }
    }

    /// A number without a trailing `.0`, at most three decimals.
    static func number(_ value: Double) -> String {
        if value == .infinity { return ".infinity" }
        let rounded = (value * 1000).rounded() / 1000
        return Points.format(rounded)
    }
}
