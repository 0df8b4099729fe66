import TWResolve

/// A small picture of cluster or group drawings (issue 6 item 4): one `<g>` per context, side by
/// side, each with a caption and its pieces drawn with their fill, edge and shape.
///
/// Fills: solid colours as resolved; materials as a translucent grey (`#f2f2f7` at 0.85) over the
/// tint beneath, if any; glass as a translucent white (0.35) over its tint, with a thin highlight
/// so it stays visible; `none` as a dashed outline. Edges are strokes of the resolved colour and
/// width. Units: one SVG unit per point. Every `<g>` carries `data-context` with the column name.
public enum GlassDrawingSVG {
    public static func render(_ drawings: [GlassDrawing], title: String) -> String {
        let margin = 16.0, caption = 28.0
        let sizes = drawings.map { drawing -> (Double, Double) in
            let width = drawing.pieces.map { $0.frame.x + $0.frame.width }.max() ?? 0
            let height = drawing.pieces.map { $0.frame.y + $0.frame.height }.max() ?? 0
            return (max(width, 120), max(height, 20))
        }
        let columnWidth = (sizes.map(\.0).max() ?? 120) + 2 * margin
        let height = (sizes.map(\.1).max() ?? 20) + caption + 2 * margin
        let totalWidth = columnWidth * Double(max(drawings.count, 1))
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(totalWidth))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(totalWidth)) \(n(height))\" font-family=\"-apple-system, Helvetica, sans-serif\" font-size=\"11\">\n"
        svg += "  <title>\(escape(title))</title>\n"
        for (index, drawing) in drawings.enumerated() {
            let x = Double(index) * columnWidth
            svg += "  <g data-context=\"\(escape(drawing.name))\" transform=\"translate(\(n(x)) 0)\">\n"
            svg += "    <rect x=\"4\" y=\"4\" width=\"\(n(columnWidth - 8))\" height=\"\(n(height - 8))\" rx=\"8\" fill=\"\(drawing.context.scheme == .dark ? "#1c1c1e" : "#fafafa")\" stroke=\"#d1d1d6\"/>\n"
            let container = drawing.container == "uiKitContainer" ? "UIKit container" : drawing.container == "swiftUIContainer" ? "GlassEffectContainer" : "no container"
            svg += "    <text x=\"\(n(margin))\" y=\"\(n(margin + 4))\" font-weight=\"600\" fill=\"#3a3a3c\">\(escape(drawing.name))</text>\n"
            svg += "    <text x=\"\(n(margin))\" y=\"\(n(margin + 17))\" fill=\"#8e8e93\">\(escape(container))</text>\n"
            svg += "    <g transform=\"translate(\(n(margin)) \(n(margin + caption)))\">\n"
            for piece in drawing.pieces { svg += self.piece(piece) }
            svg += "    </g>\n  </g>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    private static func piece(_ piece: GlassDrawing.Piece) -> String {
        let path = shapePath(piece.shape, piece.frame)
        var out = "      <g data-piece=\"\(escape(piece.id))\"><title>\(escape(piece.id)): \(escape(piece.fill.summary))</title>\n"
        let fill = piece.fill
        switch fill.kind {
        case "solid":
            out += layer(path, color: fill.color, fallback: "#ffffff")
        case "material":
            if let tint = fill.fallbackTint { out += layer(path, color: tint, fallback: "#ffffff") }
            out += "        <path d=\"\(path)\" fill=\"#f2f2f7\" fill-opacity=\"0.85\"/>\n"
        case "glass":
            if let tint = fill.tint { out += layer(path, color: tint, fallback: "#ffffff", scale: 0.6) }
            out += "        <path d=\"\(path)\" fill=\"#ffffff\" fill-opacity=\"0.35\" stroke=\"#ffffff\" stroke-opacity=\"0.9\" stroke-width=\"0.5\"/>\n"
        default:
            out += "        <path d=\"\(path)\" fill=\"none\" stroke=\"#8e8e93\" stroke-dasharray=\"3 3\"/>\n"
        }
        if piece.edge.width > 0, let color = piece.edge.color {
            let (hex, opacity) = paint(color, fallback: "#d1d1d6")
            out += "        <path d=\"\(path)\" fill=\"none\" stroke=\"\(hex)\" stroke-opacity=\"\(n(opacity))\" stroke-width=\"\(n(piece.edge.width))\"/>\n"
        }
        out += "      </g>\n"
        return out
    }

    private static func layer(_ path: String, color: ResolvedColor?, fallback: String, scale: Double = 1) -> String {
        let (hex, opacity) = paint(color, fallback: fallback)
        return "        <path d=\"\(path)\" fill=\"\(hex)\" fill-opacity=\"\(n(opacity * scale))\"/>\n"
    }

    /// `#rrggbb` and an opacity from a resolved colour (its alpha times its multiplier).
    static func paint(_ color: ResolvedColor?, fallback: String) -> (String, Double) {
        guard let hex = color?.hex, let rgba = RGBA(hex: hex) else { return (fallback, color?.opacity ?? 1) }
        return (String(hex.prefix(7)), rgba.opacity * (color?.opacity ?? 1))
    }

    /// The outline of a shape in a frame: a capsule's radius is half the shorter side; radii never
    /// exceed that.
    static func shapePath(_ shape: GlassShape, _ f: GlassFrame) -> String {
        let limit = min(f.width, f.height) / 2
        let (top, bottom): (Double, Double)
        switch shape {
        case .capsule: (top, bottom) = (limit, limit)
        case .rounded(let r): (top, bottom) = (min(r, limit), min(r, limit))
        case .edges(let t, let b): (top, bottom) = (min(t, limit), min(b, limit))
        }
        let x0 = f.x, y0 = f.y, x1 = f.x + f.width, y1 = f.y + f.height
        return "M\(n(x0 + top)) \(n(y0)) H\(n(x1 - top)) A\(n(top)) \(n(top)) 0 0 1 \(n(x1)) \(n(y0 + top)) V\(n(y1 - bottom)) "
            + "A\(n(bottom)) \(n(bottom)) 0 0 1 \(n(x1 - bottom)) \(n(y1)) H\(n(x0 + bottom)) A\(n(bottom)) \(n(bottom)) 0 0 1 \(n(x0)) \(n(y1 - bottom)) "
            + "V\(n(y0 + top)) A\(n(top)) \(n(top)) 0 0 1 \(n(x0 + top)) \(n(y0)) Z"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static func n(_ value: Double) -> String {
        Points.format((value * 100).rounded() / 100)
    }
}
