import TWResolve

/// A row of ``Matrix``: one visible property of a surface or button.
public enum MatrixRow: String, CaseIterable, Sendable, Codable {
    case fill
    case renderer
    case edge
    case shape
    case shadow
    case buttonStyle

    /// The label in text and Markdown tables (`button style`).
    public var label: String { self == .buttonStyle ? "button style" : rawValue }

    /// The cell text of this row for one resolution. `—` means the row does not apply (no surface,
    /// no glass, not a button).
    public func cell(_ r: Resolution) -> String {
        if r.undecorated { return self == .fill ? "undecorated" : "—" }
        if let surface = r.surface {
            switch self {
            case .fill: return surface.fill.summary
            case .renderer: return surface.renderer.map(Self.rendererName) ?? "—"
            case .edge: return surface.edge.summary
            case .shape: return surface.shape.summary
            case .shadow: return surface.shadow?.summary ?? "none"
            case .buttonStyle: return r.button?.summary ?? "—"
            }
        }
        guard let button = r.button, button.style != .plain else { return "—" }
        return buttonCell(button)
    }

    /// A native or UIKit glass button: Apple (or the UIKit glass view) draws fill, edge and shape.
    private func buttonCell(_ b: Resolution.Button) -> String {
        let glass = b.style.isSwiftUIGlass
        switch self {
        case .fill:
            if let fill = b.fill { return fill.summary }
            if b.style == .uiKitGlass {
                return b.prominent ? "glass prominent, tint \(b.tint?.shortName ?? "inherited")" : "glass" + (b.tint.map { ", tint \($0.shortName)" } ?? "")
            }
            return glass ? "native glass" : b.style == .bordered || b.style == .borderedProminent ? "native bezel" : "none"
        case .renderer:
            if b.style == .uiKitGlass { return b.fill == nil ? "UIKit" : "—" }
            return glass ? "SwiftUI" : "—"
        case .edge: return "—"
        case .shape:
            if b.borderShape == .roundedRectangle, let radius = b.borderRadius { return "rounded \(Points.format(radius))" }
            return b.borderShape.rawValue
        case .shadow: return "—"
        case .buttonStyle: return b.summary
        }
    }

    static func rendererName(_ renderer: GlassRenderer) -> String { renderer == .uiKit ? "UIKit" : "SwiftUI" }
}
