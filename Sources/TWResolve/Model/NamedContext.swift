/// A context with the name a design tool shows for it (`"iOS 26"`, `"iPhone, Reduce
/// Transparency"`): one column of an analysis, a matrix or a glass drawing.
public struct NamedContext: Sendable {
    public var name: String
    public var context: ResolutionContext

    public init(_ name: String, _ context: ResolutionContext) {
        self.name = name
        self.context = context
    }

    /// iOS `major`, named `iOS <major>`.
    public static func iOS(_ major: Int) -> NamedContext { iOS(OSVersion(major)) }

    /// macOS `major`, named `macOS <major>`.
    public static func macOS(_ major: Int) -> NamedContext { macOS(OSVersion(major)) }

    /// iOS `version`, named `iOS <version>`.
    public static func iOS(_ version: OSVersion) -> NamedContext { NamedContext("iOS \(version)", .iOS(version)) }

    /// macOS `version`, named `macOS <version>`.
    public static func macOS(_ version: OSVersion) -> NamedContext { NamedContext("macOS \(version)", .macOS(version)) }

    /// This system with the glass renderer setting `renderer`, named `iOS 27 swiftUI`.
    public func renderer(_ renderer: GlassRendererSetting) -> NamedContext {
        NamedContext("\(name) \(renderer.rawValue)", context.with { $0.renderer = renderer })
    }

    /// This system with Reduce Transparency on, named `iOS 27 Reduce Transparency`.
    public var reducingTransparency: NamedContext {
        NamedContext("\(name) Reduce Transparency", context.with { $0.reduceTransparency = true })
    }

    /// This named system over `base`: `base` with this context's platform, OS and renderer
    /// setting, and Reduce Transparency when either has it on. Every other setting (scheme,
    /// target, states, policy, accessibility, the rendering override) is `base`'s.
    public func over(_ base: ResolutionContext) -> NamedContext {
        var merged = base
        merged.platform = context.platform
        merged.os = context.os
        merged.renderer = context.renderer
        merged.reduceTransparency = base.reduceTransparency || context.reduceTransparency
        return NamedContext(name, merged)
    }
}

/// The systems TWKit shows a class string on, from the releases where swiftcn's rules change
/// (``PlatformRelease``).
extension NamedContext {
    /// iOS 18, the last iOS before Liquid Glass: material fallbacks.
    public static let iOSBeforeLiquidGlass = iOS(PlatformRelease.beforeLiquidGlass(on: .ios))
    /// iOS 26, the first Liquid Glass release, with SwiftUI's glass under the automatic renderer.
    public static let iOSLiquidGlass = iOS(PlatformRelease.liquidGlass)
    /// iOS 27, the first release on which the automatic renderer is UIKit's.
    public static let iOSUIKitGlass = iOS(PlatformRelease.uikitGlass)
    /// macOS 15, the last macOS before Liquid Glass.
    public static let macOSBeforeLiquidGlass = macOS(PlatformRelease.beforeLiquidGlass(on: .macos))
    /// macOS 26, the first Liquid Glass release on macOS.
    public static let macOSLiquidGlass = macOS(PlatformRelease.liquidGlass)

    /// The standard systems of `tw matrix` and `tw render`: iOS 18, iOS 26, iOS 27, iOS 27 with
    /// SwiftUI's renderer, macOS 15 and macOS 26.
    public static let matrixSystems: [NamedContext] = [
        iOSBeforeLiquidGlass, iOSLiquidGlass, iOSUIKitGlass, iOSUIKitGlass.renderer(.swiftUI), macOSBeforeLiquidGlass, macOSLiquidGlass,
    ]

    /// The systems a glass cluster or group is shown on: the matrix systems plus iOS 27 with Reduce
    /// Transparency (after iOS 27 with SwiftUI's renderer).
    public static let glassSystems: [NamedContext] = [
        iOSBeforeLiquidGlass, iOSLiquidGlass, iOSUIKitGlass, iOSUIKitGlass.renderer(.swiftUI), iOSUIKitGlass.reducingTransparency,
        macOSBeforeLiquidGlass, macOSLiquidGlass,
    ]
}
