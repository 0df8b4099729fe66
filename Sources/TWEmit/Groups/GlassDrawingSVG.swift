import TWResolve

/// A picture of cluster or group drawings (`tw cluster --svg` and
/// `tw group --svg`): one card per context, side by side, each with a caption and its pieces drawn
/// over the same backdrop and with the same fills as `tw render` (``PlatePainter``):
/// glass as a translucent tinted plate with a specular edge, materials frosted by thickness, solid
/// fills in their colour, `none` as a dashed outline; edges are strokes of the resolved colour and
/// width. Units: one SVG unit per point. Every card is a `<g>` with `data-context` (the column
/// name); every piece a `<g>` with `data-piece` (its id).
public enum GlassDrawingSVG {
    public static func render(_ drawings: [GlassDrawing], title: String) -> String {
        let n = SVGCanvas.n
        let margin = 16.0, caption = 40.0, inset = 20.0
        let sizes = drawings.map { drawing -> (Double, Double) in
            let width = drawing.pieces.map { $0.frame.x + $0.frame.width }.max() ?? 0
            let height = drawing.pieces.map { $0.frame.y + $0.frame.height }.max() ?? 0
            return (max(width, 120), max(height, 20))
        }
        let cardWidth = ((sizes.map(\.0).max() ?? 120) + 2 * inset).rounded()
        let stageHeight = ((sizes.map(\.1).max() ?? 20) + 2 * inset).rounded()
        let cardHeight = stageHeight + caption
        let gap = 12.0
        let totalWidth = 2 * margin + Double(max(drawings.count, 1)) * (cardWidth + gap) - gap
        let height = cardHeight + 2 * margin
        var canvas = SVGCanvas()
        canvas.add("<rect width=\"\(n(totalWidth))\" height=\"\(n(height))\" fill=\"#f5f5f7\"/>")
        let clipID = "tw-stage-\(n(cardWidth))x\(n(stageHeight))".replacingOccurrences(of: ".", with: "_")
        let stageClip = canvas.define(
            clipID,
            "<clipPath id=\"\(clipID)\"><path d=\"\(Plate(x: 0, y: 0, width: cardWidth, height: stageHeight, shape: .edges(top: 12, bottom: 0)).path)\"/></clipPath>"
        )
        for (index, drawing) in drawings.enumerated() {
            let scheme = drawing.context.scheme
            let backdrop = Backdrop.define(&canvas, scheme: scheme, width: cardWidth, height: stageHeight)
            let painter = PlatePainter(backdrop: backdrop, stageX: 0, stageY: 0, scheme: scheme)
            var parts = ["<rect width=\"\(n(cardWidth))\" height=\"\(n(cardHeight))\" rx=\"12\" fill=\"#ffffff\" stroke=\"#d2d2d7\"/>"]
            parts.append(
                "<g clip-path=\"url(#\(stageClip))\"><use data-part=\"backdrop\" xlink:href=\"#\(backdrop)\" href=\"#\(backdrop)\" x=\"0\" y=\"0\"/></g>")
            for piece in drawing.pieces { parts.append(self.piece(&canvas, piece, painter: painter, inset: inset)) }
            let container: String
            switch drawing.container {
            case .uiKitContainer: container = "UIKit container"
            case .swiftUIContainer: container = "GlassEffectContainer"
            case .none: container = "no container"
            }
            parts.append(SVGCanvas.text(drawing.name, x: 12, y: stageHeight + 16, size: 11, color: "#1d1d1f", weight: 600, extra: [("data-part", "caption")]))
            parts.append(SVGCanvas.text(container, x: 12, y: stageHeight + 30, size: 10, color: "#6e6e73", extra: [("data-part", "caption")]))
            let x = margin + Double(index) * (cardWidth + gap)
            canvas.add("<g data-context=\"\(SVGCanvas.escape(drawing.name))\" transform=\"translate(\(n(x)) \(n(margin)))\">" + parts.joined() + "</g>")
        }
        return canvas.document(width: totalWidth, height: height, title: title)
    }

    private static func piece(_ canvas: inout SVGCanvas, _ piece: GlassDrawing.Piece, painter: PlatePainter, inset: Double) -> String {
        let f = piece.frame
        let plate = Plate(x: f.x + inset, y: f.y + inset, width: f.width, height: f.height, shape: piece.shape)
        var parts: [String] = []
        let fill = piece.fill
        switch fill.kind {
        case .solid: parts += painter.solid(plate, color: fill.color)
        case .material:
            if let shadow = fill.fallbackShadow {
                parts += painter.shadow(&canvas, plate, color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
            }
            parts += painter.material(&canvas, plate, material: fill.material ?? .regular, tintBeneath: fill.fallbackTint)
        case .glass: parts += painter.glass(&canvas, plate, tint: fill.tint)
        case .none: parts += painter.edge(plate, color: .system("gray", hex: "#8e8e93"), width: 1, dashed: true)
        }
        parts += painter.edge(plate, color: piece.edge.color, width: piece.edge.width)
        return "<g data-piece=\"\(SVGCanvas.escape(piece.id))\"><title>\(SVGCanvas.escape(piece.id)): \(SVGCanvas.escape(fill.summary))</title>"
            + parts.joined() + "</g>"
    }
}
