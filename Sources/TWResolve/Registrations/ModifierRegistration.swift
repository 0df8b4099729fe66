/// A registered native modifier, `TWGlobalRules(modifiers: ["tilt": .argument(…)])` or
/// `rules.modifiers["tilt"] = …` (reference §12): an exact tag (`tilt`) or a bracket form
/// (`tilt-[…]`) that installs a native modifier slot.
public struct ModifierRegistration: Hashable, Sendable {
    public var name: String
    /// `.none` for an exact tag (`.view`, `.modifier`, `.text`, `.image`, `.shape`).
    public var argument: ArgumentRule
    /// What `.tw` must be applied to directly (reference §2.5).
    public var target: ModifierTarget
    /// The inactive default argument (`.argument(default: "0")`), as written.
    public var defaultArgument: String?
    /// Slot order within its phase (default 0).
    public var order: Int
    public var phase: ModifierPhase
    /// Registrations with equal keys replace each other; nil means the name (reference §12.1).
    public var conflictKey: String?
    /// The native modifier call the active slot applies, for pipelines and pictures (theme
    /// files: `applies`, such as `padding(7)` or `offset(x: {argument})`; `{argument}` is the
    /// slot's argument, as a number in the argument kind's unit times `scale`).
    public var applies: String?
    /// A factor on the argument in `applies` (`"spacingUnit"` for `points * theme.spacingUnit`).
    public var scale: ArgumentScale?
    public var scope: RegistrationScope
    public var origin: RegistrationOrigin?

    public init(
        name: String, argument: ArgumentRule = .tag, target: ModifierTarget = .view, defaultArgument: String? = nil,
        order: Int = 0, phase: ModifierPhase = .effects, conflictKey: String? = nil,
        applies: String? = nil, scale: ArgumentScale? = nil,
        scope: RegistrationScope = .global, origin: RegistrationOrigin? = nil
    ) {
        self.applies = applies
        self.scale = scale
        self.name = name
        self.argument = argument
        self.target = target
        self.defaultArgument = defaultArgument
        self.order = order
        self.phase = target == .view ? phase : .content
        self.conflictKey = conflictKey
        self.scope = scope
        self.origin = origin
    }

    /// The key slots conflict on: the conflict key, else the name.
    public var effectiveConflictKey: String { conflictKey ?? name }
}

/// The view a target-specific registration needs (reference §2.5).
public enum ModifierTarget: String, Hashable, Sendable, CaseIterable, Codable {
    case view, text, image, shape
}

/// The rendering phase of a registration, in slot order (reference §11.2, §12.1).
public enum ModifierPhase: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
    case content, layout, decoration, effects

    public static func < (lhs: ModifierPhase, rhs: ModifierPhase) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
