import TWResolve

/// The Swift that draws glass the way swiftcn's UIKit renderer does (seed, "Glass renderer"), for
/// iOS 27 and later with the automatic renderer: a `UIViewRepresentable` around a
/// `UIVisualEffectView` with `UIGlassEffect` behind the content, with the surface's tint,
/// `glass-interactive` and corner shape. The view never takes touches
/// (`isUserInteractionEnabled = false`), so SwiftUI keeps every touch. No `glassEffect` is ever
/// written on this path, not even `.identity`: on a physical iPhone with iOS 27.0.1 it stopped the
/// window redrawing.
///
/// Glass buttons get a `ButtonStyle` over that view (seed): 28, 34 or 50 points tall by control
/// size, a touch target of at least 44 points on iOS without changing layout, a press that
/// scales to 96 % and fades to 78 % with a spring (Reduce Motion: the fade with a short ease-out),
/// the disabled label colour without tint, and the themed solid fill under Reduce Transparency.
struct UIKitGlassCode {
    /// The generated types' names: `<Name>Glass` and `<Name>GlassButton`.
    var glassView: String
    var glassButton: String

    init(baseName: String) {
        glassView = baseName + "Glass"
        glassButton = baseName + "GlassButton"
    }

    /// `.background { GlassView(...) }` lines for a glass fill drawn by UIKit.
    func backgroundLines(_ fill: Resolution.Fill, shape: Resolution.Shape?) -> [String] {
        let radius = shape.flatMap { $0.kind == .capsule ? nil : SwiftExpressions.number($0.radius) } ?? "nil"
        let tint = fill.tint.map(SwiftExpressions.uiColor) ?? "nil"
        return [".background {", "    \(glassView)(tint: \(tint), isInteractive: \(fill.interactive == true), cornerRadius: \(radius))", "}"]
    }

    /// The representable, iOS 26 API (`UIGlassEffect`, `cornerConfiguration`).
    var viewDeclaration: [String] {
        [
            "/// swiftcn's UIKit glass renderer: a UIVisualEffectView with UIGlassEffect behind the content.",
            "/// It only draws; SwiftUI keeps every touch. cornerRadius nil is a capsule.",
            "@available(iOS \(PlatformRelease.uikitGlassAPI), *)",
            "struct \(glassView): UIViewRepresentable {",
            "    var tint: UIColor?",
            "    var isInteractive: Bool",
            "    var cornerRadius: CGFloat?",
            "",
            "    func makeUIView(context: Context) -> UIVisualEffectView {",
            "        let view = UIVisualEffectView(effect: nil)",
            "        view.isUserInteractionEnabled = false",
            "        return view",
            "    }",
            "",
            "    func updateUIView(_ view: UIVisualEffectView, context: Context) {",
            "        let effect = UIGlassEffect(style: .regular)",
            "        effect.tintColor = tint",
            "        effect.isInteractive = isInteractive",
            "        view.effect = effect",
            "        if let cornerRadius {",
            "            view.cornerConfiguration = .corners(radius: .fixed(cornerRadius))",
            "        } else {",
            "            view.cornerConfiguration = .capsule()",
            "        }",
            "    }",
            "}",
        ]
    }

    /// The glass button style for `button` (resolved with Reduce Transparency off) and, when the
    /// output branches on the setting at run time, `reduced` (resolved with it on).
    func buttonDeclaration(_ button: Resolution.Button, reduced: Resolution.Button?, platform: Platform) -> [String] {
        let height = button.height ?? 34
        let target = platform == .ios ? max((button.minTouchTarget ?? 44) - height, 0) / 2 : 0
        let radius = button.borderShape == .roundedRectangle ? button.borderRadius.map(SwiftExpressions.number) ?? "nil" : "nil"
        let shape = radius == "nil" ? "Capsule()" : "RoundedRectangle(cornerRadius: \(radius), style: .continuous)"
        let glassTint: String
        if button.prominent {
            // glass-prominent: the tint class, or the inherited tint (seed).
            glassTint = button.tint.map(SwiftExpressions.uiColor) ?? "UIColor.tintColor"
        } else {
            glassTint = button.tint.map(SwiftExpressions.uiColor) ?? "nil"
        }
        let label =
            button.labelColor.map { $0.nativeName == .white ? "Color.white" : $0.nativeName == .primary ? "Color.primary" : SwiftExpressions.color($0) }
            ?? "Color.primary"
        // The system's disabled label colour (reference §6.4 rule 1), as the resolver gives it.
        let disabled = button.disabled.map { SwiftExpressions.color($0.labelColor) } ?? "Color.secondary"
        var lines = [
            "/// swiftcn's glass button on UIKit's renderer: a plain button over UIKit glass, \(SwiftExpressions.number(height)) points tall.",
            "@available(iOS \(PlatformRelease.uikitGlassAPI), *)",
            "struct \(glassButton): ButtonStyle {",
            "    @Environment(\\.isEnabled) private var isEnabled",
            "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion",
        ]
        let runtimeReduced = reduced?.fill != nil
        if runtimeReduced { lines.append("    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency") }
        lines += [
            "    private let shape = \(shape)",
            "",
            "    func makeBody(configuration: Configuration) -> some View {",
            "        configuration.label",
            "            .foregroundStyle(isEnabled ? \(label) : \(disabled))",
            "            .frame(minHeight: \(SwiftExpressions.number(height)))",
            "            .background {",
        ]
        var background: [String] = []
        let solid = button.fill ?? (runtimeReduced ? reduced?.fill : nil)
        let edge = button.fill != nil ? button.edge : reduced?.edge
        let solidLines: [String] =
            solid.map { fill in
                var out = ["shape.fill(\(SwiftExpressions.color(fill.color ?? ResolvedColor(token: "surface"))))"]
                if let edge, edge.width > 0, let color = edge.color {
                    out = [
                        "ZStack {", "    " + out[0],
                        "    shape.strokeBorder(\(SwiftExpressions.color(color)), lineWidth: \(SwiftExpressions.number(edge.width)))", "}",
                    ]
                }
                return out
            } ?? []
        let tintArgument = glassTint == "nil" ? "nil" : "isEnabled ? \(glassTint) : nil"
        let glassLine = "\(glassView)(tint: \(tintArgument), isInteractive: false, cornerRadius: \(radius))"
        if button.fill != nil {
            background = solidLines
        } else if runtimeReduced {
            background = ["if reduceTransparency {"] + solidLines.map { "    " + $0 } + ["} else {", "    " + glassLine, "}"]
        } else {
            background = [glassLine]
        }
        lines += background.map { "                " + $0 }
        lines.append("            }")
        if target > 0 {
            let inset = SwiftExpressions.number(target)
            lines += [
                "            // The \(SwiftExpressions.number(button.minTouchTarget ?? 44))-point touch target, without changing layout.",
                "            .padding(.vertical, \(inset))",
                "            .contentShape(Rectangle())",
                "            .padding(.vertical, -\(inset))",
            ]
        } else {
            lines.append("            .contentShape(shape)")
        }
        // The seed's press: 96 % and 78 %; Reduce Motion is read at run time, so the scale is kept.
        let scale = button.press.map { $0.scale == 1 ? 0.96 : $0.scale } ?? 0.96
        let fade = button.press?.opacity ?? 0.78
        lines += [
            "            .scaleEffect(configuration.isPressed && !reduceMotion ? \(SwiftExpressions.number(scale)) : 1)",
            "            .opacity(configuration.isPressed ? \(SwiftExpressions.number(fade)) : 1)",
            "            .animation(reduceMotion ? .easeOut(duration: 0.15) : .spring(response: 0.3, dampingFraction: 0.7), value: configuration.isPressed)",
            "    }",
            "}",
        ]
        return lines
    }
}
