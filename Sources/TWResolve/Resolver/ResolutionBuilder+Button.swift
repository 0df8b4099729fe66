import TWSyntax

/// `.buttonStyle(.tw(...))`: the bezel decision, the native style per system, and UIKit glass
/// buttons (reference §6.2–§6.6; seed "Native buttons" and "Glass renderer").
extension ResolutionBuilder {
    /// The states a button body sees: the caller's focus and disabled, never hover or pressed
    /// (reference §6.2 step 1, §6.6).
    static func buttonLevelStates(_ states: Set<InteractionState>) -> Set<InteractionState> {
        states.intersection([.focus, .disabled])
    }

    mutating func applyButton(to resolution: inout DecorationParts) {
        let buttonTable = FieldTable(rules: rules, states: Self.buttonLevelStates(context.states), groupStates: context.groupStates)
        let role = buttonTable.surfaceRole
        let prominentFlag = buttonTable.flag(.prominent) ?? false
        // The explicit bezel: the last unconditioned bezel rule (reference §6.2 step 2).
        let explicit = buttonTable.lastApplied { rule in rule.isUnconditioned && rule.assignments.contains { $0.field == .bezel } }
        var bezel: ButtonBezel?
        var bezelReason: String
        if let explicit, case .bezel(let explicitBezel)? = explicit.assignments.first(where: { $0.field == .bezel })?.value {
            bezel = explicitBezel
            bezelReason = "`\(explicit.origin.displayName)` sets the \(explicitBezel.rawValue) bezel"
        } else if let role {
            bezel = prominentFlag ? .prominent : .bordered
            bezelReason = prominentFlag ? "glass-prominent selects the prominent bezel" : "the surface role \(role.rawValue) selects the bordered bezel"
        } else {
            bezelReason = "no bezel and no surface role: a plain button whose label carries the classes"
        }
        for rule in rules where !rule.isUnconditioned && rule.assignments.contains(where: { $0.field == .bezel }) {
            ignore(rule, "a bezel applies only without variants: the native style never changes with state")
        }
        guard let bezel else {
            resolution.button = .init(
                bezel: nil, style: .plain, prominent: false, role: nil, controlSize: controlSize(buttonTable),
                height: nil, minTouchTarget: nil, tint: nil, defaultTintStates: [], labelColor: nil,
                labelColorReason: "the label's own classes", borderShape: .automatic, borderRadius: nil,
                press: nil, disabled: nil, fill: nil, reason: bezelReason)
            applySurface(to: &resolution)
            return
        }
        let glass = role.map { SurfaceDecision(context: context).usesGlass($0) } ?? false
        let uiKit = glass && context.glassRenderer == .uiKit && (bezel == .prominent || bezel == .bordered)
        let style: ButtonStyle
        switch bezel {
        case .prominent: style = uiKit ? .uiKitGlass : glass ? .glassProminent : .borderedProminent
        case .bordered: style = uiKit ? .uiKitGlass : glass ? .glass : .bordered
        case .borderless: style = .borderless
        case .link: style = context.platform == .macos ? .link : .borderless
        }
        var reason = bezelReason
        if uiKit {
            reason += "; UIKit's renderer draws glass buttons as a plain button over a UIKit glass view"
        } else if let role, !glass {
            reason += "; " + Self.whyNotGlass(role: role, context: context)
        }

        // Decoration never paints over a native control (reference §6.4).
        for field in [Field.background, .borderColor, .borderWidth, .shadow] where table.isWritten(field) {
            ignore(field, "native buttons ignore background, border and shadow classes: Apple draws the bezel")
        }
        resolution.background = nil
        resolution.border = nil
        resolution.shadow = nil

        let scheme = context.scheme
        let tint = buttonTable.color(.glassTint).map { theme.resolve($0, scheme: scheme) }
        let shape = borderShape(uiKit: uiKit)
        var button = Resolution.Button(
            bezel: bezel, style: style, prominent: bezel == .prominent, role: role,
            controlSize: controlSize(buttonTable), height: nil, minTouchTarget: nil, tint: tint,
            defaultTintStates: defaultTintStates(), labelColor: nil, labelColorReason: "",
            borderShape: shape.kind, borderRadius: shape.radius, press: nil, disabled: nil, fill: nil, reason: reason
        )
        (button.labelColor, button.labelColorReason) = labelColor(bezel: bezel, glass: glass, buttonTable: buttonTable)
        if uiKit { applyUIKitGlass(to: &button, buttonTable: buttonTable) }
        let styleOrigin = explicit?.origin ?? table.origin(.surfaceRole)
        setProvenance("button.style", styleOrigin, .text(reason))
        resolution.button = button
    }

    /// `rounded-*` becomes the button's border shape: the `full` radius or more is a capsule.
    private func borderShape(uiKit: Bool) -> (kind: ButtonBorderShape, radius: Double?) {
        guard let radius = radius()?.points else { return (uiKit ? .capsule : .automatic, nil) }
        if radius >= (theme.radii["full"] ?? 10000) { return (.capsule, nil) }
        return (.roundedRectangle, radius)
    }

    /// The label colour, first match wins (reference §6.4).
    private func labelColor(bezel: ButtonBezel, glass: Bool, buttonTable: FieldTable) -> (ResolvedColor?, String) {
        if context.states.contains(.disabled) {
            return (Self.disabledLabel(context), "disabled: the system disabled label colour")
        }
        if context.platform == .macos, bezel == .prominent, !context.windowActive {
            return (.system("labelColor"), "macOS draws inactive prominent bezels grey, so the primary label colour")
        }
        if let color = buttonTable.color(.foreground) {
            return (theme.resolve(color, scheme: context.scheme), "the text colour class, moved to the button")
        }
        if bezel == .prominent { return (.system("white", hex: "#ffffff"), "a prominent bezel keeps a white label") }
        if glass { return (.system("primary", hex: context.scheme == .dark ? "#ffffff" : "#000000"), "glass: hierarchical primary") }
        return (.system("tint"), "the current tint")
    }

    static func disabledLabel(_ context: ResolutionContext) -> ResolvedColor {
        context.platform == .macos
            ? .system("disabledControlTextColor")
            : .system("tertiaryLabel", hex: context.scheme == .dark ? "#ebebf54d" : "#3c3c434d")
    }

    /// States in which no tint class applies: a tint that appears only in some states leaves the
    /// others with SwiftUI's default tint (seed, "Native buttons").
    ///
    /// A tint the button body never sees (`hover:` and `pressed:` tints, reference §6.6) is listed
    /// as ignored, and then every state shows the default tint (Docs/Decisions.md).
    private mutating func defaultTintStates() -> [String] {
        let tintRules = rules.filter { rule in rule.assignments.contains { $0.field == .glassTint } }
        guard !tintRules.isEmpty else { return [] }
        let buttonLevel = Self.buttonLevelStates(Set(InteractionState.allCases))
        for rule in tintRules where !rule.states.isSubset(of: buttonLevel) {
            ignore(rule, "the button body never tracks hover or press, so a hover: or pressed: tint never applies (the default tint shows)")
        }
        var states: [String] = []
        let probes: [(String, Set<InteractionState>)] = [
            ("idle", []), ("hover", [.hover]), ("focus", [.focus]), ("pressed", [.pressed]), ("disabled", [.disabled]),
        ]
        for (name, probe) in probes {
            let probeTable = FieldTable(rules: rules, states: Self.buttonLevelStates(probe), groupStates: context.groupStates)
            if probeTable.color(.glassTint) == nil { states.append(name) }
        }
        return states
    }

    /// UIKit glass buttons (seed, "Glass renderer"): sizes, touch target, press, disabled and the
    /// Reduce Transparency fill.
    private mutating func applyUIKitGlass(to button: inout Resolution.Button, buttonTable: FieldTable) {
        switch button.controlSize {
        case .mini?, .small?: button.height = 28
        case .large?, .extraLarge?: button.height = 50
        case .regular?, nil: button.height = 34
        }
        if context.platform.swiftCNRules == .ios { button.minTouchTarget = 44 }
        button.press =
            context.reduceMotion
            ? .init(scale: 1, opacity: 0.78, animation: .easeOut, duration: nil)
            : .init(scale: 0.96, opacity: 0.78, animation: .spring, duration: nil)
        button.disabled = .init(tint: nil, labelColor: Self.disabledLabel(context))
        if context.states.contains(.disabled) { button.tint = nil }
        if context.reduceTransparency {
            let scheme = context.scheme
            if button.prominent {
                let color = button.tint ?? theme.resolve(token: "tint", scheme: scheme)
                button.fill = .init(paint: .solid(color: color, prominent: true), reason: "Reduce Transparency: the tint replaces the glass view")
            } else {
                button.fill = .init(
                    paint: .solid(color: theme.resolve(token: "surface", scheme: scheme), prominent: false),
                    reason: "Reduce Transparency: the surface colour with its edge replaces the glass view")
                button.edge = fallbackEdge(fillKind: .solid)
            }
        }
    }

    /// The `control-*` size in the button's states.
    private func controlSize(_ buttonTable: FieldTable) -> ControlSize? {
        buttonTable.controlSize
    }

    /// Why a surface role does not select the glass styles (reference §6.3): the system, the
    /// role, the policy or `UIDesignRequiresCompatibility`.
    static func whyNotGlass(role: SurfaceRole, context: ResolutionContext) -> String {
        if !context.supportsGlass {
            return "\(context.platform.displayName) \(context.os) has no Liquid Glass, so the bordered family"
        }
        if role == .solid { return "surface-solid always selects the bordered family" }
        if context.appearance == .solid { return "the solid policy keeps surface-floating out of glass, so the bordered family" }
        return "UIDesignRequiresCompatibility with the automatic policy keeps surface-floating out of glass, so the bordered family"
    }
}
