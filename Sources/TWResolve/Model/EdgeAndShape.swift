/// Where a surface's edge overlay comes from (reference §8.3).
///
/// Raw values are the words of the resolution document (`surface.edge.source`).
public enum EdgeSource: String, Hashable, Sendable, CaseIterable {
    /// An explicit `border-*` width.
    case borderClass = "border-class"
    /// The themed fallback edge of a material or solid fill.
    case fallback
    /// No edge (glass, or nothing drawn).
    case none
}

/// The strength of the themed fallback edge (reference §8.3).
public enum EdgeStrength: String, Hashable, Sendable, CaseIterable {
    /// A material: `border` at 70 %.
    case soft
    /// A solid fill: `border`.
    case standard
    /// Increase Contrast: `input`.
    case strong
}

/// The shape a surface is drawn in.
public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
    /// No `rounded-*` class: a capsule.
    case capsule
    /// A `rounded-*` class: a continuous rounded rectangle.
    case roundedRectangle
}
