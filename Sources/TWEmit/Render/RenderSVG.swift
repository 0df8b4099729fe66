import TWResolve

/// Writes a ``RenderSheet`` as SVG: a title, a header per column, a row header per variation,
/// and one card per cell (a stage with the backdrop and the drawing, and a two-line caption),
/// then a legend. One SVG unit is one point.
///
/// Structure for tools and tests: each card is `<g data-cell="">` with `data-row`,
/// `data-column`, `data-fill` (``RenderCell/fillKind``), `data-renderer` (`uiKit`, `swiftUI` or
/// `none`), `data-style` (the button style, or `none`), `data-height` (the plate's height),
/// `data-changed` and `data-caption`; drawn parts carry `data-part` (``PlatePainter``). The output
/// depends only on the sheet: no dates, random ids or locale.
public enum RenderSVG {
    static let margin = 24.0, titleHeight = 64.0, headerHeight = 26.0, rowHeaderWidth = 168.0
    static let gap = 12.0, captionHeight = 38.0

    public static func render(_ sheet: RenderSheet) -> String {
        let n = SVGCanvas.n
        var canvas = SVGCanvas()
        let layouts = sheet.cells.map { $0.map { CellLayout($0.resolution, text: $0.label) } }
        let flat = layouts.flatMap { $0 }
        // Wide enough for the widest plate and the longest caption (11 pt semibold, 10 pt regular).
        let captions = zip(sheet.cells.joined(), flat).map { cell, layout -> Double in
            let lines = cell.caption
            let second = (lines.count > 1 ? lines[1].count : 0) + (layout.scaledDown ? 26 : 0)
            return max(Double(lines[0].count) * 6.6, Double(second) * 5.6) + 40
        }
        let cellWidth = max((flat.map(\.width).max() ?? 0) + 56, captions.max() ?? 0, 184).rounded()
        let stageHeight = max((flat.map { max($0.height, $0.touchTarget ?? 0) }.max() ?? 0) + 44, 88).rounded()
        let cellHeight = stageHeight + captionHeight
        let single = sheet.cells.count == 1 && sheet.columns.count == 1
        let left = single ? margin : margin + rowHeaderWidth
        let top = margin + titleHeight + (single ? 0 : headerHeight)
        let columnsWidth = Double(sheet.columns.count) * (cellWidth + gap) - gap
        // The title is monospaced (0.6 em at 17 pt); the page is at least as wide.
        let width = max(left + columnsWidth + margin, Double(sheet.classes.count) * 10.2 + 2 * margin, 420).rounded()
        let legend = legendLines(sheet).flatMap { wrap($0, width: width - 2 * margin, size: 10.5) }
        let height = top + Double(sheet.rows.count) * (cellHeight + gap) - gap + 18 + Double(legend.count) * 15 + margin

        canvas.add("<rect data-part=\"page\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#f5f5f7\"/>")
        canvas.add(SVGCanvas.text("tw render", x: margin, y: margin + 12, size: 12, color: "#6e6e73", weight: 600))
        canvas.add(SVGCanvas.text(sheet.classes, x: margin, y: margin + 34, size: 17, color: "#1d1d1f", weight: 600,
                                  extra: [("font-family", "'SF Mono', Menlo, 'DejaVu Sans Mono', monospace"), ("data-part", "classes")]))
        var subtitle = sheet.context
        if !sheet.valid { subtitle = "INVALID: swiftcn rejects these classes and draws the surface undecorated · " + subtitle }
        if sheet.lenient { subtitle = "LENIENT: rejected tokens skipped · " + subtitle }
        canvas.add(SVGCanvas.text(subtitle, x: margin, y: margin + 54, size: 11, color: sheet.valid ? "#6e6e73" : "#d70015"))
        if !single {
            for (index, column) in sheet.columns.enumerated() {
                let x = left + Double(index) * (cellWidth + gap) + cellWidth / 2
                canvas.add(SVGCanvas.text(column, x: x, y: top - 9, size: 13, color: "#1d1d1f", weight: 600, anchor: "middle", extra: [("data-part", "column-header")]))
            }
        }
        for (rowIndex, row) in sheet.rows.enumerated() {
            let y = top + Double(rowIndex) * (cellHeight + gap)
            if !single {
                let name = Self.rowTitle(row)
                canvas.add(SVGCanvas.text(name, x: margin, y: y + stageHeight / 2 - 2, size: 12, color: "#1d1d1f", weight: 600, extra: [("data-part", "row-header")]))
                let flag = sheet.flags[rowIndex]
                canvas.add(SVGCanvas.text(flag.isEmpty ? "as given" : flag, x: margin, y: y + stageHeight / 2 + 13, size: 10, color: "#8e8e93",
                                          extra: [("font-family", "'SF Mono', Menlo, 'DejaVu Sans Mono', monospace")]))
            }
            for (columnIndex, cell) in sheet.cells[rowIndex].enumerated() {
                let x = left + Double(columnIndex) * (cellWidth + gap)
                canvas.add(card(&canvas, cell, layout: layouts[rowIndex][columnIndex], x: x, y: y, width: cellWidth, stageHeight: stageHeight))
            }
        }
        var legendY = top + Double(sheet.rows.count) * (cellHeight + gap) - gap + 22
        for line in legend {
            canvas.add(SVGCanvas.text(line, x: margin, y: legendY, size: 10.5, color: "#6e6e73", extra: [("data-part", "legend")]))
            legendY += 15
        }
        return canvas.document(width: width, height: height, title: "tw render: \(sheet.classes)",
                               attributes: [("data-classes", sheet.classes), ("data-columns", String(sheet.columns.count)), ("data-rows", String(sheet.rows.count))])
    }

    private static func card(_ canvas: inout SVGCanvas, _ cell: RenderCell, layout: CellLayout, x: Double, y: Double, width: Double, stageHeight: Double) -> String {
        let n = SVGCanvas.n
        let r = cell.resolution
        let scheme = r.context.scheme
        let backdrop = Backdrop.define(&canvas, scheme: scheme, width: width, height: stageHeight)
        let stageClip = "tw-stage-\(n(width))x\(n(stageHeight))".replacingOccurrences(of: ".", with: "_")
        canvas.define(stageClip, "<clipPath id=\"\(stageClip)\"><path d=\"\(Plate(x: 0, y: 0, width: width, height: stageHeight, shape: .edges(top: 12, bottom: 0)).path)\"/></clipPath>")
        var caption = cell.caption
        if layout.scaledDown { caption[caption.count - 1] += " · drawn at most \(n(CellLayout.maxWidth))×\(n(CellLayout.maxHeight))" }
        let attributes: [(String, String)] = [
            ("data-cell", ""), ("data-row", cell.row), ("data-column", cell.column), ("data-fill", cell.fillKind),
            ("data-renderer", cell.renderer), ("data-style", r.button?.style.rawValue ?? "none"), ("data-height", n(layout.height)),
            ("data-changed", cell.changed ? "true" : "false"), ("data-caption", caption.joined(separator: " | ")),
        ]
        var parts = ["<rect data-part=\"card\" width=\"\(n(width))\" height=\"\(n(stageHeight + captionHeight))\" rx=\"12\" fill=\"#ffffff\" stroke=\"\(cell.changed ? "#0071e3" : "#d2d2d7")\" stroke-width=\"\(cell.changed ? 1.5 : 1)\"/>"]
        parts.append("<g clip-path=\"url(#\(stageClip))\"><use data-part=\"backdrop\" xlink:href=\"#\(backdrop)\" href=\"#\(backdrop)\" x=\"0\" y=\"0\"/></g>")
        parts.append("<path d=\"M0 \(n(stageHeight)) H\(n(width))\" stroke=\"#d2d2d7\"/>")
        let painter = CellPainter(painter: PlatePainter(backdrop: backdrop, stageX: 0, stageY: 0, scheme: scheme))
        parts += painter.draw(&canvas, r, layout: layout, centerX: width / 2, centerY: stageHeight / 2)
        parts.append(SVGCanvas.text(caption[0], x: 12, y: stageHeight + 16, size: 11, color: "#1d1d1f", weight: 600, extra: [("data-part", "caption")]))
        if caption.count > 1 {
            parts.append(SVGCanvas.text(caption[1], x: 12, y: stageHeight + 30, size: 10, color: "#6e6e73", extra: [("data-part", "caption")]))
        }
        if cell.changed {
            parts.append("<circle data-part=\"changed\" cx=\"\(n(width - 12))\" cy=\"\(n(stageHeight + 12))\" r=\"4\" fill=\"#0071e3\"/>")
        }
        return "<g\(SVGCanvas.attributes(attributes)) transform=\"translate(\(n(x)) \(n(y)))\">" + parts.joined() + "</g>"
    }

    /// `text` broken at spaces into lines that fit `width` points at `size` (0.56 em per character).
    static func wrap(_ text: String, width: Double, size: Double) -> [String] {
        let limit = max(Int(width / (size * 0.56)), 20)
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > limit {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A row's header: `Base`, `Reduce Transparency`, `Compatibility mode` (the flag below names the key).
    static func rowTitle(_ row: String) -> String {
        switch row {
        case "base": return "Base"
        case "UIDesignRequiresCompatibility": return "Compatibility mode"
        default: return row.prefix(1).uppercased() + row.dropFirst()
        }
    }

    static func legendLines(_ sheet: RenderSheet) -> [String] {
        var lines = ["Each card: the sample label \"\(sheet.label)\" with the resolved padding, fill, edge, shape and shadow over a checkered, photo-like backdrop; translucent fills let it through."]
        lines.append("Glass: a clear plate with a specular edge, tinted when a tint applies. Materials: frosted plates, more opaque the thicker. Solid: the colour. Native buttons: Apple's style at its control height.")
        if !(sheet.cells.count == 1) {
            lines.append("A blue outline and dot mark a cell whose fill, renderer, edge, shape, shadow or button style differs from the base row in its column (colours alone, as in the dark scheme, are not marked).")
        }
        if sheet.cells.joined().contains(where: { $0.resolution.button?.minTouchTarget != nil }) {
            lines.append("The red dashed outline is the 44 pt touch target of a UIKit glass button (larger than the bezel, without changing layout).")
        }
        return lines
    }
}
