/// UniversalGlass's rendering mode, `UniversalGlassRendering` (reference universal-glass §4).
///
/// `automatic` and `glass` behave identically (`glass` only asserts intent); `material` forces the
/// material fallback even where native glass exists. As a context setting (`--rendering`, JSON
/// `rendering`) it is the inherited `universalGlassRenderingMode` override, which beats a
/// surface's own `glass-render-*` class.
public enum UniversalGlassRendering: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic
    case glass
    case material
}

/// A UniversalGlass configuration tier, `UniversalGlassConfiguration` (reference universal-glass §2,
/// newest version; TWKit's documented tiers win over the reference where they differ).
///
/// | Tier | Class | Fallback material | Native base | System-background tint (native; forced material on OS 26) |
/// |---|---|---|---|---|
/// | identity | `glass-identity` | none (nothing drawn) | identity | none |
/// | ultraThin | `glass-ultra-thin` | ultraThin | clear | none |
/// | thin | `glass-thin` | thin | clear | 0.4 |
/// | regular | `glass-regular` | regular | regular | none |
/// | thick | `glass-thick` | thick | regular | 0.4 |
/// | ultraThick | `glass-ultra-thick` | ultraThick | regular | 0.7 |
/// | clear | `glass-clear` | ultraThin | clear | none |
///
/// On a device without Liquid Glass no tier carries a fallback tint: the system-background tints
/// reach the fallback only on an OS 26 device forced to `material` (reference §2 notes).
public enum GlassTier: String, Hashable, Sendable, Codable, CaseIterable {
    case identity, ultraThin, thin, regular, thick, ultraThick, clear

    /// The class that selects the tier (`glass-ultra-thin`).
    public var className: String {
        switch self {
        case .identity: "glass-identity"
        case .ultraThin: "glass-ultra-thin"
        case .thin: "glass-thin"
        case .regular: "glass-regular"
        case .thick: "glass-thick"
        case .ultraThick: "glass-ultra-thick"
        case .clear: "glass-clear"
        }
    }

    /// The fallback material tier (`ultraThin` … `ultraThick`); nil for identity, which draws nothing.
    public var material: SurfaceMaterial? {
        switch self {
        case .identity: nil
        case .ultraThin, .clear: .ultraThin
        case .thin: .thin
        case .regular: .regular
        case .thick: .thick
        case .ultraThick: .ultraThick
        }
    }

    /// The native `Glass` base variant: `regular`, `clear` or `identity`.
    public var nativeBase: GlassBase {
        switch self {
        case .identity: .identity
        case .ultraThin, .thin, .clear: .clear
        case .regular, .thick, .ultraThick: .regular
        }
    }

    /// The opacity of the system-background tint the tier carries on OS 26 (native glass, and the
    /// fallback when forced to material there); nil for untinted tiers.
    public var systemBackgroundTint: Double? {
        switch self {
        case .thin, .thick: 0.4
        case .ultraThick: 0.7
        default: nil
        }
    }

    /// The material tiers a `glass-fallback-*` class may name, by class word.
    public static let materialWords: [String: SurfaceMaterial] = [
        "ultra-thin": .ultraThin, "thin": .thin, "regular": .regular, "thick": .thick, "ultra-thick": .ultraThick,
    ]
}
