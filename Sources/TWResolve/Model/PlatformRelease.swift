/// The releases at which swiftcn's and UniversalGlass's rules change: the one table every module
/// compares an OS version with, so that no module writes a release number of its own.
public enum PlatformRelease {
    /// The first Liquid Glass release, 26: iOS, macOS, tvOS and watchOS 26 and later draw native
    /// glass (reference §8.1 `supportsGlass`: "running on iOS ≥ 26 or macOS ≥ 26"; reference
    /// universal-glass §3: `#available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)`).
    /// visionOS never does (``ResolutionContext/supportsGlass``).
    public static let liquidGlass = OSVersion(26)

    /// The first iOS release on which the automatic glass renderer is UIKit's `UIGlassEffect`,
    /// 27 (seed, "Glass renderer": "`.automatic` uses it on iOS 27 and later"). UIKit's glass API
    /// itself is iOS 26's (``uikitGlassAPI``).
    public static let uikitGlass = OSVersion(27)

    /// The release that has UIKit's glass API (`UIGlassEffect`, `UIGlassContainerEffect`,
    /// `cornerConfiguration`), 26: where `.twGlassRenderer(.uiKit)` draws UIKit's glass.
    public static let uikitGlassAPI = liquidGlass

    /// The last release before Liquid Glass, the system an "earlier system" column or branch
    /// stands for: iOS 18 and macOS 15 (reference §8.1: "iOS 17–25 and macOS 14–15 → false").
    /// Platforms swiftcn does not support follow its iOS rules (``Platform/swiftCNRules``).
    public static func beforeLiquidGlass(on platform: Platform) -> OSVersion {
        platform.swiftCNRules == .macos ? OSVersion(15) : OSVersion(18)
    }

    /// The first release on which `automatic` renders glass with UIKit on `platform`, or nil
    /// where UIKit's renderer never draws (macOS and the platforms without UIKit's glass: SwiftUI's
    /// renderer draws there, a documented decision).
    public static func automaticUIKitGlass(on platform: Platform) -> OSVersion? { platform == .ios ? uikitGlass : nil }
}
