import TWResolve

/// Draws fills over the ``Backdrop`` (shared by `tw render`, `tw group --svg` and
/// `tw cluster --svg`, so every picture draws glass and materials alike).
///
/// - Liquid Glass: the backdrop barely blurred (glass refracts, it does not frost), a faint wash,
///   the tint as a translucent layer, a specular edge brighter at the top left and bottom right,
///   and the faint depth glass supplies itself.
/// - Material: the backdrop blurred by the material's thickness under a pale (dark: deep) plate
///   whose opacity grows with the thickness.
/// - Solid: the colour, opaque as resolved.
/// Every element carries `data-part` (`glass`, `material`, `solid`, `edge`, `shadow`), which tests
/// read.
struct PlatePainter {
    /// The backdrop definition's id and where the stage it fills begins, so that blurred copies
    /// line up with the backdrop they stand for.
    var backdrop: String
    var stageX: Double
    var stageY: Double
    var scheme: ColorScheme

    /// Blur (points of Gaussian deviation) and plate opacity per material thickness.
    static func frosting(_ material: SurfaceMaterial) -> (blur: Double, opacity: Double) {
        switch material {
        case .ultraThin: return (4, 0.28)
        case .thin: return (6, 0.42)
        case .thick: return (10, 0.72)
        case .ultraThick: return (12, 0.84)
        case .regular: return (8, 0.58)
        }
    }

    func glass(_ canvas: inout SVGCanvas, _ plate: Plate, tint: ResolvedColor?, prominent: Bool = false, fallbackTint: String = "#0088ff") -> [String] {
        let n = SVGCanvas.n
        var out = [
            "<path data-part=\"glass-depth\" d=\"\(plate.offset(0, 1.5).path)\" fill=\"#000000\" fill-opacity=\"\(scheme == .dark ? 0.35 : 0.12)\" filter=\"url(#\(canvas.blur(3)))\"/>"
        ]
        let clip = clipPath(&canvas, plate)
        var inner = ["<use xlink:href=\"#\(backdrop)\" href=\"#\(backdrop)\" x=\"\(n(stageX))\" y=\"\(n(stageY))\" filter=\"url(#\(canvas.blur(1.5)))\"/>"]
        inner.append("<path d=\"\(plate.path)\" fill=\"#ffffff\" fill-opacity=\"\(scheme == .dark ? 0.08 : 0.2)\"/>")
        if tint != nil || prominent {
            let (hex, opacity) = Self.paint(tint, fallback: fallbackTint)
            inner.append("<path data-part=\"glass-tint\" d=\"\(plate.path)\" fill=\"\(hex)\" fill-opacity=\"\(n(opacity * (prominent ? 0.82 : 0.38)))\"/>")
        }
        let sheen = canvas.define(
            "tw-glass-sheen",
            "<linearGradient id=\"tw-glass-sheen\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"#ffffff\" stop-opacity=\"0.45\"/><stop offset=\"0.45\" stop-color=\"#ffffff\" stop-opacity=\"0\"/></linearGradient>"
        )
        inner.append("<path d=\"\(plate.path)\" fill=\"url(#\(sheen))\"/>")
        out.append("<g data-part=\"glass\" clip-path=\"url(#\(clip))\">" + inner.joined() + "</g>")
        let specular = canvas.define(
            "tw-glass-specular",
            "<linearGradient id=\"tw-glass-specular\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"#ffffff\" stop-opacity=\"0.95\"/><stop offset=\"0.4\" stop-color=\"#ffffff\" stop-opacity=\"0.2\"/><stop offset=\"0.6\" stop-color=\"#ffffff\" stop-opacity=\"0.15\"/><stop offset=\"1\" stop-color=\"#ffffff\" stop-opacity=\"0.75\"/></linearGradient>"
        )
        out.append("<path data-part=\"specular\" d=\"\(plate.inset(0.6).path)\" fill=\"none\" stroke=\"url(#\(specular))\" stroke-width=\"1.2\"/>")
        return out
    }

    func material(_ canvas: inout SVGCanvas, _ plate: Plate, material: SurfaceMaterial, tintBeneath: ResolvedColor? = nil) -> [String] {
        let n = SVGCanvas.n
        let (blur, opacity) = Self.frosting(material)
        let clip = clipPath(&canvas, plate)
        var inner = ["<use xlink:href=\"#\(backdrop)\" href=\"#\(backdrop)\" x=\"\(n(stageX))\" y=\"\(n(stageY))\" filter=\"url(#\(canvas.blur(blur)))\"/>"]
        if let tintBeneath {
            let (hex, alpha) = Self.paint(tintBeneath, fallback: "#ffffff")
            inner.append("<path d=\"\(plate.path)\" fill=\"\(hex)\" fill-opacity=\"\(n(alpha))\"/>")
        }
        inner.append("<path d=\"\(plate.path)\" fill=\"\(scheme == .dark ? "#1c1c1e" : "#f9f9fb")\" fill-opacity=\"\(n(opacity))\"/>")
        return ["<g data-part=\"material\" data-material=\"\(material.rawValue)\" clip-path=\"url(#\(clip))\">" + inner.joined() + "</g>"]
    }

    func solid(_ plate: Plate, color: ResolvedColor?) -> [String] {
        let (hex, opacity) = Self.paint(color, fallback: scheme == .dark ? "#1c1c1e" : "#ffffff")
        return ["<path data-part=\"solid\" d=\"\(plate.path)\" fill=\"\(hex)\" fill-opacity=\"\(SVGCanvas.n(opacity))\"/>"]
    }

    /// A stroke inside the plate (SwiftUI's `strokeBorder`).
    func edge(_ plate: Plate, color: ResolvedColor?, width: Double, dashed: Bool = false) -> [String] {
        guard width > 0 else { return [] }
        let (hex, opacity) = Self.paint(color, fallback: "#d1d1d6")
        return [
            "<path data-part=\"edge\" d=\"\(plate.inset(width / 2).path)\" fill=\"none\" stroke=\"\(hex)\" stroke-opacity=\"\(SVGCanvas.n(opacity))\" stroke-width=\"\(SVGCanvas.n(width))\"\(dashed ? " stroke-dasharray=\"3 3\"" : "")/>"
        ]
    }

    /// SwiftUI's `.shadow(color:radius:x:y:)`: the shape in the colour, offset and blurred by half
    /// the radius (a Gaussian deviation), beneath the fill.
    func shadow(_ canvas: inout SVGCanvas, _ plate: Plate, color: ResolvedColor?, radius: Double, x: Double, y: Double) -> [String] {
        let (hex, opacity) = Self.paint(color, fallback: "#000000")
        let filter = radius > 0 ? " filter=\"url(#\(canvas.blur(radius / 2)))\"" : ""
        return ["<path data-part=\"shadow\" d=\"\(plate.offset(x, y).path)\" fill=\"\(hex)\" fill-opacity=\"\(SVGCanvas.n(opacity))\"\(filter)/>"]
    }

    private func clipPath(_ canvas: inout SVGCanvas, _ plate: Plate) -> String {
        let id = "tw-clip-" + String(UInt32(truncatingIfNeeded: Self.stableHash(plate.path)), radix: 16)
        return canvas.define(id, "<clipPath id=\"\(id)\"><path d=\"\(plate.path)\"/></clipPath>")
    }

    /// FNV-1a: a hash that is the same in every run (Swift's `Hasher` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return hash
    }

    /// `#rrggbb` and an opacity from a resolved colour (its alpha times its multiplier).
    static func paint(_ color: ResolvedColor?, fallback: String) -> (String, Double) {
        guard let hex = color?.hex, let rgba = RGBA(hex: hex) else { return (fallback, color?.opacity ?? 1) }
        return (String(hex.prefix(7)), rgba.opacity * (color?.opacity ?? 1))
    }
}
