import TWResolve

/// Where a cell's parts go: the label, the plate behind it (surface, background or bezel) and,
/// for UIKit glass buttons on iOS, the touch target. Sizes follow swiftcn's layout order
/// (reference §11.2): the label, its padding, then fixed and flexible frames; a native button's
/// bezel is at least its control height and adds its own inset around the padded label.
struct CellLayout {
    var label: SampleLabel
    /// The plate's size (the padded, framed label, or the bezel).
    var width: Double
    var height: Double
    /// The touch target's height when it exceeds the plate (UIKit glass buttons on iOS).
    var touchTarget: Double?

    init(_ r: Resolution, text: String) {
        let scheme = r.context.scheme
        let primary = scheme == .dark ? "#ffffff" : "#000000"
        let button = r.button.flatMap { $0.style == .plain ? nil : $0 }
        var color = r.foreground.flatMap { PlatePainter.paint($0, fallback: primary).0 } ?? primary
        if let button { color = Self.labelColor(button, r) }
        label = SampleLabel(text: text, resolution: r, color: color)
        let p = r.padding
        var w = label.width + p.leading + p.trailing
        var h = label.lineHeight + p.top + p.bottom
        let f = r.frame
        if let fixed = f.width { w = fixed }
        if let fixed = f.height { h = fixed }
        if let min = f.minWidth { w = max(w, min) }
        if let min = f.minHeight { h = max(h, min) }
        if let limit = f.maxWidth { w = min(w, limit) }
        if let limit = f.maxHeight { h = min(h, limit) }
        if f.expandsWidth { w = max(w, 220) }
        if let button, !r.undecorated {
            let bezel = ButtonMetrics.height(button, platform: r.context.platform)
            if button.style != .borderless && button.style != .link {
                // Apple's bezels add their own inset; swiftcn's UIKit glass view is drawn behind
                // the padded label itself (seed, "Glass renderer").
                if button.style != .uiKitGlass { w += 2 * ButtonMetrics.inset(height: bezel) }
                h = max(h, bezel)
            }
            if let target = button.minTouchTarget, target > h { touchTarget = target }
        }
        // Pictures stay a readable, bounded size: huge frames are drawn at the limit and say so.
        scaledDown = w > Self.maxWidth || h > Self.maxHeight
        width = min(w, Self.maxWidth).rounded()
        height = min(h, Self.maxHeight).rounded()
    }

    /// The largest plate drawn, in points.
    static let maxWidth = 480.0, maxHeight = 240.0
    /// True when the plate is larger than ``maxWidth`` × ``maxHeight`` and drawn at that size.
    var scaledDown = false

    /// The system accent colour: iOS/macOS 26 brightened system blue (#0088ff), earlier #007aff.
    static func defaultTint(_ r: Resolution) -> ResolvedColor {
        let modern = r.context.supportsGlass
        let dark = r.context.scheme == .dark
        return .system("accentColor", hex: modern ? (dark ? "#0091ff" : "#0088ff") : (dark ? "#0a84ff" : "#007aff"))
    }

    /// A native button's label colour (reference §6.4), with `tint` resolved to the button's tint.
    static func labelColor(_ b: Resolution.Button, _ r: Resolution) -> String {
        let tint = b.tint ?? defaultTint(r)
        guard let color = b.labelColor, color.nativeName != .tint else { return PlatePainter.paint(tint, fallback: "#007aff").0 }
        if color.nativeName == .labelColor { return r.context.scheme == .dark ? "#ffffff" : "#000000" }
        if color.nativeName == .disabledControlTextColor { return "#8e8e93" }
        return PlatePainter.paint(color, fallback: "#000000").0
    }
}
