import TWResolve

/// Why each resolved field has its value: the class that won and the rule that decided (last
/// wins, state precedence, local over global, one fill, policy override, renderer), then the
/// ignored and overridden classes (`tw explain`).
///
/// ```text
/// padding.leading  16pt               px-4              only class
/// surface.fill     glass, tint red    surface-floating  one fill: iOS 26 draws Liquid Glass; ...
/// ```
///
/// Source: `Resolution.provenance` (TWResolve).
public struct Explainer: Sendable {
    public init() {}

    public func render(_ r: Resolution) -> String {
        var out = ""
        if r.lenient { out += "LENIENT: \(r.valid ? "nothing was skipped" : "swiftcn would draw this surface undecorated; rejected tokens were skipped")\n" }
        out += "classes: \(VisibleText.classesLine(r.classes))\ncontext: \(r.context.summary)\n"
        if r.undecorated {
            out += "\nNothing resolves: swiftcn rejects the classes and draws the surface undecorated, global defaults included.\n"
            for d in r.diagnostics { out += "  \(d.message) [\(d.code) \(d.rule)]\n" }
            return out
        }
        let fields = Self.fields(r)
        if fields.isEmpty {
            out += "\nNo class decides any field: everything is inherited or the system default.\n"
        } else {
            let rows = fields.map { [$0.field, $0.value ?? "", $0.class, $0.rule] }
            out += "\n" + TextTable(headers: ["field", "value", "class", "why"], rows: rows).aligned()
        }
        if !r.ignored.isEmpty {
            out += "\nIgnored:\n" + r.ignored.map { "  \($0.class): \($0.reason)\n" }.joined()
        }
        if !r.overridden.isEmpty {
            out += "\nOverridden in every state:\n" + r.overridden.map { "  \($0.class) by \($0.by) (\($0.field))\n" }.joined()
        }
        if !r.diagnostics.isEmpty {
            out += "\nRejected (skipped in lenient mode):\n" + r.diagnostics.map { "  \($0.message) [\($0.code) \($0.rule)]\n" }.joined()
        }
        return out
    }

    /// The rows of the field table: each decided field with its value (shortly; nil when it has no
    /// short form), the class that won and the rule, surface and button decisions first. None when
    /// the classes are rejected and nothing resolves.
    public static func fields(_ r: Resolution) -> [ExplainedField] {
        guard !r.undecorated else { return [] }
        // `surface.role` already says what the `surfaceRole` field says.
        let keys = r.provenance.keys.filter { !($0 == "surfaceRole" && r.provenance["surface.role"] != nil) }
            .sorted { order($0) < order($1) }
        var rows = keys.map { key in
            let entry = r.provenance[key]!
            return ExplainedField(field: key, value: value(of: key, in: r), class: entry.class, rule: entry.rule)
        }
        // The animation the styled update applies, decided by the preset in the destination state.
        if let transaction = r.transaction {
            let value: String
            switch transaction.effect {
            case .set: value = transaction.animation.map { $0.name + ($0.duration.map { " \(Points.format($0))s" } ?? " (fixed)") } ?? "run-time animation"
            case .cleared: value = "no animation"
            case .unchanged: value = "caller's"
            }
            rows.append(ExplainedField(field: "transaction", value: value, class: r.provenance["motion.preset"]?.class ?? "—", rule: transaction.reason))
        }
        return rows
    }

    /// Surface and button decisions first, then layout, type, colour and effects.
    static func order(_ key: String) -> (Int, String) {
        let prefixes = ["surface.", "button.", "bezel", "padding.", "width", "height", "min", "max", "expands", "font", "weight", "foreground"]
        let rank = prefixes.firstIndex { key.hasPrefix($0) } ?? prefixes.count
        return (rank, key)
    }

    /// The resolved value of a provenance key, shortly.
    static func value(of key: String, in r: Resolution) -> String? {
        func pt(_ value: Double?) -> String? { value.map(Points.pt) }
        switch key {
        case "surface.role": return r.surface?.role.rawValue
        case "surface.fill": return r.surface?.fill.summary
        case "surface.renderer": return r.surface?.renderer.map(MatrixRow.rendererName)
        case "surface.edge": return r.surface?.edge.summary
        case "button.style": return r.button?.summary
        case "padding.top": return pt(r.padding.top)
        case "padding.leading": return pt(r.padding.leading)
        case "padding.bottom": return pt(r.padding.bottom)
        case "padding.trailing": return pt(r.padding.trailing)
        case "width": return pt(r.frame.width)
        case "height": return pt(r.frame.height)
        case "minWidth": return pt(r.frame.minWidth)
        case "maxWidth": return pt(r.frame.maxWidth)
        case "minHeight": return pt(r.frame.minHeight)
        case "maxHeight": return pt(r.frame.maxHeight)
        case "expandsWidth": return r.frame.expandsWidth ? "full width" : "no"
        case "font": return r.font.map { $0.size.map(Points.pt) ?? "\($0.token ?? "?") → \($0.role ?? "body")" }
        case "weight": return r.weight?.rawValue
        case "foreground": return r.foreground?.summary ?? r.button?.labelColor?.summary
        case "background": return r.background?.summary ?? (r.surface != nil || r.button != nil ? "ignored" : nil)
        case "radius": return pt(r.radius) ?? r.surface.map { $0.shape.summary } ?? r.button.map(\.borderShape.rawValue)
        case "borderWidth": return r.surface?.edge.summary ?? pt(r.border?.width)
        case "borderColor": return r.surface?.edge.color?.summary ?? r.border?.color?.summary
        case "shadow": return r.surface?.shadow?.summary ?? r.shadow?.summary
        case "glassTint": return r.button?.tint?.summary ?? r.surface?.fill.tint?.summary
        case "glassInteractive": return r.surface?.fill.interactive.map { $0 ? "yes" : "no" }
        case "prominent": return r.button.map { $0.prominent ? "yes" : "no" } ?? r.surface?.fill.prominent.map { $0 ? "yes" : "no" }
        case "bezel": return r.button?.bezel?.rawValue
        case "controlSize": return r.button?.controlSize?.rawValue
        case "opacity": return Points.format(r.opacity)
        case "tracking": return pt(r.text.tracking)
        case "lineSpacing": return pt(r.text.lineSpacing)
        case "textAlignment": return r.text.alignment?.rawValue
        case "lineLimit": return r.text.lineLimit.map(String.init) ?? (r.text.lineLimitRemoved ? "none" : nil)
        case "offset": return "(\(Points.format(r.transform.offsetX)), \(Points.format(r.transform.offsetY)))pt"
        case "scale": return "(\(Points.format(r.transform.scaleX)), \(Points.format(r.transform.scaleY)))"
        case "rotation": return Points.format(r.transform.rotation) + "°"
        case "blur": return pt(r.transform.blur)
        case "motion.preset": return r.motion.preset
        case "motion.duration": return Points.format(r.motion.duration) + "s"
        case "motion.delay": return Points.format(r.motion.delay) + "s"
        case "group": return r.group.map { $0.isEmpty ? "unnamed" : $0 }
        case "shared.id": return r.shared?.id
        case "shared.group": return r.shared?.group
        case "shared.properties": return r.shared?.properties.rawValue
        case "shared.source": return r.shared.map { $0.source ? "source" : "follower" }
        case "surfaceRole": return (r.surface?.role ?? r.button?.role)?.rawValue
        default: return nil
        }
    }
}
