/// The adaptive surface of a `.tw` view (reference §8.3 and the seed's "Surface roles" and
/// "Glass renderer").
extension ResolutionBuilder {
    mutating func applySurface(to resolution: inout DecorationParts) {
        guard let role = table.surfaceRole, let origin = table.origin(.surfaceRole) else { return }
        let decision = SurfaceDecision(context: context)
        var (kind, reason) = decision.fill(role)
        let scheme = context.scheme
        var fill: Resolution.Fill
        var rendering: Resolution.Rendering?
        if isGlassConfigured {
            (fill, rendering) = configuredFill(role: role)
            (kind, reason) = (fill.kind, fill.reason)
        } else {
            switch kind {
            case .glass:
                // glass-prominent draws exactly like glass on a view: the flag only matters for buttons (reference §8.4).
                let tint = table.color(.glassTint).map { theme.resolve($0, scheme: scheme) }
                fill = .init(paint: .glass(tint: tint, interactive: table.flag(.glassInteractive) ?? false, prominent: nil), reason: reason)
            case .material:
                fill = .init(paint: .material(.regular), reason: reason)
            case .solid, .none:
                let color = theme.resolve(table.color(.background) ?? .token("surface"), scheme: scheme)
                fill = .init(paint: .solid(color: color, prominent: nil), reason: reason)
            }
        }
        // One fill only: bg-* colours a solid fill and never stacks under glass or a material.
        if kind != .solid, table.color(.background) != nil {
            ignore(.background, "bg-* colours only a solid fill; this surface's fill is \(kind.rawValue)")
            resolution.background = nil
        }
        let renderer: GlassRenderer? = kind == .glass ? context.glassRenderer : nil
        setProvenance("surface.role", origin, .winner(.surfaceRole))
        setProvenance("surface.fill", origin, .oneFill(reason))
        if let renderer {
            setProvenance("surface.renderer", origin, .renderer(renderer, setting: context.renderer, platform: context.platform))
        }
        let shape = surfaceShape()
        var shadow = self.shadow(drawn: kind == .material || kind == .solid)
        if kind == .glass || kind == .none, shadow != nil {
            ignore(
                .shadow,
                kind == .glass ? "glass supplies its own depth: shadows draw on solid and material fills only" : "nothing is drawn, so there is no shadow")
            shadow?.drawn = false
        }
        resolution.shadow = shadow
        resolution.surface = .init(
            role: role, fill: fill, renderer: renderer, glassView: renderer == .uiKit,
            edge: kind == .none ? .none : edge(fillKind: kind), shape: shape, shadow: shadow,
            rendering: rendering
        )
    }

    /// `rounded-*` replaces the default capsule (radius 10000).
    func surfaceShape() -> Resolution.Shape {
        if let radius = radius() { return .init(kind: .roundedRectangle, radius: radius.points, token: radius.token) }
        return .init(kind: .capsule, radius: theme.radii["full"] ?? 10000, token: nil)
    }

    /// The edge overlay: an explicit `border-N` replaces the fallback edge; otherwise glass has
    /// none and material and solid fills get the themed edge, strengthened by Increase Contrast.
    mutating func edge(fillKind: FillKind) -> Resolution.Edge {
        let scheme = context.scheme
        let width = table.number(.borderWidth) ?? 0
        if width > 0 {
            let color = table.color(.borderColor) ?? .token("border")
            if let origin = table.origin(.borderWidth) {
                setProvenance("surface.edge", origin, .text("an explicit border width replaces the fallback edge"))
            }
            return .init(color: theme.resolve(color, scheme: scheme), width: width, source: .borderClass, strength: nil)
        }
        if table.color(.borderColor) != nil {
            ignore(.borderColor, "a border colour without a border width keeps the \(fillKind == .glass ? "glass edge" : "fallback edge")")
        }
        return fallbackEdge(fillKind: fillKind)
    }

    /// The themed edge of a fill without border classes (reference §8.3).
    func fallbackEdge(fillKind: FillKind) -> Resolution.Edge {
        FallbackEdge.edge(for: fillKind, theme: theme, context: context)
    }
}
