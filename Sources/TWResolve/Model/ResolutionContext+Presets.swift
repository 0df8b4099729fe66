/// Contexts by system, for callers that would otherwise set platform and OS field by field.
///
/// ```swift
/// let contexts: [ResolutionContext] = [.iOS(18), .iOS(26), .macOS(15), .macOS(26).with { $0.reduceTransparency = true }]
/// ```
///
/// Every other setting keeps its default (light scheme, `automatic` policy and renderer, a view
/// target, no accessibility settings, no states).
extension ResolutionContext {
    /// iOS `major.minor`.
    public static func iOS(_ major: Int, _ minor: Int = 0) -> ResolutionContext {
        iOS(OSVersion(major, minor))
    }

    /// macOS `major.minor`.
    public static func macOS(_ major: Int, _ minor: Int = 0) -> ResolutionContext {
        macOS(OSVersion(major, minor))
    }

    /// iOS `version`: `.iOS(PlatformRelease.liquidGlass)`.
    public static func iOS(_ version: OSVersion) -> ResolutionContext { system(.ios, version) }

    /// macOS `version`.
    public static func macOS(_ version: OSVersion) -> ResolutionContext { system(.macos, version) }

    /// `platform` at `version`, every other setting the default.
    public static func system(_ platform: Platform, _ version: OSVersion) -> ResolutionContext {
        var context = ResolutionContext()
        context.platform = platform
        context.os = version
        return context
    }

    /// This context with `change` applied: `.iOS(26).with { $0.target = .button }`.
    public func with(_ change: (inout ResolutionContext) -> Void) -> ResolutionContext {
        var context = self
        change(&context)
        return context
    }
}
