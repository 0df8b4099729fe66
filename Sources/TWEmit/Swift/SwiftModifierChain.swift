import TWResolve

/// The SwiftUI modifiers that draw one ``Resolution``, in swiftcn's fixed order (reference §11.2):
/// content (font, weight, foreground), layout (padding, frames), decoration (the surface's one fill,
/// its shadow and edge, or plain background and border), effects (opacity), then the native button
/// style. Each element is one source line, indented relative to the view it follows; the surface
/// shape is the modifier's stored `shape`.
///
/// Text attributes, transforms and active registered native modifier slots (their `applies`) are
/// written in their phases. Not written: motion and shared elements; ``skipped`` names the ones
/// a resolution sets.
struct SwiftModifierChain {
    /// Use UniversalGlass's `universalGlassEffect` for glass surfaces (``UniversalGlassCode``).
    var universalGlass: UniversalGlassCode?
    /// The generated UIKit glass types, for glass that UIKit's renderer draws.
    var uiKit = UIKitGlassCode(baseName: "GeneratedTWStyle")
    /// The steps of active registered native modifier slots (``ModifierPipeline``), by phase.
    var slots: [PipelineStep] = []

    /// The whole chain: the label's (or view's) modifiers, then the native button's.
    func lines(_ r: Resolution) -> [String] {
        labelLines(r) + buttonLevelLines(r)
    }

    /// The native button's own modifiers: style, tint, control size and border shape; empty for
    /// views and plain buttons.
    func buttonLevelLines(_ r: Resolution) -> [String] {
        guard !r.undecorated, let button = r.button, button.style != .plain else { return [] }
        return buttonLines(button)
    }

    /// Everything but the native button's modifiers: what a button style applies to its label,
    /// phase by phase in swiftcn's fixed order (reference §11.2), each phase's registered slots
    /// after its built-in properties; the same order as ``ModifierPipeline``.
    func labelLines(_ r: Resolution) -> [String] {
        guard !r.undecorated else { return [] }
        var lines: [String] = []
        // Source: tracking and the target's own registrations, on the native Text, Image or Shape.
        if r.context.target == .text, let tracking = r.text.tracking { lines.append(".tracking(\(n(tracking)))") }
        lines += slotLines(.source)
        // Content.
        if let font = r.font {
            if let size = font.size {
                lines.append(".font(.system(size: \(SwiftExpressions.number(size))))")
            } else {
                lines.append(".font(.\(font.role ?? "body"))")
            }
        }
        if let weight = r.weight { lines.append(".fontWeight(.\(weight.rawValue))") }
        if let spacing = r.text.lineSpacing { lines.append(".lineSpacing(\(n(spacing)))") }
        if let alignment = r.text.alignment { lines.append(".multilineTextAlignment(.\(alignment.rawValue))") }
        if let limit = r.text.lineLimit { lines.append(".lineLimit(\(limit))") } else if r.text.lineLimitRemoved { lines.append(".lineLimit(nil)") }
        if let foreground = r.foreground { lines.append(".foregroundStyle(\(SwiftExpressions.color(foreground)))") }
        lines += slotLines(.content)
        // Layout.
        let p = r.padding
        if !p.isZero {
            lines.append(".padding(EdgeInsets(top: \(n(p.top)), leading: \(n(p.leading)), bottom: \(n(p.bottom)), trailing: \(n(p.trailing))))")
        }
        let f = r.frame
        if f.width != nil || f.height != nil {
            lines.append(".frame(" + [f.width.map { "width: \(n($0))" }, f.height.map { "height: \(n($0))" }].compactMap { $0 }.joined(separator: ", ") + ")")
        }
        let maxWidth = f.expandsWidth ? Double.infinity : f.maxWidth
        if f.minWidth != nil || maxWidth != nil || f.minHeight != nil || f.maxHeight != nil {
            let parts = [
                f.minWidth.map { "minWidth: \(n($0))" }, maxWidth.map { "maxWidth: \(n($0))" },
                f.minHeight.map { "minHeight: \(n($0))" }, f.maxHeight.map { "maxHeight: \(n($0))" },
            ]
            lines.append(".frame(" + parts.compactMap { $0 }.joined(separator: ", ") + ")")
        }
        lines += slotLines(.layout)
        // Decoration.
        if let surface = r.surface {
            lines += decoration(surface, r)
        } else if r.button == nil || r.button?.style == .plain {
            lines += plainDecoration(r)
        }
        lines += slotLines(.decoration)
        // Effects: opacity, blur, scale, rotation, offset.
        if r.opacity != 1 { lines.append(".opacity(\(n(r.opacity)))") }
        let t = r.transform
        if t.blur != 0 { lines.append(".blur(radius: \(n(t.blur)))") }
        if t.scaleX != 1 || t.scaleY != 1 { lines.append(".scaleEffect(x: \(n(t.scaleX)), y: \(n(t.scaleY)))") }
        if t.rotation != 0 { lines.append(".rotationEffect(.degrees(\(n(t.rotation))))") }
        if t.offsetX != 0 || t.offsetY != 0 { lines.append(".offset(x: \(n(t.offsetX)), y: \(n(t.offsetY)))") }
        lines += slotLines(.effects)
        return lines
    }

    /// The registered native modifier slots of a phase: the call each active slot applies (its
    /// registration's `applies`, its argument as a Swift value: ``SwiftSlotCall``), named in a
    /// comment; a comment alone where no Swift call can be written.
    private func slotLines(_ phase: PipelinePhase) -> [String] {
        slots.filter { $0.phase == phase }.map { step in
            let name = SwiftSourceText.comment(step.slot ?? step.call.name)
            switch SwiftSlotCall.swift(step) {
            case .success(let call): return ".\(call) // registered native modifier `\(name)`"
            case .failure(.undescribed):
                // Without `applies` TWKit knows only the slot's name, which is no Swift call.
                return "// registered native modifier `\(SwiftSourceText.comment(step.call.description))`: \(SwiftSlotCall.Refusal.undescribed.reason)"
            case .failure(let refusal):
                return
                    "// registered native modifier `\(name)` applies `\(SwiftSourceText.comment(step.call.description))`: \(SwiftSourceText.comment(refusal.reason))"
            }
        }
    }

    /// What the chain leaves out, for a comment.
    func skipped(_ r: Resolution) -> [String] {
        var names: [String] = []
        if r.motion.preset != nil { names.append("motion") }
        if r.shared != nil || r.group != nil { names.append("groups and shared elements") }
        if r.nativeModifiers.count > slots.count { names.append("registered native modifiers") }
        return names
    }

    private func n(_ value: Double) -> String { SwiftExpressions.number(value) }

    private func shadowLine(color: ResolvedColor?, radius: Double, x: Double, y: Double) -> String {
        ".shadow(color: \(color.map(SwiftExpressions.color) ?? "Color.clear"), radius: \(n(radius)), x: \(n(x)), y: \(n(y)))"
    }

    /// The adaptive surface (reference §8.3): one fill, its shadow, the edge overlay.
    private func decoration(_ s: Resolution.Surface, _ r: Resolution) -> [String] {
        var lines: [String] = []
        let tokenShadow = s.shadow.flatMap { $0.drawn ? shadowLine(color: $0.color, radius: $0.radius, x: $0.x, y: $0.y) : nil }
        if let universalGlass, s.fill.kind != .solid || s.fill.tier != nil {
            lines.append(
                ".universalGlassEffect(\(universalGlass.configuration)" + ", in: shape" + (universalGlass.rendering.map { ", rendering: .\($0)" } ?? "") + ")")
            if let tokenShadow { lines.append(tokenShadow) }
        } else {
            switch s.fill.kind {
            case .glass where s.renderer == .uiKit:
                lines += uiKit.backgroundLines(s.fill, shape: s.shape)
            case .glass:
                lines.append(".glassEffect(\(SwiftExpressions.glass(s.fill)), in: shape)")
            case .material:
                var layers: [[String]] = []
                if let tint = s.fill.fallbackTint { layers.append(["shape.fill(\(SwiftExpressions.color(tint)))"]) }
                var material = ["shape.fill(\(SwiftExpressions.material(s.fill.material ?? .regular)))"]
                if let shadow = s.fill.fallbackShadow {
                    material.append("    " + shadowLine(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y))
                }
                if let tokenShadow { material.append("    " + tokenShadow) }
                layers.append(material)
                if layers.count == 1, material.count == 1 {
                    lines.append(".background(\(SwiftExpressions.material(s.fill.material ?? .regular)), in: shape)")
                } else {
                    lines += background(layers)
                }
            case .solid:
                var layer = ["shape.fill(\(SwiftExpressions.color(s.fill.color ?? ResolvedColor(token: "surface"))))"]
                if let tokenShadow { layer.append("    " + tokenShadow) }
                lines += background([layer])
            case .none:
                break
            }
        }
        if s.edge.width > 0, let color = s.edge.color {
            lines += [".overlay {", "    shape.strokeBorder(\(SwiftExpressions.color(color)), lineWidth: \(n(s.edge.width)))", "}"]
        }
        return lines
    }

    /// Background colour, shadow and border without a surface role (reference §11.2 step 4).
    private func plainDecoration(_ r: Resolution) -> [String] {
        var lines: [String] = []
        if r.background != nil || r.shadow != nil {
            var layer = ["shape.fill(\(r.background.map(SwiftExpressions.color) ?? "Color.clear"))"]
            if let shadow = r.shadow { layer.append("    " + shadowLine(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)) }
            lines += background([layer])
        }
        if let border = r.border, border.width > 0 {
            lines += [".overlay {", "    shape.strokeBorder(\(border.color.map(SwiftExpressions.color) ?? "Color.clear"), lineWidth: \(n(border.width)))", "}"]
        }
        return lines
    }

    private func background(_ layers: [[String]]) -> [String] {
        if layers.count == 1 { return [".background {"] + layers[0].map { "    " + $0 } + ["}"] }
        return [".background {", "    ZStack {"] + layers.flatMap { $0.map { "        " + $0 } } + ["    }", "}"]
    }

    /// The native button style, its tint and control size (reference §6.3, §6.4).
    private func buttonLines(_ b: Resolution.Button) -> [String] {
        var lines: [String] = []
        if b.style == .uiKitGlass {
            // swiftcn never uses SwiftUI's glass styles with UIKit's renderer: a plain button
            // over UIKit glass (``UIKitGlassCode``).
            lines.append(".buttonStyle(\(uiKit.glassButton)())")
        } else if universalGlass != nil, b.style.isSwiftUIGlass {
            lines.append(".buttonStyle(\(b.style == .glass ? ".universalGlass()" : ".universalGlassProminent()"))")
        } else {
            lines.append(".buttonStyle(\(SwiftExpressions.buttonStyle(b.style)))")
        }
        if let tint = b.tint, b.style != .uiKitGlass { lines.append(".tint(\(SwiftExpressions.color(tint)))") }
        if let size = b.controlSize, b.style != .uiKitGlass { lines.append(".controlSize(.\(size.rawValue))") }
        if b.style != .uiKitGlass, b.borderShape != .automatic {
            let shape = b.borderShape == .capsule ? ".capsule" : ".roundedRectangle(radius: \(n(b.borderRadius ?? 0)))"
            lines.append(".buttonBorderShape(\(shape))")
        }
        return lines
    }
}
