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
    /// The title's character advance (0.6 em at 17 pt), line height, and the widest it makes the page.
    static let titleAdvance = 10.2, titleLineHeight = 22.0, maximumTitleWidth = 720.0
    static let subtitleLineHeight = 15.0
    /// At most this many rejected classes are named in the INVALID line, each up to 60 characters.
    static let namedRejections = 5

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
        let columnsWidth = Double(sheet.columns.count) * (cellWidth + gap) - gap
        // The title is monospaced (0.6 em at 17 pt): the page grows with it up to
        // `maximumTitleWidth`, and a longer class string wraps instead of widening the page.
        let titleWidth = min(Double(sheet.classes.count) * titleAdvance + 2 * margin, maximumTitleWidth)
        let width = max(left + columnsWidth + margin, titleWidth, 420).rounded()
        let title = wrap(sheet.classes, limit: Int((width - 2 * margin) / titleAdvance))
        let subtitle = wrap(subtitleText(sheet), width: width - 2 * margin, size: 11)
        let headerExtra = Double(title.count - 1) * titleLineHeight + Double(subtitle.count - 1) * subtitleLineHeight
        let top = margin + titleHeight + headerExtra + (single ? 0 : headerHeight)
        let legend = legendLines(sheet).flatMap { wrap($0, width: width - 2 * margin, size: 10.5) }
        let height = top + Double(sheet.rows.count) * (cellHeight + gap) - gap + 18 + Double(legend.count) * 15 + margin

        canvas.add("<rect data-part=\"page\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#f5f5f7\"/>")
        canvas.add(SVGCanvas.text("tw render", x: margin, y: margin + 12, size: 12, color: "#6e6e73", weight: 600))
        // One <text> of lines, so its text is the class string (each line keeps its break).
        let lines = title.enumerated().map { index, line in
            "<tspan x=\"\(n(margin))\" y=\"\(n(margin + 34 + Double(index) * titleLineHeight))\">\(SVGCanvas.escape(line))</tspan>"
        }
        canvas.add(
            "<text data-part=\"classes\" font-size=\"17\" font-weight=\"600\" fill=\"#1d1d1f\" font-family=\"'SF Mono', Menlo, 'DejaVu Sans Mono', monospace\">"
                + lines.joined() + "</text>")
        let subtitleTop = margin + 54 + Double(title.count - 1) * titleLineHeight
        for (index, line) in subtitle.enumerated() {
            canvas.add(
                SVGCanvas.text(
                    line, x: margin, y: subtitleTop + Double(index) * subtitleLineHeight, size: 11,
                    color: sheet.valid ? "#6e6e73" : "#d70015", extra: [("data-part", "subtitle")]))
        }
        if !single {
            for (index, column) in sheet.columns.enumerated() {
                let x = left + Double(index) * (cellWidth + gap) + cellWidth / 2
                canvas.add(
                    SVGCanvas.text(column, x: x, y: top - 9, size: 13, color: "#1d1d1f", weight: 600, anchor: "middle", extra: [("data-part", "column-header")])
                )
            }
        }
        for (rowIndex, row) in sheet.rows.enumerated() {
            let y = top + Double(rowIndex) * (cellHeight + gap)
            if !single {
                let name = Self.rowTitle(row)
                canvas.add(
                    SVGCanvas.text(name, x: margin, y: y + stageHeight / 2 - 2, size: 12, color: "#1d1d1f", weight: 600, extra: [("data-part", "row-header")]))
                let flag = sheet.flags[rowIndex]
                canvas.add(
                    SVGCanvas.text(
                        flag.isEmpty ? "as given" : flag, x: margin, y: y + stageHeight / 2 + 13, size: 10, color: "#8e8e93",
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
        return canvas.document(
            width: width, height: height, title: "tw render: \(sheet.classes)",
            attributes: [("data-classes", sheet.classes), ("data-columns", String(sheet.columns.count)), ("data-rows", String(sheet.rows.count))])
    }

    private static func card(_ canvas: inout SVGCanvas, _ cell: RenderCell, layout: CellLayout, x: Double, y: Double, width: Double, stageHeight: Double)
        -> String
    {
        let n = SVGCanvas.n
        let r = cell.resolution
        let scheme = r.context.scheme
        let backdrop = Backdrop.define(&canvas, scheme: scheme, width: width, height: stageHeight)
        let stageClip = "tw-stage-\(n(width))x\(n(stageHeight))".replacingOccurrences(of: ".", with: "_")
        canvas.define(
            stageClip,
            "<clipPath id=\"\(stageClip)\"><path d=\"\(Plate(x: 0, y: 0, width: width, height: stageHeight, shape: .edges(top: 12, bottom: 0)).path)\"/></clipPath>"
        )
        var caption = cell.caption
        if layout.scaledDown { caption[caption.count - 1] += " · drawn at most \(n(CellLayout.maxWidth))×\(n(CellLayout.maxHeight))" }
        let attributes: [(String, String)] = [
            ("data-cell", ""), ("data-row", cell.row), ("data-column", cell.column), ("data-fill", cell.fillKind),
            ("data-renderer", cell.renderer), ("data-style", r.button?.style.rawValue ?? "none"), ("data-height", n(layout.height)),
            ("data-changed", cell.changed ? "true" : "false"), ("data-caption", caption.joined(separator: " | ")),
        ]
        var parts = [
            "<rect data-part=\"card\" width=\"\(n(width))\" height=\"\(n(stageHeight + captionHeight))\" rx=\"12\" fill=\"#ffffff\" stroke=\"\(cell.changed ? "#0071e3" : "#d2d2d7")\" stroke-width=\"\(cell.changed ? 1.5 : 1)\"/>"
        ]
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
        wrap(text, limit: Int(width / (size * 0.56))).map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// `text` in lines of at most `limit` characters (at least 20), broken after a space, a word
    /// longer than a line cut where the line ends. Each line keeps the spaces that end it, so the
    /// lines joined are `text`; never empty.
    static func wrap(_ text: String, limit: Int) -> [String] {
        let limit = max(limit, 20)
        var lines: [String] = [], line = ""
        var word = ""
        func place(_ piece: String) {
            var piece = Substring(piece)
            while !piece.isEmpty {
                if line.count >= limit || (!line.isEmpty && line.last == " " && line.count + piece.count > limit) {
                    lines.append(line)
                    line = ""
                }
                let room = limit - line.count
                line += piece.prefix(room)
                piece = piece.dropFirst(room)
            }
        }
        for character in text {
            if character == " " {
                place(word)
                word = ""
                line.append(" ")
            } else {
                word.append(character)
            }
        }
        place(word)
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The line under the title: the shared context, after what makes the picture invalid (naming
    /// the classes swiftcn rejects) or lenient.
    static func subtitleText(_ sheet: RenderSheet) -> String {
        var subtitle = sheet.context
        if !sheet.valid {
            let resolution = sheet.cells.first?.first?.resolution
            var rejected: [String] = []
            for diagnostic in resolution?.diagnostics ?? [] where diagnostic.severity == .error && !rejected.contains(diagnostic.detail) {
                rejected.append(diagnostic.detail)
            }
            // A name longer than a line is cut: the line names it, the caption and `tw explain` say all.
            var names = rejected.prefix(namedRejections).map { "`\($0.count > 60 ? $0.prefix(59) + "…" : $0)`" }.joined(separator: ", ")
            if rejected.count > namedRejections { names += " and \(rejected.count - namedRejections) more" }
            let what = rejected.isEmpty ? "these classes" : names
            subtitle = "INVALID: swiftcn rejects \(what) and draws the surface undecorated · " + subtitle
        }
        if sheet.lenient { subtitle = "LENIENT: rejected tokens skipped · " + subtitle }
        return subtitle
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
        var lines = [
            "Each card: the sample label \"\(sheet.label)\" with the resolved padding, fill, edge, shape and shadow over a checkered, photo-like backdrop; translucent fills let it through."
        ]
        lines.append(
            "Glass: a clear plate with a specular edge, tinted when a tint applies. Materials: frosted plates, more opaque the thicker. Solid: the colour. Native buttons: Apple's style at its control height."
        )
        if !(sheet.cells.count == 1) {
            lines.append(
                "A blue outline and dot mark a cell whose fill, renderer, edge, shape, shadow or button style differs from the base row in its column (colours alone, as in the dark scheme, are not marked)."
            )
        }
        if sheet.cells.joined().contains(where: { $0.resolution.button?.minTouchTarget != nil }) {
            lines.append("The red dashed outline is the 44 pt touch target of a UIKit glass button (larger than the bezel, without changing layout).")
        }
        return lines
    }
}
