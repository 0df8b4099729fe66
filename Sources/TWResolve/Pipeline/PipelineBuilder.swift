/// Writes a ``ModifierPipeline`` phase by phase (reference §11.2).
struct PipelineBuilder {
    let resolution: Resolution
    let slots: [NativeSlot]
    private var steps: [PipelineStep] = []

    init(resolution: Resolution, slots: [NativeSlot]) {
        self.resolution = resolution
        self.slots = slots
    }

    private static func number(_ value: Double) -> String { BracketUtilities.formatted(value) }

    private mutating func add(_ phase: PipelinePhase, _ name: String, _ arguments: [NativeModifierCall.Argument] = []) {
        steps.append(PipelineStep(phase, NativeModifierCall(name, arguments)))
    }

    private mutating func add(_ phase: PipelinePhase, _ name: String, _ value: String) {
        add(phase, name, [.init(nil, value)])
    }

    mutating func build() -> [PipelineStep] {
        // An invalid style draws undecorated: nothing but swiftcn's default content style.
        if resolution.undecorated { return [] }
        let target = resolution.context.target
        source(target)
        content()
        layout()
        decoration()
        effects()
        return steps
    }

    private mutating func source(_ target: StyleTarget) {
        if target == .text, let tracking = resolution.text.tracking { add(.source, "tracking", Self.number(tracking)) }
        let own: ModifierTarget? =
            switch target {
            case .text: .text
            case .image: .image
            case .shape: .shape
            default: nil
            }
        // Only the target's own registrations apply at the source; others are errors.
        if let own { slotSteps(.source) { $0.target == own } }
    }

    private mutating func content() {
        let weight = resolution.weight
        if let font = resolution.font {
            var text = font.size.map { "system \(Self.number($0))" } ?? font.role ?? font.token ?? "body"
            if let weight { text += " \(weight.rawValue)" }
            add(.content, "font", text)
        } else if let weight {
            add(.content, "fontWeight", weight.rawValue)
        }
        if let spacing = resolution.text.lineSpacing { add(.content, "lineSpacing", Self.number(spacing)) }
        if let alignment = resolution.text.alignment { add(.content, "multilineTextAlignment", alignment.rawValue) }
        if let limit = resolution.text.lineLimit {
            add(.content, "lineLimit", String(limit))
        } else if resolution.text.lineLimitRemoved {
            add(.content, "lineLimit", "nil")
        }
        if let foreground = resolution.foreground { add(.content, "foregroundStyle", Self.color(foreground)) }
        slotSteps(.content) { $0.target == .view && $0.phase == .content }
    }

    private mutating func layout() {
        let padding = resolution.padding
        let edges = [padding.top, padding.leading, padding.bottom, padding.trailing]
        if edges.contains(where: { $0 != 0 }) {
            if Set(edges).count == 1 {
                add(.layout, "padding", Self.number(padding.top))
            } else {
                add(
                    .layout, "padding",
                    [
                        .init("top", Self.number(padding.top)), .init("leading", Self.number(padding.leading)),
                        .init("bottom", Self.number(padding.bottom)), .init("trailing", Self.number(padding.trailing)),
                    ])
            }
        }
        let frame = resolution.frame
        if frame.width != nil || frame.height != nil {
            add(
                .layout, "frame",
                [frame.width.map { .init("width", Self.number($0)) }, frame.height.map { .init("height", Self.number($0)) }].compactMap { $0 })
        }
        let maxWidth: String? = frame.maxWidth.map(Self.number) ?? (frame.expandsWidth ? ".infinity" : nil)
        let flexible: [NativeModifierCall.Argument] = [
            frame.minWidth.map { .init("minWidth", Self.number($0)) }, maxWidth.map { .init("maxWidth", $0) },
            frame.minHeight.map { .init("minHeight", Self.number($0)) }, frame.maxHeight.map { .init("maxHeight", Self.number($0)) },
        ].compactMap { $0 }
        if !flexible.isEmpty { add(.layout, "frame", flexible) }
        slotSteps(.layout) { $0.target == .view && $0.phase == .layout }
    }

    private mutating func decoration() {
        if let surface = resolution.surface {
            add(.decoration, "background", [.init("surface", surface.role.rawValue), .init("fill", surface.fill.kind.rawValue)])
        } else {
            let radius = resolution.radius ?? 0
            let shape = radius > 0 ? "RoundedRectangle(\(Self.number(radius)), continuous)" : nil
            if let background = resolution.background {
                add(.decoration, "background", shape.map { "\($0) fill \(Self.color(background))" } ?? Self.color(background))
            }
            if let shadow = resolution.shadow, shadow.drawn { add(.decoration, "shadow", shadow.token) }
            if let border = resolution.border, border.width > 0 {
                add(.decoration, "overlay", "\(shape ?? "Rectangle()") stroke \(border.color.map(Self.color) ?? "border") width \(Self.number(border.width))")
            }
        }
        slotSteps(.decoration) { $0.target == .view && $0.phase == .decoration }
    }

    private mutating func effects() {
        if resolution.opacity != 1 { add(.effects, "opacity", Self.number(resolution.opacity)) }
        let transform = resolution.transform
        if transform.blur != 0 { add(.effects, "blur", Self.number(transform.blur)) }
        if transform.scaleX != 1 || transform.scaleY != 1 {
            if transform.scaleX == transform.scaleY {
                add(.effects, "scaleEffect", Self.number(transform.scaleX))
            } else {
                add(.effects, "scaleEffect", [.init("x", Self.number(transform.scaleX)), .init("y", Self.number(transform.scaleY))])
            }
        }
        if transform.rotation != 0 { add(.effects, "rotationEffect", "\(Self.number(transform.rotation))deg") }
        if transform.offsetX != 0 || transform.offsetY != 0 {
            add(.effects, "offset", [.init("x", Self.number(transform.offsetX)), .init("y", Self.number(transform.offsetY))])
        }
        slotSteps(.effects) { $0.target == .view && $0.phase == .effects }
    }

    /// The active slots that `include` selects, in slot order, each as the call it applies.
    private mutating func slotSteps(_ phase: PipelinePhase, where include: (NativeSlot) -> Bool) {
        for slot in slots where slot.active && include(slot) {
            let named = NativeModifierCall(slot.name, slot.argument.map { [.init(nil, $0)] } ?? [])
            steps.append(
                PipelineStep(
                    phase, slot.call ?? named, slot: slot.name, isDescribed: slot.call != nil,
                    template: slot.template, argument: slot.callArgument ?? slot.value))
        }
    }

    /// A colour as the pipeline writes it: the hex value, else the theme token or native name.
    static func color(_ color: ResolvedColor) -> String {
        if color.dynamic == true { return "color" }
        return color.native ?? color.hex ?? color.token ?? "?"
    }
}
