import TWSyntax

/// Turns the rules that apply in a context into a ``Resolution`` (reference §4.1, §11).
struct ResolutionBuilder {
    /// The theme and context, shared with the catalog rather than copied.
    let inputs: Catalog.Storage
    /// Borrowed from ``inputs``: a getter would copy the whole theme or context (retaining and
    /// releasing every table) on each read.
    var theme: Theme { _read { yield inputs.theme } }
    var context: ResolutionContext { _read { yield inputs.context } }
    let rules: [ExpandedRule]
    let table: FieldTable
    var ignored: [Resolution.Ignored] = []
    /// The (class, reason) pairs already in ``ignored``, so that listing stays linear; filled
    /// only once ``ignored`` holds ``ignoredScanLimit`` entries (a short list is searched).
    private var ignoredKeys: Set<IgnoredKey> = []
    private static let ignoredScanLimit = 16
    /// Provenance entries the decision tables add over the fields' winners, made on read.
    var provenanceNotes: [LazyProvenance.Note] = []

    init(inputs: Catalog.Storage, rules: [ExpandedRule]) {
        self.inputs = inputs
        self.rules = rules
        let context = inputs.context
        self.table = FieldTable(rules: rules, states: context.states, groupStates: context.groupStates)
    }

    /// The resolution of the rules, with what the resolver decided about the string in `outcome`.
    mutating func build(classes: String, outcome: ResolutionOutcome) -> Resolution {
        // The text attributes' notes come before the surface's and the button's in `ignored`.
        let attributes = textAttributes()
        var parts = DecorationParts(
            background: resolvedColor(.background),
            border: border(), shadow: shadow(drawn: true)
        )
        switch context.target {
        case .button:
            applyButton(to: &parts)
        case .animation:
            break  // `.twAnimation`: motion only, no decoration (reference §9.2).
        case .presentation:
            let keeps = SurfaceDecision(context: context).usesGlass(.floating)
            parts.presentation = .init(keepsSystemPresentation: keeps, background: keeps ? nil : theme.resolve(token: "surface", scheme: context.scheme))
            applySurface(to: &parts)
        default:
            applySurface(to: &parts)
        }
        var transaction: Lazy<MotionTransaction>?
        if table.isWritten(.motionPreset) || context.transaction != nil || context.motionChange != nil {
            let (inputs, table) = (inputs, UncheckedSendable(table))
            transaction = Lazy { MotionResolver(theme: inputs.theme, context: inputs.context, table: table.value).transaction() }
        }
        let undecorated = !outcome.valid && !outcome.lenient
        // The parts are moved out (`take`), not copied.
        return Resolution(
            classes: classes, valid: outcome.valid, undecorated: undecorated, lenient: outcome.lenient,
            context: contextSummary(), theme: .init(name: theme.name, source: theme.source, revision: RevisionText.shared.text(of: theme.revision)),
            surface: parts.surface.take(), button: parts.button.take(), presentation: parts.presentation.take(),
            padding: padding(), frame: frame(), font: font(), weight: table.weight,
            foreground: resolvedColor(.foreground),
            // swiftcn's default style (reference §4.2): the content still installs the hierarchical
            // foreground, so an undecorated surface does not inherit its foreground.
            inheritsForeground: !undecorated && !rules.contains { rule in rule.assignments.contains { $0.field == .foreground } },
            background: parts.background.take(), radius: radius()?.points, border: parts.border.take(), shadow: parts.shadow.take(),
            opacity: table.number(.opacity) ?? 1, text: attributes, transform: transform(), motion: motion(), lazyTransaction: transaction,
            group: table.keyword(.group), shared: shared(),
            nativeModifiers: table.modifiers.sorted { $0.key < $1.key }.map { .init(name: $0.key, argument: $0.value.argument) },
            ignored: ignored, overridden: table.overriddenClasses(), dynamic: outcome.dynamic,
            lazyProvenance: LazyProvenance.of(table, notes: provenanceNotes), diagnostics: outcome.diagnostics,
            nativeSlots: outcome.nativeSlots, platformNote: outcome.platformNote
        )
    }

    /// `String(value, radix: 16)` (lowercase, no leading zeros) without the generic formatter,
    /// which costs more than the rest of the theme summary.
    static func hexadecimal(_ value: UInt64) -> String {
        let digits = max(1, (UInt64.bitWidth - value.leadingZeroBitCount + 3) / 4)
        return String(unsafeUninitializedCapacity: digits) { buffer in
            var rest = value
            for index in stride(from: digits - 1, through: 0, by: -1) {
                let digit = UInt8(truncatingIfNeeded: rest & 0xF)
                buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                rest >>= 4
            }
            return digits
        }
    }

    // MARK: Provenance

    /// The rule that decided a field: state precedence, local over global, last wins, or the only
    /// class that set it.
    static func reason(_ winner: FieldTable.Winner) -> String {
        var via: (chain: [String], suffix: String) = ([], "")
        return reason(winner, via: &via)
    }

    /// ``reason(_:)`` with the suffix of the last chain seen, rebuilt only when the chain changes.
    static func reason(_ winner: FieldTable.Winner, via: inout (chain: [String], suffix: String)) -> String {
        let rule = winner.rule
        var reason: String
        if let last = winner.previous {
            if (rule.priority, rule.conditionCount) > (last.priority, last.conditionCount) {
                reason = "state precedence: \(conditions(rule)) beats \(last.isUnconditioned ? "no condition" : conditions(last))"
            } else if last.origin.source != .local && rule.origin.source == .local {
                reason = "local over global: beats \(last.origin.source.rawValue) `\(last.origin.text)`"
            } else {
                reason = "last wins over `\(last.origin.displayName)`"
            }
        } else if rule.origin.source != .local {
            reason = "\(rule.origin.source.rawValue) default"
        } else if !rule.isUnconditioned {
            reason = "only class, while \(conditions(rule))"
        } else {
            reason = "only class"
        }
        let chain = rule.origin.chain
        if !chain.isEmpty {
            if via.chain != chain {
                via = (chain, " (via named class \(chain.map { "`\($0)`" }.joined(separator: " → ")))")
            }
            reason += via.suffix
        }
        return reason
    }

    static func conditions(_ rule: ExpandedRule) -> String {
        let own = rule.stateMask.sorted.map(\.name)
        let groups = rule.groupConditions.sorted { ($0.state, $0.name ?? "") < ($1.state, $1.name ?? "") }
            .map { "group-\($0.state.name)" + ($0.name.map { "/" + $0 } ?? "") }
        return (own + groups).joined(separator: "+")
    }

    /// Sets the provenance of `key` when it is read: the entry names `origin`'s class and gives
    /// `reason`, made then with the field table.
    mutating func setProvenance(_ key: String, _ origin: RuleOrigin?, _ reason: LazyProvenance.Reason) {
        if provenanceNotes.isEmpty { provenanceNotes.reserveCapacity(4) }
        provenanceNotes.append(.init(key: key, origin: origin, reason: reason))
    }

    mutating func ignore(_ field: Field, _ reason: String) {
        guard let origin = table.origin(field) else { return }
        ignore(origin, reason)
    }

    mutating func ignore(_ rule: ExpandedRule, _ reason: String) {
        ignore(rule.origin, reason)
    }

    mutating func ignore(_ origin: RuleOrigin, _ reason: String) {
        let name = origin.displayName
        if ignored.count < Self.ignoredScanLimit {
            guard !ignored.contains(where: { $0.class == name && $0.reason == reason }) else { return }
        } else {
            if ignoredKeys.isEmpty { ignoredKeys = Set(ignored.map { IgnoredKey(name: $0.class, reason: $0.reason) }) }
            guard ignoredKeys.insert(IgnoredKey(name: name, reason: reason)).inserted else { return }
        }
        ignored.append(.init(class: name, range: origin.range, source: origin.source, reason: reason))
    }

    private struct IgnoredKey: Hashable {
        var name: String
        var reason: String
    }

    // MARK: Fields

    private func contextSummary() -> Resolution.ContextSummary {
        .init(
            platform: context.platform, os: context.os.description, appearance: context.appearance, renderer: context.renderer,
            requiresCompatibility: context.requiresCompatibility, reduceTransparency: context.reduceTransparency,
            increaseContrast: context.increaseContrast, reduceMotion: context.reduceMotion, scheme: context.scheme,
            target: context.target, states: context.states.isEmpty ? [] : context.states.sorted().map(\.name),
            groupStates: context.groupStates.isEmpty ? [:] : context.groupStates.mapValues { $0.sorted().map(\.name) }, windowActive: context.windowActive,
            supportsGlass: context.supportsGlass, glassRenderer: context.glassRenderer, rendering: context.rendering
        )
    }

    /// The colour `field` holds, resolved in the theme (without a closure, which would copy the
    /// theme it reads).
    private func resolvedColor(_ field: Field) -> ResolvedColor? {
        guard let reference = table.color(field) else { return nil }
        return theme.resolve(reference, scheme: context.scheme)
    }

    private func points(_ field: Field) -> Double? {
        let unit = theme.spacingUnit
        return table.reading(field) {
            switch $0 {
            case .units(let units): units * unit
            case .number(let value): value
            default: nil
            }
        }
    }

    private func padding() -> Resolution.Padding {
        .init(
            top: points(.paddingTop) ?? 0, leading: points(.paddingLeading) ?? 0,
            bottom: points(.paddingBottom) ?? 0, trailing: points(.paddingTrailing) ?? 0)
    }

    private func frame() -> Resolution.Frame {
        .init(
            width: points(.width), height: points(.height), minWidth: points(.minWidth), maxWidth: points(.maxWidth),
            minHeight: points(.minHeight), maxHeight: points(.maxHeight), expandsWidth: table.flag(.expandsWidth) ?? false)
    }

    private func font() -> Resolution.Font? {
        table.reading(.font) {
            switch $0 {
            case .keyword(let token): .init(token: token, role: theme.typography[token] ?? "body", size: nil)
            case .fontSize(let size): .init(token: nil, role: nil, size: size)
            default: nil
            }
        }
    }

    func radius() -> (points: Double, token: String?)? {
        table.reading(.radius) { if case .radius(let points, let token) = $0 { (points, token) } else { nil } }
    }

    private func border() -> Resolution.Border? {
        let width = table.number(.borderWidth) ?? 0
        let color = table.color(.borderColor) ?? (width > 0 ? .token("border") : nil)
        guard width > 0 || color != nil else { return nil }
        return .init(color: color.map { theme.resolve($0, scheme: context.scheme) }, width: width)
    }

    func shadow(drawn: Bool) -> Resolution.Shadow? {
        guard let token = table.keyword(.shadow), let shadow = theme.shadows[token] else { return nil }
        let value = context.scheme == .dark ? shadow.dark : shadow.light
        let color = ResolvedColor(hex: value.rgba(in: context.scheme).hex)
        return .init(token: token, color: color, radius: shadow.radius, x: shadow.x, y: shadow.y, drawn: drawn)
    }

    private mutating func textAttributes() -> Resolution.TextAttributes {
        // swiftcn's resolved style carries tracking on every target; only rendering needs a
        // Text, so off a Text it is reported as drawing nothing.
        let tracking = table.number(.tracking)
        if tracking != nil, context.target != .text {
            ignore(.tracking, "Tracking requires .tw directly on a native Text (reference §11.2)")
        }
        var lineLimit: Int?
        var removed = false
        switch table[.lineLimit] {
        case .number(let value)?: lineLimit = Int(value)
        case .cleared?: removed = true
        default: break
        }
        return .init(
            tracking: tracking, lineSpacing: table.number(.lineSpacing), alignment: table.textAlignment,
            lineLimit: lineLimit, lineLimitRemoved: removed)
    }

    private func transform() -> Resolution.Transform {
        var offset = (0.0, 0.0), scale = (1.0, 1.0)
        if let pair = table.reading(.offset, { if case .pair(let x, let y) = $0 { (x, y) } else { nil } }) { offset = pair }
        if let pair = table.reading(.scale, { if case .pair(let x, let y) = $0 { (x, y) } else { nil } }) { scale = pair }
        return .init(
            offsetX: offset.0, offsetY: offset.1, scaleX: scale.0, scaleY: scale.1,
            rotation: table.number(.rotation) ?? 0, blur: table.number(.blur) ?? 0)
    }

    /// Motion (reference §9.1): duration 0.3 s and delay 0 by default; Reduce Motion removes the
    /// animation; `animate-none` disables it.
    private func motion() -> Resolution.Motion {
        let preset: String? = table.reading(.motionPreset) {
            switch $0 {
            case .keyword(let name): name
            case .dynamic: "dynamic"
            default: nil
            }
        }
        let animation = context.reduceMotion || preset == nil || preset == Resolution.Motion.nonePreset ? nil : preset
        return .init(preset: preset, duration: table.number(.motionDuration) ?? 0.3, delay: table.number(.motionDelay) ?? 0, animation: animation)
    }

    private func shared() -> Resolution.Shared? {
        let fields: [Field] = [.sharedID, .sharedGroup, .sharedProperties, .sharedSource]
        guard fields.contains(where: { table.isWritten($0) }) else { return nil }
        return .init(
            id: table.keyword(.sharedID), group: table.keyword(.sharedGroup),
            properties: table.sharedProperties ?? .frame, source: table.flag(.sharedSource) ?? true)
    }
}
