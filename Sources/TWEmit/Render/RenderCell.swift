import TWResolve

/// One cell of a ``RenderSheet``: a resolution drawn as a sample label on its surface or button,
/// with a caption. Lengths are points.
public struct RenderCell: Sendable {
    /// The column (system) name, such as `iOS 27`.
    public var column: String
    /// The row name: `base`, or the variation's name (`Reduce Transparency`).
    public var row: String
    public var resolution: Resolution
    /// True when a variation row's cell decides differently from the base row's: any ``MatrixRow``
    /// (fill, renderer, edge, shape, shadow, button style) differs; colours alone do not count.
    public var changed: Bool
    /// The label text drawn.
    public var label: String

    /// The caption: what draws the fill, then shape, edge, shadow or the button's size.
    public var caption: [String] { RenderCaption.lines(resolution) }

    /// The fill kind drawn: `glass`, `material`, `solid`, `none`, or for a native button
    /// `native` (Apple draws it), and `undecorated`.
    public var fillKind: String {
        let r = resolution
        if r.undecorated { return "undecorated" }
        if let b = r.button, b.style != .plain {
            if b.style == .uiKitGlass { return (b.fill?.kind ?? .glass).rawValue }
            return "native"
        }
        return (r.surface?.fill.kind ?? .none).rawValue
    }
}

extension RenderCell {
    /// Who draws the glass: `uiKit` (a UIKit glass view), `swiftUI` (`glassEffect` or SwiftUI's
    /// glass button styles) or `none` (no glass is drawn).
    public var renderer: String {
        let r = resolution
        if let renderer = r.surface?.renderer { return renderer.rawValue }
        guard let button = r.button else { return "none" }
        switch button.style {
        case .uiKitGlass: return button.fill == nil ? GlassRenderer.uiKit.rawValue : "none"
        case .glass, .glassProminent: return GlassRenderer.swiftUI.rawValue
        case .bordered, .borderedProminent, .borderless, .link, .plain: return "none"
        }
    }
}

/// The caption lines of a cell (the `tw render` legend explains them).
enum RenderCaption {
    static func lines(_ r: Resolution) -> [String] {
        if r.undecorated { return ["undecorated", "swiftcn rejects the classes"] }
        if let b = r.button, b.style != .plain { return button(b, r) }
        guard let s = r.surface else {
            var first = r.background.map { "background \($0.token ?? $0.native ?? $0.hex ?? "colour")" } ?? "no surface"
            if let border = r.border, border.width > 0 { first += " · border \(pt(border.width))" }
            return [first, r.radius.map { "radius \(Points.format($0))" } ?? "square"]
        }
        var first: String
        switch s.fill.kind {
        case .glass:
            first = s.renderer == .uiKit ? "UIKit glass" : "SwiftUI glass"
            if let tint = s.fill.tint { first += " · tint \(colorName(tint))" }
            if s.fill.interactive == true { first += " · interactive" }
        case .material: first = "\((s.fill.material ?? .regular).rawValue) material"
        case .solid: first = "solid \(s.fill.color.map(colorName) ?? "surface")"
        case .none: first = "no fill"
        }
        var second = [s.shape.kind == .capsule ? "capsule" : "radius \(Points.format(s.shape.radius))"]
        second.append(s.edge.width > 0 ? "edge \(pt(s.edge.width))" + (s.edge.strength.map { " \($0.rawValue)" } ?? "") : "no edge")
        if let shadow = s.shadow, shadow.drawn { second.append("shadow \(shadow.token)") }
        return [first, second.joined(separator: " · ")]
    }

    private static func button(_ b: Resolution.Button, _ r: Resolution) -> [String] {
        var first: String
        if b.style == .uiKitGlass {
            if let fill = b.fill {
                first = "solid \(fill.color.map(colorName) ?? "surface"), no glass view"
            } else {
                first = "UIKit glass" + (b.prominent ? " prominent" : "")
                if let tint = b.tint { first += " · tint \(colorName(tint))" }
            }
        } else {
            first = "." + b.style.rawValue
            if let tint = b.tint { first += " · tint \(colorName(tint))" }
        }
        let height = ButtonMetrics.height(b, platform: r.context.platform)
        var second = ["\(pt(height)) tall", b.controlSize?.rawValue ?? "regular size"]
        if let target = b.minTouchTarget, target > height { second.append("\(pt(target)) target") }
        return [first, second.joined(separator: " · ")]
    }

    /// `1 pt`, `44 pt`.
    static func pt(_ value: Double) -> String { "\(Points.format(value)) pt" }

    static func colorName(_ color: ResolvedColor) -> String {
        color.token ?? color.native ?? color.hex ?? "dynamic"
    }
}

/// Sizes of native and UIKit glass buttons.
enum ButtonMetrics {
    /// The bezel height in points. iOS: the seed's sizes of the native styles ("Glass renderer":
    /// 28 for mini and small, 34 regular, 50 large and extra large). macOS: AppKit's heights,
    /// approximated (Docs/Decisions.md).
    static func height(_ b: Resolution.Button, platform: Platform) -> Double {
        if let height = b.height { return height }
        switch (platform.swiftCNRules, b.controlSize ?? .regular) {
        case (.ios, .mini), (.ios, .small): return 28
        case (.ios, .large), (.ios, .extraLarge): return 50
        case (.ios, .regular): return 34
        case (.macos, .mini): return 16
        case (.macos, .small): return 20
        case (.macos, .large): return 30
        case (.macos, .extraLarge): return 36
        case (.macos, .regular): return 24
        default: return 34  // swiftCNRules is iOS or macOS
        }
    }

    /// The bezel's own horizontal inset around the label, in points (about a third of its height).
    static func inset(height: Double) -> Double { (height / 3).rounded() }
}
