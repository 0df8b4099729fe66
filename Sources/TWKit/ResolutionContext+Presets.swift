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
        system(.ios, OSVersion(major, minor))
    }

    /// macOS `major.minor`.
    public static func macOS(_ major: Int, _ minor: Int = 0) -> ResolutionContext {
        system(.macos, OSVersion(major, minor))
    }

    /// This context with `change` applied: `.iOS(26).with { $0.target = .button }`.
    public func with(_ change: (inout ResolutionContext) -> Void) -> ResolutionContext {
        var context = self
        change(&context)
        return context
    }

    private static func system(_ platform: Platform, _ os: OSVersion) -> ResolutionContext {
        var context = ResolutionContext()
        context.platform = platform
        context.os = os
        return context
    }
}
