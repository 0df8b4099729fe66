import Foundation
import TWResolve

/// Readable text for people: what one ``Resolution`` draws.
///
/// One line per decided property, sections only when they have content:
///
/// ```text
/// glass-prominent px-4 font-semibold
/// context  iOS 27, light, button
/// valid    yes
/// button   uiKitGlass (bezel prominent), height 34pt, touch target 44pt
///          tint: inherited; label: white (#ffffff), a prominent bezel keeps a white label
/// padding  top 0, leading 16, bottom 0, trailing 16 (pt)
/// weight   semibold
/// ```
///
/// Lenient output starts with a `LENIENT:` line. Units: points for lengths, seconds for motion,
/// degrees for rotation: readable text for people.
public struct TextEmitter: Sendable {
    /// Notes to print at the end (for example ``NativeColorNotes``).
    public var notes: [String]

    public init(notes: [String] = []) {
        self.notes = notes
    }

    public func render(_ r: Resolution) -> String {
        var lines = TextLines()
        if r.lenient {
            lines.banner(
                r.valid
                    ? "LENIENT: nothing was skipped; swiftcn accepts these classes as they are"
                    : "LENIENT: swiftcn would draw this surface undecorated; the \(r.diagnostics.count) rejected token(s) below were skipped to show the rest")
        }
        lines.add("classes", VisibleText.classesLine(r.classes))
        lines.add("context", r.context.summary + (r.theme.source.hasPrefix("built-in") ? "" : "; theme \(r.theme.name) (\(r.theme.source))"))
        // tvOS, watchOS, visionOS: swiftcn itself has no answer there.
        if let note = r.context.platform.swiftCNNote { lines.add("platform", note) }
        lines.add("valid", r.valid ? "yes" : r.undecorated ? "NO: swiftcn rejects the classes and draws the surface undecorated (global defaults too)" : "no")
        if r.undecorated {
            diagnostics(r, into: &lines)
            return lines.text
        }
        surface(r, into: &lines)
        button(r, into: &lines)
        if let presentation = r.presentation {
            lines.add(
                "sheet",
                presentation.keepsSystemPresentation ? "keeps the system presentation (glass)" : "background \(presentation.background?.summary ?? "surface")")
        }
        layout(r, into: &lines)
        typeAndColour(r, into: &lines)
        effects(r, into: &lines)
        lists(r, into: &lines)
        diagnostics(r, into: &lines)
        for note in notes { lines.add("note", note) }
        return lines.text
    }

    private func surface(_ r: Resolution, into lines: inout TextLines) {
        guard let s = r.surface else {
            if r.background != nil || r.border != nil || r.shadow != nil || r.radius != nil, r.button == nil || r.button?.style == .plain {
                var parts: [String] = []
                if let background = r.background { parts.append("background \(background.summary)") }
                if let radius = r.radius { parts.append("radius \(Points.pt(radius))") }
                if let border = r.border { parts.append("border \(Points.pt(border.width)) \(border.color?.summary ?? "")") }
                if let shadow = r.shadow { parts.append("shadow \(shadow.detail)") }
                lines.add("decor", parts.joined(separator: "; "))
            }
            return
        }
        lines.add("surface", "role \(s.role.rawValue); fill \(s.fill.summary)")
        // The fill's colours with their values in this scheme (the summary names tokens only).
        let colours = [s.fill.color.map { "fill \($0.summary)" }, s.fill.tint.map { "tint \($0.summary)" }].compactMap { $0 }
        if !colours.isEmpty { lines.more(colours.joined(separator: "; ")) }
        lines.more("why: \(s.fill.reason)")
        if let tier = s.fill.tier {
            var parts = ["tier \(tier.rawValue)", "route \(s.fill.route?.rawValue ?? "-")"]
            if let rendering = s.rendering { parts.append("rendering \(rendering.mode.rawValue) (\(rendering.source.rawValue))") }
            lines.add("glass", parts.joined(separator: ", "))
            if s.fill.kind == .material {
                lines.more("fallback tint: \(s.fill.fallbackTint?.summary ?? "none")")
                lines.more(
                    "fallback shadow: "
                        + (s.fill.fallbackShadow.map { "\($0.preset.rawValue): \($0.color.summary), radius \(Points.pt($0.radius)), x 0, y 0" } ?? "none"))
            }
        }
        if let renderer = s.renderer {
            lines.add("renderer", renderer == .uiKit ? "UIKit (a UIGlassEffect view is created)" : "SwiftUI (glassEffect)")
        } else {
            lines.add("renderer", s.fill.kind == .none ? "none: nothing is drawn" : "none: a \(s.fill.kind.rawValue) fill creates no glass view")
        }
        lines.add("edge", s.edge.summary + (s.edge.color.flatMap(\.hex).map { " \($0)" } ?? ""))
        lines.add(
            "shape",
            s.shape.kind == .capsule
                ? "capsule (no rounded-* class)" : "rounded rectangle, radius \(Points.pt(s.shape.radius))\(s.shape.token.map { " (\($0))" } ?? "")")
        lines.add("shadow", s.shadow?.detail ?? "none")
    }

    private func button(_ r: Resolution, into lines: inout TextLines) {
        guard let b = r.button else { return }
        var head = b.style.rawValue + (b.bezel.map { " (bezel \($0.rawValue))" } ?? "")
        if let height = b.height { head += ", height \(Points.pt(height))" }
        if let target = b.minTouchTarget { head += ", touch target \(Points.pt(target))" }
        if let size = b.controlSize { head += ", control \(size.rawValue)" }
        lines.add("button", head)
        lines.more("why: \(b.reason)")
        guard b.style != .plain else { return }
        // A tint class that applies only in some states leaves SwiftUI's default tint, not the
        // inherited one, in the others (seed, "Native buttons").
        let tintText: String
        if let tint = b.tint {
            tintText = tint.summary
        } else if b.defaultTintStates.isEmpty {
            tintText = "inherited"
        } else {
            tintText = "SwiftUI's default (not the inherited tint: a tint class applies only in other states)"
        }
        lines.more("tint: \(tintText)" + (b.defaultTintStates.isEmpty ? "" : "; default tint while \(b.defaultTintStates.joined(separator: ", "))"))
        lines.more("label: \(b.labelColor?.summary ?? "inherited") — \(b.labelColorReason)")
        lines.more("shape: \(b.borderShape.rawValue)\(b.borderRadius.map { " \(Points.pt($0))" } ?? "")")
        if let press = b.press {
            lines.more("press: scale \(Points.format(press.scale)), opacity \(Points.format(press.opacity)), \(press.animation.rawValue)")
        }
        if let disabled = b.disabled {
            lines.more("disabled: tint \(disabled.tint?.summary ?? "dropped"), label \(disabled.labelColor.summary)")
        }
        if let fill = b.fill { lines.more("fill: \(fill.summary) — \(fill.reason)") }
        if let edge = b.edge { lines.more("edge: \(edge.summary)") }
    }

    private func layout(_ r: Resolution, into lines: inout TextLines) {
        if !r.padding.isZero { lines.add("padding", r.padding.summary) }
        let f = r.frame
        var frame: [String] = []
        for (name, value) in [
            ("width", f.width), ("height", f.height), ("min width", f.minWidth), ("max width", f.maxWidth), ("min height", f.minHeight),
            ("max height", f.maxHeight),
        ] {
            if let value { frame.append("\(name) \(Points.pt(value))") }
        }
        if f.expandsWidth { frame.append("full width (max width ∞)") }
        if !frame.isEmpty { lines.add("frame", frame.joined(separator: ", ")) }
    }

    private func typeAndColour(_ r: Resolution, into lines: inout TextLines) {
        if let font = r.font {
            lines.add("font", font.size.map { "system \(Points.pt($0)) (fixed size)" } ?? "\(font.token ?? "?") → \(font.role ?? "body")")
        }
        if let weight = r.weight { lines.add("weight", weight.rawValue) }
        let t = r.text
        var text: [String] = []
        if let value = t.tracking { text.append("tracking \(Points.pt(value))") }
        if let value = t.lineSpacing { text.append("line spacing \(Points.pt(value))") }
        if let value = t.alignment { text.append("alignment \(value.rawValue)") }
        if let value = t.lineLimit { text.append("line limit \(value)") }
        if t.lineLimitRemoved { text.append("line limit removed") }
        if !text.isEmpty { lines.add("text", text.joined(separator: ", ")) }
        if let foreground = r.foreground {
            lines.add("foreground", foreground.summary)
        } else if r.button == nil {
            lines.add("foreground", r.inheritsForeground ? "inherited (no text colour class)" : "hierarchical primary in this state")
        }
        if r.surface == nil, r.button == nil || r.button?.style == .plain { return }
        if let background = r.background, r.surface?.fill.kind != .solid { lines.add("background", background.summary) }
    }

    private func effects(_ r: Resolution, into lines: inout TextLines) {
        if r.opacity != 1 { lines.add("opacity", Points.format(r.opacity)) }
        let t = r.transform
        var parts: [String] = []
        if t.offsetX != 0 || t.offsetY != 0 { parts.append("offset (\(Points.format(t.offsetX)), \(Points.format(t.offsetY)))pt") }
        if t.scaleX != 1 || t.scaleY != 1 {
            parts.append(t.scaleX == t.scaleY ? "scale \(Points.format(t.scaleX))" : "scale (\(Points.format(t.scaleX)), \(Points.format(t.scaleY)))")
        }
        if t.rotation != 0 { parts.append("rotation \(Points.format(t.rotation))°") }
        if t.blur != 0 { parts.append("blur \(Points.pt(t.blur))") }
        if !parts.isEmpty { lines.add("transform", parts.joined(separator: ", ")) }
        let m = r.motion
        if m.preset != nil || m.duration != 0.3 || m.delay != 0 {
            var motion = "\(m.preset ?? "no preset"), duration \(Points.format(m.duration))s, delay \(Points.format(m.delay))s"
            if m.preset != nil, m.animation == nil, !m.removesAnimation { motion += "; Reduce Motion: no animation" }
            lines.add("motion", motion)
        }
        if let transaction = r.transaction { lines.add("transaction", MotionSummary.line(transaction)) }
        if let group = r.group { lines.add("group", group.isEmpty ? "unnamed group" : "group/\(group)") }
        if let shared = r.shared {
            let group = shared.group.map { " in group \($0)" } ?? ""
            lines.add("shared", "id \(shared.id ?? "-")\(group), \(shared.properties.rawValue), \(shared.source ? "source" : "follower")")
        }
        for modifier in r.nativeModifiers { lines.add("native", modifier.name + (modifier.argument.map { "[\($0)]" } ?? "")) }
    }

    private func lists(_ r: Resolution, into lines: inout TextLines) {
        for item in r.ignored { lines.add("ignored", "\(item.class) — \(item.reason)" + (item.source == .local ? "" : " [\(item.source.rawValue)]")) }
        for item in r.overridden {
            lines.add("overridden", "\(item.class) by \(item.by) (\(item.field))" + (item.source == .local ? "" : " [\(item.source.rawValue)]"))
        }
        for token in r.dynamic { lines.add("dynamic", "\(token): only known at run time") }
    }

    private func diagnostics(_ r: Resolution, into lines: inout TextLines) {
        for d in r.diagnostics {
            lines.add(d.severity.rawValue, "\(d.message) [\(d.code) \(d.rule)] at bytes \(d.range)" + (d.source == .local ? "" : " in \(d.source.rawValue)"))
        }
    }
}

/// Label-and-value lines with the values aligned after the longest label.
struct TextLines {
    private var rows: [(label: String, value: String)] = []
    private var banners: [String] = []

    mutating func banner(_ text: String) { banners.append(text) }
    mutating func add(_ label: String, _ value: String) { rows.append((label, value)) }
    /// A continuation line under the previous one.
    mutating func more(_ value: String) { rows.append(("", value)) }

    var text: String {
        let width = (rows.map(\.label.count).max() ?? 0) + 2
        var out = banners.map { $0 + "\n" }.joined()
        for row in rows {
            out += row.label.padding(toLength: width, withPad: " ", startingAt: 0) + row.value + "\n"
        }
        return out
    }
}
