import TWResolve

/// The picture behind every drawn surface: a checkerboard with a few soft colour fields, like a
/// photo, so that translucent fills (glass, materials) visibly let it through and opaque fills
/// visibly hide it. One backdrop per colour scheme and stage size, defined once per document.
enum Backdrop {
    /// Defines the backdrop of `scheme` for a stage of `width` × `height` points and returns its id.
    static func define(_ canvas: inout SVGCanvas, scheme: ColorScheme, width: Double, height: Double) -> String {
        let n = SVGCanvas.n
        let dark = scheme == .dark
        let checker = "tw-checker-\(scheme.rawValue)"
        let (base, square) = dark ? ("#1c1c1e", "#2c2c2e") : ("#ffffff", "#e5e5ea")
        canvas.define(
            checker,
            "<pattern id=\"\(checker)\" width=\"16\" height=\"16\" patternUnits=\"userSpaceOnUse\"><rect width=\"16\" height=\"16\" fill=\"\(base)\"/><rect width=\"8\" height=\"8\" fill=\"\(square)\"/><rect x=\"8\" y=\"8\" width=\"8\" height=\"8\" fill=\"\(square)\"/></pattern>"
        )
        // Colour fields: warm top left, cool bottom right, a green band, so tints and frosting read.
        let fields: [(String, String, Double, Double, Double)] = [
            ("warm", "#ff9f0a", 0.18, 0.25, 0.55), ("cool", "#0a84ff", 0.85, 0.8, 0.6), ("leaf", "#30d158", 0.55, 0.05, 0.35),
        ]
        var parts = ["<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"url(#\(checker))\"/>"]
        for (name, color, fx, fy, scale) in fields {
            let id = canvas.define(
                "tw-field-\(name)",
                "<radialGradient id=\"tw-field-\(name)\"><stop offset=\"0\" stop-color=\"\(color)\" stop-opacity=\"\(dark ? 0.75 : 0.65)\"/><stop offset=\"1\" stop-color=\"\(color)\" stop-opacity=\"0\"/></radialGradient>"
            )
            let r = max(width, height) * scale / 2
            parts.append("<circle cx=\"\(n(width * fx))\" cy=\"\(n(height * fy))\" r=\"\(n(r))\" fill=\"url(#\(id))\"/>")
        }
        // A diagonal stripe of strong contrast, so the specular edge and frosting show on it.
        parts.append(
            "<path d=\"M\(n(width * 0.62)) 0 L\(n(width * 0.7)) 0 L\(n(width * 0.38)) \(n(height)) L\(n(width * 0.3)) \(n(height)) Z\" fill=\"\(dark ? "#f2f2f7" : "#1c1c1e")\" fill-opacity=\"0.55\"/>"
        )
        let id = "tw-backdrop-\(scheme.rawValue)-\(n(width))x\(n(height))".replacingOccurrences(of: ".", with: "_")
        return canvas.define(id, "<g id=\"\(id)\">" + parts.joined() + "</g>")
    }
}
