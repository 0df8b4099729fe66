import TWSyntax

/// The platform a class string is resolved for.
///
/// swiftcn itself supports iOS and macOS. tvOS, watchOS and visionOS are there because
/// UniversalGlass decides something on them; on those, TWKit follows
/// swiftcn's iOS rules for everything swiftcn decides and says so (``swiftCNNote``).
public enum Platform: String, Hashable, Sendable, Codable, CaseIterable {
    case ios
    case macos
    case tvos
    case watchos
    case visionos

    /// The display name (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`).
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .macos: "macOS"
        case .tvos: "tvOS"
        case .watchos: "watchOS"
        case .visionos: "visionOS"
        }
    }

    /// True for the platforms swiftcn supports (iOS and macOS).
    public var isSwiftCNPlatform: Bool { self == .ios || self == .macos }

    /// The platform whose swiftcn rules apply: the platform itself, or iOS for the platforms
    /// swiftcn has no answer for (Docs/Decisions.md).
    public var swiftCNRules: Platform { isSwiftCNPlatform ? self : .ios }

    /// What output says on a platform swiftcn does not support; nil on iOS and macOS.
    public var swiftCNNote: String? {
        guard !isSwiftCNPlatform else { return nil }
        let glass =
            self == .visionos
            ? "UniversalGlass always draws its material fallback on visionOS"
            : "UniversalGlass draws native glass on \(displayName) 26 and later"
        return "swiftcn has no answer for \(displayName): it supports iOS and macOS only. \(glass); everything else follows swiftcn's iOS rules."
    }
}

/// The colour scheme.
public enum ColorScheme: String, Hashable, Sendable, Codable, CaseIterable {
    case light
    case dark
}

/// The `.twAppearance` policy (reference §8.1).
public enum AppearancePolicy: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic
    case glass
    case solid
}

/// The `.twGlassRenderer` setting (seed, "Glass renderer").
public enum GlassRendererSetting: String, Hashable, Sendable, Codable, CaseIterable {
    case automatic
    case swiftUI
    case uiKit
}

/// The framework that draws a glass surface (seed, "Glass renderer").
public enum GlassRenderer: String, Hashable, Sendable, Codable {
    case swiftUI
    case uiKit
}

/// What the classes style (reference §11.1; conformance README `target`).
public enum StyleTarget: String, Hashable, Sendable, Codable, CaseIterable {
    /// A `.tw` surface on a general view.
    case view
    /// `.buttonStyle(.tw(...))`.
    case button
    /// `.tw` directly on a `Text`.
    case text
    /// `.tw` directly on an `Image`.
    case image
    /// `.tw` directly on a `Shape`.
    case shape
    /// `twPresentationSurface()` on a sheet.
    case presentation
    /// `.twAnimation(classes, value:)`: motion only, global `view` defaults included, no
    /// decoration and no check of where target-specific registrations are applied (reference §9.2).
    case animation
}

/// An operating-system version such as 18, 26 or 26.1.
public struct OSVersion: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `18`, `26.1` or `27.0.1` (the patch is ignored). Nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, minor >= 0, parts.count < 3 || Int(parts[2]) != nil else { return nil }
        self.init(major, minor)
    }

    public var description: String {
        // Every resolution's context summary spells its OS: the common whole versions without
        // string interpolation.
        if minor == 0, major >= 0, major < Self.wholeVersionNames.count { return Self.wholeVersionNames[major] }
        return minor == 0 ? "\(major)" : "\(major).\(minor)"
    }

    /// `"0"` through `"99"`.
    private static let wholeVersionNames: [String] = (0..<100).map { String($0) }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            // 1e300 would trap in `Int(_:)`: no OS version is that large.
            guard number.magnitude < 1e9 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected an OS version such as 18 or 26.1")
            }
            let major = Int(number)
            self.init(major, Int(((number - Double(major)) * 10).rounded()))
        } else if let version = OSVersion(try container.decode(String.self)) {
            self = version
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected an OS version such as 18 or 26.1")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Everything besides the classes that decides what swiftcn draws.
public struct ResolutionContext: Hashable, Sendable {
    public var platform: Platform = .ios
    /// iOS 26 unless set: the first Liquid Glass release.
    public var os: OSVersion = PlatformRelease.liquidGlass
    public var appearance: AppearancePolicy = .automatic
    public var renderer: GlassRendererSetting = .automatic
    /// The app's `UIDesignRequiresCompatibility` Info.plist key.
    public var requiresCompatibility = false
    public var reduceTransparency = false
    public var increaseContrast = false
    public var reduceMotion = false
    public var scheme: ColorScheme = .light
    public var target: StyleTarget = .view
    /// False when `target` is only a guess (a linted `.tw` whose receiver the source does not
    /// show): then registered text, image and shape modifiers are not checked against it, as
    /// swiftcn skips the check without a target (reference §2.5).
    public var targetIsKnown = true
    /// The caller's interaction states.
    public var states: Set<InteractionState> = []
    /// States published by ancestor groups, by group name; `""` is the nearest unnamed group.
    public var groupStates: [String: Set<InteractionState>] = [:]
    /// macOS: whether the window is the key window.
    public var windowActive = true
    /// Overrides the OS-derived Liquid Glass support (the tests' `twGlassSupport`).
    public var supportsGlassOverride: Bool?
    /// Global `view` defaults replacing the theme's, when set.
    public var globalView: String?
    /// Global `button` defaults replacing the theme's, when set.
    public var globalButton: String?
    /// Named classes added over the theme's (the app's `rules.named`).
    public var named: [String: Recipe] = [:]
    /// Extra `animate-*` presets.
    public var animations: Set<String> = []
    /// Registered native modifiers in scope (reference §12), over the theme's, by name.
    public var modifiers: [String: ModifierRegistration] = [:]
    /// App bracket utilities in scope (`TWGlobalRules.utilities`, reference §2.3 item 5.2), over
    /// the theme's, by prefix.
    public var utilities: [String: UtilityRegistration] = [:]
    /// In design-tool mode (true) a bracket argument naming a SwiftUI system colour stands for that
    /// native colour; in source mode (false, the linter) it must be a theme token.
    public var nativeColorNames = true
    /// The inherited UniversalGlass rendering override (`universalGlassRenderingMode`), nil when
    /// unset. It beats a surface's `glass-render-*` class and applies only to surfaces with glass
    /// configuration classes (reference universal-glass §4; Docs/Decisions.md).
    public var rendering: UniversalGlassRendering?
    /// Typed values for the `{name}` placeholders of a class string, by name:
    /// inside brackets each is a native payload, outside brackets class text (reference §1.3).
    public var interpolations: [String: InterpolatedValue] = [:]
    /// Custom `animate-*` presets in scope (`TWGlobalRules.animations`), over the theme's, by name.
    public var animationPresets: [String: AnimationRegistration] = [:]
    /// The caller's transaction before the styled update; nil for none.
    public var transaction: CallerTransaction?
    /// The state change and the `value:`/`animationScope:` form of the update; nil for a plain
    /// `.tw(classes)` whose origin state is not given.
    public var motionChange: MotionChange?

    public init() {}

    /// iOS 26 / macOS 26 and later draw Liquid Glass (reference §8.1).
    /// visionOS never does: UniversalGlass always takes its material fallback there.
    public var supportsGlass: Bool { supportsGlassOverride ?? UniversalGlassRouting.hasNativeGlass(platform: platform, os: os) }

    /// The renderer that draws glass: `automatic` is UIKit's on iOS 27 and later and SwiftUI's
    /// elsewhere; it depends only on the system and the setting (seed, "Glass renderer"). UIKit's
    /// renderer does not exist on macOS, where SwiftUI's draws (documented decision).
    public var glassRenderer: GlassRenderer {
        guard platform == .ios else { return .swiftUI }
        switch renderer {
        case .automatic: return os >= PlatformRelease.uikitGlass ? .uiKit : .swiftUI
        case .swiftUI: return .swiftUI
        case .uiKit: return .uiKit
        }
    }
}

extension ResolutionContext {
    /// Feeds the context's scalar settings (platform, OS, policy, renderer, scheme, target,
    /// accessibility flags, states) to a hasher, leaving out its collections (named classes, group
    /// states, animations, modifiers), which rarely tell cache keys apart and cost most of the
    /// hashing. Equal contexts hash equally; cache keys still compare whole contexts for equality.
    package func hashScalarSettings(into hasher: inout Hasher) {
        hasher.combine(platform)
        hasher.combine(os.major)
        hasher.combine(os.minor)
        hasher.combine(target)
        hasher.combine(scheme)
        hasher.combine(appearance)
        hasher.combine(renderer)
        var flags = 0
        if requiresCompatibility { flags |= 1 }
        if reduceTransparency { flags |= 2 }
        if increaseContrast { flags |= 4 }
        if reduceMotion { flags |= 8 }
        if windowActive { flags |= 16 }
        if nativeColorNames { flags |= 32 }
        if targetIsKnown { flags |= 64 }
        for state in states { flags |= 1 << (8 + state.rawValue) }
        hasher.combine(flags)
    }
}
