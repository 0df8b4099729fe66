/// A factor a registration applies to its numeric argument before it writes it: a fixed number
/// (`rotate(degrees * 2)`) or the theme's spacing unit (`theme.space(n)`, reference §5).
public enum ArgumentScale: Hashable, Sendable {
    case factor(Double)
    case spacingUnit

    /// The factor in `theme`.
    public func factor(in theme: Theme) -> Double {
        switch self {
        case .factor(let value): value
        case .spacingUnit: theme.spacingUnit
        }
    }

    /// How a theme file writes it: a number, or `spacingUnit`.
    public var spelling: String {
        switch self {
        case .factor(let value): BracketUtilities.formatted(value)
        case .spacingUnit: "spacingUnit"
        }
    }
}

/// What a registered utility's closure returns besides the field it `sets` (theme files:
/// `classes` and `values`), so that TWKit draws and checks what the factory produces.
public struct UtilityOutput: Hashable, Sendable {
    /// Classes the factory returns for every accepted argument (`rounded-[12]`, `loop-[1]`),
    /// expanded like a named class, cycles included (reference §2.6).
    public var classes: String?
    /// An enumerated factory: the exact raw argument (after bracket decoding) → the classes it
    /// returns. Any other argument returns nil, which makes the class unknown (reference §2.3).
    public var values: [String: String]
    /// The argument `sets` writes whatever the class passes (`any argument -> width 21 points`
    /// is `"sets": "width", "fixed": "21"`), in the built-in bracket utility's grammar.
    public var fixed: String?

    public init(classes: String? = nil, values: [String: String] = [:], fixed: String? = nil) {
        self.classes = classes
        self.values = values
        self.fixed = fixed
    }

    /// True when the factory returns no classes (a `fixed` argument changes only `sets`).
    public var isEmpty: Bool { classes == nil && values.isEmpty }
}
