/// Resolves a `TWSurfaceGroup` per context (seed "Groups and morphing"; reference §8.4). Each
/// surface's classes are resolved as a `.tw` view; then:
///
/// - glass surfaces on UIKit's renderer (`automatic` on iOS 27) are drawn in one
///   `UIGlassContainerEffect` behind the group's content;
/// - glass surfaces on SwiftUI's renderer are `glassEffect` views in a `GlassEffectContainer`;
/// - material and solid surfaces draw their own fill and edge, and earlier systems show the content
///   unchanged: no container, identifiers ignored;
/// - surfaces that share a `union` and are not glass become one UniversalGlass fallback plate
///   (bounding box, first member's shape and fill).
public struct GlassGroupResolver: Sendable {
    public var resolver: Resolver

    public init(resolver: Resolver = Resolver()) {
        self.resolver = resolver
    }

    public func resolve(_ group: GlassGroupInput, columns: [(name: String, context: ResolutionContext)]) -> [GlassDrawing] {
        columns.map { resolve(group, name: $0.name, context: $0.context) }
    }

    public func resolve(_ group: GlassGroupInput, name: String, context: ResolutionContext) -> GlassDrawing {
        var surfaceContext = context
        surfaceContext.target = .view
        var notes: [String] = []
        var pieces: [GlassDrawing.Piece] = []
        for (index, surface) in group.surfaces.enumerated() {
            let r = resolver.resolve(surface.classes, context: surfaceContext)
            let id = surface.id ?? "surface-\(index + 1)"
            if !r.valid { notes.append("\(id): swiftcn rejects `\(surface.classes)` and draws it undecorated") }
            guard let s = r.surface else {
                let fill = Resolution.Fill(paint: .none, reason: r.valid ? "no surface class: no fill" : "undecorated")
                pieces.append(
                    .init(
                        id: id, frame: surface.frame, shape: .capsule, fill: fill, edge: .none,
                        inContainer: false, members: nil, union: surface.union))
                continue
            }
            let shape: GlassShape = s.shape.kind == .capsule ? .capsule : .rounded(s.shape.radius)
            pieces.append(
                .init(
                    id: id, frame: surface.frame, shape: shape, fill: s.fill, edge: s.edge,
                    inContainer: s.fill.kind == .glass, members: nil, union: surface.union))
        }
        let hasGlass = pieces.contains { $0.inContainer }
        let renderer = context.glassRenderer
        let container: GlassContainer =
            context.supportsGlass && hasGlass && context.rendering != .material
            ? (renderer == .uiKit ? .uiKitContainer : .swiftUIContainer) : .none
        if container == .none {
            for index in pieces.indices { pieces[index].inContainer = false }
            if !context.supportsGlass { notes.append("no Liquid Glass: the group leaves its content unchanged and ignores surface IDs") }
        }
        let merged = GlassUnions.merge(pieces.filter { !$0.inContainer })
        let drawn = pieces.filter(\.inContainer) + merged
        if merged.count < pieces.filter({ !$0.inContainer }).count {
            notes.append("UniversalGlass fallback: surfaces sharing a union are one plate over their bounding box, in the first member's shape")
        }
        let summary = resolver.resolve("", context: context).context
        return GlassDrawing(
            name: name, context: summary, container: container, spacing: container == .none ? nil : group.spacing,
            glassView: container == .uiKitContainer, pieces: drawn.sorted { order($0, pieces) < order($1, pieces) }, notes: notes)
    }

    private func order(_ piece: GlassDrawing.Piece, _ all: [GlassDrawing.Piece]) -> Int {
        all.firstIndex { $0.id == piece.id } ?? 0
    }
}
