/// The kind of fill a surface draws: exactly one per surface (reference §8.2).
///
/// Raw values are the words of the `twkit.resolution/1` document (`surface.fill.kind`).
public enum FillKind: String, Hashable, Sendable, CaseIterable {
    /// Liquid Glass.
    case glass
    /// A system material (the fallback where there is no Liquid Glass).
    case material
    /// An opaque colour.
    case solid
    /// Nothing is drawn (`glass-identity`, `glass-fallback-none` in the fallback, no surface class).
    case none
}

/// What a fill paints, with the values that belong to its kind.
///
/// A design tool can switch over it exhaustively; ``kind`` names the case.
public enum FillPaint: Hashable, Sendable {
    /// Liquid Glass with an optional tint. `interactive` is `glass-interactive`; `prominent` is set
    /// only where the flag changes what is drawn (buttons), nil on views (reference §8.4).
    case glass(tint: ResolvedColor?, interactive: Bool, prominent: Bool?)
    /// A system material of the given thickness.
    case material(SurfaceMaterial)
    /// An opaque colour. `prominent` is set only on a UIKit glass button's Reduce Transparency fill.
    case solid(color: ResolvedColor, prominent: Bool?)
    /// Nothing is drawn.
    case none

    /// The case's name.
    public var kind: FillKind {
        switch self {
        case .glass: .glass
        case .material: .material
        case .solid: .solid
        case .none: .none
        }
    }
}

/// A SwiftUI material thickness (`Material.ultraThin` … `.ultraThick`).
///
/// Raw values are the Swift spellings, which the resolution document also uses (`surface.fill.material`).
public enum SurfaceMaterial: String, Hashable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick
}

/// The native `Glass` base variant of a configured surface (reference universal-glass §2).
public enum GlassBase: String, Hashable, Sendable, CaseIterable {
    case regular, clear, identity
}

/// How a surface with glass configuration classes reached its fill (reference universal-glass §4).
///
/// Raw values are the words of the resolution document (`surface.fill.route`).
public enum FillRoute: String, Hashable, Sendable, CaseIterable {
    /// `glassEffect` with native glass.
    case native
    /// No Liquid Glass on this system: the material fallback.
    case fallback
    /// Liquid Glass exists but the rendering mode forces the material fallback.
    case forcedMaterial = "forced-material"
    /// Nothing is drawn.
    case none
}

/// Where a configured surface's rendering mode came from (reference universal-glass §4 rule 1).
public enum RenderingSource: String, Hashable, Sendable, CaseIterable {
    /// The inherited `universalGlassRenderingMode` override, which wins.
    case context
    /// The surface's own `glass-render-*` class.
    case `class`
    /// Neither: `automatic`.
    case `default`
}

/// UniversalGlass's fallback shadow preset (`UniversalGlassShadow`, reference universal-glass §3).
public enum GlassShadowPreset: String, Hashable, Sendable, CaseIterable {
    /// Black at 0.04, radius 8 points.
    case `default`
    /// A colour or radius set by `glass-shadow-[colour]` or `glass-shadow-radius-N`.
    case custom
}
