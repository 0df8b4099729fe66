import TWResolve

// Short, one-line forms of resolved values, shared by the text emitter, the matrix and the
// explainer. Lengths print in points (`1pt`), durations in seconds (`0.3s`).

extension ResolvedColor {
    /// The shortest name people recognise: the token, else the native name, else the hex;
    /// `border×0.7` when an opacity multiplier applies.
    public var shortName: String {
        if dynamic == true { return "dynamic" }
        var text = token ?? native ?? hex ?? "?"
        if let opacity, opacity != 1 { text += "×\(Points.format(opacity))" }
        return text
    }
}

/// Number formatting without a trailing `.0` (`16`, `13.5`, `0.1255`).
public enum Points {
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `16pt`.
    public static func pt(_ value: Double) -> String { format(value) + "pt" }
}

extension Resolution.Fill {
    /// `glass prominent, tint red, interactive`, `material regular`, `solid #ff0000`.
    public var summary: String {
        switch kind {
        case .glass:
            var parts = [(prominent == true ? "glass prominent" : "glass") + (base.map { " \($0.rawValue)" } ?? "")]
            if let tint { parts.append("tint \(tint.shortName)") }
            if interactive == true { parts.append("interactive") }
            return parts.joined(separator: ", ")
        case .material:
            var parts = ["material \((material ?? .regular).rawValue)"]
            if let fallbackTint { parts.append("tint \(fallbackTint.shortName) beneath") }
            if let fallbackShadow { parts.append("shadow \(fallbackShadow.summary)") }
            return parts.joined(separator: ", ")
        case .none:
            return "none"
        case .solid:
            return "solid \(color?.shortName ?? "?")"
        }
    }
}

extension Resolution.GlassShadow {
    /// `black×0.04 r8` (offsets are always 0).
    public var summary: String { "\(color.shortName) r\(Points.format(radius))" }
}

extension Resolution.Edge {
    /// `none`, `1pt border×0.7 (soft)`, `1pt input (strong)`, `2pt ring (border class)`.
    public var summary: String {
        guard width > 0 else { return "none" }
        let base = "\(Points.pt(width)) \(color?.shortName ?? "border")"
        if source == .borderClass { return base + " (border class)" }
        return strength.map { "\(base) (\($0.rawValue))" } ?? base
    }
}

extension Resolution.Shape {
    /// `capsule` or `rounded 12` (`rounded 12 lg` with the token).
    public var summary: String {
        kind == .capsule ? "capsule" : "rounded \(Points.format(radius))"
    }
}

extension Resolution.Shadow {
    /// `md`, or `md (not drawn)` on glass.
    public var summary: String { drawn ? token : "\(token) (not drawn)" }

    /// `md: r12 y4 #0000001a`.
    public var detail: String {
        "\(token): radius \(Points.pt(radius)), x \(Points.format(x)), y \(Points.format(y)), \(color?.shortName ?? "clear")\(drawn ? "" : " — not drawn: glass supplies its own depth")"
    }
}

extension Resolution.Button {
    /// `glassProminent`, `uiKitGlass 34pt`, `plain`.
    public var summary: String {
        guard style == .uiKitGlass, let height else { return style.rawValue }
        return "uiKitGlass \(Points.pt(height))"
    }
}

extension Resolution.Padding {
    /// `16` when all edges agree, `top 13, leading 16, bottom 13, trailing 16` otherwise (points).
    public var summary: String {
        if top == leading, leading == bottom, bottom == trailing { return Points.pt(top) + " all edges" }
        return "top \(Points.format(top)), leading \(Points.format(leading)), bottom \(Points.format(bottom)), trailing \(Points.format(trailing)) (pt)"
    }

    public var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}

extension Resolution.ContextSummary {
    /// `iOS 26, light, view` plus every setting that differs from the default.
    public var summary: String {
        var parts = ["\(platform.displayName) \(os)", scheme.rawValue, target.rawValue]
        if appearance != .automatic { parts.append("\(appearance.rawValue) policy") }
        if renderer != .automatic { parts.append("renderer \(renderer.rawValue)") }
        if let rendering { parts.append("rendering \(rendering.rawValue)") }
        if requiresCompatibility { parts.append("UIDesignRequiresCompatibility") }
        if reduceTransparency { parts.append("Reduce Transparency") }
        if increaseContrast { parts.append("Increase Contrast") }
        if reduceMotion { parts.append("Reduce Motion") }
        if !states.isEmpty { parts.append("states " + states.joined(separator: "+")) }
        if !windowActive { parts.append("window inactive") }
        return parts.joined(separator: ", ")
    }
}
