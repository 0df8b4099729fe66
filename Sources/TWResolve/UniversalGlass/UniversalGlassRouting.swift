/// What UniversalGlass (`Aeastr/UniversalGlass`, newest commit) decides by platform and system,
/// read from its sources:
///
/// - native glass runs on iOS, macOS, tvOS and watchOS 26 and later
///   (`#available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)`); visionOS always takes
///   the material fallback (`#if !os(visionOS)`), for effects, containers, unions, identifiers
///   and transitions;
/// - its button styles fall back to the system's `.bordered` (`UniversalGlassButtonStyle`) and
///   `.borderedProminent` (`UniversalGlassProminentButtonStyle`), not to a material plate;
/// - `universalGlassButtonStyle(isProminent:rendering:)` ignores `isProminent` (its parameter is
///   `isProminent _: Bool`) and always applies the standard style;
///   `universalGlassProminentButtonStyle(isProminent:)` always applies the prominent one.
public enum UniversalGlassRouting {
    /// True where UniversalGlass draws native glass: iOS, macOS, tvOS and watchOS 26 and later.
    public static func hasNativeGlass(platform: Platform, os: OSVersion) -> Bool {
        platform != .visionos && os >= PlatformRelease.liquidGlass
    }

    /// UniversalGlass's two button styles.
    public enum ButtonKind: String, Hashable, Sendable, Codable, CaseIterable {
        /// `.universalGlass()`: `GlassButtonStyle`, else `.bordered`.
        case standard
        /// `.universalGlassProminent()`: `GlassProminentButtonStyle`, else `.borderedProminent`.
        case prominent

        /// The Swift call that applies it.
        public var call: String { self == .standard ? ".universalGlass()" : ".universalGlassProminent()" }
    }

    /// The style `universalGlassButtonStyle(isProminent:)` applies: always the standard one,
    /// whatever the flag (UniversalGlass ignores it).
    public static func buttonStyleModifier(isProminent _: Bool) -> ButtonKind { .standard }

    /// The style `universalGlassProminentButtonStyle(isProminent:)` applies: always the prominent one.
    public static func prominentButtonStyleModifier(isProminent _: Bool) -> ButtonKind { .prominent }

    /// The SwiftUI button style a UniversalGlass button style draws.
    ///
    /// - Parameter rendering: the per-call `rendering:` argument; button styles never read the
    ///   inherited `universalGlassRenderingMode` (reference universal-glass §4, §8).
    /// - Returns: `glass` / `glassProminent` on the native path, `bordered` / `borderedProminent`
    ///   otherwise.
    public static func buttonStyle(_ kind: ButtonKind, rendering: UniversalGlassRendering = .automatic, platform: Platform, os: OSVersion) -> ButtonStyle {
        let native = hasNativeGlass(platform: platform, os: os) && rendering != .material
        switch kind {
        case .standard: return native ? .glass : .bordered
        case .prominent: return native ? .glassProminent : .borderedProminent
        }
    }
}
