import TWResolve

/// The sample label a cell draws: its text, point size, weight and colour from the classes.
///
/// Sizes are the system text styles at the default Dynamic Type size (Apple's Human Interface
/// Guidelines, "Typography"): iOS body 17 pt, macOS body 13 pt. Widths are estimated at 0.56 em per
/// character, which is close to SF Pro Text for mixed-case words; the picture is a sketch of the
/// layout, not a typesetter.
struct SampleLabel {
    var text: String
    var size: Double
    var weight: Int
    var color: String

    static let iosSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]
    static let macosSizes: [String: Double] = [
        "largeTitle": 26, "title": 22, "title2": 17, "title3": 15, "headline": 13, "body": 13,
        "callout": 12, "subheadline": 11, "footnote": 10, "caption": 10, "caption2": 10,
    ]
    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    init(text: String, resolution r: Resolution, color: String) {
        self.text = text
        let sizes = r.context.platform == .macos ? Self.macosSizes : Self.iosSizes
        let role = r.font?.role ?? "body"
        size = r.font?.size ?? sizes[role] ?? sizes["body"]!
        weight = r.weight.flatMap { Self.weights[$0.rawValue] } ?? ((r.font?.textStyle ?? .body) == .headline ? 600 : 400)
        self.color = color
    }

    /// Estimated advance width in points.
    var width: Double { (Double(text.count) * size * 0.56).rounded() }

    /// The line height in points (SF Pro's default leading is about 1.2 em, rounded up).
    var lineHeight: Double { (size * 1.2).rounded(.up) }

    /// The `<text>` element centred on (centerX, centerY).
    func element(centerX: Double, centerY: Double) -> String {
        SVGCanvas.text(
            text, x: centerX, y: centerY + size * 0.35, size: size, color: color, weight: weight, anchor: "middle",
            extra: [("data-part", "label")])
    }
}
