import TWResolve

/// A surface's `UniversalGlassConfiguration` as Swift (reference universal-glass §2, seed
/// "Configuration Modifiers"), built from its resolution on a system with native glass (`modern`)
/// and on one without (`earlier`).
///
/// The chain is written in the order that keeps TWKit's precedence (Docs/Decisions.md): the tier,
/// then `.tint(_:)` (which also sets the fallback tint), then `.fallback(material:tint:)` only when a
/// `glass-fallback-*` class applies (it replaces both), then `.shadow(_:)`, then `.interactive()`.
/// `glass-render-*` becomes the `rendering:` argument.
struct UniversalGlassCode {
    var configuration: String
    /// `material`, `glass` or `automatic` from a `glass-render-*` class.
    var rendering: String?

    /// - Parameters:
    ///   - modern: the classes on OS 26 with native glass forced on (`rendering` `glass`), for the
    ///     tier, tint and interactivity.
    ///   - earlier: the classes on a system without Liquid Glass, for the fallback data.
    // Not optimised: with -O, Swift 6.3.1's CopyPropagation pass crashes on this initialiser
    // ("Found ownership error"), which broke every release build.
    @_optimize(none)
    init(modern: Resolution, earlier: Resolution) {
        let native = modern.surface?.fill
        let fallback = earlier.surface?.fill
        let tier = native?.tier ?? fallback?.tier ?? .regular
        var text = "." + tier.rawValue
        func written(_ field: String) -> Bool { modern.provenance[field] != nil }
        if tier != .identity {
            if written("glassTint"), let tint = native?.tint ?? fallback?.fallbackTint {
                text += ".tint(\(SwiftExpressions.color(tint)))"
            }
            if written("glassFallbackMaterial") || written("glassFallbackTint") {
                let material = fallback?.kind == FillKind.none ? "nil" : fallback?.material.map { "." + $0.rawValue } ?? "nil"
                let tint = fallback?.fallbackTint.map(SwiftExpressions.color) ?? "nil"
                text += ".fallback(material: \(material), tint: \(tint))"
            }
            if written("glassShadow") {
                if let shadow = fallback?.fallbackShadow {
                    text +=
                        shadow.preset == .default
                        ? ".shadow(.default)"
                        : ".shadow(UniversalGlassShadow(color: \(SwiftExpressions.color(shadow.color)), radius: \(SwiftExpressions.number(shadow.radius))))"
                } else {
                    text += ".shadow(.none)"
                }
            }
            if native?.interactive == true { text += ".interactive()" }
        }
        configuration = text
        rendering = Self.classRendering(modern)
    }

    private static func classRendering(_ r: Resolution) -> String? {
        guard let name = r.provenance["glassRendering"]?.class else { return nil }
        if name.hasSuffix("glass-render-material") { return "material" }
        if name.hasSuffix("glass-render-native") { return "glass" }
        if name.hasSuffix("glass-render-auto") { return "automatic" }
        return nil
    }
}
