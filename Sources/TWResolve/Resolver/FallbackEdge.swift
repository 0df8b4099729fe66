/// The themed edge of a fill without border classes (reference §8.3): none for glass; otherwise
/// `input` under Increase Contrast, `border` at 70 % on a material, `border` on a solid fill; the
/// theme's border width. Surfaces, UIKit glass buttons and cluster pieces all draw this edge.
enum FallbackEdge {
    /// Theme and context are borrowed: a struct holding them copied both on every surface.
    static func edge(for fillKind: FillKind, theme: Theme, context: ResolutionContext) -> Resolution.Edge {
        let scheme = context.scheme
        if fillKind == .glass || fillKind == .none { return .none }
        if context.increaseContrast {
            return .init(color: theme.resolve(token: "input", scheme: scheme), width: theme.borderWidth, source: .fallback, strength: .strong)
        }
        if fillKind == .material {
            var color = theme.resolve(token: "border", scheme: scheme)
            color.opacity = 0.7
            return .init(color: color, width: theme.borderWidth, source: .fallback, strength: .soft)
        }
        return .init(color: theme.resolve(token: "border", scheme: scheme), width: theme.borderWidth, source: .fallback, strength: .standard)
    }
}
