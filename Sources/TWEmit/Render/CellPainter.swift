import TWResolve

/// Draws one resolution's surface, background or native button and its label, centred on a point
/// of the stage: shadow, fill, edge, label, in swiftcn's decoration order (reference §8.3, §11.2),
/// then the opacity of the effects phase over the whole.
struct CellPainter {
    var painter: PlatePainter

    func draw(_ canvas: inout SVGCanvas, _ r: Resolution, layout: CellLayout, centerX: Double, centerY: Double) -> [String] {
        let plateX = centerX - layout.width / 2, plateY = centerY - layout.height / 2
        var out: [String] = []
        if !r.undecorated {
            if let b = r.button, b.style != .plain {
                out += button(&canvas, b, r, layout: layout, x: plateX, y: plateY)
            } else if let s = r.surface {
                out += surface(&canvas, s, x: plateX, y: plateY, layout: layout)
            } else {
                out += plain(&canvas, r, x: plateX, y: plateY, layout: layout)
            }
        }
        let p = r.padding
        let labelX = plateX + p.leading + (layout.width - p.leading - p.trailing) / 2
        let labelY = plateY + p.top + (layout.height - p.top - p.bottom) / 2
        let centred = r.button.map { $0.style != .plain } ?? false
        out.append(layout.label.element(centerX: centred ? centerX : labelX, centerY: centred ? centerY : labelY))
        if r.opacity < 1 {
            return ["<g opacity=\"\(SVGCanvas.n(r.opacity))\">" + out.joined() + "</g>"]
        }
        return out
    }

    private func surface(_ canvas: inout SVGCanvas, _ s: Resolution.Surface, x: Double, y: Double, layout: CellLayout) -> [String] {
        let plate = Plate(x: x, y: y, width: layout.width, height: layout.height, surfaceShape: s.shape)
        var out: [String] = []
        if let shadow = s.shadow, shadow.drawn {
            out += painter.shadow(&canvas, plate, color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
        }
        if let shadow = s.fill.fallbackShadow {
            out += painter.shadow(&canvas, plate, color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
        }
        switch s.fill.kind {
        case .glass: out += painter.glass(&canvas, plate, tint: s.fill.tint)
        case .material: out += painter.material(&canvas, plate, material: s.fill.material ?? .regular, tintBeneath: s.fill.fallbackTint)
        case .solid: out += painter.solid(plate, color: s.fill.color)
        case .none: out += painter.edge(plate, color: .system("gray", hex: "#8e8e93"), width: 1, dashed: true)
        }
        out += painter.edge(plate, color: s.edge.color, width: s.edge.width)
        return out
    }

    /// No surface role: the background colour and shadow in the rounded rectangle, then the border.
    private func plain(_ canvas: inout SVGCanvas, _ r: Resolution, x: Double, y: Double, layout: CellLayout) -> [String] {
        let plate = Plate(x: x, y: y, width: layout.width, height: layout.height, shape: .rounded(r.radius ?? 0))
        var out: [String] = []
        if let shadow = r.shadow { out += painter.shadow(&canvas, plate, color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y) }
        if let background = r.background { out += painter.solid(plate, color: background) }
        if let border = r.border { out += painter.edge(plate, color: border.color, width: border.width) }
        return out
    }

    private func button(_ canvas: inout SVGCanvas, _ b: Resolution.Button, _ r: Resolution, layout: CellLayout, x: Double, y: Double) -> [String] {
        let height = layout.height
        let shape: GlassShape
        switch b.borderShape {
        case .capsule: shape = .capsule
        case .roundedRectangle: shape = .rounded(b.borderRadius ?? 0)
        case .automatic:
            // Automatic: capsules on Liquid Glass systems, small rounded rectangles before.
            shape = r.context.supportsGlass ? .capsule : .rounded((height * 0.24).rounded())
        }
        let plate = Plate(x: x, y: y, width: layout.width, height: height, shape: shape)
        let tint = b.tint ?? CellLayout.defaultTint(r)
        var out: [String] = []
        if let target = layout.touchTarget {
            let zone = Plate(x: x, y: y - (target - height) / 2, width: layout.width, height: target, shape: .rounded(6))
            out.append(
                "<path data-part=\"touch-target\" d=\"\(zone.path)\" fill=\"none\" stroke=\"#ff375f\" stroke-opacity=\"0.7\" stroke-width=\"0.75\" stroke-dasharray=\"2 2\"/>"
            )
        }
        switch b.style {
        case .glass: out += painter.glass(&canvas, plate, tint: b.tint)
        case .glassProminent: out += painter.glass(&canvas, plate, tint: tint, prominent: true)
        case .uiKitGlass:
            if let fill = b.fill {
                out += painter.solid(plate, color: fill.color)
                if let edge = b.edge { out += painter.edge(plate, color: edge.color, width: edge.width) }
            } else {
                out += painter.glass(&canvas, plate, tint: b.prominent ? tint : b.tint, prominent: b.prominent)
            }
        case .bordered:
            var wash = tint
            wash.opacity = (wash.opacity ?? 1) * 0.15
            out += painter.solid(plate, color: wash)
        case .borderedProminent: out += painter.solid(plate, color: tint)
        case .borderless, .link, .plain: break
        }
        return out
    }
}
