import TWSyntax

/// Resolves class strings: what swiftcn draws for them in a context, and why (reference §2, §4,
/// §6, §8, §9, §10; seed `swiftcn-adaptive-surfaces.md`, which wins where they differ).
public struct Resolver: Sendable {
    public var theme: Theme {
        didSet { lastInputs = LastInputs() }
    }

    /// The inputs of the last resolution, for the next one in the same context.
    private var lastInputs = LastInputs()

    public init(theme: Theme = .builtIn) {
        self.theme = theme
    }

    /// Resolves `classes` in `context`.
    ///
    /// - Parameters:
    ///   - lenient: skip rejected tokens and resolve the rest (for design tools). The result still
    ///     says `valid: false`; swiftcn itself would draw the surface undecorated.
    ///   - dynamicRanges: byte ranges of `classes` that are interpolations (see ``ClassParser``).
    ///
    /// With typed values in `context.interpolations`, `classes` is a template whose `{name}`
    /// placeholders they fill (``resolve(_:values:context:lenient:)``).
    public func resolve(_ classes: String, context: ResolutionContext, lenient: Bool = false, dynamicRanges: [ByteRange] = []) -> Resolution {
        if !context.interpolations.isEmpty, dynamicRanges.isEmpty {
            return resolve(classes, values: context.interpolations, context: context, lenient: lenient)
        }
        return resolveClasses(classes, context: context, lenient: lenient, dynamicRanges: dynamicRanges)
    }

    /// ``resolve(_:context:lenient:dynamicRanges:)`` of class text, placeholders already compiled.
    // Inlined, like the step below: each call level moved the large resolution value once more.
    @inline(__always)
    func resolveClasses(_ classes: String, context: ResolutionContext, lenient: Bool = false, dynamicRanges: [ByteRange] = []) -> Resolution {
        resolve(ClassParser.parse(classes, dynamicRanges: dynamicRanges), text: classes, context: context, lenient: lenient)
    }

    /// Resolves a class string already parsed with ``ClassParser``, for callers that keep the
    /// list (an editor, a design tool showing tokens): the same result as resolving its text.
    ///
    /// - Parameter lenient: as in ``resolve(_:context:lenient:dynamicRanges:)``.
    public func resolve(_ list: ClassList, context: ResolutionContext, lenient: Bool = false) -> Resolution {
        resolve(list, text: nil, context: context, lenient: lenient)
    }

    /// ``resolve(_:context:lenient:)`` with the text of `list` when the caller has it as a
    /// `String` already. Theme and context are copied once into the box that the catalog and
    /// the builder share, and the box is reused while the context repeats (``LastInputs``).
    @inline(__always)
    private func resolve(_ list: ClassList, text: String?, context: ResolutionContext, lenient: Bool) -> Resolution {
        let classes = text ?? String(decoding: list.utf8, as: UTF8.self)
        let inputs = lastInputs.inputs(theme: theme, context: context)
        let expansion = expand(list, inputs: inputs)
        let valid = expansion.problems.isEmpty
        let rules = valid || lenient ? expansion.rules : []
        var builder = ResolutionBuilder(inputs: inputs, rules: rules)
        var nativeSlots: [NativeSlot]?
        if !theme.modifiers.isEmpty || !context.modifiers.isEmpty {
            let table = FieldTable(rules: expansion.rules, states: context.states, groupStates: context.groupStates)
            nativeSlots =
                NativeSlots.resolve(
                    registrations: modifierRegistrations(context: context), applied: table.applied, valid: valid, theme: theme, scheme: context.scheme
                ).slots
        }
        return builder.build(
            classes: classes,
            outcome: .init(
                valid: valid, lenient: lenient, dynamic: expansion.uncheckable.map(\.text), platformNote: context.platform.swiftCNNote,
                nativeSlots: nativeSlots, diagnostics: expansion.problems
            )
        )
    }

    /// The expansion of global defaults and local classes, before any state is applied.
    public func expand(_ classes: String, context: ResolutionContext, dynamicRanges: [ByteRange] = []) -> (
        rules: [ExpandedRule], problems: [ResolvedDiagnostic], uncheckable: [RuleOrigin]
    ) {
        expand(ClassParser.parse(classes, dynamicRanges: dynamicRanges), context: context)
    }

    /// ``expand(_:context:dynamicRanges:)`` of a class string already parsed.
    public func expand(_ list: ClassList, context: ResolutionContext) -> (rules: [ExpandedRule], problems: [ResolvedDiagnostic], uncheckable: [RuleOrigin]) {
        expand(list, inputs: Catalog.Storage(theme: theme, context: context))
    }

    /// ``expand(_:context:)`` reading the theme and context of `inputs`.
    private func expand(_ list: ClassList, inputs: Catalog.Storage) -> (rules: [ExpandedRule], problems: [ResolvedDiagnostic], uncheckable: [RuleOrigin]) {
        let context = inputs.context, theme = inputs.theme
        var expander = Expander(catalog: Catalog(storage: inputs), named: inputs.named, platform: context.platform)
        expander.expand(context.globalView ?? theme.view, source: .globalView)
        if context.target == .button { expander.expand(context.globalButton ?? theme.button, source: .globalButton) }
        expander.expand(list, source: .local)
        return (expander.rules, expander.problems, expander.uncheckable)
    }
}
