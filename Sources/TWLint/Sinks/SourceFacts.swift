import TWSyntax

/// A named class defined by a `TWGlobalRules(named: ["key": "…"])` entry.
public struct NamedClassDefinition: Sendable, Hashable {
    /// The key's run-time value.
    public var name: String
    /// The key literal in the source.
    public var keyRange: ByteRange
    /// The site of its value (nil when the value is not a string the scanner can read).
    public var siteIndex: Int?
}

/// A `.twSurfaceID(…)` modifier.
public struct SurfaceIDFact: Sendable, Hashable {
    /// From the name to the closing parenthesis.
    public var range: ByteRange
    public var modifier: ModifierPosition
}

/// A `.twGlassRenderer(…)` modifier.
public struct GlassRendererFact: Sendable, Hashable {
    public var range: ByteRange
    public var modifier: ModifierPosition
    /// True when the argument is a fixed case such as `.automatic` or `TWGlassRenderer.uiKit`;
    /// false when it is an expression that can change.
    public var isLiteralArgument: Bool
}

/// A `TWSurfaceGroup { … }` and the scrolling containers directly inside it (not inside a nested
/// group).
public struct SurfaceGroupFact: Sendable, Hashable {
    /// From `TWSurfaceGroup` to the closing brace of its body.
    public var range: ByteRange
    /// The `ScrollView` and `List` names in its body.
    public var scrollContainers: [ByteRange]
}
